// What every /auth and /api request needs to know about who is asking, read in one statement (issue 17):
// the session row, its user and impersonator, the user's permissions, whether each of them accepted
// the terms in force, and every facility's client (the data scope). One statement instead of six,
// its text fixed (a prepared statement reused on both databases), and read afresh on every request,
// so a revoked session, a deactivated user or a changed right takes effect at once on every process.
import { CompiledQuery } from 'kysely';
import { type Db, isPostgres, preparedOnPostgres } from '../db/database';
import type { SessionRow, UserRow } from '../db/schema';
import type { Permission, PermissionLevel } from '../../shared/permissions';

/** Every column of each row, checked against the schema's types (a new column is a type error here). */
const SESSION_COLUMNS = Object.keys({
  id_hash: 1,
  user_id: 1,
  impersonator_user_id: 1,
  client_id: 1,
  facility_id: 1,
  csrf_token: 1,
  multifactor_pending: 1,
  created_on: 1,
  last_seen_on: 1,
} satisfies Record<keyof SessionRow, 1>) as (keyof SessionRow)[];

const USER_COLUMNS = Object.keys({
  id: 1,
  email: 1,
  first_name: 1,
  last_name: 1,
  password_hash: 1,
  multifactor_required: 1,
  is_active: 1,
  created_on: 1,
  invited_on: 1,
  last_login_on: 1,
  deactivated_on: 1,
} satisfies Record<keyof UserRow, 1>) as (keyof UserRow)[];

/** A facility and its client: what the data scope (resources/reach.ts) is computed from. */
export interface FacilityClient {
  id: number;
  client_id: number;
}

export interface RequestState {
  session: SessionRow;
  user: UserRow | null;
  impersonator: UserRow | null;
  /** The session user's permissions, in the order they were granted. */
  permissions: Permission[];
  /** Whether terms are in force at all (none yet: nothing to accept). */
  termsInForce: boolean;
  userAcceptedTerms: boolean;
  impersonatorAcceptedTerms: boolean;
  facilities: FacilityClient[];
}

function statementText(pg: boolean): string {
  const text = pg ? (column: string) => `${column}::text` : (column: string) => column;
  const agg = (expression: string, order: string) =>
    pg
      ? `string_agg(${expression}, ',' order by ${order})`
      : `group_concat(${expression}, ',' order by ${order})`;
  const [now, idHash] = pg ? ['$1', '$2'] : ['?', '?'];
  const accepted = (userColumn: string) =>
    `case when exists (select 1 from terms_acceptances a where a.user_id = ${userColumn} and a.terms_version_id = t.id) then 1 else 0 end`;
  return `select ${SESSION_COLUMNS.map((c) => `s.${c}`).join(', ')},
  ${USER_COLUMNS.map((c) => `u.${c} as u_${c}`).join(', ')},
  ${USER_COLUMNS.map((c) => `i.${c} as i_${c}`).join(', ')},
  t.id as terms_id, ${accepted('s.user_id')} as u_accepted, ${accepted('s.impersonator_user_id')} as i_accepted,
  (select ${agg(`coalesce(${text('p.client_id')}, '') || ':' || coalesce(${text('p.facility_id')}, '') || ':' || ${text('p.level')}`, 'p.id')}
    from permissions p where p.user_id = s.user_id) as permissions,
  (select ${agg(`${text('f.id')} || ':' || ${text('f.client_id')}`, 'f.id')}
    from facilities f inner join clients cl on cl.id = f.client_id) as facilities
from sessions s
left join users u on u.id = s.user_id
left join users i on i.id = s.impersonator_user_id
left join (select id from terms_versions where effective_on <= ${now}
  order by effective_on desc, version desc limit 1) t on 1 = 1
where s.id_hash = ${idHash}`;
}

const TEXTS = { pg: preparedOnPostgres(statementText(true)), sqlite: statementText(false) };

function userOf(row: Record<string, unknown>, prefix: string): UserRow | null {
  if (row[`${prefix}id`] === null || row[`${prefix}id`] === undefined) return null;
  const user: Record<string, unknown> = {};
  for (const c of USER_COLUMNS) user[c] = row[`${prefix}${c}`];
  return user as unknown as UserRow;
}

const orNull = (text: string) => (text === '' ? null : Number(text));

function permissionsOf(list: string | null): Permission[] {
  if (!list) return [];
  return list.split(',').map((entry) => {
    const [client, facility, level] = entry.split(':');
    return {
      client_id: orNull(client),
      facility_id: orNull(facility),
      level: Number(level) as PermissionLevel,
    };
  });
}

function facilitiesOf(list: string | null): FacilityClient[] {
  if (!list) return [];
  return list.split(',').map((entry) => {
    const at = entry.indexOf(':');
    return { id: Number(entry.slice(0, at)), client_id: Number(entry.slice(at + 1)) };
  });
}

/** The state of the session whose cookie hashes to `idHash`, with the terms in force at `now`; undefined without one. */
export async function loadRequestState(
  db: Db,
  idHash: string,
  now: string,
): Promise<RequestState | undefined> {
  const text = isPostgres(db) ? TEXTS.pg : TEXTS.sqlite;
  const { rows } = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(text, [now, idHash]));
  const row = rows[0];
  if (!row) return undefined;
  const session: Record<string, unknown> = {};
  for (const c of SESSION_COLUMNS) session[c] = row[c];
  return {
    session: session as unknown as SessionRow,
    user: userOf(row, 'u_'),
    impersonator: userOf(row, 'i_'),
    permissions: permissionsOf(row.permissions as string | null),
    termsInForce: row.terms_id !== null && row.terms_id !== undefined,
    userAcceptedTerms: Number(row.u_accepted) === 1,
    impersonatorAcceptedTerms: Number(row.i_accepted) === 1,
    facilities: facilitiesOf(row.facilities as string | null),
  };
}
