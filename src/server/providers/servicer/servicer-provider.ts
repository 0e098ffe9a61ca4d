// The loan servicer that keeps the live accounts (spec §3 Change of information, §4): the practice's
// changes of customer information reach it in a nightly batch, and it confirms each change it took.

/** One change request as the servicer's batch file carries it; fields not asked for are null. */
export interface ServicerChangeRequest {
  /** Our change_of_information id: the servicer answers by it, and takes it once however often sent. */
  request_id: number;
  ebcs_account_number: string | null;
  client_internal_acct_number: string | null;
  is_personal_info_change: boolean;
  is_cancellation: boolean;
  is_billing_date_change: boolean;
  customer: Record<string, string | null> | null;
  reason_for_cancel: string | null;
  /** YYYY-MM-DD. */
  date_of_cancel: string | null;
  /** YYYY-MM-DD. */
  next_payment_due_date: string | null;
}

export interface ServicerBatch {
  /** Names the night's batch (e.g. `COI-2026-11-26`); sending it again is a retry, not a new batch. */
  batch_id: string;
  requests: ServicerChangeRequest[];
}

export interface ServicerConfirmation {
  request_id: number;
  /** The servicer's reference for the change, the same on every retry. */
  confirmation_number: string;
  /** When the servicer applied it on the account (ISO 8601). */
  confirmed_on: string;
}

export interface ServicerReceipt {
  batch_id: string;
  confirmations: ServicerConfirmation[];
}

export interface ServicerProvider {
  /** Sends a batch; throws when the servicer cannot be reached (the caller sends it again later). */
  transmitChanges(batch: ServicerBatch): Promise<ServicerReceipt>;
}
