// A report's request (issue 12): the address's parameters (its filters, sort and column filter, each
// named as the API names it) plus the place — the facility chosen in the header or, for client and
// internal admins who widen the view (`scope=client` in the address), every facility of its client.
// A date filter the user emptied stays in the address empty (`date_from=`): the server then sets no
// bound on that side, where a filter the address does not name takes its default.
import { isColumnFilter, ORDERBY, paramsOf, ROW_PARAM, withParam, type GridParams } from './view-params';

/** `scope=client`: every facility of the current facility's client (client and internal admins). */
export const SCOPE_PARAM = 'scope';

/** A report filter's own parameter (not the place, the row, the sort or a column filter). */
const isFilterParam = (name: string) =>
  name !== SCOPE_PARAM && name !== ROW_PARAM && name !== ORDERBY && !isColumnFilter(name);

export function requestParamsOf(
  search: URLSearchParams,
  place: { facilityId: number | null; clientId: number | null; wholeClient: boolean },
): GridParams {
  const params = paramsOf(search, (name) => name !== SCOPE_PARAM);
  for (const [name, value] of search) if (value === '' && isFilterParam(name)) params[name] = '';
  if (place.wholeClient && place.clientId !== null) params.client_id = String(place.clientId);
  else if (place.facilityId !== null) params.facility_id = String(place.facilityId);
  return params;
}

/** The address with a filter's new value: emptied, a filter that may be left open stays, empty. */
export function withFilter(search: URLSearchParams, name: string, value: string, open: boolean) {
  if (value !== '' || !open) return withParam(search, name, value);
  const next = new URLSearchParams(search);
  next.set(name, '');
  return next;
}
