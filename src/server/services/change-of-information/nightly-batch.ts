// When the servicer's nightly batch runs (spec §3 Change of information): 01:00 in New York, every
// night. A request joins the next one; the batch is named by its New York date.
import { DateTime } from 'luxon';
import { businessToday } from '../../../shared/calendar';
import { BUSINESS_TIME_ZONE } from '../../../shared/constants';
import { addDays, type IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/database';
import { enqueue } from '../../jobs/enqueue';

export const BATCH_TIME = '01:00';

export interface NightlyBatch {
  /** The New York date the batch runs on. */
  date: IsoDate;
  runAt: Date;
}

const runTimeOn = (date: IsoDate) =>
  DateTime.fromISO(`${date}T${BATCH_TIME}`, { zone: BUSINESS_TIME_ZONE }).toJSDate();

/** The first batch after `now` (tonight's while it is before 01:00, else tomorrow night's). */
export function nextNightlyBatch(now: Date): NightlyBatch {
  const today = businessToday(now);
  const date = now < runTimeOn(today) ? today : addDays(today, 1);
  return { date, runAt: runTimeOn(date) };
}

export const batchIdOf = (date: IsoDate) => `COI-${date}`;

/** The job kind that sends a night's batch (jobs/handlers/servicer-transmit.ts). */
export const SERVICER_TRANSMIT = 'servicer.transmit';

/**
 * Makes sure the next nightly batch will run: one job per night (its dedupe key names the date), so
 * every request of the day joins the same one. Pass the caller's transaction.
 */
export function enqueueNightlyTransmission(db: Db, now: Date = new Date()) {
  const batch = nextNightlyBatch(now);
  return enqueue(
    db,
    {
      kind: SERVICER_TRANSMIT,
      payload: { batch_date: batch.date },
      runAt: batch.runAt,
      dedupeKey: `${SERVICER_TRANSMIT}:${batch.date}`,
    },
    now,
  );
}
