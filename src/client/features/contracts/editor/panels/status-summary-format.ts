// Moments and days as the side panels show them: MM/DD/YYYY, with the time in America/New_York
// (spec §9), whatever the browser's zone.
import { businessToday } from '../../../../../shared/calendar';
import { BUSINESS_TIME_ZONE } from '../../../../../shared/constants';
import { formatDisplayDate } from '../../../../../shared/dates';

const NEW_YORK_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** '11/25/2026 9:05 AM' for a stored timestamp; '' when there is none. */
export function formatMoment(iso: unknown): string {
  if (typeof iso !== 'string' || iso === '') return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : NEW_YORK_TIME.format(date).replace(', ', ' ');
}

/** The business day of a stored timestamp, MM/DD/YYYY; '' when there is none. */
export function formatMomentDay(iso: unknown): string {
  if (typeof iso !== 'string' || iso === '') return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDisplayDate(businessToday(date));
}
