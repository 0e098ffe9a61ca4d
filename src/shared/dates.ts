// Calendar dates as 'YYYY-MM-DD' strings at every boundary (ARCHITECTURE.md "Money and dates").
// Plain day arithmetic in UTC: no local time zone or daylight-saving shift can move a date, and the
// schedule and APR loops stay fast.

export type IsoDate = string;

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
// spec §5 Generic: M/D/YYYY or M-D-YYYY, one separator throughout.
const TYPED = /^(\d{1,2})([/-])(\d{1,2})\2(\d{4})$/;
// spec §5 Generic: "Years in the 1800s to 2000s are accepted".
const FIRST_YEAR = 1800;
const LAST_YEAR = 2099;
const MS_PER_DAY = 86_400_000;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function validParts(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export function isIsoDate(s: unknown): s is IsoDate {
  const m = typeof s === 'string' ? ISO.exec(s) : null;
  return m !== null && validParts(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** Year, month and day of a date; throws on anything but a real IsoDate. */
export function dateParts(iso: IsoDate): DateParts {
  if (!isIsoDate(iso)) throw new RangeError(`Not a YYYY-MM-DD date: ${String(iso)}`);
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) };
}

/** The date of a year, month and day; a day past the month's end falls on its last day. */
export function isoDate(year: number, month: number, day: number): IsoDate {
  const d = Math.min(day, daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function epochDay(iso: IsoDate): number {
  const { year, month, day } = dateParts(iso);
  return new Date(0).setUTCFullYear(year, month - 1, day) / MS_PER_DAY;
}

function fromEpochDay(n: number): IsoDate {
  const d = new Date(n * MS_PER_DAY);
  return isoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** A date typed as M/D/YYYY, M-D-YYYY or YYYY-MM-DD; null when unparsable (spec §5: cleared on blur). */
export function parseTypedDate(input: string): IsoDate | null {
  const text = input.trim();
  const typed = TYPED.exec(text);
  const iso = typed ? `${typed[4]}-${typed[1].padStart(2, '0')}-${typed[3].padStart(2, '0')}` : text;
  if (!isIsoDate(iso)) return null;
  const year = Number(iso.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR ? iso : null;
}

/** MM/DD/YYYY (spec §9 "dates shown MM/DD/YYYY"); '' for a blank or invalid date. */
export function formatDisplayDate(iso: IsoDate | null | undefined): string {
  if (!isIsoDate(iso)) return '';
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
}

export function addDays(iso: IsoDate, n: number): IsoDate {
  return fromEpochDay(epochDay(iso) + n);
}

/** Calendar months; a day the target month lacks falls on its last day (Jan 31 + 1 → Feb 28/29). */
export function addMonths(iso: IsoDate, n: number): IsoDate {
  const { year, month, day } = dateParts(iso);
  const index = year * 12 + (month - 1) + n;
  return isoDate(Math.floor(index / 12), (((index % 12) + 12) % 12) + 1, day);
}

export function diffDays(from: IsoDate, to: IsoDate): number {
  return epochDay(to) - epochDay(from);
}

/** ISO weekday: 1 Monday … 7 Sunday (1970-01-01 was a Thursday). */
export function weekday(iso: IsoDate): number {
  return ((((epochDay(iso) + 3) % 7) + 7) % 7) + 1;
}

export function dayOfMonth(iso: IsoDate): number {
  return dateParts(iso).day;
}

/**
 * Whole years of age on a date. A Feb 29 birthday is reached on Mar 1 in common years, because the
 * (month, day) comparison puts Feb 28 before Feb 29.
 */
export function ageOn(birth: IsoDate, on: IsoDate): number {
  const b = dateParts(birth);
  const d = dateParts(on);
  const beforeBirthday = d.month < b.month || (d.month === b.month && d.day < b.day);
  return d.year - b.year - (beforeBirthday ? 1 : 0);
}
