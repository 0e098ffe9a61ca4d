// Billing cycles: month equivalents, unit-periods and due dates (spec §5 Agreement, §9).
import { addDays, addMonths, dateParts, dayOfMonth, isoDate, type IsoDate } from './dates';
import type { AgreementType, BillingCycle } from './facility';

export const BILLING_CYCLES: BillingCycle[] = [
  'monthly',
  'biweekly',
  'quarterly',
  'weekly',
  'twice_per_month',
  'twice_per_year',
  'yearly',
];

/** spec §9 "Billing cycles and month equivalents". */
export const CYCLE_MONTHS: Record<BillingCycle, number> = {
  monthly: 1,
  biweekly: 0.5,
  quarterly: 3,
  weekly: 0.25,
  twice_per_month: 0.5,
  twice_per_year: 6,
  yearly: 12,
};

export const CYCLE_LABELS: Record<BillingCycle, string> = {
  monthly: 'Monthly',
  biweekly: 'Biweekly',
  quarterly: 'Quarterly',
  weekly: 'Weekly',
  twice_per_month: 'Twice per month',
  twice_per_year: 'Twice per year',
  yearly: 'Yearly',
};

/** Regulation Z Appendix J unit-periods in a year (reference/README.md "APR"). */
export const UNIT_PERIODS_PER_YEAR: Record<BillingCycle, number> = {
  monthly: 12,
  biweekly: 26,
  quarterly: 4,
  weekly: 52,
  twice_per_month: 24,
  twice_per_year: 2,
  yearly: 1,
};

const CYCLE_FLAG: Record<BillingCycle, keyof AgreementType> = {
  monthly: 'has_monthly_cycle',
  biweekly: 'has_biweekly_cycle',
  quarterly: 'has_quarterly_cycle',
  weekly: 'has_weekly_cycle',
  twice_per_month: 'has_twice_per_month_cycle',
  twice_per_year: 'has_twice_per_year_cycle',
  yearly: 'has_yearly_cycle',
};

/** The cycles an agreement type offers (spec §3 Facility billing-cycle flags), in spec §9 order. */
export function cyclesOfAgreementType(t: AgreementType): BillingCycle[] {
  return BILLING_CYCLES.filter((c) => t[CYCLE_FLAG[c]] === true);
}

/** Weekly and biweekly plans fall on weekdays, the others on days of the month (spec §5 "weekly cycles"). */
export function isWeekBasedCycle(cycle: BillingCycle): boolean {
  return cycle === 'weekly' || cycle === 'biweekly';
}

/**
 * Twice per month: the first payment's day and the day half a month (15 days) later, e.g. the 1st and
 * 16th (Appendix J example (iii)), the 20th and the 5th of the next month; the 15th pairs with the
 * 30th, or the last day of a shorter month.
 */
function twicePerMonthDate(first: IsoDate, index: number): IsoDate {
  const months = Math.floor(index / 2);
  if (index % 2 === 0) return addMonths(first, months);
  const day = dayOfMonth(first);
  const { year, month } = dateParts(addMonths(first, day > 15 ? months + 1 : months));
  return isoDate(year, month, day > 15 ? day - 15 : day + 15);
}

/**
 * The due date of payment `index` (0 = the first payment). Each date is counted from the first one,
 * not from the previous one, so a plan due on the 31st keeps the 31st after a short month. Intervals
 * follow spec §5 "Expiration date" (months, 14 days, 7 days, years); quarterly and twice-per-year
 * payments fall every 3 and 6 months, their spec §9 month equivalents (see lastPaymentDate).
 */
export function dueDate(first: IsoDate, cycle: BillingCycle, index: number): IsoDate {
  switch (cycle) {
    case 'weekly':
      return addDays(first, 7 * index);
    case 'biweekly':
      return addDays(first, 14 * index);
    case 'twice_per_month':
      return twicePerMonthDate(first, index);
    default:
      return addMonths(first, CYCLE_MONTHS[cycle] * index);
  }
}

export function dueDates(first: IsoDate, cycle: BillingCycle, count: number): IsoDate[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => dueDate(first, cycle, i));
}

/**
 * spec §5 Agreement "Expiration date": the first payment plus (payments − 1) intervals, with the
 * spec's own intervals: quarterly 4 months, twice per month half the intervals in months rounded up,
 * twice per year half the intervals in years rounded up. For those three cycles this date can be
 * later than the last scheduled due date (dueDate), never earlier, so an expiration date on or after
 * it covers every payment. Fewer than one payment counts as one.
 */
export function lastPaymentDate(first: IsoDate, cycle: BillingCycle, numberOfPayments: number): IsoDate {
  const intervals = Math.max(0, Math.floor(numberOfPayments) - 1);
  switch (cycle) {
    case 'monthly':
      return addMonths(first, intervals);
    case 'biweekly':
      return addDays(first, 14 * intervals);
    case 'quarterly':
      return addMonths(first, 4 * intervals);
    case 'weekly':
      return addDays(first, 7 * intervals);
    case 'twice_per_month':
      return addMonths(first, Math.ceil(intervals / 2));
    case 'twice_per_year':
      return addMonths(first, 12 * Math.ceil(intervals / 2));
    case 'yearly':
      return addMonths(first, 12 * intervals);
  }
}
