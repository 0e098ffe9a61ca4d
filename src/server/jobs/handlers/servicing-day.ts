// `servicing.day`: the servicing engine's close-of-business run (services/servicing/README.md), enqueued
// once per business day after 6 pm in New York by every server's scheduler (the dedupe key names the
// day, so several servers enqueue it once). It runs every business day not yet run through that day;
// a day already run, or being run by another process, is left alone, so running it twice does nothing.
import type { FastifyInstance } from 'fastify';
import { businessToday, isBusinessDay } from '../../../shared/calendar';
import { isIsoDate } from '../../../shared/dates';
import type { Db } from '../../db/database';
import { createServicingEngine, reportLine, runThrough } from '../../services/servicing';
import { enqueue } from '../enqueue';
import type { JobHandler } from '../runner';

export const SERVICING_DAY = 'servicing.day';

/** The hour (New York) after which the day's run is started. */
export const CLOSE_OF_BUSINESS_HOUR = 18;

function newYorkHour(now: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      hourCycle: 'h23',
    }).format(now),
  );
}

/** Enqueues today's run once it is past close of business on a business day; true once it is queued. */
export async function enqueueServicingDay(db: Db, now: Date = new Date()): Promise<boolean> {
  const day = businessToday(now);
  if (!isBusinessDay(day) || newYorkHour(now) < CLOSE_OF_BUSINESS_HOUR) return false;
  await enqueue(
    db,
    { kind: SERVICING_DAY, payload: { day }, dedupeKey: `${SERVICING_DAY}:${day}`, maxAttempts: 20 },
    now,
  );
  return true;
}

export function servicingDay(app: FastifyInstance): JobHandler {
  return async (payload, ctx) => {
    const day = (payload as { day?: unknown } | null)?.day;
    if (typeof day !== 'string' || !isIsoDate(day)) {
      ctx.log.warn({ payload }, 'servicing.day without a valid day: nothing to run');
      return;
    }
    const engine = createServicingEngine(ctx.db, app.config, {
      payments: app.providers.payments,
      log: (line) => ctx.log.info(line),
    });
    const reports = await runThrough(engine, day);
    for (const r of reports) if (r.outcome !== 'ran') ctx.log.info(reportLine(r));
  };
}
