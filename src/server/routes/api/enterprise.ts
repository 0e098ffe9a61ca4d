// Enterprise reports (issue 12, spec §2 /enterprise_reports; internal admins only):
// GET /api/enterprise/summary?month=YYYY-MM[&output_format=csv|xlsx]: the month's Summary figures per
// client with its facilities beneath; GET /api/enterprise/return_rates: the rolling 60-day return rates
// and the monitor's warnings; POST /api/enterprise/alerts/:id/acknowledge marks a warning seen.
import type { FastifyInstance } from 'fastify';
import { businessToday } from '../../../shared/calendar';
import { ENTERPRISE_COLUMNS, type EnterpriseSummary } from '../../../shared/enterprise';
import { toCents } from '../../../shared/money';
import { needs } from '../../plugins/access';
import { field } from '../../resources/fields';
import type { Resource } from '../../resources/resource';
import { HttpError, NOT_FOUND } from '../../services/http-error';
import {
  acknowledgeAlert,
  enterpriseSummary,
  returnRateMonitor,
} from '../../services/practice-numbers/enterprise';
import { bool, errorResponses, id, obj } from '../schemas';
import { sendExport } from './crud/send-export';

const MONTH = { type: 'string', pattern: '^(19|20)\\d{2}-(0[1-9]|1[0-2])$' } as const;
const FIELD_TYPES = { text: 'text', number: 'number', money: 'money-cents', percent: 'percent' } as const;
const exportResource = {
  name: 'enterprise',
  exportName: 'enterprise-summary',
  fields: ENTERPRISE_COLUMNS.map((c) => field(c.name, c.header, FIELD_TYPES[c.type])),
} as unknown as Resource;

/** A client's row, then its facilities' rows (the client left blank on those), money in cents. */
async function* exportRows(summary: EnterpriseSummary): AsyncGenerator<Record<string, unknown>> {
  const cents = (row: Record<string, unknown>) => {
    const out = { ...row };
    for (const c of ENTERPRISE_COLUMNS) if (c.type === 'money') out[c.name] = toCents(Number(row[c.name]));
    return out;
  };
  for (const c of summary.clients) {
    yield cents({ ...c, facility: 'All facilities' });
    for (const f of c.facilities) yield cents({ ...f, client: c.client });
  }
}

const anyObject = { type: 'object', additionalProperties: true } as const;

export async function enterpriseRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { month?: string; output_format?: string } }>(
    '/enterprise/summary',
    {
      config: needs('isEbcsAdmin'),
      schema: {
        querystring: obj({
          month: MONTH,
          output_format: { type: 'string', enum: ['json', 'csv', 'xlsx', 'excel'] },
        }),
        response: { 200: anyObject, ...errorResponses },
      },
    },
    async (request, reply) => {
      const today = businessToday();
      const summary = await enterpriseSummary(app.db, request.query.month ?? today.slice(0, 7), today);
      const format = request.query.output_format;
      if (format === 'csv' || format === 'xlsx' || format === 'excel') {
        return sendExport(
          reply,
          exportResource,
          format === 'csv' ? 'csv' : 'excel',
          exportRows(summary),
          summary.month,
        );
      }
      return summary;
    },
  );

  app.get(
    '/enterprise/return_rates',
    {
      config: needs('isEbcsAdmin'),
      schema: { response: { 200: anyObject, ...errorResponses } },
    },
    () => returnRateMonitor(app.db, businessToday()),
  );

  app.post<{ Params: { id: number } }>(
    '/enterprise/alerts/:id/acknowledge',
    {
      config: needs('isEbcsAdmin'),
      schema: {
        params: obj({ id }, ['id']),
        response: { 200: obj({ id, acknowledged: bool }, ['id', 'acknowledged']), ...errorResponses },
      },
    },
    async (request) => {
      if (!(await acknowledgeAlert(app.db, request.params.id))) throw new HttpError(404, NOT_FOUND);
      return { id: request.params.id, acknowledged: true };
    },
  );
}
