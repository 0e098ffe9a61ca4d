// Helpers for the job runner tests: a second connection to the test database (a second server
// process, as far as the database can tell), a controllable clock and waiting for a condition.
import { sql } from 'kysely';
import { createDb, type Db } from '../../../src/server/db/database';
import { runNextJob, type JobHandler } from '../../../src/server/jobs';
import { TEST_DB } from '../helpers/test-app';

/** The log the runner writes to: silent, as the app's is in tests. */
export const quietLog = { info: () => {}, warn: () => {}, error: () => {} };

export async function secondConnection(db: Db): Promise<Db> {
  if (TEST_DB === 'postgres') {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db);
    const url = new URL(process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
    url.pathname = `/${rows[0].name}`;
    return createDb({ databaseUrl: url.toString(), sqliteFile: '' });
  }
  const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(db);
  const main = rows.find((row) => row.name === 'main');
  if (!main?.file) throw new Error('the test database has no file');
  return createDb({ databaseUrl: null, sqliteFile: main.file });
}

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2026-11-22T12:00:00.000Z')) {
  let now = start.getTime();
  return {
    now: (): Date => new Date(now),
    at: (offsetMs: number): Date => new Date(start.getTime() + offsetMs),
    set(offsetMs: number) {
      now = start.getTime() + offsetMs;
    },
  };
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export function jobById(db: Db, id: number) {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function countJobs(db: Db, kind: string): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Claims and runs the next due job with these handlers, as one worker would (true when one ran). */
export function runOneJob(db: Db, handlers: Record<string, JobHandler>, clock: () => Date) {
  return runNextJob({ db, log: quietLog }, { workerId: 'w1', pollMs: 10, handlers, clock });
}
