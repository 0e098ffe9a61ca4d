// Term sheet limits on the financed amount and the number of payments (spec §5 Agreement, §6 "Facility
// admins with override see no term-sheet limits", §9 "Term sheet month_limits").
import type { BillingCycle, MonthLimit, TermSheet } from '../facility';
import { formatMoney } from '../money';
import { financedAmountRange, maxNumberOfPayments, monthLimitFor } from '../term-sheet';
import { messageFor } from './messages';

/** The bracket of the amount, or outside the sheet the nearest one: it says whether override is allowed. */
function bracketNear(sheet: TermSheet, amount: number): MonthLimit | null {
  const within = monthLimitFor(sheet, amount);
  if (within || sheet.month_limits.length === 0) return within;
  const byPrice = [...sheet.month_limits].sort((a, b) => a.price_from - b.price_from);
  return amount < byPrice[0].price_from ? byPrice[0] : byPrice[byPrice.length - 1];
}

/** A bound of 0 (no minimum) or past any real amount (no maximum) is not stated in the message. */
const isStated = (bound: number) => bound > 0 && bound < Number.MAX_SAFE_INTEGER;

/** The financed-amount message, or null when the amount is within the sheet (or limits are waived). */
export function financedAmountProblem(
  sheet: TermSheet | null,
  amount: number,
  isFacilityAdmin: boolean,
): string | null {
  const range = sheet && financedAmountRange(sheet);
  if (!sheet || !range || (amount >= range.min && amount <= range.max)) return null;
  const override = bracketNear(sheet, amount)?.allow_override_months === true;
  if (override && isFacilityAdmin) return null;
  const [min, max] = [formatMoney(range.min), formatMoney(range.max)];
  const message =
    isStated(range.min) && isStated(range.max)
      ? messageFor.between(min, max)
      : amount < range.min
        ? messageFor.notLessThan(min)
        : messageFor.notMoreThan(max);
  return override ? messageFor.withOverride(message) : message;
}

/**
 * The most payments allowed, or null for no limit: the bracket's months over the cycle's month
 * equivalent. A facility admin where override is allowed gets max_override_months (no limit when unset).
 */
export function paymentsLimit(
  sheet: TermSheet | null,
  amount: number,
  cycle: BillingCycle,
  isFacilityAdmin: boolean,
): { max: number; override: boolean } | null {
  const bracket = sheet && monthLimitFor(sheet, amount);
  if (!bracket) return null;
  const override = bracket.allow_override_months === true;
  if (override && isFacilityAdmin) {
    const months = bracket.max_override_months;
    return months === null ? null : { max: maxNumberOfPayments(months, cycle), override: false };
  }
  return { max: maxNumberOfPayments(bracket.months, cycle), override };
}

/** 'Cannot be more than {n}.', with the override sentence where an administrator may override. */
export function numberOfPaymentsProblem(
  limit: { max: number; override: boolean } | null,
  numberOfPayments: number,
): string | null {
  if (!limit || numberOfPayments <= limit.max) return null;
  const message = messageFor.notMoreThan(limit.max);
  return limit.override ? messageFor.withOverride(message) : message;
}
