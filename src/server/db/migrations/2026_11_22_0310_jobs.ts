// The job runner's queue (ARCHITECTURE.md "Runtime picture"): jobs are rows, so several server
// processes share them safely.
import { sql } from 'kysely';
import { type AnyDb, timestamp, withId } from './portable';

export async function up(db: AnyDb): Promise<void> {
  let jobs = withId(db, db.schema.createTable('jobs'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('last_error', 'text')
    // Both databases let several NULLs through a unique constraint: only real keys collide.
    .addColumn('dedupe_key', 'text', (c) => c.unique());
  jobs = timestamp(timestamp(jobs, 'run_at'), 'locked_until', false);
  jobs = timestamp(timestamp(jobs, 'done_on', false), 'failed_on', false);
  await timestamp(jobs, 'created_on').execute();

  // The claim looks only at unfinished jobs, due first: a partial index stays small as done jobs pile up.
  await db.schema
    .createIndex('jobs_due')
    .on('jobs')
    .columns(['run_at', 'id'])
    .where(sql<boolean>`done_on is null and failed_on is null`)
    .execute();
  // For the daily clean-up of old finished jobs.
  await db.schema.createIndex('jobs_done_on').on('jobs').column('done_on').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
