import type { Db } from '../db/database';

export async function recordLoginAttempt(
  db: Db,
  attempt: { email: string; ip: string; succeeded: boolean; attemptedOn: string },
): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({
      email: attempt.email,
      ip: attempt.ip,
      succeeded: attempt.succeeded ? 1 : 0,
      attempted_on: attempt.attemptedOn,
    })
    .execute();
}

/** Failed attempts since `since`, for this email and from this address. */
export async function countRecentFailures(
  db: Db,
  key: { email: string; ip: string },
  since: string,
): Promise<{ byEmail: number; byIp: number }> {
  const count = async (column: 'email' | 'ip', value: string) => {
    const row = await db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(column, '=', value)
      .where('succeeded', '=', 0)
      .where('attempted_on', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return { byEmail: await count('email', key.email), byIp: await count('ip', key.ip) };
}

/** A successful login forgives the email's earlier failures. */
export async function clearFailuresOfEmail(db: Db, email: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('email', '=', email).where('succeeded', '=', 0).execute();
}
