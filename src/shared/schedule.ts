// The payment schedule of a financed plan: level payments amortizing the amount financed at the
// finance rate per unit-period, the last payment absorbing the rounding (spec §3 Agreement terms).
import Decimal from 'decimal.js';
import { UNIT_PERIODS_PER_YEAR, dueDate } from './cycles';
import type { IsoDate } from './dates';
import type { BillingCycle } from './facility';
import { roundCents } from './money';

export interface ScheduledPayment {
  number: number;
  /** null while the first payment due date is not set. */
  date: IsoDate | null;
  amount: number;
}

/** The finance rate per unit-period: the annual percent over the cycle's unit-periods in a year. */
export function periodRate(financeRatePercent: Decimal, cycle: BillingCycle): Decimal {
  return financeRatePercent.dividedBy(100).dividedBy(UNIT_PERIODS_PER_YEAR[cycle]);
}

/** The exact level payment A·i / (1 − (1 + i)^−n); A / n at 0%. */
export function exactLevelPayment(amountFinanced: Decimal, rate: Decimal, count: number): Decimal {
  if (rate.isZero()) return amountFinanced.dividedBy(count);
  return amountFinanced.times(rate).dividedBy(new Decimal(1).minus(rate.plus(1).pow(-count)));
}

/**
 * The payment amounts: n − 1 level payments (the exact payment rounded half-up to cents) and a last
 * payment that brings the total to the exact total n × payment rounded to cents. So the finance
 * charge is the interest of the exact amortization, and the last payment differs from the others by
 * the rounding only: at most half a cent per payment.
 */
export function amortizedPayments(
  amountFinanced: Decimal,
  financeRatePercent: Decimal,
  count: number,
  cycle: BillingCycle,
): Decimal[] {
  if (count < 1) return [];
  const exact = exactLevelPayment(amountFinanced, periodRate(financeRatePercent, cycle), count);
  const level = roundCents(exact);
  const total = roundCents(exact.times(count));
  const last = total.minus(level.times(count - 1));
  return [...Array.from({ length: count - 1 }, () => level), last];
}

/** Rows numbered from 1, dated by the billing cycle from the first payment due date. */
export function paymentSchedule(
  amounts: Decimal[],
  first: IsoDate | null,
  cycle: BillingCycle,
): ScheduledPayment[] {
  return amounts.map((amount, i) => ({
    number: i + 1,
    date: first === null ? null : dueDate(first, cycle, i),
    amount: amount.toNumber(),
  }));
}
