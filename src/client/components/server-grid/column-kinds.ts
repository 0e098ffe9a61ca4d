// The kinds of column a server-mode grid shows (issue 12), read from the column's grid type, and what
// each means on the server: the one filter operator its search_{field} takes (text contains, an exact
// number or choice, a day) and dates shown MM/DD/YYYY (a moment as its New York day).
import {
  getGridDateOperators,
  getGridNumericOperators,
  getGridSingleSelectOperators,
  getGridStringOperators,
  type GridColDef,
  type GridFilterOperator,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { businessToday } from '../../../shared/calendar';
import { formatDisplayDate, isIsoDate } from '../../../shared/dates';

export type ColumnKind = 'text' | 'number' | 'date' | 'choice';

const only = (operators: GridFilterOperator[], value: string) => operators.filter((o) => o.value === value);

/** The operator of each kind: what the server's search_{field} does with the value. */
export const OPERATOR_OF: Record<ColumnKind, string> = {
  text: 'contains',
  number: '=',
  date: 'is',
  choice: 'is',
};

export const FILTER_OPERATORS: Record<ColumnKind, GridFilterOperator[]> = {
  text: only(getGridStringOperators(), OPERATOR_OF.text),
  number: only(getGridNumericOperators(), OPERATOR_OF.number),
  date: only(getGridDateOperators(), OPERATOR_OF.date),
  choice: only(getGridSingleSelectOperators(), OPERATOR_OF.choice),
};

export function kindOf(column: Pick<GridColDef, 'type'> | undefined): ColumnKind {
  switch (column?.type) {
    case 'number':
      return 'number';
    case 'date':
    case 'dateTime':
      return 'date';
    case 'singleSelect':
      return 'choice';
    default:
      return 'text';
  }
}

/** A stored date, or a moment's New York day, as a local-midnight Date (what date columns hold). */
export function dayValue(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const day = isIsoDate(value) ? value : businessToday(new Date(value));
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A local-midnight Date as the API's 'YYYY-MM-DD'. */
export const isoDay = (value: Date) =>
  `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;

export const shownDay = (value: Date | null) => (value ? formatDisplayDate(isoDay(value)) : '');

/** The parts of a day column: the stored day in the grid, MM/DD/YYYY on screen, filtered by the day. */
export const DAY_COLUMN = {
  type: 'date',
  filterOperators: FILTER_OPERATORS.date,
  valueGetter: (value: unknown) => dayValue(value),
  valueFormatter: (value: Date | null) => shownDay(value),
} satisfies Partial<GridColDef<GridValidRowModel>>;
