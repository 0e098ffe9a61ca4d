// A report's view in the query string (issue 12): its filters, the whole-client scope, the sort and the
// one column filter of the MIT grid, each named as the API names it, so a link, a reload or the back
// button restores the same view. The request is the URL plus the facility chosen in the header.
import type { GridFilterModel, GridSortModel } from '@mui/x-data-grid';
import type { ReportColumn } from '../../../shared/reports';
import type { ReportParams } from '../../api/reports';

/** `scope=client`: every facility of the current facility's client (client and internal admins). */
export const SCOPE_PARAM = 'scope';
const SEARCH_PREFIX = 'search_';

/** The report's parameters of the address: everything but the scope word. */
export function viewParamsOf(search: URLSearchParams): ReportParams {
  const out: ReportParams = {};
  for (const [key, value] of search) if (key !== SCOPE_PARAM && value !== '') out[key] = value;
  return out;
}

export function requestParamsOf(
  search: URLSearchParams,
  place: { facilityId: number | null; clientId: number | null; wholeClient: boolean },
): ReportParams {
  const params = viewParamsOf(search);
  if (place.wholeClient && place.clientId !== null) params.client_id = String(place.clientId);
  else if (place.facilityId !== null) params.facility_id = String(place.facilityId);
  return params;
}

/** The address with one parameter set (or removed when empty); paging is never in it. */
export function withParam(search: URLSearchParams, name: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value === null || value === '') next.delete(name);
  else next.set(name, value);
  return next;
}

export function sortModelOf(orderby: string | undefined): GridSortModel {
  if (!orderby) return [];
  const first = orderby.split(',')[0];
  return [{ field: first.replace(/^-/, ''), sort: first.startsWith('-') ? 'desc' : 'asc' }];
}

export function orderbyOf(model: GridSortModel): string | null {
  const item = model[0];
  if (!item?.sort) return null;
  return `${item.sort === 'desc' ? '-' : ''}${item.field}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A filter value as the API takes it: dates as 'YYYY-MM-DD', the rest as typed. */
function filterText(value: unknown): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return value === undefined || value === null ? '' : String(value).trim();
}

/** The column filter of the address (search_{field}=value), if any. */
export function columnFilterOf(search: URLSearchParams): { field: string; value: string } | null {
  for (const [key, value] of search) {
    if (key.startsWith(SEARCH_PREFIX) && value !== '')
      return { field: key.slice(SEARCH_PREFIX.length), value };
  }
  return null;
}

/** The address with the grid's filter model as its one search_{field}. */
export function withColumnFilter(search: URLSearchParams, model: GridFilterModel): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of [...next.keys()]) if (key.startsWith(SEARCH_PREFIX)) next.delete(key);
  const item = model.items.find((i) => filterText(i.value) !== '');
  if (item) next.set(`${SEARCH_PREFIX}${item.field}`, filterText(item.value));
  return next;
}

/** The operator each kind of column offers: the server's search_ meaning (contains, exact, day). */
export function operatorOf(column: ReportColumn): string {
  if (column.type === 'date' || column.type === 'timestamp') return 'is';
  if (column.type === 'enum') return 'is';
  if (column.type === 'number' || column.type === 'money' || column.type === 'percent') return '=';
  return 'contains';
}

export function filterModelOf(
  filter: { field: string; value: string } | null,
  columns: ReportColumn[],
): GridFilterModel {
  const column = filter ? columns.find((c) => c.name === filter.field) : undefined;
  if (!filter || !column) return { items: [] };
  const isDate =
    (column.type === 'date' || column.type === 'timestamp') && /^\d{4}-\d{2}-\d{2}$/.test(filter.value);
  const [y, m, d] = filter.value.split('-').map(Number);
  return {
    items: [
      {
        id: 1,
        field: filter.field,
        operator: operatorOf(column),
        value: isDate ? new Date(y, m - 1, d) : filter.value,
      },
    ],
  };
}
