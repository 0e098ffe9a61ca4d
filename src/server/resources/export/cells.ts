// Cell values for spreadsheets: dates MM/DD/YYYY, money as plain decimals, and text that a spreadsheet
// would run as a formula made inert (OWASP CSV injection: = + - @ tab CR start a formula).
import { businessToday } from '../../../shared/calendar';
import { formatDisplayDate } from '../../../shared/dates';
import { fromCents } from '../../../shared/money';
import type { ResourceField } from '../resource';

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet will show as typed: a leading quote keeps it from being read as a formula. */
export const inertText = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

export type Cell = string | number | boolean | null;

// New York days start on a whole UTC hour, so a UTC ISO timestamp's business date follows from its
// date and hour: remembered per hour, a 100,000-row export converts a few thousand, not 200,000.
const businessDates = new Map<string, string>();
function businessDateOf(timestamp: string): string {
  const hour =
    /^\d{4}-\d{2}-\d{2}T\d{2}/.test(timestamp) && timestamp.endsWith('Z') ? timestamp.slice(0, 13) : null;
  if (hour === null) return businessToday(new Date(timestamp));
  let date = businessDates.get(hour);
  if (date === undefined) {
    date = businessToday(new Date(`${hour}:00:00Z`));
    if (businessDates.size > 50_000) businessDates.clear();
    businessDates.set(hour, date);
  }
  return date;
}

/** A stored value as a spreadsheet cell: text made inert, dates as shown on screen. */
export function cellOf(f: ResourceField, value: unknown): Cell {
  if (value === null || value === undefined) return null;
  switch (f.type) {
    case 'money-cents':
      return fromCents(Number(value)).toNumber();
    case 'number':
    case 'percent':
      return Number(value);
    case 'boolean':
      return value === true || Number(value) === 1 ? 'Yes' : 'No';
    case 'date':
      return formatDisplayDate(String(value));
    case 'timestamp':
      return formatDisplayDate(businessDateOf(String(value)));
    default:
      return inertText(String(value));
  }
}

/** Money always with two decimals in a text file (1200 → 1200.00). */
export function csvText(f: ResourceField, cell: Cell): string {
  if (cell === null) return '';
  if (f.type === 'money-cents' && typeof cell === 'number') return cell.toFixed(2);
  return String(cell);
}
