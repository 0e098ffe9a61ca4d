// A live account's payment rows and its servicing fields (spec §3), recomputed from those rows with
// src/shared/servicing.ts and stored on the contract, so the contract, the list's missed-payments view
// and the payment history agree.
import { PostgresAdapter, type Kysely } from 'kysely';
import { LIVE, type ContractStatus } from '../../../../machines/contract-lifecycle.types';
import type { BillingCycle } from '../../../shared/facility';
import { fromCents, toCents } from '../../../shared/money';
import {
  agreedSchedule,
  computeServicing,
  type PaymentEvent,
  type PaymentType,
  type Servicing,
} from '../../../shared/servicing';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { ContractRow } from '../../db/schema-contracts';
import { contractColumnsOf, contractDataOf } from '../../repositories/contracts/contract-mapping';

/** The servicing fields the payment history shows (preamble's agreed shape), as stored on the contract. */
export const SERVICING_VIEW_FIELDS = [
  'id', 'status', 'remaining_agreement_balance', 'remaining_num_of_payments', 'next_payment_due_date',
  'days_late', 'total_del_pmts_owed', 'total_del_and_cur_pmts_owed', 'total_del_and_cur_pmts_plus_fees_owed',
  'total_pmts_due', 'late_fee_due', 'return_fee_due', 'payoff_amount', 'total_payoff_with_fees',
  'date_of_last_payment', 'type_of_last_payment', 'days_delinquent_when_pmt_rcvd', 'amount_of_return',
  'date_of_last_return', 'due_date_of_return', 'reason_for_return', 'amount_applied_to_payment',
  'amount_applied_to_late_fees', 'amount_applied_to_return_fees', 'amount_applied_to_credit',
  'pif_email_sent',
] as const; // prettier-ignore

export const isLive = (status: string | null) => LIVE.includes(status as ContractStatus);

/** The contract row, locked for the rest of the transaction on PostgreSQL (SQLite runs one writer). */
export async function lockedContract(trx: Kysely<Database>, id: number): Promise<ContractRow | undefined> {
  const query = trx.selectFrom('contracts').selectAll().where('id', '=', id);
  return (
    trx.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query
  ).executeTakeFirst();
}

export async function paymentEventsOf(db: Db, contractId: number): Promise<PaymentEvent[]> {
  const rows = await db
    .selectFrom('payments')
    .select(['id', 'date', 'type', 'amount_cents', 'return_reason', 'returned_payment_id'])
    .where('contract_id', '=', contractId)
    .orderBy('date')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    date: r.date,
    type: r.type as PaymentType,
    amount: fromCents(Number(r.amount_cents)).toNumber(),
    return_reason: r.return_reason,
    returned_payment_id: r.returned_payment_id,
  }));
}

/** The schedule the customer signed, from the stored agreement figures. */
export function scheduleOf(row: ContractRow) {
  const money = (cents: number | null) => (cents === null ? 0 : fromCents(Number(cents)).toNumber());
  return agreedSchedule({
    first_payment_due_date: row.first_payment_due_date,
    billing_cycle: row.billing_cycle as BillingCycle | null,
    number_of_payments: row.number_of_payments,
    payment_amount: money(row.payment_amount_cents),
    total_of_payments: money(row.total_of_payments_cents),
  });
}

export function servicingOf(row: ContractRow, events: PaymentEvent[], today: string): Servicing {
  return computeServicing(scheduleOf(row), events, today);
}

/**
 * The fields to store. payoff_amount is the servicer's payoff quote (the rewrite flow reads it, spec §4):
 * without a quote it stays unknown; with one, a payment lowers it, and total_payoff_with_fees follows
 * the quote. Without a quote total_payoff_with_fees is the remaining balance plus the fees due.
 */
export function storedServicing(
  row: ContractRow,
  servicing: Servicing,
  paidNow = 0,
): Record<string, unknown> {
  const { payoff_amount: _computed, ...fields } = servicing;
  if (row.payoff_amount_cents === null) return fields;
  const quote = Math.max(0, Number(row.payoff_amount_cents) - toCents(paidNow));
  const fees = toCents(servicing.late_fee_due) + toCents(servicing.return_fee_due);
  return { ...fields, payoff_amount: quote / 100, total_payoff_with_fees: (quote + fees) / 100 };
}

/** Stores the servicing fields (as storedServicing gives them) and marks the contract changed. */
export async function storeServicing(
  db: Db,
  contractId: number,
  fields: Record<string, unknown>,
  now: string,
) {
  await db
    .updateTable('contracts')
    .set({ ...contractColumnsOf(fields), modified_on: now })
    .where('id', '=', contractId)
    .execute();
}

/** The servicing fields as the contract view shows them, plus has_payments. */
export async function servicingView(db: Db, contractId: number): Promise<Record<string, unknown>> {
  const row = await db
    .selectFrom('contracts')
    .selectAll()
    .where('id', '=', contractId)
    .executeTakeFirstOrThrow();
  const data = contractDataOf(row);
  const payment = await db
    .selectFrom('payments')
    .select('id')
    .where('contract_id', '=', contractId)
    .executeTakeFirst();
  return {
    ...Object.fromEntries(SERVICING_VIEW_FIELDS.map((name) => [name, data[name] ?? null])),
    pif_email_sent: data.pif_email_sent === true,
    has_payments: payment !== undefined,
  };
}
