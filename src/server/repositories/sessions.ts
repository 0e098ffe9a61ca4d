import type { Db } from '../db/database';
import type { SessionRow, SessionUpdate } from '../db/schema';

export async function insertSession(db: Db, session: SessionRow): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

export function findSession(db: Db, idHash: string): Promise<SessionRow | undefined> {
  return db.selectFrom('sessions').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
}

export async function updateSession(db: Db, idHash: string, changes: SessionUpdate): Promise<void> {
  await db.updateTable('sessions').set(changes).where('id_hash', '=', idHash).execute();
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/** Ends every session of a user (as themselves or impersonated) except, optionally, one. */
export async function deleteSessionsOfUser(db: Db, userId: number, exceptIdHash?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptIdHash) query = query.where('id_hash', '!=', exceptIdHash);
  await query.execute();
}

/** Sessions idle since before `idleBefore` can never be used again: remove them. */
export async function deleteIdleSessions(db: Db, idleBefore: string): Promise<void> {
  await db.deleteFrom('sessions').where('last_seen_on', '<', idleBefore).execute();
}
