// The runner's queries on the jobs table. Every write after the claim names the worker and the attempt
// it claimed, so a worker whose lock expired (and whose job another worker reclaimed) changes nothing.
import { type ExpressionBuilder, PostgresAdapter } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { JobRow } from '../db/schema-jobs';

export interface Claim {
  workerId: string;
  kinds: string[];
  now: Date;
  lockMs: number;
}

/** The attempt a worker holds: its fencing token for the writes below. */
export type HeldJob = Pick<JobRow, 'id' | 'attempts'> & { workerId: string };

const claimable = (now: string) => (eb: ExpressionBuilder<Database, 'jobs'>) =>
  eb.and([
    eb('done_on', 'is', null),
    eb('failed_on', 'is', null),
    eb('run_at', '<=', now),
    eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]),
  ]);

/**
 * Claims the next due job of the given kinds, or returns undefined.
 *
 * One atomic `UPDATE … WHERE id = (next due job) AND <still free>` on both databases: SQLite runs one
 * writer at a time, and on PostgreSQL a second worker racing for the same row re-checks the `still
 * free` condition after the first one's update and updates nothing. `FOR UPDATE SKIP LOCKED` in the
 * PostgreSQL subquery only keeps racing workers from queueing on the same row; correctness rests on
 * the re-checked WHERE, so no transaction is held open while the handler runs.
 */
export async function claimNextJob(db: Db, claim: Claim): Promise<JobRow | undefined> {
  if (claim.kinds.length === 0) return undefined;
  const now = claim.now.toISOString();
  let next = db
    .selectFrom('jobs')
    .select('id')
    .where(claimable(now))
    .where('kind', 'in', claim.kinds)
    .orderBy('run_at')
    .orderBy('id')
    .limit(1);
  if (db.getExecutor().adapter instanceof PostgresAdapter) next = next.forUpdate().skipLocked();
  return db
    .updateTable('jobs')
    .set((eb) => ({
      locked_by: claim.workerId,
      locked_until: new Date(claim.now.getTime() + claim.lockMs).toISOString(),
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', next)
    .where(claimable(now))
    .returningAll()
    .executeTakeFirst();
}

function updateHeld(db: Db, job: HeldJob) {
  return db
    .updateTable('jobs')
    .where('id', '=', job.id)
    .where('locked_by', '=', job.workerId)
    .where('attempts', '=', job.attempts);
}

/** Pushes the lock forward while the handler runs; false when the job is no longer this worker's. */
export async function renewLock(db: Db, job: HeldJob, lockedUntil: Date): Promise<boolean> {
  const result = await updateHeld(db, job)
    .set({ locked_until: lockedUntil.toISOString() })
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markDone(db: Db, job: HeldJob, now: Date): Promise<void> {
  await updateHeld(db, job)
    .set({ done_on: now.toISOString(), locked_by: null, locked_until: null })
    .execute();
}

export async function markForRetry(db: Db, job: HeldJob, error: string, runAt: Date): Promise<void> {
  await updateHeld(db, job)
    .set({ run_at: runAt.toISOString(), last_error: error, locked_by: null, locked_until: null })
    .execute();
}

export async function markFailed(db: Db, job: HeldJob, error: string, now: Date): Promise<void> {
  await updateHeld(db, job)
    .set({ failed_on: now.toISOString(), last_error: error, locked_by: null, locked_until: null })
    .execute();
}
