// The filter operators and day columns of a server-mode grid (issue 12): each kind of column (its grid
// type, view-params.ts) offers the one operator its search_{field} means on the server (text contains,
// an exact number or choice, a day); dates shown MM/DD/YYYY (a moment as its New York day).
import {
  getGridDateOperators,
  getGridNumericOperators,
  getGridSingleSelectOperators,
  getGridStringOperators,
  type GridColDef,
  type GridFilterOperator,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { businessDayOf } from '../../../shared/business-time';
import { formatDisplayDate, isIsoDate } from '../../../shared/dates';
import { isoDay, OPERATOR_OF, type ColumnKind } from './view-params';

const only = (operators: GridFilterOperator[], value: string) => operators.filter((o) => o.value === value);

export const FILTER_OPERATORS: Record<ColumnKind, GridFilterOperator[]> = {
  text: only(getGridStringOperators(), OPERATOR_OF.text),
  number: only(getGridNumericOperators(), OPERATOR_OF.number),
  date: only(getGridDateOperators(), OPERATOR_OF.date),
  choice: only(getGridSingleSelectOperators(), OPERATOR_OF.choice),
};

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
  filterOperators: FILTER_OPERATORS.date,
  valueGetter: (value: unknown) => dayValue(value),
  valueFormatter: (value: Date | null) => shownDay(value),
} satisfies Partial<GridColDef<GridValidRowModel>>;

/**
 * A row's own number (a contract #, days late) as it is: the grid's number type would write 10234 as
 * "10,234" (and pay for the browser's number formats on a list's first render).
 */
export const NUMBER_COLUMN = {
  type: 'number',
  filterOperators: FILTER_OPERATORS.number,
  valueFormatter: (value: unknown) => (value === null || value === undefined ? '' : String(value)),
} satisfies Partial<GridColDef<GridValidRowModel>>;
