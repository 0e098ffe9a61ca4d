// GET /api/audit: the audit trail for internal admins, filtered by actor, target, action and date,
// as JSON pages or as a CSV download (issue 13).
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { businessToday } from '../../../shared/calendar';
import type { AuditRow } from '../../../shared/user-admin';
import { needs } from '../../plugins/access';
import { auditQuery, type AuditFilter } from '../../repositories/audit-log';
import { findUserByEmail } from '../../repositories/users';
import { csvChunks } from '../../resources/export/csv';
import type { ResourceField } from '../../resources/resource';
import { EXPORT_BATCH } from './crud/send-export';
import { errorResponses, id, int, nullable, obj, str } from '../schemas';

export const auditRowSchema = obj({
  id,
  occurred_on: str,
  action: str,
  actor: nullable(str),
  impersonated: nullable(str),
  target_type: nullable(str),
  target_id: nullable(int),
  target_label: nullable(str),
  before: nullable(str),
  after: nullable(str),
  ip: nullable(str),
  user_agent: nullable(str),
  path: nullable(str),
});

type Row = Awaited<ReturnType<ReturnType<typeof auditQuery>['execute']>>[number];

/** Who acted: the impersonating admin when there is one (then `impersonated` is the user). */
export function auditRowOut(r: Row): AuditRow {
  const impersonating = r.impersonator_user_id !== null;
  return {
    id: r.id,
    occurred_on: r.occurred_on,
    action: r.action,
    actor: impersonating ? r.impersonator_email : r.user_email,
    impersonated: impersonating ? r.user_email : null,
    target_type: r.target_type,
    target_id: r.target_id,
    target_label: r.target_label,
    before: r.before_json,
    after: r.after_json,
    ip: r.ip,
    user_agent: r.user_agent,
    path: r.path,
  };
}

const CSV_COLUMNS: [keyof AuditRow, string][] = [
  ['occurred_on', 'When (UTC)'],
  ['actor', 'Who'],
  ['impersonated', 'For (impersonated)'],
  ['action', 'Action'],
  ['target_type', 'Target type'],
  ['target_label', 'Target'],
  ['before', 'Before'],
  ['after', 'After'],
  ['ip', 'IP address'],
  ['user_agent', 'Browser'],
  ['path', 'Path'],
];
const CSV_FIELDS: ResourceField[] = CSV_COLUMNS.map(([name, header]) => ({
  name,
  header,
  type: 'text',
  expr: name,
}));

async function* rowsOut(rows: AsyncIterable<Row>): AsyncGenerator<Record<string, unknown>> {
  for await (const row of rows) yield auditRowOut(row) as unknown as Record<string, unknown>;
}

interface AuditQuery {
  actor?: string;
  target?: string;
  action?: string;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
  format?: 'json' | 'csv';
}

const DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

export async function auditRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: AuditQuery }>(
    '/audit',
    {
      config: needs('isEbcsAdmin'),
      schema: {
        querystring: obj({
          actor: { type: 'string', maxLength: 254 },
          target: { type: 'string', maxLength: 200 },
          action: { type: 'string', maxLength: 64 },
          from: DATE,
          to: DATE,
          limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 },
          offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
          format: { type: 'string', enum: ['json', 'csv'], default: 'json' },
        }),
        response: {
          200: obj({ rows: { type: 'array', items: auditRowSchema }, total: int }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const filter: AuditFilter = { target: q.target, action: q.action };
      // Dates are calendar days, inclusive: the whole of `to`.
      if (q.from) filter.from = `${q.from}T00:00:00.000Z`;
      if (q.to) filter.to = `${q.to}T23:59:59.999Z`;
      if (q.actor) {
        const actor = await findUserByEmail(app.db, q.actor);
        filter.actorId = actor?.id ?? -1;
      }
      if (q.format === 'csv') {
        // Streamed as read, with the contract export's CSV writer (resources/export/csv.ts).
        const rows = auditQuery(app.db, filter).stream(EXPORT_BATCH);
        reply.header('content-type', 'text/csv; charset=utf-8');
        reply.header('content-disposition', `attachment; filename="audit-trail-${businessToday()}.csv"`);
        return reply.send(Readable.from(csvChunks(CSV_FIELDS, rowsOut(rows))));
      }
      const rows = await auditQuery(app.db, filter).limit(q.limit).offset(q.offset).execute();
      const { n } = await app.db
        .selectFrom(auditQuery(app.db, filter).clearOrderBy().as('x'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return { rows: rows.map(auditRowOut), total: Number(n) };
    },
  );
}
