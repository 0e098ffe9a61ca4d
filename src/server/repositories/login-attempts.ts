import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../db/database';

// Advisory lock classes (pg_advisory_xact_lock(class, key)) of the login limit on PostgreSQL: one lock
// per email and one per address, always taken in this order, so two logins cannot wait on each other.
const LOCK_EMAIL = 1_281_320_001;
const LOCK_IP = 1_281_320_002;

export interface AttemptKey {
  email: string;
  ip: string;
}

/**
 * Records an attempt, counted as a failure until `markAttemptSucceeded`, unless the email or the
 * address already has `limits` failures since `since`: the new attempt's id, or null when refused.
 * Recording and counting are one step per email and address, so requests sent at once cannot all
 * read the same count: one INSERT … SELECT … WHERE count < limit (a write statement, which SQLite
 * runs under its one write lock, across processes too), behind advisory locks on PostgreSQL (where
 * concurrent statements would not see each other's rows).
 */
export async function recordAttemptWithinLimits(
  db: Db,
  key: AttemptKey,
  since: string,
  limits: { perEmail: number; perIp: number },
  attemptedOn: string,
): Promise<number | null> {
  const insert = async (conn: Db) => {
    const failuresSince = (column: 'email' | 'ip', value: string) =>
      conn
        .selectFrom('login_attempts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(column, '=', value)
        .where('succeeded', '=', 0)
        .where('attempted_on', '>=', since);
    const row = await conn
      .insertInto('login_attempts')
      .columns(['email', 'ip', 'succeeded', 'attempted_on'])
      .expression(
        conn
          .selectNoFrom((eb) => [
            sql<string>`cast(${key.email} as text)`.as('email'),
            sql<string>`cast(${key.ip} as text)`.as('ip'),
            eb.lit(0).as('succeeded'),
            sql<string>`cast(${attemptedOn} as text)`.as('attempted_on'),
          ])
          .where(failuresSince('email', key.email), '<', limits.perEmail)
          .where(failuresSince('ip', key.ip), '<', limits.perIp),
      )
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  };
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return insert(db);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${LOCK_EMAIL}, hashtext(${key.email}))`.execute(trx);
    await sql`select pg_advisory_xact_lock(${LOCK_IP}, hashtext(${key.ip}))`.execute(trx);
    return insert(trx);
  });
}

/** The password matched: the attempt recorded by recordAttemptWithinLimits is not a failure. */
export async function markAttemptSucceeded(db: Db, attemptId: number): Promise<void> {
  await db.updateTable('login_attempts').set({ succeeded: 1 }).where('id', '=', attemptId).execute();
}

/**
 * A successful login forgives the email's failures recorded before it (not those of attempts still
 * being checked, which were recorded after it).
 */
export async function clearFailuresOfEmail(db: Db, email: string, beforeId: number): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where('email', '=', email)
    .where('succeeded', '=', 0)
    .where('id', '<', beforeId)
    .execute();
}
