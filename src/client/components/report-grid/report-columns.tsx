// The grid's columns of a report, built from the columns the server declares (issue 12): money
// right-aligned in USD, dates MM/DD/YYYY (a moment as its New York day), percentages with two decimals;
// each column offers the one filter operator the server's search_{column} means.
import {
  getGridDateOperators,
  getGridNumericOperators,
  getGridSingleSelectOperators,
  getGridStringOperators,
  type GridColDef,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { businessToday } from '../../../shared/calendar';
import { formatDisplayDate, isIsoDate } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import type { ReportColumn } from '../../../shared/reports';

const only = (operators: GridFilterOperator[], value: string) => operators.filter((o) => o.value === value);
const CONTAINS = only(getGridStringOperators(), 'contains');
const EQUALS = only(getGridNumericOperators(), '=');
const DATE_IS = only(getGridDateOperators(), 'is');
const ENUM_IS = only(getGridSingleSelectOperators(), 'is');

/** A stored date, or a moment's New York day, as a local-midnight Date (what date columns hold). */
function dayValue(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const day = isIsoDate(value) ? value : businessToday(new Date(value));
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
}

const pad = (n: number) => String(n).padStart(2, '0');
const shownDay = (value: Date | null) =>
  value
    ? formatDisplayDate(`${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`)
    : '';

/** A figure as the report shows it: money in USD, percentages with two decimals. */
export function formatFigure(
  type: ReportColumn['type'] | 'money' | 'number' | 'percent',
  value: unknown,
): string {
  if (value === null || value === undefined || value === '') return '';
  if (type === 'money') return formatMoney(Number(value));
  if (type === 'percent') return `${Number(value).toFixed(2)}%`;
  if (type === 'number') return Number(value).toLocaleString('en-US');
  return String(value);
}

const WIDTHS: Partial<Record<ReportColumn['type'], number>> = {
  date: 110,
  timestamp: 110,
  money: 130,
  number: 110,
  percent: 90,
  enum: 130,
  boolean: 90,
};

export function reportColumns(columns: ReportColumn[]): GridColDef[] {
  return columns
    .filter((c) => !c.hidden)
    .map((c): GridColDef => {
      const base = {
        field: c.name,
        headerName: c.header,
        sortable: c.sortable,
        filterable: c.filterable,
        minWidth: WIDTHS[c.type] ?? 140,
        flex: c.type === 'text' ? 1 : undefined,
      };
      switch (c.type) {
        case 'money':
        case 'percent':
        case 'number':
          return {
            ...base,
            type: 'number',
            filterOperators: EQUALS,
            // Numbers of a row (contract #, days) as they are; money and percentages formatted.
            valueFormatter: (value: unknown) =>
              c.type === 'number'
                ? value === null || value === undefined
                  ? ''
                  : String(value)
                : formatFigure(c.type, value),
          };
        case 'date':
        case 'timestamp':
          return {
            ...base,
            type: 'date',
            filterOperators: DATE_IS,
            valueGetter: (value: unknown) => dayValue(value),
            valueFormatter: (value: Date | null) => shownDay(value),
          };
        case 'enum':
          return {
            ...base,
            type: 'singleSelect',
            valueOptions: [...(c.values ?? [])],
            filterOperators: ENUM_IS,
          };
        case 'boolean':
          return { ...base, type: 'boolean', filterable: false };
        default:
          return { ...base, filterOperators: CONTAINS };
      }
    });
}
