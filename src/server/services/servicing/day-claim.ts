// One close-of-business run per business day (README.md "The day's run"): a process claims the day's
// row before it works on it, so a second run, or a second server, does nothing. A claim whose process
// died (same host, the pid gone) or went silent for longer than the lease is taken over, and the day is
// finished from where it stopped (every step is keyed by what it does).
import { hostname } from 'node:os';
import type { Db } from '../../db/database';

/** A claim not renewed for this long belongs to a process that stopped. */
export const CLAIM_LEASE_MS = 10 * 60_000;

export const thisWorker = (): string => `${hostname()}:${process.pid}`;

function isAliveHere(worker: string): boolean {
  const [host, pid] = worker.split(':');
  if (host !== hostname()) return true; // another machine: only the lease can tell
  try {
    process.kill(Number(pid), 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export type ClaimResult = 'claimed' | 'done' | 'busy';

export async function claimDay(db: Db, day: string, worker: string, now: Date): Promise<ClaimResult> {
  const at = now.toISOString();
  const inserted = await db
    .insertInto('servicing_days')
    .values({ business_day: day, claimed_by: worker, claimed_on: at, finished_on: null })
    .onConflict((oc) => oc.column('business_day').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return 'claimed';
  const row = await db
    .selectFrom('servicing_days')
    .selectAll()
    .where('business_day', '=', day)
    .executeTakeFirstOrThrow();
  if (row.finished_on !== null) return 'done';
  if (row.claimed_by === worker) return 'claimed';
  const stale =
    row.claimed_by === null ||
    row.claimed_on === null ||
    now.getTime() - Date.parse(row.claimed_on) > CLAIM_LEASE_MS ||
    !isAliveHere(row.claimed_by);
  if (!stale) return 'busy';
  // Taken over only if nobody else took it over meanwhile.
  let takeOver = db
    .updateTable('servicing_days')
    .set({ claimed_by: worker, claimed_on: at })
    .where('business_day', '=', day)
    .where('finished_on', 'is', null);
  takeOver =
    row.claimed_by === null
      ? takeOver.where('claimed_by', 'is', null)
      : takeOver.where('claimed_by', '=', row.claimed_by);
  const result = await takeOver.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? 'claimed' : 'busy';
}

/** Renews the claim between steps; false when another process took the day over. */
export async function renewClaim(db: Db, day: string, worker: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('servicing_days')
    .set({ claimed_on: now.toISOString() })
    .where('business_day', '=', day)
    .where('claimed_by', '=', worker)
    .where('finished_on', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
