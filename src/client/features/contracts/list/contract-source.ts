// The contract list's source of the server-mode grid (spec §2 /contracts, §7 GET crud/contract): pages of
// 100 rows of the generic resource API. Its view in the query string is the status query, the search
// box, the sort and the column filter, each named as the API names it; the request is that view
// narrowed to the current facility unless an internal admin includes all facilities (spec §6).
import {
  CONTRACT_PAGE_SIZE,
  getContractPage,
  type ContractListParams,
  type ContractListRow,
} from '../../../api/contract-list';
import type { GridSource } from '../../../components/server-grid/use-server-pages';
import { isColumnFilter, ORDERBY, paramsOf } from '../../../components/server-grid/view-params';

export const CONTRACT_SOURCE: GridSource<ContractListRow> = {
  pageSize: CONTRACT_PAGE_SIZE,
  page: getContractPage,
};

const VIEW_PARAMS = ['status', 'search', ORDERBY];
const isViewParam = (name: string) => VIEW_PARAMS.includes(name) || isColumnFilter(name);

export function requestParamsOf(
  search: URLSearchParams,
  { includeAll, facilityId }: { includeAll: boolean; facilityId: number | null },
): ContractListParams {
  const params = paramsOf(search, isViewParam);
  if (!includeAll && facilityId !== null) params.facility_id = String(facilityId);
  return params;
}
