// Queries of user administration (issue 13): users with their permission triples, the admins that keep
// a facility or client administered, invitations and login lockouts.
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import type { PermissionLevel } from '../../shared/permissions';

export interface PermissionRow {
  id: number;
  user_id: number;
  client_id: number | null;
  facility_id: number | null;
  level: PermissionLevel;
}

export async function permissionRowsOf(db: Db, userIds: number[]): Promise<PermissionRow[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('permissions')
    .select(['id', 'user_id', 'client_id', 'facility_id', 'level'])
    .where('user_id', 'in', userIds)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, level: r.level as PermissionLevel }));
}

/** Ids of the users with a triple at a client (any of its facilities, or facility `facilityId` only). */
export async function userIdsAtClient(
  db: Db,
  clientId: number,
  facilityId: number | null,
): Promise<number[]> {
  let q = db.selectFrom('permissions').select('user_id').distinct().where('client_id', '=', clientId);
  if (facilityId !== null) {
    q = q.where((eb) => eb.or([eb('facility_id', 'is', null), eb('facility_id', '=', facilityId)]));
  }
  return (await q.execute()).map((r) => r.user_id);
}

/** Ids of the users with a triple at all clients and facilities (the EBCS users). */
export async function userIdsAtAll(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('permissions')
    .select('user_id')
    .distinct()
    .where('client_id', 'is', null)
    .where('facility_id', 'is', null)
    .execute();
  return rows.map((r) => r.user_id);
}

export function usersByIds(db: Db, ids: number[]): Promise<UserRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', 'in', ids)
    .orderBy('last_name')
    .orderBy('first_name')
    .execute();
}

/** Admin triples (level 4+) of active users at a client (client-level or at one of its facilities). */
export async function activeAdminTriplesAtClient(db: Db, clientId: number): Promise<PermissionRow[]> {
  const rows = await db
    .selectFrom('permissions as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id', 'p.user_id', 'p.client_id', 'p.facility_id', 'p.level'])
    .where('p.client_id', '=', clientId)
    .where('p.level', '>=', 4)
    .where('u.is_active', '=', 1)
    .execute();
  return rows.map((r) => ({ ...r, level: r.level as PermissionLevel }));
}

export function facilitiesOfClient(db: Db, clientId: number) {
  return db
    .selectFrom('facilities')
    .select(['id', 'name'])
    .where('client_id', '=', clientId)
    .orderBy('id')
    .execute();
}

export function clientById(db: Db, clientId: number) {
  return db.selectFrom('clients').select(['id', 'name']).where('id', '=', clientId).executeTakeFirst();
}

export function facilityById(db: Db, facilityId: number) {
  return db
    .selectFrom('facilities')
    .select(['id', 'name', 'client_id'])
    .where('id', '=', facilityId)
    .executeTakeFirst();
}

/** Every client's and facility's name, for the words of the triples. */
export async function placeNames(db: Db) {
  const clients = await db.selectFrom('clients').select(['id', 'name']).execute();
  const facilities = await db.selectFrom('facilities').select(['id', 'name']).execute();
  return {
    clients: Object.fromEntries(clients.map((c) => [c.id, c.name])),
    facilities: Object.fromEntries(facilities.map((f) => [f.id, f.name])),
  };
}

/** Users whose invitation link is still usable. */
export async function usersWithOpenInvitation(db: Db, userIds: number[], now: string): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('one_time_tokens')
    .select('user_id')
    .distinct()
    .where('purpose', '=', 'invitation')
    .where('used_on', 'is', null)
    .where('expires_on', '>', now)
    .where('user_id', 'in', userIds)
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

/** Emails with at least `limit` failed logins since `since` (the login lockout). */
export async function lockedEmails(
  db: Db,
  emails: string[],
  since: string,
  limit: number,
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .selectFrom('login_attempts')
    .select(['email', (eb) => eb.fn.countAll<number>().as('n')])
    .where('email', 'in', emails)
    .where('succeeded', '=', 0)
    .where('attempted_on', '>=', since)
    .groupBy('email')
    .execute();
  return new Set(rows.filter((r) => Number(r.n) >= limit).map((r) => r.email));
}

/** Unlock: the email's failed logins are forgotten. */
export async function forgetFailedLogins(db: Db, email: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('email', '=', email).where('succeeded', '=', 0).execute();
}
