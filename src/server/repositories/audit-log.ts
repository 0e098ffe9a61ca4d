import type { Db } from '../db/database';

export interface AuditEntry {
  occurredOn: string;
  userId: number | null;
  impersonatorUserId: number | null;
  action: string;
  method?: string;
  path?: string;
  statusCode?: number;
  ip?: string;
  userAgent?: string;
  /** What the action changed: a kind ('user', 'facility', 'term_sheet'…), its id and its name. */
  target?: { type: string; id: number | null; label: string };
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      occurred_on: entry.occurredOn,
      user_id: entry.userId,
      impersonator_user_id: entry.impersonatorUserId,
      action: entry.action,
      method: entry.method ?? null,
      path: entry.path ?? null,
      status_code: entry.statusCode ?? null,
      ip: entry.ip ?? null,
      user_agent: entry.userAgent?.slice(0, 512) ?? null,
      target_type: entry.target?.type ?? null,
      target_id: entry.target?.id ?? null,
      target_label: entry.target?.label ?? null,
      before_json: json(entry.before),
      after_json: json(entry.after),
    })
    .execute();
}

export interface AuditFilter {
  /** The person who acted (as themselves or as the impersonating admin). */
  actorId?: number;
  /** Rows about this user: as actor, as the impersonated user or as the target. */
  aboutUserId?: number;
  target?: string;
  action?: string;
  /** Inclusive ISO bounds on occurred_on. */
  from?: string;
  to?: string;
}

/** Audit rows newest first, with the names of the actor, the impersonator and, for users, the target. */
export function auditQuery(db: Db, filter: AuditFilter) {
  let q = db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('users as i', 'i.id', 'a.impersonator_user_id')
    .select([
      'a.id',
      'a.occurred_on',
      'a.user_id',
      'a.impersonator_user_id',
      'a.action',
      'a.target_type',
      'a.target_id',
      'a.target_label',
      'a.before_json',
      'a.after_json',
      'a.ip',
      'a.user_agent',
      'a.method',
      'a.path',
      'a.status_code',
      'u.email as user_email',
      'i.email as impersonator_email',
    ]);
  if (filter.actorId !== undefined) {
    const id = filter.actorId;
    q = q.where((eb) =>
      eb.or([
        eb('a.impersonator_user_id', '=', id),
        eb.and([eb('a.user_id', '=', id), eb('a.impersonator_user_id', 'is', null)]),
      ]),
    );
  }
  if (filter.aboutUserId !== undefined) {
    const id = filter.aboutUserId;
    q = q.where((eb) =>
      eb.or([
        eb('a.user_id', '=', id),
        eb('a.impersonator_user_id', '=', id),
        eb.and([eb('a.target_type', '=', 'user'), eb('a.target_id', '=', id)]),
      ]),
    );
  }
  if (filter.target) {
    const like = `%${filter.target.toLowerCase()}%`;
    q = q.where((eb) => eb(eb.fn('lower', ['a.target_label']), 'like', like));
  }
  if (filter.action) q = q.where('a.action', 'like', `${filter.action}%`);
  if (filter.from) q = q.where('a.occurred_on', '>=', filter.from);
  if (filter.to) q = q.where('a.occurred_on', '<=', filter.to);
  return q.orderBy('a.occurred_on', 'desc').orderBy('a.id', 'desc');
}
