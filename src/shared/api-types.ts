// Wire types of the API that both ends read: one definition, imported by the client (src/client/api)
// and the server (services, providers). The route schemas (src/server/routes) say the same for
// validation and for GET /api/docs.
export type { PaymentType } from './servicing';

/**
 * The answer of every contract save (POST, PUT and DELETE /api/crud/contract, request_signature,
 * request_agreement_application_completion, upload_contract). `Contract` is the contract as the
 * reader types it: the server builds a record, the client reads its ContractView.
 */
export interface SaveResponse<Contract = Record<string, unknown>> {
  saved: boolean;
  contract: Contract | null;
  /** By field path; a field may carry several messages. */
  errors: Record<string, string | string[]>;
  alert: string | null;
}

/** The customer an SSN scan looks for: what the credit provider is asked. */
export interface SsnScanCustomer {
  first_name: string;
  last_name: string;
  dob: string;
  address: string;
  city: string;
  state: string;
  zip: string;
}

/**
 * POST /api/ssn_scan: the customer, and the contract to store the SSN on (none while the contract is
 * new) or else the facility the scan is made for.
 */
export interface SsnScanRequest extends SsnScanCustomer {
  contract_id?: number | null;
  facility_id?: number | null;
}
