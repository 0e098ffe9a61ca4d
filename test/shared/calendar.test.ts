import {
  addBusinessDays,
  businessToday,
  federalReserveHolidayList,
  federalReserveHolidays,
  formatBusinessMoment,
  isBusinessDay,
  previousBusinessDay,
} from '../../src/shared/calendar';
import { federalReserveReference } from './reference';

describe('federalReserveHolidays: computed by rule, checked against the published 2026–2027 dates', () => {
  it.each([2026, 2027])('%d holidays, names and closures match the reference', (year) => {
    const published = federalReserveReference.holidays
      .filter((h) => h.year === year)
      .map(({ name, date, reserve_banks_closed_on }) => ({ name, date, reserve_banks_closed_on }));
    expect(federalReserveHolidayList(year)).toEqual(published);
  });

  it('the weekday closures of 2026 and 2027 are the published list', () => {
    expect([...federalReserveHolidays(2026), ...federalReserveHolidays(2027)]).toEqual(
      federalReserveReference.reserve_bank_weekday_closures,
    );
  });

  it('a Sunday holiday closes the Monday after (Independence Day 2027)', () => {
    expect(isBusinessDay('2027-07-05')).toBe(false);
    expect(isBusinessDay('2027-07-06')).toBe(true);
  });

  it.each(['2026-07-03', '2027-06-18', '2027-12-24', '2027-12-31'])(
    'a Saturday holiday does not close the Friday before: %s is a business day',
    (friday) => {
      expect(isBusinessDay(friday)).toBe(true);
    },
  );

  it.each<[number, string[]]>([
    // New Year's Day 2023 on a Sunday → Monday Jan 2; Christmas 2022 Sunday → Dec 26.
    [2022, ['2022-01-17', '2022-02-21', '2022-05-30', '2022-06-20', '2022-07-04', '2022-12-26']],
    [2023, ['2023-01-02', '2023-06-19', '2023-11-23', '2023-12-25']],
    [2028, ['2028-01-17', '2028-06-19', '2028-07-04', '2028-11-23', '2028-12-25']],
  ])('other years by rule: %d includes %p', (year, closures) => {
    expect(federalReserveHolidays(year)).toEqual(expect.arrayContaining(closures));
  });

  it('Juneteenth is a holiday from 2021 only', () => {
    expect(federalReserveHolidayList(2020).map((h) => h.name)).not.toContain(
      'Juneteenth National Independence Day',
    );
    expect(federalReserveHolidayList(2021)).toContainEqual({
      name: 'Juneteenth National Independence Day',
      date: '2021-06-19',
      reserve_banks_closed_on: null,
    });
  });
});

describe('isBusinessDay: weekdays that are not Federal Reserve closures (spec §9)', () => {
  it.each<[string, boolean]>([
    ['2026-11-23', true],
    ['2026-11-26', false],
    ['2026-11-27', true],
    ['2026-11-28', false],
    ['2026-11-29', false],
    ['2026-12-25', false],
    ['2027-01-01', false],
    ['2026-11-11', false],
  ])('%s → %p', (date, expected) => {
    expect(isBusinessDay(date)).toBe(expected);
  });
});

describe('addBusinessDays: counts only business days, either direction', () => {
  it.each<[string, number, string]>([
    ['2026-11-22', 3, '2026-11-25'],
    ['2026-11-24', 3, '2026-11-30'],
    ['2026-11-25', 1, '2026-11-27'],
    ['2026-11-27', 1, '2026-11-30'],
    ['2026-12-24', 1, '2026-12-28'],
    ['2027-07-02', 1, '2027-07-06'],
    ['2026-11-30', -1, '2026-11-27'],
    ['2026-11-27', -1, '2026-11-25'],
    ['2027-01-04', -2, '2026-12-30'],
    ['2026-11-28', 0, '2026-11-28'],
  ])('%s plus %d business days → %s', (from, n, to) => {
    expect(addBusinessDays(from, n)).toBe(to);
  });
});

describe('previousBusinessDay: the date itself, or the nearest earlier business day (spec §4 rewrite debit)', () => {
  it.each<[string, string]>([
    ['2026-11-24', '2026-11-24'],
    ['2026-11-26', '2026-11-25'],
    ['2026-11-29', '2026-11-27'],
    ['2027-07-05', '2027-07-02'],
    ['2027-01-01', '2026-12-31'],
    ['2026-09-07', '2026-09-04'],
  ])('%s → %s', (date, expected) => {
    expect(previousBusinessDay(date)).toBe(expected);
  });
});

describe('businessToday: the date in America/New_York', () => {
  it.each<[string, string]>([
    ['2026-11-22T04:59:59Z', '2026-11-21'],
    ['2026-11-22T05:00:00Z', '2026-11-22'],
    ['2026-07-01T03:59:00Z', '2026-06-30'],
    ['2026-07-01T04:00:00Z', '2026-07-01'],
  ])('at %s it is %s in New York', (instant, date) => {
    expect(businessToday(new Date(instant))).toBe(date);
  });
});

describe('formatBusinessMoment: MM/DD/YYYY h:mm AM in America/New_York', () => {
  it.each<[string, RegExp]>([
    ['2026-11-25T14:05:00Z', /^11\/25\/2026 9:05\sAM$/],
    ['2026-07-01T03:59:00Z', /^06\/30\/2026 11:59\sPM$/],
  ])('%s is shown %s', (instant, shown) => {
    expect(formatBusinessMoment(new Date(instant))).toMatch(shown);
  });
});
