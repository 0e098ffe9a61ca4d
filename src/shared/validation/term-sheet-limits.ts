// Term sheet limits on the financed amount and the number of payments (spec §5 Agreement, §6 "Facility
// admins with override see no term-sheet limits", §9 "Term sheet month_limits").
import { BILLING_CYCLES } from '../cycles';
import type { BillingCycle, MonthLimit, TermSheet } from '../facility';
import { formatMoney } from '../money';
import { financedAmountRange, maxNumberOfPayments, monthLimitFor } from '../term-sheet';
import { figuresFor, isRecurring, termSheetOf, type AgreementContext, type Terms } from './agreement-context';
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

/** A limit exceeded: its message, and whether a facility admin may complete the agreement as it is. */
export interface LimitProblem {
  message: string;
  overridable: boolean;
}

/** The financed amount outside the sheet, or null when it is within (or limits are waived). */
function financedAmountLimit(
  sheet: TermSheet | null,
  amount: number,
  isFacilityAdmin: boolean,
): LimitProblem | null {
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
  return override
    ? { message: messageFor.withOverride(message), overridable: true }
    : { message, overridable: false };
}

/** The financed-amount error that refuses a save: a limit an administrator may override does not. */
export function financedAmountProblem(
  sheet: TermSheet | null,
  amount: number,
  isFacilityAdmin: boolean,
): string | null {
  const problem = financedAmountLimit(sheet, amount, isFacilityAdmin);
  return problem && !problem.overridable ? problem.message : null;
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
function numberOfPaymentsLimit(
  limit: { max: number; override: boolean } | null,
  numberOfPayments: number,
): LimitProblem | null {
  if (!limit || numberOfPayments <= limit.max) return null;
  const message = messageFor.notMoreThan(limit.max);
  return limit.override
    ? { message: messageFor.withOverride(message), overridable: true }
    : { message, overridable: false };
}

/** The number-of-payments error that refuses a save: a limit an administrator may override does not. */
export function numberOfPaymentsProblem(
  limit: { max: number; override: boolean } | null,
  numberOfPayments: number,
): string | null {
  const problem = numberOfPaymentsLimit(limit, numberOfPayments);
  return problem && !problem.overridable ? problem.message : null;
}

export type OutstandingLimits = Partial<Record<'financed_amount' | 'number_of_payments', string>>;

/** What a contract with limits outstanding cannot do until a facility admin completes it. */
export const ACTIONS_AFTER_OVERRIDE = [
  'CHARGE',
  'PRINT',
  'FINISH-SELECT',
  'request-signature',
  'request-application',
] as const;

/**
 * The override rule (issue 15; spec §6 "Facility admins with override see no term-sheet limits"): where
 * the term sheet allows an override, a user who is not a facility admin saves the agreement with the
 * limit outstanding, each keyed by its field with the message the form shows; the contract is not
 * charged, submitted or sent (ACTIONS_AFTER_OVERRIDE) while any is. A facility admin has none: they
 * complete it as it is. Browser and server judge it here, from the terms as saved or typed.
 */
export function outstandingLimits(ctx: AgreementContext, terms: Terms): OutstandingLimits {
  if (ctx.isFacilityAdmin || isRecurring(ctx, terms)) return {};
  const cash = terms.cash_price;
  if (typeof cash !== 'number' || !(cash > 0)) return {};
  return limitsOutstandingFor({
    sheet: termSheetOf(ctx, terms),
    financed: figuresFor(ctx)(terms).financed_amount,
    cycle: BILLING_CYCLES.find((c) => c === terms.billing_cycle) ?? null,
    numberOfPayments: Number(terms.number_of_payments),
  });
}

/** The rule on figures already computed (the agreement form's live facts), for a non-admin. */
export function limitsOutstandingFor(input: {
  sheet: TermSheet | null;
  financed: number;
  cycle: BillingCycle | null;
  numberOfPayments: number;
}): OutstandingLimits {
  const { sheet, financed, cycle, numberOfPayments } = input;
  if (!(financed > 0)) return {};
  const found: OutstandingLimits = {};
  const amount = financedAmountLimit(sheet, financed, false);
  if (amount?.overridable) found.financed_amount = amount.message;
  if (cycle && Number.isInteger(numberOfPayments)) {
    const limit = paymentsLimit(sheet, financed, cycle, false);
    const payments = numberOfPaymentsLimit(limit, numberOfPayments);
    if (payments?.overridable) found.number_of_payments = payments.message;
  }
  return found;
}
