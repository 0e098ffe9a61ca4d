// Enqueueing background work (README.md beside this file). Pass the caller's transaction as `db` and
// the job exists only if the caller's change commits.
import type { Db } from '../db/database';

/** How often a job is tried before it is marked failed, unless the caller says otherwise. */
export const DEFAULT_MAX_ATTEMPTS = 8;

export interface NewJob {
  kind: string;
  /** Anything JSON can carry; the handler reads it back. */
  payload: unknown;
  /** Not before this time (default: now). */
  runAt?: Date;
  /** A second job with the same key is not created (e.g. `maintenance.cleanup:2026-11-22`). */
  dedupeKey?: string;
  maxAttempts?: number;
}

/** The new job's id, or null when a job with the same dedupe key already exists. */
export async function enqueue(db: Db, job: NewJob, now: Date = new Date()): Promise<number | null> {
  const row = await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      payload: JSON.stringify(job.payload ?? null),
      run_at: (job.runAt ?? now).toISOString(),
      attempts: 0,
      max_attempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      locked_by: null,
      locked_until: null,
      last_error: null,
      done_on: null,
      failed_on: null,
      created_on: now.toISOString(),
      dedupe_key: job.dedupeKey ?? null,
    })
    // Not a unique violation: on PostgreSQL that would abort the caller's whole transaction.
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}
