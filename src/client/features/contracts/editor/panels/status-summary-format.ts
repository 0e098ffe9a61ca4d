// Moments and days as the side panels show them: MM/DD/YYYY, with the time in America/New_York
// (spec §9), whatever the browser's zone.
import { businessToday, formatBusinessMoment } from '../../../../../shared/calendar';
import { formatDisplayDate } from '../../../../../shared/dates';

/** '11/25/2026 9:05 AM' for a stored timestamp; '' when there is none. */
export function formatMoment(iso: unknown): string {
  if (typeof iso !== 'string' || iso === '') return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatBusinessMoment(date);
}

/** The business day of a stored timestamp, MM/DD/YYYY; '' when there is none. */
export function formatMomentDay(iso: unknown): string {
  if (typeof iso !== 'string' || iso === '') return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDisplayDate(businessToday(date));
}
