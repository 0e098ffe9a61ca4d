import {
  addDays,
  addMonths,
  ageOn,
  dateParts,
  daysInMonth,
  diffDays,
  formatDisplayDate,
  isIsoDate,
  isoDate,
  parseTypedDate,
  weekday,
} from '../../src/shared/dates';

describe('isIsoDate: YYYY-MM-DD of a date that exists', () => {
  it.each<[unknown, boolean]>([
    ['2026-11-22', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-1-5', false],
    ['2026-11-22T00:00:00Z', false],
    ['', false],
    [null, false],
    [20261122, false],
  ])('%p → %p', (input, expected) => {
    expect(isIsoDate(input)).toBe(expected);
  });
});

describe('parseTypedDate: M/D/YYYY or M-D-YYYY, years 1800–2099 (spec §5 Generic "Date")', () => {
  it.each<[string, string | null]>([
    ['11/22/2026', '2026-11-22'],
    ['1/5/2027', '2027-01-05'],
    ['01-05-2027', '2027-01-05'],
    [' 2/29/2028 ', '2028-02-29'],
    ['2026-11-22', '2026-11-22'],
    ['1/1/1800', '1800-01-01'],
    ['12/31/2099', '2099-12-31'],
    ['12/31/1799', null],
    ['1/1/2100', null],
    ['2/29/2027', null],
    ['4/31/2026', null],
    ['13/1/2026', null],
    ['1/5-2027', null],
    ['1/5/27', null],
    ['2026/11/22', null],
    ['', null],
    ['tomorrow', null],
  ])('%p → %p', (input, expected) => {
    expect(parseTypedDate(input)).toBe(expected);
  });
});

describe('formatDisplayDate: MM/DD/YYYY, blank when blank (spec §9)', () => {
  it.each<[string | null | undefined, string]>([
    ['2026-01-05', '01/05/2026'],
    ['2028-02-29', '02/29/2028'],
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['not a date', ''],
  ])('%p → %p', (input, expected) => {
    expect(formatDisplayDate(input)).toBe(expected);
  });
});

describe('addDays and diffDays across month, year and leap-day boundaries', () => {
  it.each<[string, number, string]>([
    ['2026-11-22', 6, '2026-11-28'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-03-08', 1, '2026-03-09'],
    ['2026-11-01', -1, '2026-10-31'],
    ['2026-01-01', 365, '2027-01-01'],
  ])('%s + %d days = %s', (from, n, to) => {
    expect(addDays(from, n)).toBe(to);
    expect(diffDays(from, to)).toBe(n);
  });

  it('is not moved by daylight-saving changes', () => {
    expect(diffDays('2026-03-01', '2026-04-01')).toBe(31);
    expect(diffDays('2026-11-01', '2026-10-25')).toBe(-7);
  });

  it('throws on a date that is not YYYY-MM-DD', () => {
    expect(() => addDays('11/22/2026', 1)).toThrow(RangeError);
    expect(() => diffDays('2026-02-30', '2026-03-01')).toThrow(RangeError);
  });
});

describe('addMonths clamps to the end of a shorter month', () => {
  it.each<[string, number, string]>([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-01-31', 2, '2026-03-31'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2028-02-29', 12, '2029-02-28'],
    ['2026-11-15', 3, '2027-02-15'],
    ['2026-08-25', 12, '2027-08-25'],
  ])('%s + %d months = %s', (from, n, to) => {
    expect(addMonths(from, n)).toBe(to);
  });
});

describe('ageOn: whole years (spec §5 birth date, minimum age 18)', () => {
  it.each<[string, string, number]>([
    ['2008-11-22', '2026-11-22', 18],
    ['2008-11-23', '2026-11-22', 17],
    ['2008-11-21', '2026-11-22', 18],
    ['1946-11-22', '2026-11-22', 80],
    ['1946-11-23', '2026-11-22', 79],
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
    ['2008-02-29', '2028-02-29', 20],
    ['2026-11-22', '2026-11-22', 0],
  ])('born %s, on %s: %d', (birth, on, age) => {
    expect(ageOn(birth, on)).toBe(age);
  });
});

describe('daysInMonth and isoDate: Gregorian leap years; a day past the month end falls on its last day', () => {
  it.each<[number, number, number]>([
    [2026, 2, 28],
    [2028, 2, 29],
    [2000, 2, 29],
    [1900, 2, 28],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('%d-%d has %d days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
    expect(isoDate(year, month, 31)).toBe(`${year}-${String(month).padStart(2, '0')}-${days}`);
  });

  it('dateParts reads a date back', () => {
    expect(dateParts('2027-07-05')).toEqual({ year: 2027, month: 7, day: 5 });
    expect(() => dateParts('2027-7-5')).toThrow(RangeError);
  });
});

describe('weekday: ISO weekday, 1 Monday … 7 Sunday, before and after 1970', () => {
  it.each<[string, number]>([
    ['2026-11-22', 7],
    ['2026-11-23', 1],
    ['2026-11-25', 3],
    ['2026-11-27', 5],
    ['1970-01-01', 4],
    ['1969-12-31', 3],
    ['1900-01-01', 1],
    ['1978-04-21', 5],
  ])('%s → %d', (date, day) => {
    expect(weekday(date)).toBe(day);
  });

  it('day arithmetic holds before 1970', () => {
    expect(addDays('1969-12-31', 1)).toBe('1970-01-01');
    expect(diffDays('1899-12-31', '1900-03-01')).toBe(60);
  });
});
