// A grid's view in the query string (issue 12, spec §2 "query-string sync"): the sort and the one column
// filter of the MIT grid named as the API names them (orderby, search_{field}), beside each screen's own
// parameters, so a link, a reload or the back button restores the same view.
import type { GridColDef, GridFilterModel, GridSortModel } from '@mui/x-data-grid';

export type ColumnKind = 'text' | 'number' | 'date' | 'choice';

/** The operator of each kind of column: what the server's search_{field} does with the value. */
export const OPERATOR_OF: Record<ColumnKind, string> = {
  text: 'contains',
  number: '=',
  date: 'is',
  choice: 'is',
};

/** A column's kind, read from its grid type. */
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

const pad = (n: number) => String(n).padStart(2, '0');

/** A local-midnight Date as the API's 'YYYY-MM-DD'. */
export const isoDay = (value: Date) =>
  `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;

export const ORDERBY = 'orderby';
/** The first row in sight (`row=N`): where the view was scrolled to, never sent to the server. */
export const ROW_PARAM = 'row';
const SEARCH_PREFIX = 'search_';

/** The parameters of a request: the address's that the API takes, without empty ones. */
export type GridParams = Record<string, string>;

/** The address's parameters a source sends (`keep` says which), empty ones and the row left out. */
export function paramsOf(search: URLSearchParams, keep: (name: string) => boolean): GridParams {
  const out: GridParams = {};
  for (const [key, value] of search) if (value !== '' && key !== ROW_PARAM && keep(key)) out[key] = value;
  return out;
}

/** Whether two addresses show the same view, wherever each was scrolled to. */
export const sameView = (a: URLSearchParams, b: URLSearchParams) =>
  withParam(a, ROW_PARAM, null).toString() === withParam(b, ROW_PARAM, null).toString();

export const isColumnFilter = (name: string) => name.startsWith(SEARCH_PREFIX);

/** The address with one parameter set (or removed when empty). */
export function withParam(search: URLSearchParams, name: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value === null || value === '') next.delete(name);
  else next.set(name, value);
  return next;
}

export function sortModelOf(orderby: string | null | undefined): GridSortModel {
  if (!orderby) return [];
  const first = orderby.split(',')[0];
  return [{ field: first.replace(/^-/, ''), sort: first.startsWith('-') ? 'desc' : 'asc' }];
}

/** The order a view shows: the address's, else the screen's own (none when it has none). */
export const shownSortOf = (orderby: string | null, defaultSort?: GridSortModel): GridSortModel =>
  orderby ? sortModelOf(orderby) : (defaultSort ?? []);

export function orderbyOf(model: GridSortModel): string | null {
  const item = model[0];
  if (!item?.sort) return null;
  return `${item.sort === 'desc' ? '-' : ''}${item.field}`;
}

export type ColumnFilter = { field: string; value: string } | null;

/** A filter value as the API takes it: dates as 'YYYY-MM-DD', the rest as typed. */
function filterText(value: unknown): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : isoDay(value);
  return value === undefined || value === null ? '' : String(value).trim();
}

/** The column filter of the address (search_{field}=value), if any. */
export function columnFilterOf(search: URLSearchParams): ColumnFilter {
  for (const [key, value] of search) {
    if (isColumnFilter(key) && value !== '') return { field: key.slice(SEARCH_PREFIX.length), value };
  }
  return null;
}

/** The first item of the grid's filter model with a value: the one filter the MIT grid holds. */
export function filterOf(model: GridFilterModel): ColumnFilter {
  const item = model.items.find((i) => filterText(i.value) !== '');
  return item ? { field: item.field, value: filterText(item.value) } : null;
}

/** The address with the given column filter as its one search_{field}. */
export function withColumnFilter(search: URLSearchParams, filter: ColumnFilter): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of [...next.keys()]) if (isColumnFilter(key)) next.delete(key);
  if (filter) next.set(`${SEARCH_PREFIX}${filter.field}`, filter.value);
  return next;
}

/** The grid's filter model of a column filter; a date column takes a Date (local midnight). */
export function filterModelOf(filter: ColumnFilter, columns: readonly GridColDef[]): GridFilterModel {
  const column = filter ? columns.find((c) => c.field === filter.field) : undefined;
  if (!filter || !column) return { items: [] };
  const kind = kindOf(column);
  const isDay = kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(filter.value);
  const [y, m, d] = filter.value.split('-').map(Number);
  return {
    items: [
      {
        id: 1,
        field: filter.field,
        operator: OPERATOR_OF[kind],
        value: isDay ? new Date(y, m - 1, d) : filter.value,
      },
    ],
  };
}
