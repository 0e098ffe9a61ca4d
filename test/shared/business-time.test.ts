// The business day of a moment (shared/business-time.ts businessDayOf, one Intl format: the list's day
// columns and the business calendar's businessToday in shared/calendar.ts): New York's date,
// across midnight UTC and both changes of offset.
import { businessDayOf } from '../../src/shared/business-time';
import { businessToday } from '../../src/shared/calendar';
import { cellOf } from '../../src/server/resources/export/cells';
import type { ResourceField } from '../../src/server/resources/resource';

describe('businessDayOf', () => {
  it.each([
    ['2026-11-28T04:59:59.000Z', '2026-11-27'], // 11:59:59 pm EST
    ['2026-11-28T05:00:00.000Z', '2026-11-28'], // midnight EST
    ['2026-07-04T03:59:00.000Z', '2026-07-03'], // 11:59 pm EDT
    ['2026-07-04T04:00:00.000Z', '2026-07-04'], // midnight EDT
    ['2026-03-08T06:30:00.000Z', '2026-03-08'], // 1:30 am EST, the night clocks go forward
    ['2026-11-01T05:30:00.000Z', '2026-11-01'], // 1:30 am EST, the second 1:30 of the night they go back
    ['2026-12-31T23:59:59+00:00', '2026-12-31'],
  ])('%s is %s in New York, as the business calendar says', (iso, day) => {
    expect(businessDayOf(iso)).toBe(day);
    expect(businessToday(new Date(iso))).toBe(day);
  });

  it('an invalid moment has no business day: an export shows an empty cell, and nothing throws', () => {
    expect(businessToday(new Date('not a moment'))).toBeNull();
    const timestamp: ResourceField = {
      name: 'created_on',
      header: 'Created',
      type: 'timestamp',
      expr: 'c.created_on',
    };
    expect(cellOf(timestamp, 'not a moment')).toBe('');
    expect(cellOf(timestamp, '2026-11-28T04:30:00.000Z')).toBe('11/27/2026');
  });
});
