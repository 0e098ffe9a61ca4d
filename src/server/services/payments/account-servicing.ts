// A live account's payment rows and its servicing fields (spec §3), recomputed from those rows with
// src/shared/servicing.ts and stored on the contract, so the contract, the list's missed-payments view
// and the payment history agree.
import { PostgresAdapter, type Kysely } from 'kysely';
import { LIVE, type ContractStatus } from '../../../../machines/contract-lifecycle.types';
import type { BillingCycle } from '../../../shared/facility';
import { fromCents, toCents } from '../../../shared/money';
import { businessToday } from '../../../shared/calendar';
import { UNIT_PERIODS_PER_YEAR } from '../../../shared/cycles';
import { dueDates } from '../../../shared/cycles';
import type { IsoDate } from '../../../shared/dates';
import type { ScheduledPayment } from '../../../shared/schedule';
import {
  actuarialPayoffCents,
  agreedSchedule,
  computeServicing,
  openInstallments,
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

/**
 * The schedule the account is serviced on: the agreed one, its unpaid installments moved by each billing
 * date change the servicer applied (from the first installment due on or after the request, redated by
 * the cycle from the new date), and none due on or after an applied cancellation's date.
 */
export function servicedSchedule(
  row: ContractRow,
  changes: AppliedChange[],
  base: ScheduledPayment[] = scheduleOf(row),
): ScheduledPayment[] {
  let schedule = base;
  const cycle = row.billing_cycle as BillingCycle | null;
  for (const change of changes) {
    if (change.next_payment_due_date && cycle) {
      const from = schedule.findIndex((s) => s.date !== null && s.date >= change.requested_on);
      if (from >= 0) {
        const dates = dueDates(change.next_payment_due_date, cycle, schedule.length - from);
        schedule = schedule.map((s, i) => (i < from ? s : { ...s, date: dates[i - from] }));
      }
    }
    if (change.date_of_cancel) {
      const cancel = change.date_of_cancel;
      schedule = schedule.filter((s) => s.date === null || s.date < cancel);
    }
  }
  return schedule;
}

/** A change of information the servicer applied that moves or ends the schedule. */
export interface AppliedChange {
  /** YYYY-MM-DD the practice asked for it. */
  requested_on: IsoDate;
  next_payment_due_date: IsoDate | null;
  date_of_cancel: IsoDate | null;
}

/** The applied billing date changes and cancellations of a contract, oldest first. */
export async function appliedChangesOf(db: Db, contractId: number): Promise<AppliedChange[]> {
  const rows = await db
    .selectFrom('change_of_information')
    .select([
      'created_on',
      'is_billing_date_change',
      'next_payment_due_date',
      'is_cancellation',
      'date_of_cancel',
    ])
    .where('contract_id', '=', contractId)
    .where('ne_ebcs_transmission_status', '=', 'RECONCILED')
    .where((eb) => eb.or([eb('is_billing_date_change', '=', 1), eb('is_cancellation', '=', 1)]))
    .orderBy('id')
    .execute();
  return rows.map(appliedChangeOf);
}

export function appliedChangeOf(r: {
  created_on: string;
  is_billing_date_change: number;
  next_payment_due_date: string | null;
  is_cancellation: number;
  date_of_cancel: string | null;
}): AppliedChange {
  return {
    requested_on: r.created_on.slice(0, 10),
    next_payment_due_date: r.is_billing_date_change === 1 ? r.next_payment_due_date : null,
    date_of_cancel: r.is_cancellation === 1 ? r.date_of_cancel : null,
  };
}

/**
 * The servicing fields on a day. The payoff is computed as of that day by the actuarial method (the
 * unpaid amount financed plus the finance charge earned to the day; shared/servicing.ts), never a
 * stored quote; total_payoff_with_fees adds the fees due.
 */
export function servicingOf(
  row: ContractRow,
  events: PaymentEvent[],
  today: string,
  schedule: ScheduledPayment[] = scheduleOf(row),
): Servicing {
  const servicing = computeServicing(schedule, events, today);
  const cycle = row.billing_cycle as BillingCycle | null;
  const payoffCents = actuarialPayoffCents(
    openInstallments(schedule, events, today),
    row.apr === null ? null : Number(row.apr),
    cycle ? UNIT_PERIODS_PER_YEAR[cycle] : 12,
    today,
  );
  const fees = toCents(servicing.late_fee_due) + toCents(servicing.return_fee_due);
  return {
    ...servicing,
    payoff_amount: payoffCents / 100,
    total_payoff_with_fees: (payoffCents + fees) / 100,
  };
}

/**
 * The payoff as of today (the engine stores it as of its last run; it grows with the finance charge
 * earned each day): what a contract view and the payment history show, and apply-payment judges on.
 */
export async function payoffToday(
  db: Db,
  row: ContractRow,
  today: IsoDate,
): Promise<Pick<Servicing, 'payoff_amount' | 'total_payoff_with_fees'>> {
  const schedule = servicedSchedule(row, await appliedChangesOf(db, row.id));
  const s = servicingOf(row, await paymentEventsOf(db, row.id), today, schedule);
  return { payoff_amount: s.payoff_amount, total_payoff_with_fees: s.total_payoff_with_fees };
}

/** Stores the servicing fields and marks the contract changed. */
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
    ...(isLive(row.status) ? await payoffToday(db, row, businessToday()) : {}),
    pif_email_sent: data.pif_email_sent === true,
    has_payments: payment !== undefined,
  };
}
