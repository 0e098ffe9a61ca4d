// Annual percentage rate by the actuarial method of Regulation Z Appendix J (spec §3 apr, §5 state
// maximum; reference/README.md "APR"). Decimal arithmetic; Newton's method on the general equation.
import Decimal from 'decimal.js';
import { UNIT_PERIODS_PER_YEAR } from './cycles';
import { addMonths, dateParts, daysInMonth, diffDays, isoDate, type IsoDate } from './dates';
import type { BillingCycle } from './facility';
import { toDecimal, type MoneyInput } from './money';

export interface AprInput {
  amountFinanced: MoneyInput;
  advanceDate: IsoDate;
  payments: { amount: MoneyInput; date: IsoDate }[];
  cycle: BillingCycle;
}

/** Time from the advance to a payment: whole unit-periods t and a fraction f of one. */
export interface UnitPeriods {
  t: number;
  f: Decimal;
}

/**
 * Whole months counted back from the later date, and the days left (App. J (b)(5)). A payment on
 * the last day of a month shorter than the advance's day stands for that day: a due date on the
 * 29th–31st falls on the last day of a shorter month, so Jan 31 → Feb 28 is one whole month.
 */
function monthsBack(from: IsoDate, to: IsoDate): { months: number; days: number } {
  const [a, b] = [dateParts(from), dateParts(to)];
  const day = b.day === daysInMonth(b.year, b.month) && a.day > b.day ? a.day : b.day;
  const months = (b.year - a.year) * 12 + (b.month - a.month) - (day < a.day ? 1 : 0);
  const back = dateParts(addMonths(isoDate(b.year, b.month, 1), -months));
  return { months, days: diffDays(from, isoDate(back.year, back.month, day)) };
}

/** 30 × whole months back plus the remaining days (App. J (b)(5)(iii)–(iv)). */
function thirtyDayMonthDays(from: IsoDate, to: IsoDate): number {
  const { months, days } = monthsBack(from, to);
  return 30 * months + days;
}

function split(days: number, perPeriod: number): UnitPeriods {
  return { t: Math.floor(days / perPeriod), f: new Decimal(days % perPeriod).dividedBy(perPeriod) };
}

/**
 * Unit-periods from the advance to a payment (Appendix J (b)(5)): months counted back with the rest
 * in days over 30; semimonthly, quarterly and semiannual in 30-day months over 15, 90 or 180 days;
 * weeks in actual days over 7 or 14; years counted back, the rest in months over 12 or days over 365.
 * A payment on or before the advance is not discounted at all.
 */
export function unitPeriods(advance: IsoDate, payment: IsoDate, cycle: BillingCycle): UnitPeriods {
  if (diffDays(advance, payment) <= 0) return { t: 0, f: new Decimal(0) };
  switch (cycle) {
    case 'weekly':
      return split(diffDays(advance, payment), 7);
    case 'biweekly':
      return split(diffDays(advance, payment), 14);
    case 'twice_per_month':
      return split(thirtyDayMonthDays(advance, payment), 15);
    case 'quarterly':
      return split(thirtyDayMonthDays(advance, payment), 90);
    case 'twice_per_year':
      return split(thirtyDayMonthDays(advance, payment), 180);
    case 'monthly': {
      const { months, days } = monthsBack(advance, payment);
      return { t: months, f: new Decimal(days).dividedBy(30) };
    }
    case 'yearly': {
      const { months, days } = monthsBack(advance, payment);
      const years = Math.floor(months / 12);
      if (days === 0) return { t: years, f: new Decimal(months % 12).dividedBy(12) };
      const rest = diffDays(advance, addMonths(payment, -12 * years));
      return { t: years, f: new Decimal(rest).dividedBy(365) };
    }
  }
}

interface Term {
  amount: Decimal;
  t: number;
  f: Decimal;
}

/** Present value of the payments at unit-period rate i, and its derivative in i; terms sorted by t. */
function presentValue(terms: Term[], i: Decimal): { value: Decimal; slope: Decimal } {
  let value = new Decimal(0);
  let slope = new Decimal(0);
  const growth = i.plus(1);
  let compound = new Decimal(1);
  let t = 0;
  for (const term of terms) {
    compound = compound.times(growth.pow(term.t - t));
    t = term.t;
    const simple = term.f.times(i).plus(1);
    const pv = term.amount.dividedBy(simple.times(compound));
    value = value.plus(pv);
    slope = slope.minus(pv.times(term.f.dividedBy(simple).plus(new Decimal(t).dividedBy(growth))));
  }
  return { value, slope };
}

const TOLERANCE = new Decimal('1e-14');
const MAX_ITERATIONS = 100;

/**
 * The unit-period rate i at which the discounted payments sum to the amount financed. The present
 * value falls and is convex in i, so Newton's method from 0 climbs to the root without overshooting.
 * A plan whose payments do not exceed the amount financed has no finance charge: rate 0.
 */
function unitPeriodRate(terms: Term[], amountFinanced: Decimal): Decimal {
  let i = new Decimal(0);
  for (let n = 0; n < MAX_ITERATIONS; n += 1) {
    const { value, slope } = presentValue(terms, i);
    if (value.lessThanOrEqualTo(amountFinanced) || slope.isZero()) return i;
    const step = value.minus(amountFinanced).dividedBy(slope);
    i = i.minus(step);
    if (step.abs().lessThan(TOLERANCE)) return i;
  }
  return i;
}

/** The APR in percent, unrounded; 0 when nothing is financed or nothing is paid. */
export function computeAprUnrounded(input: AprInput): number {
  const amountFinanced = toDecimal(input.amountFinanced);
  if (amountFinanced.lessThanOrEqualTo(0) || input.payments.length === 0) return 0;
  const terms = input.payments
    .map((p) => ({ amount: toDecimal(p.amount), ...unitPeriods(input.advanceDate, p.date, input.cycle) }))
    .sort((a, b) => a.t - b.t);
  const rate = unitPeriodRate(terms, amountFinanced);
  return rate.times(UNIT_PERIODS_PER_YEAR[input.cycle]).times(100).toNumber();
}

/** An APR half-up to the two decimals disclosed (the Appendix J examples publish two). */
export function roundApr(aprPercent: number): number {
  return new Decimal(aprPercent).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
}

export function computeApr(input: AprInput): number {
  return roundApr(computeAprUnrounded(input));
}
