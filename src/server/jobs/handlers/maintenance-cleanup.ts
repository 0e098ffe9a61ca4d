// `maintenance.cleanup`, once a day: removes rows that can never be used again and records kept
// past their use (expired sessions, old login attempts, spent links, long-finished jobs).
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { businessToday } from '../../../shared/calendar';
import { enqueue } from '../enqueue';
import type { JobHandler } from '../runner';

export const CLEAN_UP = 'maintenance.cleanup';

/** The rate limit looks back 15 minutes; a month more answers "why was I locked out?". */
export const LOGIN_ATTEMPTS_KEPT_DAYS = 30;
/** Done jobs carry their payloads (message texts with links): kept a month for questions, then gone. */
export const DONE_JOBS_KEPT_DAYS = 30;

type SessionTimeouts = Pick<Config, 'sessionIdleMinutes' | 'sessionAbsoluteHours'>;

const before = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();
const DAY_MS = 24 * 3_600_000;

/** One job per business day, however many processes ask (the dedupe key names the day). */
export function enqueueDailyCleanup(db: Db, now: Date = new Date()) {
  const day = businessToday(now);
  return enqueue(db, { kind: CLEAN_UP, payload: { day }, dedupeKey: `${CLEAN_UP}:${day}` }, now);
}

export async function removeExpiredRows(db: Db, timeouts: SessionTimeouts, now: Date) {
  const sessions = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('last_seen_on', '<', before(now, timeouts.sessionIdleMinutes * 60_000)),
        eb('created_on', '<', before(now, timeouts.sessionAbsoluteHours * 3_600_000)),
      ]),
    )
    .executeTakeFirst();
  const loginAttempts = await db
    .deleteFrom('login_attempts')
    .where('attempted_on', '<', before(now, LOGIN_ATTEMPTS_KEPT_DAYS * DAY_MS))
    .executeTakeFirst();
  const links = await db
    .deleteFrom('one_time_tokens')
    .where((eb) => eb.or([eb('used_on', 'is not', null), eb('expires_on', '<=', now.toISOString())]))
    .executeTakeFirst();
  const jobs = await db
    .deleteFrom('jobs')
    .where('done_on', '<', before(now, DONE_JOBS_KEPT_DAYS * DAY_MS))
    .executeTakeFirst();
  return {
    sessions: Number(sessions.numDeletedRows),
    loginAttempts: Number(loginAttempts.numDeletedRows),
    oneTimeLinks: Number(links.numDeletedRows),
    doneJobs: Number(jobs.numDeletedRows),
  };
}

export function cleanUp(timeouts: SessionTimeouts): JobHandler {
  return async (_payload, ctx) => {
    const removed = await removeExpiredRows(ctx.db, timeouts, ctx.now);
    ctx.log.info({ removed }, 'Daily clean-up done');
  };
}
