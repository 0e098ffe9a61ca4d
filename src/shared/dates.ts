// Calendar dates as 'YYYY-MM-DD' strings at every boundary (ARCHITECTURE.md "Money and dates").
// Arithmetic runs on luxon in UTC so that no local time zone or daylight-saving shift moves a date.
import { DateTime } from 'luxon';

export type IsoDate = string;

const ISO = /^\d{4}-\d{2}-\d{2}$/;
// spec §5 Generic: M/D/YYYY or M-D-YYYY, one separator throughout.
const TYPED = /^(\d{1,2})([/-])(\d{1,2})\2(\d{4})$/;
// spec §5 Generic: "Years in the 1800s to 2000s are accepted".
const FIRST_YEAR = 1800;
const LAST_YEAR = 2099;

export function isIsoDate(s: unknown): s is IsoDate {
  return typeof s === 'string' && ISO.test(s) && DateTime.fromISO(s, { zone: 'utc' }).isValid;
}

/** The date as a luxon DateTime at UTC midnight; throws on anything but a real IsoDate. */
export function toDateTime(iso: IsoDate): DateTime {
  if (!isIsoDate(iso)) throw new RangeError(`Not a YYYY-MM-DD date: ${String(iso)}`);
  return DateTime.fromISO(iso, { zone: 'utc' });
}

export function fromDateTime(d: DateTime): IsoDate {
  return d.toISODate() as IsoDate;
}

/** A date typed as M/D/YYYY, M-D-YYYY or YYYY-MM-DD; null when unparsable (spec §5: cleared on blur). */
export function parseTypedDate(input: string): IsoDate | null {
  const text = input.trim();
  let iso: string | null = null;
  if (ISO.test(text)) iso = text;
  const typed = TYPED.exec(text);
  if (typed) iso = `${typed[4]}-${typed[1].padStart(2, '0')}-${typed[3].padStart(2, '0')}`;
  if (iso === null || !isIsoDate(iso)) return null;
  const year = Number(iso.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR ? iso : null;
}

/** MM/DD/YYYY (spec §9 "dates shown MM/DD/YYYY"); '' for a blank or invalid date. */
export function formatDisplayDate(iso: IsoDate | null | undefined): string {
  if (!isIsoDate(iso)) return '';
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
}

export function addDays(iso: IsoDate, n: number): IsoDate {
  return fromDateTime(toDateTime(iso).plus({ days: n }));
}

/** Calendar months; a day the target month lacks falls on its last day (Jan 31 + 1 → Feb 28/29). */
export function addMonths(iso: IsoDate, n: number): IsoDate {
  return fromDateTime(toDateTime(iso).plus({ months: n }));
}

export function diffDays(from: IsoDate, to: IsoDate): number {
  return Math.round(toDateTime(to).diff(toDateTime(from), 'days').days);
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export function weekday(iso: IsoDate): number {
  return toDateTime(iso).weekday;
}

export function dayOfMonth(iso: IsoDate): number {
  return toDateTime(iso).day;
}

/**
 * Whole years of age on a date. A Feb 29 birthday is reached on Mar 1 in common years, because the
 * (month, day) comparison puts Feb 28 before Feb 29.
 */
export function ageOn(birth: IsoDate, on: IsoDate): number {
  const b = toDateTime(birth);
  const d = toDateTime(on);
  const beforeBirthday = d.month < b.month || (d.month === b.month && d.day < b.day);
  return d.year - b.year - (beforeBirthday ? 1 : 0);
}
