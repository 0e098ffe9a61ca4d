// The contract calls of spec §7 (Contract, Lookup) as the editor makes them. Every state-changing call
// carries an idempotency key, so a retry after a lost answer is applied once by the server.
import type {
  ContractSection,
  ContractStatus,
  CsrStatus,
  LifecycleAction,
  SigningMethod,
} from '../../../machines/contract-lifecycle.types';
import type { SaveResponse as SharedSaveResponse, SsnScanRequest } from '../../shared/api-types';
import type { BankAccount, Card, ContractFields } from '../../shared/contract';
import type { ContractViewWire } from '../../shared/contract-view';
import type { Facility } from '../../shared/facility';
import { request, type RequestOptions } from './client';

/** The view's fields: the wire type with the lifecycle's statuses and actions, read by the forms' shapes. */
type ContractViewFields = ContractViewWire<ContractStatus, CsrStatus, LifecycleAction> &
  Partial<ContractFields>;
type AlwaysThere =
  'id' | 'facility_id' | 'client_id' | 'status' | 'modified_on' | 'banks' | 'cards' | 'allowed_actions';

/**
 * GET contract/{id}: every field (secrets masked), banks, cards and the spec §3 view extras
 * (src/shared/contract-view.ts). Fields other than the ones always there may be left out by a copy the
 * client builds itself.
 */
export interface ContractView
  extends Partial<Omit<ContractViewFields, AlwaysThere>>, Pick<ContractViewFields, AlwaysThere> {
  [field: string]: unknown;
}

/** The answer of every contract save (src/shared/api-types.ts), its contract read as a ContractView. */
export type SaveResponse = SharedSaveResponse<ContractView>;

export interface ContractPayload {
  contract?: Record<string, unknown> | null;
  banks?: Partial<BankAccount>[] | null;
  cards?: Partial<Card>[] | null;
  facility_id?: number | null;
  action?: LifecycleAction;
  section?: ContractSection;
  method?: SigningMethod;
}

export interface ContractNote {
  id: number;
  contract_id: number;
  at: string;
  text: string;
  user: string | null;
}

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** Sends with a fresh idempotency key; the caller keeps the key for a retry of the same submission. */
function send<T>(path: string, options: RequestOptions & { key?: string }): Promise<T> {
  const { key = newKey(), body, ...rest } = options;
  return request<T>('/api', path, { ...rest, body: { ...(body as object), idempotency_key: key } });
}

export const getContract = (id: number, signal?: AbortSignal) =>
  request<{ contract: ContractView }>('/api', `crud/contract/${id}`, {
    query: { check_payments: true },
    signal,
    quiet: true,
  }).then((r) => r.contract);

export const createContract = (payload: ContractPayload, key?: string) =>
  send<SaveResponse>('crud/contract', { method: 'POST', body: payload, key, quiet: true });

export const updateContract = (id: number, payload: ContractPayload, key?: string) =>
  send<SaveResponse>(`crud/contract/${id}`, { method: 'PUT', body: payload, key, quiet: true });

export const deleteContract = (id: number, reasonForCancel: string) =>
  request<SaveResponse>('/api', `crud/contract/${id}`, {
    method: 'DELETE',
    body: { reason_for_cancel: reasonForCancel },
    quiet: true,
  });

export const checkStatus = (contractId: number, statusField: 'status' | 'csr_status', signal?: AbortSignal) =>
  request<{ status: string | null }>('/api', 'check_status', {
    query: { contract_id: contractId, status_field: statusField },
    signal,
    quiet: true,
  });

export const requestSignature = (contractId: number, method: SigningMethod, key?: string) =>
  send<SaveResponse>('request_signature', { body: { contract_id: contractId, method }, key, quiet: true });

export const requestApplication = (contractId: number, method: SigningMethod, key?: string) =>
  send<SaveResponse>('request_agreement_application_completion', {
    body: { contract_id: contractId, method },
    key,
    quiet: true,
  });

export const uploadContract = (contractId: number, filename: string, b64: string) =>
  request<SaveResponse>('/api', 'upload_contract', {
    body: { contract_id: contractId, filename, b64 },
    quiet: true,
  });

export const rewriteContract = (contractId: number, as: 'select' | 'standard') =>
  request<{ contract_id: number }>('/api', 'contract_rewrite', {
    body: { contract_id: contractId, rewrite_as_select_or_standard: as },
  });

export type { SsnScanRequest };
export const ssnScan = (body: SsnScanRequest) =>
  request<{ found: boolean; ssn: string | null }>('/api', 'ssn_scan', { body });

export const getNotes = (contractId: number, signal?: AbortSignal) =>
  request<ContractNote[]>('/api', `note/${contractId}`, { signal });

export const addNote = (contractId: number, text: string) =>
  request<ContractNote[]>('/api', `note/${contractId}`, { body: { text } });

export const getFacility = (facilityId: number, signal?: AbortSignal) =>
  request<Facility>('/api', 'get_facility', { query: { facility_id: facilityId }, signal });

export const lookupAba = (aba: string, signal?: AbortSignal) =>
  request<{ name: string; new_aba: string | null } | null>('/api', 'lookup_aba', {
    query: { aba },
    signal,
    quiet: true,
  });

/** The latest change of information not yet RECONCILED (spec §4 Change of information load). */
export interface ChangeOfInformationRow {
  id: number;
  is_personal_info_change: boolean;
  is_cancellation: boolean;
  is_billing_date_change: boolean;
  ne_ebcs_transmission_status: string | null;
  created_on: string;
  [field: string]: unknown;
}
export const latestChangeOfInformation = (contractId: number, signal?: AbortSignal) =>
  request<{ rows: ChangeOfInformationRow[] }>('/api', 'crud/change_of_information', {
    query: {
      contract_id: contractId,
      ne_ebcs_transmission_status: 'RECONCILED',
      orderby: '-created_on',
      limit: 1,
    },
    signal,
    quiet: true,
  }).then((r) => r.rows[0] ?? null);

/** POST change_of_information (spec §7): the new request, QUEUED for the servicer's nightly batch. */
export const requestChangeOfInformation = (body: Record<string, unknown>, key?: string) =>
  send<{ row: ChangeOfInformationRow }>('crud/change_of_information', { body, key, quiet: true }).then(
    (r) => r.row,
  );

/** Where a stored document of the contract is read (contract PDF, signed copy, adverse letter, upload). */
export const contractDocumentHref = (
  contractId: number,
  kind: 'contract' | 'signed' | 'adverse' | 'upload',
) => `/api/contract_document/${contractId}/${kind}`;
