// Moments entered and shown in business time (America/New_York, spec: dates in New York time): the
// admin screens take 'YYYY-MM-DDTHH:mm' in that zone and the API stores the UTC moment.
import { BUSINESS_TIME_ZONE } from './constants';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** 'YYYY-MM-DDTHH:mm' of a moment in business time. */
function localOf(moment: Date): string {
  const p = Object.fromEntries(parts.formatToParts(moment).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** 'YYYY-MM-DDTHH:mm' of an ISO moment in business time. */
export const businessLocalOf = (iso: string): string => localOf(new Date(iso));

/**
 * 'YYYY-MM-DD': the business day of a moment (spec §9), one Intl format and no luxon: calendar.ts's
 * businessToday and a list's day columns (issue 17, the list's first load) both take it from here.
 */
export function businessDayOf(moment: string | Date): string {
  return localOf(typeof moment === 'string' ? new Date(moment) : moment).slice(0, 10);
}

/** Minutes business time is ahead of UTC at a moment (−300 in winter, −240 in summer). */
function offsetMinutes(ms: number): number {
  const local = localOf(new Date(ms));
  return (Date.parse(`${local}:00Z`) - Math.floor(ms / 60000) * 60000) / 60000;
}

/** The ISO moment of a business-time 'YYYY-MM-DDTHH:mm'; null when it is not one. */
export function isoOfBusinessLocal(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const asUtc = Date.parse(`${local}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  let ms = asUtc - offsetMinutes(asUtc) * 60000;
  // Across a change of offset, the second guess is the one that reads back as the time typed.
  ms = asUtc - offsetMinutes(ms) * 60000;
  return new Date(ms).toISOString();
}

/** 'Dec 1, 2026, 9:00 AM ET' */
export function shownBusinessMoment(iso: string): string {
  return `${new Date(iso).toLocaleString('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  })} ET`;
}
