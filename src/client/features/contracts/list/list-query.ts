// The contract list's view in the query string (spec §2 "query-string sync"): every choice a user makes
// (status query, search box, sort, column filter) is a parameter named as the API names it, so a link,
// a reload or the back button restores the same view, and the request is the URL plus the facility.
import type { GridFilterModel, GridSortModel } from '@mui/x-data-grid';
import type { ContractListParams } from '../../../api/contract-list';

export interface ListView {
  status: string | null;
  search: string;
  /** The API's orderby: '-created_on' or 'customer_name'; null is the status query's own order. */
  orderby: string | null;
  /** The one column filter the MIT grid allows, as search_{field}=value. */
  filter: { field: string; value: string } | null;
}

const FILTER_PREFIX = 'search_';

export function viewOf(search: URLSearchParams): ListView {
  let filter: ListView['filter'] = null;
  for (const [key, value] of search) {
    if (key.startsWith(FILTER_PREFIX) && value !== '')
      filter = { field: key.slice(FILTER_PREFIX.length), value };
  }
  return {
    status: search.get('status') || null,
    search: search.get('search') ?? '',
    orderby: search.get('orderby') || null,
    filter,
  };
}

/** The query string of a view: only what is chosen, in a stable order. */
export function searchOf(view: ListView): URLSearchParams {
  const out = new URLSearchParams();
  if (view.status) out.set('status', view.status);
  if (view.search.trim()) out.set('search', view.search.trim());
  if (view.orderby) out.set('orderby', view.orderby);
  if (view.filter) out.set(`${FILTER_PREFIX}${view.filter.field}`, view.filter.value);
  return out;
}

/**
 * The list request: the view, narrowed to the current facility unless an internal admin includes all
 * facilities (spec §6).
 */
export function requestParamsOf(
  view: ListView,
  { includeAll, facilityId }: { includeAll: boolean; facilityId: number | null },
): ContractListParams {
  const params = Object.fromEntries(searchOf(view));
  if (!includeAll && facilityId !== null) params.facility_id = String(facilityId);
  return params;
}

export function sortModelOf(orderby: string | null): GridSortModel {
  if (!orderby) return [];
  const first = orderby.split(',')[0];
  return [{ field: first.replace(/^-/, ''), sort: first.startsWith('-') ? 'desc' : 'asc' }];
}

export function orderbyOf(model: GridSortModel): string | null {
  const item = model[0];
  if (!item?.sort) return null;
  return `${item.sort === 'desc' ? '-' : ''}${item.field}`;
}

/** A filter value as the API takes it: dates as 'YYYY-MM-DD', the rest as typed. */
function filterValueText(value: unknown): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return value === undefined || value === null ? '' : String(value).trim();
}

export function filterOf(model: GridFilterModel): ListView['filter'] {
  const item = model.items.find((i) => filterValueText(i.value) !== '');
  return item ? { field: item.field, value: filterValueText(item.value) } : null;
}

/** The grid's filter model for a view's filter; date columns take a Date (local midnight). */
export function filterModelOf(filter: ListView['filter'], dateFields: readonly string[]): GridFilterModel {
  if (!filter) return { items: [] };
  const isDate = dateFields.includes(filter.field) && /^\d{4}-\d{2}-\d{2}$/.test(filter.value);
  const [y, m, d] = filter.value.split('-').map(Number);
  return {
    items: [
      {
        id: 1,
        field: filter.field,
        operator: operatorFor(filter.field, dateFields),
        value: isDate ? new Date(y, m - 1, d) : filter.value,
      },
    ],
  };
}

const NUMBER_FIELDS = ['id', 'days_late', 'financed_amount', 'payment_amount'];

/** The one operator each kind of column offers, matching the server's search_ semantics. */
export function operatorFor(field: string, dateFields: readonly string[]): string {
  if (dateFields.includes(field)) return 'is';
  if (field === 'status') return 'is';
  if (NUMBER_FIELDS.includes(field)) return '=';
  return 'contains';
}
