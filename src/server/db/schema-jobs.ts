// The job runner's table (migration 2026_11_22_0310; src/server/jobs/README.md): one row per piece of
// background work, shared safely by every server process through the database.
import type { Generated, Selectable } from 'kysely';
import type { IsoTimestamp } from './schema';

export interface JobsTable {
  id: Generated<number>;
  /** Which handler runs it, e.g. `messaging.deliver`. */
  kind: string;
  /** JSON text handed to the handler. */
  payload: string;
  /** Not claimed before this time; pushed back by each retry. */
  run_at: IsoTimestamp;
  /** Claims so far (a claim counts even when its worker stops before finishing). */
  attempts: number;
  max_attempts: number;
  /** The worker holding the job, until `locked_until`; after that any worker may reclaim it. */
  locked_by: string | null;
  locked_until: IsoTimestamp | null;
  last_error: string | null;
  done_on: IsoTimestamp | null;
  failed_on: IsoTimestamp | null;
  created_on: IsoTimestamp;
  /** Unique when set: enqueueing the same work twice is a no-op. */
  dedupe_key: string | null;
}

export interface JobTables {
  jobs: JobsTable;
}

export type JobRow = Selectable<JobsTable>;
