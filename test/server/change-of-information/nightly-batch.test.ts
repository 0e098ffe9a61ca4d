// The servicer's nightly batch runs at 01:00 New York (spec §3; ARCHITECTURE.md business time zone):
// a request joins tonight's batch before 01:00 and tomorrow night's after it, in summer and winter.
import { nextNightlyBatch } from '../../../src/server/services/change-of-information/nightly-batch';

describe('nextNightlyBatch', () => {
  test.each([
    // [now (UTC), batch date, run at (UTC)]
    ['2026-11-25T15:00:00Z', '2026-11-26', '2026-11-26T06:00:00.000Z'], // afternoon, winter (UTC-5)
    ['2026-11-26T05:30:00Z', '2026-11-26', '2026-11-26T06:00:00.000Z'], // 00:30 New York: tonight's
    ['2026-11-26T06:00:00Z', '2026-11-27', '2026-11-27T06:00:00.000Z'], // 01:00 sharp: the next one
    ['2026-07-01T12:00:00Z', '2026-07-02', '2026-07-02T05:00:00.000Z'], // summer (UTC-4)
    ['2026-03-07T18:00:00Z', '2026-03-08', '2026-03-08T06:00:00.000Z'], // the night clocks go forward
  ])('at %s the batch is %s, run at %s', (now, date, runAt) => {
    const batch = nextNightlyBatch(new Date(now));
    expect(batch.date).toBe(date);
    expect(batch.runAt.toISOString()).toBe(runAt);
  });
});
