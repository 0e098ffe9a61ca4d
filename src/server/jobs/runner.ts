// The job runner (README.md beside this file): claims due jobs, runs the handler for the job's kind,
// records the outcome. One job at a time per runner; start one runner per server process.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { JobRow } from '../db/schema-jobs';
import { claimNextJob, type HeldJob, markDone, markFailed, markForRetry, renewLock } from './job-rows';
import { DEFAULT_RETRY_BASE_MS, errorText, retryDelayMs } from './retry';

export type JobLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface JobContext {
  db: Db;
  job: { id: number; kind: string; attempt: number; maxAttempts: number };
  /** When the job was claimed, by the runner's clock. */
  now: Date;
  log: JobLog;
}

/** Runs one job; throwing records the error and retries later. May run more than once: be idempotent. */
export type JobHandler = (payload: unknown, ctx: JobContext) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

/** What the runner needs; the Fastify app itself will do. */
export interface JobRunnerDeps {
  db: Db;
  log: JobLog;
}

export interface JobRunnerOptions {
  /** Names this runner in `locked_by`; unique per process. */
  workerId: string;
  /** How long to wait before looking again when no job is due. */
  pollMs: number;
  handlers: JobHandlers;
  /** A job whose worker stops is reclaimed this long after its last renewal (default 5 minutes). */
  lockMs?: number;
  retryBaseMs?: number;
  clock?: () => Date;
}

export interface JobRunner {
  /** Stops claiming and resolves once the running job, if any, has finished and been recorded. */
  stop(): Promise<void>;
}

const DEFAULT_LOCK_MS = 5 * 60_000;

/** Renews the lock every third of its length while the handler runs; returns the stop function. */
function keepLock(deps: JobRunnerDeps, held: HeldJob, lockMs: number, clock: () => Date) {
  let renewal: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    renewal = renewLock(deps.db, held, new Date(clock().getTime() + lockMs)).then(
      (kept) => kept || deps.log.warn({ jobId: held.id }, 'Job lock lost to another worker'),
      (error: unknown) => deps.log.error({ err: error, jobId: held.id }, 'Could not renew a job lock'),
    );
  }, lockMs / 3);
  return () => {
    clearInterval(timer);
    return renewal;
  };
}

/** Retries later with backoff, or marks the job failed once it has had all its attempts. */
async function recordFailure(deps: JobRunnerDeps, options: JobRunnerOptions, job: JobRow, error: unknown) {
  const held = { id: job.id, attempts: job.attempts, workerId: options.workerId };
  const now = (options.clock ?? (() => new Date()))();
  const where = { jobId: job.id, kind: job.kind, attempt: job.attempts, err: error };
  if (job.attempts >= job.max_attempts) {
    deps.log.error(where, 'Job failed for good');
    return markFailed(deps.db, held, errorText(error), now);
  }
  const delay = retryDelayMs(job.attempts, options.retryBaseMs ?? DEFAULT_RETRY_BASE_MS);
  deps.log.warn({ ...where, retryInMs: delay }, 'Job failed; it will be tried again');
  return markForRetry(deps.db, held, errorText(error), new Date(now.getTime() + delay));
}

/** Claims and runs one due job; false when none was due. */
export async function runNextJob(deps: JobRunnerDeps, options: JobRunnerOptions): Promise<boolean> {
  const clock = options.clock ?? (() => new Date());
  const lockMs = options.lockMs ?? DEFAULT_LOCK_MS;
  const now = clock();
  const kinds = Object.keys(options.handlers);
  const job = await claimNextJob(deps.db, { workerId: options.workerId, kinds, now, lockMs });
  if (!job) return false;
  if (job.attempts > job.max_attempts) {
    // Reclaimed after its last attempt's lock expired: that worker stopped, or the job outran its lock.
    await recordFailure(deps, options, job, new Error('The worker stopped during the last attempt'));
    return true;
  }
  const held = { id: job.id, attempts: job.attempts, workerId: options.workerId };
  const ctx: JobContext = {
    db: deps.db,
    job: { id: job.id, kind: job.kind, attempt: job.attempts, maxAttempts: job.max_attempts },
    now,
    log: deps.log,
  };
  const stopRenewing = keepLock(deps, held, lockMs, clock);
  let failed: { error: unknown } | null = null;
  try {
    await options.handlers[job.kind](JSON.parse(job.payload), ctx);
  } catch (error) {
    failed = { error };
  }
  await stopRenewing();
  if (failed) await recordFailure(deps, options, job, failed.error);
  else await markDone(deps.db, held, clock());
  return true;
}

/** Starts polling at once; several runners (processes) may share one database. */
export function startJobRunner(deps: JobRunnerDeps, options: JobRunnerOptions): JobRunner {
  let stopping = false;
  let wake = () => {};
  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, options.pollMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const loop = (async () => {
    while (!stopping) {
      let ran = false;
      try {
        ran = await runNextJob(deps, options);
      } catch (error) {
        // The database is unreachable or the outcome could not be written: the lock will expire.
        deps.log.error(
          { err: error, workerId: options.workerId },
          'Job runner could not claim or record a job',
        );
      }
      if (!ran && !stopping) await pause();
    }
  })();
  return {
    stop() {
      stopping = true;
      wake();
      return loop;
    },
  };
}
