// The grid's columns of a report, built from the columns the server declares (issue 12): money
// right-aligned in USD, dates MM/DD/YYYY (a moment as its New York day), percentages with two decimals;
// each column offers the one filter operator the server's search_{column} means (the grid gives each
// kind its own, filter-operators.ts).
import type { GridColDef } from '@mui/x-data-grid';
import { formatMoney } from '../../../shared/money';
import type { ReportColumn } from '../../../shared/reports';
import { DAY_COLUMN, NUMBER_COLUMN } from './column-kinds';

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
        case 'number':
          return { ...base, ...NUMBER_COLUMN };
        case 'money':
        case 'percent':
          return {
            ...base,
            type: 'number',
            valueFormatter: (value: unknown) => formatFigure(c.type, value),
          };
        case 'date':
        case 'timestamp':
          return { ...base, ...DAY_COLUMN };
        case 'enum':
          return {
            ...base,
            type: 'singleSelect',
            valueOptions: [...(c.values ?? [])],
          };
        case 'boolean':
          return { ...base, type: 'boolean', filterable: false };
        default:
          return base;
      }
    });
}
