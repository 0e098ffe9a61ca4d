// The day and number columns of a server-mode grid (issue 12): dates shown MM/DD/YYYY (a moment as its
// New York day), a row's own number as it is. Their filter operators come with the grid itself
// (filter-operators.ts: the one its kind means), so these carry no MUI X code.
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { businessDayOf } from '../../../shared/business-time';
import { formatDisplayDate, isIsoDate } from '../../../shared/dates';
import { isoDay } from './view-params';

/** A stored date, or a moment's New York day, as a local-midnight Date (what date columns hold). */
export function dayValue(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  let day = value;
  if (!isIsoDate(value)) {
    const moment = new Date(value);
    if (Number.isNaN(moment.getTime())) return null;
    day = businessDayOf(moment);
  }
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
}

export const shownDay = (value: Date | null) => (value ? formatDisplayDate(isoDay(value)) : '');

/** The parts of a day column: the stored day in the grid, MM/DD/YYYY on screen, filtered by the day. */
export const DAY_COLUMN = {
  type: 'date',
  valueGetter: (value: unknown) => dayValue(value),
  valueFormatter: (value: Date | null) => shownDay(value),
} satisfies Partial<GridColDef<GridValidRowModel>>;

/**
 * A row's own number (a contract #, days late) as it is: the grid's number type would write 10234 as
 * "10,234" (and pay for the browser's number formats on a list's first render).
 */
export const NUMBER_COLUMN = {
  type: 'number',
  valueFormatter: (value: unknown) => (value === null || value === undefined ? '' : String(value)),
} satisfies Partial<GridColDef<GridValidRowModel>>;
