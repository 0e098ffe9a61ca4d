// Enterprise reports (issue 12, spec §2 /enterprise_reports; internal admins only):
// GET /api/enterprise/summary?month=YYYY-MM[&output_format=csv|xlsx]: the month's Summary figures per
// client with its facilities beneath; GET /api/enterprise/analysis (the same parameters): the Analysis of
// the twelve months to the month, per client with its facilities beneath; GET
// /api/enterprise/return_rates: the rolling 60-day return rates and the monitor's warnings; POST
// /api/enterprise/alerts/:id/acknowledge marks a warning seen.
import type { FastifyInstance } from 'fastify';
import { businessToday } from '../../../shared/calendar';
import {
  ENTERPRISE_ANALYSIS_COLUMNS,
  ENTERPRISE_COLUMNS,
  type EnterpriseAnalysis,
  type EnterpriseColumn,
  type EnterpriseSummary,
} from '../../../shared/enterprise';
import { toCents } from '../../../shared/money';
import { needs } from '../../plugins/access';
import { field } from '../../resources/fields';
import type { Resource } from '../../resources/resource';
import { HttpError, NOT_FOUND } from '../../services/http-error';
import {
  acknowledgeAlert,
  enterpriseAnalysis,
  enterpriseSummary,
  returnRateMonitor,
} from '../../services/practice-numbers/enterprise';
import { bool, errorResponses, id, obj } from '../schemas';
import { sendExport } from './crud/send-export';

const MONTH = { type: 'string', pattern: '^(19|20)\\d{2}-(0[1-9]|1[0-2])$' } as const;
const FIELD_TYPES = { text: 'text', number: 'number', money: 'money-cents', percent: 'percent' } as const;
const exportResourceOf = (exportName: string, columns: EnterpriseColumn[]) =>
  ({
    name: 'enterprise',
    exportName,
    fields: columns.map((c) => field(c.name, c.header, FIELD_TYPES[c.type])),
  }) as unknown as Resource;

/** A client's row ("All facilities"), then its facilities' rows, money in cents. */
async function* exportRows(
  columns: EnterpriseColumn[],
  rows: Record<string, unknown>[],
): AsyncGenerator<Record<string, unknown>> {
  for (const row of rows) {
    const out = { ...row };
    for (const c of columns)
      if (c.type === 'money' && row[c.name] !== null) out[c.name] = toCents(Number(row[c.name]));
    yield out;
  }
}

const summaryRows = (summary: EnterpriseSummary) =>
  summary.clients.flatMap((c) => [
    { ...c, facility: 'All facilities' } as Record<string, unknown>,
    ...c.facilities.map((f) => ({ ...f, client: c.client })),
  ]);

const analysisRows = (analysis: EnterpriseAnalysis) =>
  analysis.clients.flatMap((c) => [
    { client: c.client, facility: 'All facilities', ...c.figures } as Record<string, unknown>,
    ...c.facilities.map((f) => ({ client: c.client, facility: f.facility, ...f.figures })),
  ]);

const TABLES = {
  summary: {
    compute: enterpriseSummary,
    resource: exportResourceOf('enterprise-summary', ENTERPRISE_COLUMNS),
    columns: ENTERPRISE_COLUMNS,
    rows: summaryRows,
  },
  analysis: {
    compute: enterpriseAnalysis,
    resource: exportResourceOf('enterprise-analysis', ENTERPRISE_ANALYSIS_COLUMNS),
    columns: ENTERPRISE_ANALYSIS_COLUMNS,
    rows: analysisRows,
  },
} as const;

const anyObject = { type: 'object', additionalProperties: true } as const;

export async function enterpriseRoutes(app: FastifyInstance): Promise<void> {
  for (const [name, table] of Object.entries(TABLES)) {
    app.get<{ Querystring: { month?: string; output_format?: string } }>(
      `/enterprise/${name}`,
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
        const answer = await table.compute(app.db, request.query.month ?? today.slice(0, 7), today);
        const format = request.query.output_format;
        if (format === 'csv' || format === 'xlsx' || format === 'excel') {
          // Each table's rows from its own answer (the two answers differ in shape).
          const rows = (table.rows as (a: typeof answer) => Record<string, unknown>[])(answer);
          return sendExport(
            reply,
            table.resource,
            format === 'csv' ? 'csv' : 'excel',
            exportRows(table.columns, rows),
            answer.month,
          );
        }
        return answer;
      },
    );
  }

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
