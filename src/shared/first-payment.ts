// First payment due date rules (spec §5 Agreement "First payment date", §9).
import { isWeekBasedCycle } from './cycles';
import { addDays, dayOfMonth, diffDays, weekday, type IsoDate } from './dates';
import type { BillingCycle } from './facility';

/** spec §9: at least 6 days ahead (the help text says 7; the rule is 6). */
export const FIRST_PAYMENT_MIN_DAYS = 6;
/** spec §9 allowed first-payment days of the month for cycles that are not week-based. */
export const BILLING_DAYS_OF_MONTH = [1, 5, 10, 15, 20, 25];
/** Wednesday and Friday, ISO weekdays (spec §9). */
export const BILLING_WEEKDAYS = [3, 5];
/** How far the date picker reaches when the term sheet sets no max_first_payment_days_in_future. */
export const FIRST_PAYMENT_PICKER_DAYS = 365;

export interface FirstPaymentContext {
  agreementDate: IsoDate;
  cycle: BillingCycle;
  today: IsoDate;
  maxDaysInFuture: number | null;
}

export type FirstPaymentProblem = {
  rule: 'before-agreement' | 'too-soon' | 'billing-day' | 'too-far';
  days?: number;
};

/** Weekly and biweekly: Wednesday or Friday; other cycles: day 1, 5, 10, 15, 20 or 25 (spec §5). */
export function isAllowedBillingDay(date: IsoDate, cycle: BillingCycle): boolean {
  return isWeekBasedCycle(cycle)
    ? BILLING_WEEKDAYS.includes(weekday(date))
    : BILLING_DAYS_OF_MONTH.includes(dayOfMonth(date));
}

/**
 * The first rule the date breaks, in the spec's order, or null. Both day counts run from today:
 * at least FIRST_PAYMENT_MIN_DAYS ahead, and at most max_first_payment_days_in_future ahead
 * ("days in future" read as days after today, like the minimum).
 */
export function firstPaymentProblem(date: IsoDate, ctx: FirstPaymentContext): FirstPaymentProblem | null {
  if (diffDays(ctx.agreementDate, date) < 0) return { rule: 'before-agreement' };
  const ahead = diffDays(ctx.today, date);
  if (ahead < FIRST_PAYMENT_MIN_DAYS) return { rule: 'too-soon', days: FIRST_PAYMENT_MIN_DAYS };
  if (!isAllowedBillingDay(date, ctx.cycle)) return { rule: 'billing-day' };
  if (ctx.maxDaysInFuture !== null && ahead > ctx.maxDaysInFuture) {
    return { rule: 'too-far', days: ctx.maxDaysInFuture };
  }
  return null;
}

/** Every allowed date, ascending, for the date picker; FIRST_PAYMENT_PICKER_DAYS past the earliest when unlimited. */
export function allowedFirstPaymentDates(ctx: FirstPaymentContext): IsoDate[] {
  const soonest = addDays(ctx.today, FIRST_PAYMENT_MIN_DAYS);
  const start = diffDays(soonest, ctx.agreementDate) > 0 ? ctx.agreementDate : soonest;
  const end =
    ctx.maxDaysInFuture === null
      ? addDays(start, FIRST_PAYMENT_PICKER_DAYS)
      : addDays(ctx.today, ctx.maxDaysInFuture);
  const dates: IsoDate[] = [];
  for (let day = start; diffDays(day, end) >= 0; day = addDays(day, 1)) {
    if (firstPaymentProblem(day, ctx) === null) dates.push(day);
  }
  return dates;
}
