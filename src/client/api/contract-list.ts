// The contract list's calls (spec §2 /contracts, §7 GET crud/contract): pages of rows with the same
// parameters the exports take, and the row actions that are not the editor's own calls.
import type { ContractStatus, CsrStatus } from '../../../machines/contract-lifecycle.types';
import { request } from './client';
import { updateContract, type SaveResponse } from './contracts';

/** One row of GET /api/crud/contract (money in dollars, flags as booleans, dates 'YYYY-MM-DD'). */
export interface ContractListRow {
  id: number;
  customer_name: string | null;
  customer_first_name: string | null;
  customer_last_name: string | null;
  status: ContractStatus;
  csr_status: CsrStatus | null;
  facility_id: number;
  facility: string;
  ebcs_account_number: string | null;
  agreement_description: string | null;
  financed_amount: number | null;
  payment_amount: number | null;
  apr: number | null;
  created_on: string;
  modified_on: string;
  next_payment_due_date: string | null;
  days_late: number | null;
  is_select: boolean;
  is_deleted: boolean;
  customer_phone: string | null;
  customer_email: string | null;
  delete_allowed: boolean;
  rewrite_allowed: boolean;
  current_rewrite_id: number | null;
  has_payments: boolean;
}

export interface ContractListAnswer {
  count: number;
  rows: ContractListRow[];
  deleted?: number;
  enums: Record<string, string[]>;
}

/** The list's own parameters (status, search, search_*, orderby, facility_id), without paging. */
export type ContractListParams = Record<string, string>;

/** A page of an infinite scroll: the MIT grid's largest page. */
export const CONTRACT_PAGE_SIZE = 100;

export const getContractPage = (
  params: ContractListParams,
  offset: number,
  limit: number,
  signal?: AbortSignal,
) => request<ContractListAnswer>('/api', 'crud/contract', { query: { ...params, limit, offset }, signal });

/** The current view as a file: the same parameters with output_format; every matching row. */
export function contractExportHref(params: ContractListParams, format: 'csv' | 'excel'): string {
  return `/api/crud/contract?${new URLSearchParams({ ...params, output_format: format }).toString()}`;
}

/** UNDELETE through the contract API, with the row's modified_on as the copy the user saw. */
export const undeleteContract = (
  row: Pick<ContractListRow, 'id' | 'modified_on'>,
  key?: string,
): Promise<SaveResponse> =>
  updateContract(row.id, { action: 'UNDELETE', contract: { modified_on: row.modified_on } }, key);
