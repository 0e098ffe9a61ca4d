// A report's request (issue 12): the address's parameters (its filters, sort and column filter, each
// named as the API names it) plus the place — the facility chosen in the header or, for client and
// internal admins who widen the view (`scope=client` in the address), every facility of its client.
import { paramsOf, type GridParams } from './view-params';

/** `scope=client`: every facility of the current facility's client (client and internal admins). */
export const SCOPE_PARAM = 'scope';

export function requestParamsOf(
  search: URLSearchParams,
  place: { facilityId: number | null; clientId: number | null; wholeClient: boolean },
): GridParams {
  const params = paramsOf(search, (name) => name !== SCOPE_PARAM);
  if (place.wholeClient && place.clientId !== null) params.client_id = String(place.clientId);
  else if (place.facilityId !== null) params.facility_id = String(place.facilityId);
  return params;
}
