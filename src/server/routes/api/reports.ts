// GET /api/reports/:name (issue 12, spec §6 canViewReports): a report's page of rows with its columns,
// count, totals, figures and chart as JSON, or every matching row as a CSV or Excel download
// (`output_format=csv|xlsx`) with the on-screen headers. Scoped to the facilities whose reports the
// user may view, narrowed by `facility_id=` or `client_id=`.
import type { FastifyInstance } from 'fastify';
import { needs } from '../../plugins/access';
import { reportNamed } from '../../reports/registry';
import { reportAnswer, reportRequest, reportRows } from '../../reports/run';
import { reportReachOf } from '../../reports/scope';
import { HttpError, NOT_FOUND } from '../../services/http-error';
import { errorResponses, id, int, obj, str } from '../schemas';
import { EXPORT_BATCH, sendExport } from './crud/send-export';

const anyObject = { type: 'object', additionalProperties: true } as const;
const text = { type: 'string', maxLength: 200 } as const;
const anyArray = { type: 'array', items: anyObject } as const;

const reportQuery = {
  type: 'object',
  properties: {
    output_format: { type: 'string', enum: ['json', 'csv', 'xlsx', 'excel'], default: 'json' },
    limit: { type: 'integer', minimum: 1, maximum: 1000 },
    offset: { type: 'integer', minimum: 0, maximum: id.maximum },
    orderby: text,
    facility_id: id,
    client_id: id,
  },
  additionalProperties: text,
} as const;

const reportResponse = {
  200: obj(
    {
      name: str,
      title: str,
      columns: anyArray,
      filters: anyArray,
      applied: { type: 'object', additionalProperties: str },
      count: int,
      rows: anyArray,
      totals: anyObject,
      figures: anyArray,
      chart: { type: ['object', 'null'], additionalProperties: true },
      pageSize: int,
    },
    ['name', 'title', 'columns', 'count', 'rows', 'totals', 'chart'],
  ),
  ...errorResponses,
} as const;

type ReportQuery = Record<string, unknown> & { output_format: 'json' | 'csv' | 'xlsx' | 'excel' };

export async function reportRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { name: string }; Querystring: ReportQuery }>(
    '/reports/:name',
    {
      config: needs('canViewReports'),
      schema: {
        params: obj({ name: { type: 'string', maxLength: 60 } }, ['name']),
        querystring: reportQuery,
        response: reportResponse,
      },
    },
    async (request, reply) => {
      const report = reportNamed(request.params.name);
      if (!report) throw new HttpError(404, NOT_FOUND);
      const reach = await reportReachOf(app.db, request.access);
      const r = await reportRequest(app.db, request.access, reach, report, request.query);
      const format = request.query.output_format;
      if (format === 'json') return reportAnswer(r);
      const rows = reportRows(r).stream(EXPORT_BATCH) as AsyncIterable<Record<string, unknown>>;
      return sendExport(reply, r.resource, format === 'csv' ? 'csv' : 'excel', rows);
    },
  );
}
