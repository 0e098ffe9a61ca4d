// A contract's payments (spec §7 Generic resource access: payment; apply_payment; send_pif_email).
// Money comes and goes as dollars. The state-changing calls carry an Idempotency-Key header, so a
// retry after a lost answer applies once.
import type { PaymentType } from '../../shared/api-types';
import type { ContractView } from './contracts';
import { request } from './client';

/** 'PRACTICE' is a payment taken at the practice (apply_payment); 'RETURN' a returned payment. */
export type { PaymentType };

/** One row of GET /api/crud/payment: money received, fee charged or payment reversed. */
export interface PaymentRow {
  id: number;
  contract_id: number;
  date: string;
  type: PaymentType | string;
  description: string | null;
  payment_amount: number | null;
  fee_amount: number | null;
  return_amount: number | null;
  return_reason: string | null;
  /** On a REBATE row: the unearned finance charge credited when the account was paid off early. */
  rebate_amount?: number | null;
  /** On a payment the bank later sent back: the day it came back (the RETURN row is dated the same). */
  returned_on?: string | null;
  /** What remains owed after this row. */
  balance: number | null;
}

export interface PaymentTotals {
  payment_amount: number | null;
  fee_amount: number | null;
  return_amount: number | null;
  rebate_amount?: number | null;
}

export interface PaymentList {
  count: number;
  rows: PaymentRow[];
  totals?: PaymentTotals;
}

/** The spec §3 servicing fields GET contract/{id}?check_payments=true carries (the ones shown here). */
export interface ServicingFields {
  remaining_agreement_balance?: number | null;
  remaining_num_of_payments?: number | null;
  next_payment_due_date?: string | null;
  days_late?: number | null;
  total_del_pmts_owed?: number | null;
  total_del_and_cur_pmts_owed?: number | null;
  total_pmts_due?: number | null;
  late_fee_due?: number | null;
  return_fee_due?: number | null;
  payoff_amount?: number | null;
  total_payoff_with_fees?: number | null;
  date_of_last_payment?: string | null;
  type_of_last_payment?: string | null;
  amount_of_return?: number | null;
  date_of_last_return?: string | null;
  reason_for_return?: string | null;
  pif_email_sent?: boolean | null;
  has_payments?: boolean | null;
}

export type ServicedContract = ContractView & ServicingFields;

export type ApplyPaymentAnswer =
  { applied: false; warnings: string[] } | { applied: true; payment: PaymentRow; contract: ServicingFields };

export type PifEmailAnswer = { sent: true } | { sent: false; message: string };

const PAYMENTS = 'crud/payment';

// No orderby: the server's default (date, then id) is the order the running balance is computed in;
// 'date' alone would leave rows of one day in any order, their balances then reading out of turn.

/** Every payment, fee and return of the contract, by date then entry. */
export const getPayments = (contractId: number, signal?: AbortSignal) =>
  request<PaymentList>('/api', PAYMENTS, {
    query: { contract_id: contractId, limit: 1000 },
    signal,
    quiet: true,
  });

/** The same rows as a file download (a plain link: the browser saves what the server streams). */
export function paymentsExportHref(contractId: number, format: 'csv' | 'excel'): string {
  const query = new URLSearchParams({ contract_id: String(contractId), output_format: format });
  return `/api/${PAYMENTS}?${query.toString()}`;
}

function sendOnce<T>(path: string, body: Record<string, unknown>, key: string): Promise<T> {
  return request<T>('/api', path, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': key },
    quiet: true,
  });
}

export interface ApplyPaymentRequest {
  contract_id: number;
  payment_amount: number;
  ignore_warnings?: boolean;
}

export const applyPayment = (body: ApplyPaymentRequest, key: string) =>
  sendOnce<ApplyPaymentAnswer>('apply_payment', { ...body }, key);

export const sendPifEmail = (contractId: number, key: string) =>
  sendOnce<PifEmailAnswer>('send_pif_email', { contract_id: contractId }, key);

/** A key for one submission: made once, reused by its retries. */
export const newIdempotencyKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
