// Business calendar: the business time zone and the days the Federal Reserve Banks are open
// (ARCHITECTURE.md "Money and dates"; spec §4 Rewrite flow, §5 Change of information, §9).
import { businessDayOf } from './business-time';
import { BUSINESS_TIME_ZONE } from './constants';
import { addDays, dateParts, daysInMonth, isoDate, weekday, type IsoDate } from './dates';

const SATURDAY = 6;
const SUNDAY = 7;
const MONDAY = 1;
const THURSDAY = 4;

export interface FederalReserveHoliday {
  name: string;
  date: IsoDate;
  /** The weekday the Reserve Banks close for it; null for a Saturday holiday (no Friday closure). */
  reserve_banks_closed_on: IsoDate | null;
}

const BUSINESS_MOMENT = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A moment as MM/DD/YYYY h:mm AM in America/New_York (spec §9), whatever the clock's own zone. */
export const formatBusinessMoment = (date: Date): string => BUSINESS_MOMENT.format(date).replace(', ', ' ');

/** Today's date in America/New_York (spec §9), whatever the clock's own zone. */
export function businessToday(now: Date = new Date()): IsoDate {
  // An invalid Date has no day: null, as luxon's toISODate gave it (an export's unreadable moment is
  // an empty cell, not an error in the middle of the file).
  if (Number.isNaN(now.getTime())) return null as unknown as IsoDate;
  return businessDayOf(now) as IsoDate;
}

/** The nth (1-based) given ISO weekday of a month, or the last one when nth is -1. */
function nthWeekday(year: number, month: number, isoWeekday: number, nth: number): IsoDate {
  if (nth === -1) {
    const last = isoDate(year, month, daysInMonth(year, month));
    return addDays(last, -((weekday(last) - isoWeekday + 7) % 7));
  }
  const first = isoDate(year, month, 1);
  return addDays(first, ((isoWeekday - weekday(first) + 7) % 7) + 7 * (nth - 1));
}

/** The holidays by rule (reference/README.md "Business days"); Juneteenth from 2021, when it began. */
export function federalReserveHolidayList(year: number): FederalReserveHoliday[] {
  const holidays: [string, IsoDate][] = [
    ["New Year's Day", isoDate(year, 1, 1)],
    ['Birthday of Martin Luther King, Jr.', nthWeekday(year, 1, MONDAY, 3)],
    ["Washington's Birthday", nthWeekday(year, 2, MONDAY, 3)],
    ['Memorial Day', nthWeekday(year, 5, MONDAY, -1)],
    ...(year >= 2021
      ? [['Juneteenth National Independence Day', isoDate(year, 6, 19)] as [string, IsoDate]]
      : []),
    ['Independence Day', isoDate(year, 7, 4)],
    ['Labor Day', nthWeekday(year, 9, MONDAY, 1)],
    ['Columbus Day', nthWeekday(year, 10, MONDAY, 2)],
    ['Veterans Day', isoDate(year, 11, 11)],
    ['Thanksgiving Day', nthWeekday(year, 11, THURSDAY, 4)],
    ['Christmas Day', isoDate(year, 12, 25)],
  ];
  return holidays.map(([name, day]) => {
    const wd = weekday(day);
    // A Sunday holiday closes the Monday after; a Saturday one does not close the Friday before.
    const closed = wd === SUNDAY ? addDays(day, 1) : wd === SATURDAY ? null : day;
    return { name, date: day, reserve_banks_closed_on: closed };
  });
}

const closuresByYear = new Map<number, Set<IsoDate>>();

function closures(year: number): Set<IsoDate> {
  let set = closuresByYear.get(year);
  if (!set) {
    set = new Set(federalReserveHolidays(year));
    closuresByYear.set(year, set);
  }
  return set;
}

/** The weekdays of the year the Reserve Banks are closed for a holiday (observed dates), ascending. */
export function federalReserveHolidays(year: number): IsoDate[] {
  return federalReserveHolidayList(year)
    .map((h) => h.reserve_banks_closed_on)
    .filter((d): d is IsoDate => d !== null);
}

/** Weekends and Federal Reserve closures are not business days (spec §9). */
export function isBusinessDay(iso: IsoDate): boolean {
  return weekday(iso) < SATURDAY && !closures(dateParts(iso).year).has(iso);
}

/** n business days after (or, when negative, before) the date; 0 gives the date itself. */
export function addBusinessDays(iso: IsoDate, n: number): IsoDate {
  const step = n < 0 ? -1 : 1;
  let day = iso;
  for (let left = Math.abs(n); left > 0;) {
    day = addDays(day, step);
    if (isBusinessDay(day)) left -= 1;
  }
  return day;
}

/** The date itself when a business day, else the nearest earlier one (spec §4: a debit moved back). */
export function previousBusinessDay(iso: IsoDate): IsoDate {
  return isBusinessDay(iso) ? iso : addBusinessDays(iso, -1);
}
