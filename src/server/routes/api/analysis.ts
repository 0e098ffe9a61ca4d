// GET /api/analysis?month_to=YYYY-MM[&facility_id=|client_id=][&output_format=csv|xlsx] (issue 12):
// the Analysis report's twelve months and CSR approval by credit grade, for the facilities whose
// reports the user views (reports/scope.ts); the month table downloads with the on-screen headers.
import type { FastifyInstance } from 'fastify';
import { ANALYSIS_COLUMNS, type AnalysisMonth } from '../../../shared/analysis';
import { businessToday } from '../../../shared/calendar';
import { toCents } from '../../../shared/money';
import { needs } from '../../plugins/access';
import { narrowedReach, reportReachOf } from '../../reports/scope';
import { field } from '../../resources/fields';
import type { Resource } from '../../resources/resource';
import { computeAnalysis } from '../../services/practice-numbers/analysis';
import { errorResponses, id, int, nullable, num, obj, str } from '../schemas';
import { sendExport } from './crud/send-export';

const MONTH = { type: 'string', pattern: '^(19|20)\\d{2}-(0[1-9]|1[0-2])$' } as const;

const FIELD_TYPES = { text: 'text', number: 'number', money: 'money-cents', percent: 'percent' } as const;

/** The month table as a resource of the exports (the generic CSV and Excel writers). */
const exportResource = {
  name: 'analysis',
  exportName: 'analysis',
  fields: ANALYSIS_COLUMNS.map((c) => field(c.name, c.header, FIELD_TYPES[c.type])),
} as unknown as Resource;

/** Rows as the writers take them: money back in cents. */
async function* exportRows(months: AnalysisMonth[]): AsyncGenerator<Record<string, unknown>> {
  for (const m of months) {
    const row: Record<string, unknown> = { ...m };
    for (const c of ANALYSIS_COLUMNS)
      if (c.type === 'money' && m[c.name] !== null) row[c.name] = toCents(m[c.name] as number);
    yield row;
  }
}

const cell = { type: ['string', 'number', 'null'] } as const;

export async function analysisRoutes(app: FastifyInstance): Promise<void> {
  app.get<{
    Querystring: { month_to?: string; facility_id?: number; client_id?: number; output_format?: string };
  }>(
    '/analysis',
    {
      config: needs('canViewReports'),
      schema: {
        querystring: obj({
          month_to: MONTH,
          facility_id: id,
          client_id: id,
          output_format: { type: 'string', enum: ['json', 'csv', 'xlsx', 'excel'] },
        }),
        response: {
          200: obj(
            {
              month_to: str,
              months: { type: 'array', items: { type: 'object', additionalProperties: cell } },
              grades: {
                type: 'array',
                items: obj({ grade: str, requested: int, approved: int, rate: nullable(num) }),
              },
            },
            ['month_to', 'months', 'grades'],
          ),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { facility_id: facilityId, client_id: clientId, output_format: format } = request.query;
      const today = businessToday();
      const monthTo = request.query.month_to ?? today.slice(0, 7);
      const reach = await narrowedReach(app.db, await reportReachOf(app.db, request.access), {
        facilityId,
        clientId,
      });
      const answer = await computeAnalysis(app.db, reach.facilityIds, monthTo, today);
      if (format === 'csv' || format === 'xlsx' || format === 'excel') {
        return sendExport(
          reply,
          exportResource,
          format === 'csv' ? 'csv' : 'excel',
          exportRows(answer.months),
          monthTo,
        );
      }
      return { month_to: monthTo, ...answer };
    },
  );
}
