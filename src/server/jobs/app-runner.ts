// The job runner inside the server process (JOB_RUNNER, on by default outside tests): starts when
// the app is ready, schedules the daily clean-up, and on close stops claiming and waits for the
// running job before the database closes.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { businessToday } from '../../shared/calendar';
import { productJobHandlers } from './handlers';
import { enqueueDailyCleanup } from './handlers/maintenance-cleanup';
import { enqueueServicingDay } from './handlers/servicing-day';
import { type JobRunner, startJobRunner } from './runner';

const POLL_MS = 1_000;
/** How often to check whether today's clean-up job exists yet. */
const SCHEDULE_EVERY_MS = 60_000;

export function registerJobRunner(app: FastifyInstance): void {
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let runner: JobRunner | null = null;
  let scheduler: NodeJS.Timeout | undefined;
  // Remembered so each process inserts once a day rather than bumping the id sequence every minute.
  let scheduledDay: string | null = null;

  let scheduling: Promise<void> = Promise.resolve();
  let servicingDay: string | null = null;
  const schedule = async () => {
    const now = new Date();
    // The servicing engine's close-of-business run, once past 6 pm on a business day.
    if (businessToday(now) !== servicingDay) {
      try {
        if (await enqueueServicingDay(app.db, now)) servicingDay = businessToday(now);
      } catch (error) {
        app.log.error({ err: error }, 'Could not schedule the servicing run');
      }
    }
    if (businessToday(now) === scheduledDay) return;
    try {
      await enqueueDailyCleanup(app.db, now);
      scheduledDay = businessToday(now);
    } catch (error) {
      app.log.error({ err: error }, 'Could not schedule the daily clean-up');
    }
  };

  app.addHook('onReady', async () => {
    await schedule();
    scheduler = setInterval(() => {
      scheduling = schedule();
    }, SCHEDULE_EVERY_MS);
    runner = startJobRunner(app, { workerId, pollMs: POLL_MS, handlers: productJobHandlers(app) });
    app.log.info({ workerId }, 'Job runner started');
  });
  // Closing: stop claiming at once (preClose) but let the server stop listening and answer the
  // requests in flight meanwhile; the job in flight is waited for in onClose, which runs after the
  // server has closed and before the database is closed (an onClose hook added earlier runs later).
  let stopped: Promise<unknown> = Promise.resolve();
  app.addHook('preClose', async () => {
    clearInterval(scheduler);
    stopped = Promise.all([runner?.stop(), scheduling]);
  });
  app.addHook('onClose', async () => {
    await stopped;
  });
}
