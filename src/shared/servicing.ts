// The servicing fields of a live account (spec §3 Servicing fields, Balances) from the schedule the
// customer agreed to and the account's payment rows, on a business 'today'.
//
// What the words mean here:
// - An installment is DUE on its schedule date. It is DELINQUENT (a missed payment) when its date is
//   before today and the money applied to installments does not cover it; days_late counts from the
//   oldest delinquent installment's date. The CURRENT installment is the first one not covered whose
//   date is today or later: its date is next_payment_due_date.
// - Money received (ACH, CARD and PRACTICE rows, less RETURN rows) is applied in this order: the
//   installments due up to today (oldest first), then the fees charged (late fees, then return fees),
//   then the installments not yet due (oldest first); anything left is a credit.
// - The remaining agreement balance is the total of payments less what went to installments. The payoff
//   on a day is computed by the actuarial method (actuarialPayoffCents below): the unearned finance
//   charge is not collected. When the account is paid off, that unearned finance charge is written as a
//   REBATE row, a credit applied like money received (services/payments/apply-payment.ts), so the
//   remaining balance reaches zero.
// - PAID IN FULL: nothing is owed, neither installments nor fees (total_payoff_with_fees is 0).
// - The running balance of the history starts at the total of payments: payments lower it, fees and
//   returned payments raise it, so after the last row it equals total_payoff_with_fees (less a credit).
import type { IsoDate } from './dates';
import { diffDays } from './dates';
import type { BillingCycle } from './facility';
import { roundCents, type MoneyInput } from './money';
import { paymentSchedule, type ScheduledPayment } from './schedule';

export const PAYMENT_TYPES = [
  'ACH',
  'CARD',
  'PRACTICE',
  'LATE FEE',
  'RETURN FEE',
  'RETURN',
  'REBATE',
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
/** Money received from the customer. */
export const RECEIVED_TYPES: readonly PaymentType[] = ['ACH', 'CARD', 'PRACTICE'];
/**
 * What pays installments down: the money received, and the unearned finance charge rebated when the
 * account is paid off before its schedule ends (a REBATE row: a credit, not money received).
 */
export const CREDIT_TYPES: readonly PaymentType[] = [...RECEIVED_TYPES, 'REBATE'];
/** Fees charged to the account. */
export const FEE_TYPES: readonly PaymentType[] = ['LATE FEE', 'RETURN FEE'];

/** One row of an account's payment history. */
export interface PaymentEvent {
  id: number;
  date: IsoDate;
  type: PaymentType;
  /** Dollars, positive: the money received, the fee charged or the payment reversed. */
  amount: number;
  return_reason?: string | null;
  /** On a RETURN row: the payment it reverses. */
  returned_payment_id?: number | null;
}

/** The agreement as signed: its stored schedule figures (the customer's promise, not recomputed). */
export interface AgreedTerms {
  first_payment_due_date: IsoDate | null;
  billing_cycle: BillingCycle | null;
  number_of_payments: number | null;
  payment_amount: MoneyInput;
  total_of_payments: MoneyInput;
}

export interface Servicing {
  remaining_agreement_balance: number;
  remaining_num_of_payments: number;
  next_payment_due_date: IsoDate | null;
  days_late: number;
  total_del_pmts_owed: number;
  total_del_and_cur_pmts_owed: number;
  total_del_and_cur_pmts_plus_fees_owed: number;
  /** The amount now due: delinquent and current installments plus the fees due. */
  total_pmts_due: number;
  late_fee_due: number;
  return_fee_due: number;
  payoff_amount: number;
  total_payoff_with_fees: number;
  amount_applied_to_payment: number;
  amount_applied_to_late_fees: number;
  amount_applied_to_return_fees: number;
  amount_applied_to_credit: number;
  date_of_last_payment: IsoDate | null;
  type_of_last_payment: PaymentType | null;
  days_delinquent_when_pmt_rcvd: number | null;
  amount_of_return: number | null;
  date_of_last_return: IsoDate | null;
  /** The date of the payment that was returned (the installment it paid). */
  due_date_of_return: IsoDate | null;
  reason_for_return: string | null;
}

/** Level payments of the stored amount, the last one making up the stored total of payments. */
export function agreedSchedule(terms: AgreedTerms): ScheduledPayment[] {
  const count = terms.number_of_payments ?? 0;
  if (!terms.billing_cycle || !terms.first_payment_due_date || count < 1) return [];
  const level = roundCents(terms.payment_amount);
  const last = roundCents(terms.total_of_payments).minus(level.times(count - 1));
  const amounts = [...Array.from({ length: count - 1 }, () => level), last];
  return paymentSchedule(amounts, terms.first_payment_due_date, terms.billing_cycle);
}

/** History order: by date, then as recorded. */
const byDateThenId = (a: PaymentEvent, b: PaymentEvent) =>
  a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1;

// Inside, whole cents (integers add exactly); dollars in and out.
const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (c: number) => c / 100;

const sumOf = (events: PaymentEvent[], types: readonly PaymentType[]) =>
  events.filter((e) => types.includes(e.type)).reduce((t, e) => t + cents(e.amount), 0);

/** Takes up to `wanted` from `left`: [taken, left after]. */
function take(left: number, wanted: number): [number, number] {
  const taken = Math.max(0, Math.min(left, wanted));
  return [taken, left - taken];
}

/** Installments covered by the money applied to them, in schedule order: what is left of each. */
function uncovered(schedule: ScheduledPayment[], applied: number) {
  let money = applied;
  return schedule.map((row) => {
    const [paid, rest] = take(money, cents(row.amount));
    money = rest;
    return { date: row.date as IsoDate, owed: cents(row.amount) - paid };
  });
}

function lastOf(events: PaymentEvent[], types: readonly PaymentType[]): PaymentEvent | null {
  const found = events.filter((e) => types.includes(e.type));
  return found.length > 0 ? found[found.length - 1] : null;
}

/** Where the money received stands on a day: what went to installments, fees and credit (see top). */
function applied(schedule: ScheduledPayment[], events: PaymentEvent[], today: IsoDate) {
  const received = sumOf(events, CREDIT_TYPES) - sumOf(events, ['RETURN']);
  const lateFees = sumOf(events, ['LATE FEE']);
  const returnFees = sumOf(events, ['RETURN FEE']);
  let dueByToday = 0;
  let total = 0;
  for (const row of schedule) {
    total += cents(row.amount);
    if (row.date !== null && row.date <= today) dueByToday += cents(row.amount);
  }
  const [dueNow, left] = take(received, dueByToday);
  const [toLateFees, afterLate] = take(left, lateFees);
  const [toReturnFees, afterFees] = take(afterLate, returnFees);
  const [prepaid, credit] = take(afterFees, total - dueNow);
  const toInstallments = dueNow + prepaid;
  const open = uncovered(schedule, toInstallments).filter((row) => row.owed > 0);
  const delinquent = open.filter((row) => row.date < today);
  return {
    total,
    toInstallments,
    credit,
    lateFeesDue: lateFees - toLateFees,
    returnFeesDue: returnFees - toReturnFees,
    toLateFees,
    toReturnFees,
    open,
    delinquent,
    current: open.find((row) => row.date >= today) ?? null,
    daysLate: delinquent.length > 0 ? diffDays(delinquent[0].date, today) : 0,
  };
}

export function computeServicing(
  schedule: ScheduledPayment[],
  rows: PaymentEvent[],
  today: IsoDate,
): Servicing {
  const events = [...rows].sort(byDateThenId);
  const a = applied(schedule, events, today);
  const delinquentOwed = a.delinquent.reduce((t, row) => t + row.owed, 0);
  const withCurrent = delinquentOwed + (a.current?.owed ?? 0);
  const feesDue = a.lateFeesDue + a.returnFeesDue;
  const remaining = a.total - a.toInstallments;

  const lastPayment = lastOf(events, RECEIVED_TYPES);
  const lastReturn = lastOf(events, ['RETURN']);
  const returned = events.find((e) => e.id === lastReturn?.returned_payment_id) ?? null;
  // How late the account was the day the last payment came in, before it counted.
  const before = lastPayment ? events.filter((e) => byDateThenId(e, lastPayment) < 0) : [];
  return {
    remaining_agreement_balance: dollars(remaining),
    remaining_num_of_payments: a.open.length,
    next_payment_due_date: a.current?.date ?? null,
    days_late: a.daysLate,
    total_del_pmts_owed: dollars(delinquentOwed),
    total_del_and_cur_pmts_owed: dollars(withCurrent),
    total_del_and_cur_pmts_plus_fees_owed: dollars(withCurrent + feesDue),
    total_pmts_due: dollars(withCurrent + feesDue),
    late_fee_due: dollars(a.lateFeesDue),
    return_fee_due: dollars(a.returnFeesDue),
    payoff_amount: dollars(remaining),
    total_payoff_with_fees: dollars(remaining + feesDue),
    amount_applied_to_payment: dollars(a.toInstallments),
    amount_applied_to_late_fees: dollars(a.toLateFees),
    amount_applied_to_return_fees: dollars(a.toReturnFees),
    amount_applied_to_credit: dollars(a.credit),
    date_of_last_payment: lastPayment?.date ?? null,
    type_of_last_payment: lastPayment?.type ?? null,
    days_delinquent_when_pmt_rcvd: lastPayment ? applied(schedule, before, lastPayment.date).daysLate : null,
    amount_of_return: lastReturn ? lastReturn.amount : null,
    date_of_last_return: lastReturn?.date ?? null,
    due_date_of_return: returned?.date ?? null,
    reason_for_return: lastReturn?.return_reason ?? null,
  };
}

/**
 * What each credit row (money received, a rebate) paid toward fees when it came in, in cents by its id:
 * its money applied, once, in the order above to what was owed that day given the rows before it —
 * the installments due, then the late fees and the return fees not yet paid, the rest ahead. A RETURN
 * takes back what the payment it reverses had paid, so that is owed again. The rest of each row paid
 * installments (or became a credit).
 */
export function feesPaidBy(schedule: ScheduledPayment[], rows: PaymentEvent[]): Map<number, number> {
  const events = [...rows].sort(byDateThenId);
  const paidBy = new Map<number, { inst: number; late: number; ret: number }>();
  const charged = { late: 0, ret: 0 };
  const paid = { inst: 0, late: 0, ret: 0 };
  // What the schedule has made due by each event's day, added up as the days go by (events in order).
  const dated = schedule
    .filter((row): row is ScheduledPayment & { date: IsoDate } => row.date !== null)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let dueByDay = 0;
  let next = 0;
  for (const e of events) {
    if (e.type === 'LATE FEE') charged.late += cents(e.amount);
    else if (e.type === 'RETURN FEE') charged.ret += cents(e.amount);
    else if (e.type === 'RETURN') {
      const back = paidBy.get(e.returned_payment_id ?? -1) ?? { inst: cents(e.amount), late: 0, ret: 0 };
      paid.inst -= back.inst;
      paid.late -= back.late;
      paid.ret -= back.ret;
    } else if (CREDIT_TYPES.includes(e.type)) {
      while (next < dated.length && dated[next].date <= e.date) dueByDay += cents(dated[next++].amount);
      const [due, left] = take(cents(e.amount), dueByDay - paid.inst);
      const [late, afterLate] = take(left, charged.late - paid.late);
      const [ret, ahead] = take(afterLate, charged.ret - paid.ret);
      const split = { inst: due + ahead, late, ret };
      paidBy.set(e.id, split);
      paid.inst += split.inst;
      paid.late += late;
      paid.ret += ret;
    }
  }
  return new Map([...paidBy].map(([id, split]) => [id, split.late + split.ret]));
}

/** Nothing owed: no installment and no fee (spec §3 pif_email_sent). */
export function isPaidInFull(s: Pick<Servicing, 'total_payoff_with_fees'>): boolean {
  return s.total_payoff_with_fees <= 0;
}

/** The installments not yet covered by the money applied to them on a day: date and cents still owed. */
export function openInstallments(
  schedule: ScheduledPayment[],
  rows: PaymentEvent[],
  today: IsoDate,
): { number: number; date: IsoDate; owedCents: number }[] {
  const events = [...rows].sort(byDateThenId);
  const a = applied(schedule, events, today);
  return uncovered(schedule, a.toInstallments)
    .map((row, i) => ({ number: schedule[i].number, date: row.date, owedCents: row.owed }))
    .filter((row) => row.owedCents > 0);
}

/**
 * The payoff on a day by the actuarial method (issue 11, Regulation Z's actuarial method): what is
 * still owed of each installment, discounted from its due date back to the day at the contract's
 * periodic rate (the unearned finance charge is not collected), and for an installment already past
 * due, grown by the finance charge earned since its date. At 0 % it is the remaining balance.
 * Periods are counted in days over the cycle's unit-period (365 / unit-periods a year). Whole cents.
 */
export function actuarialPayoffCents(
  open: { date: IsoDate; owedCents: number }[],
  aprPercent: number | null,
  periodsPerYear: number,
  asOf: IsoDate,
): number {
  const rate = (aprPercent ?? 0) / 100 / periodsPerYear;
  if (rate <= 0) return open.reduce((t, row) => t + row.owedCents, 0);
  const daysPerPeriod = 365 / periodsPerYear;
  const total = open.reduce(
    (t, row) => t + row.owedCents * Math.pow(1 + rate, -diffDays(asOf, row.date) / daysPerPeriod),
    0,
  );
  return Math.round(total);
}
