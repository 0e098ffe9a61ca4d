// Term sheets: financed-amount brackets giving the maximum months and first-payment horizon
// (spec §3 Facility term_sheets, §5 Agreement, §9 "Term sheet month_limits").
import Decimal from 'decimal.js';
import { businessToday } from './calendar';
import { CYCLE_MONTHS } from './cycles';
import type { BillingCycle, MonthLimit, TermSheet } from './facility';
import { parseMoney, type MoneyInput } from './money';

/** The business date (YYYY-MM-DD) from which a sheet applies. */
export const effectiveOn = (s: TermSheet): string => s.effective_on ?? s.created_on.slice(0, 10);

/**
 * Latest in effect first (issue 13: a new version takes effect from its date), then newest created_on
 * (ISO-8601 text sorts in time order); then a specific type; then the higher id.
 */
function newestFirst(a: TermSheet, b: TermSheet): number {
  const ea = effectiveOn(a);
  const eb = effectiveOn(b);
  if (ea !== eb) return ea > eb ? -1 : 1;
  if (a.created_on !== b.created_on) return a.created_on > b.created_on ? -1 : 1;
  const specific = Number(b.contract_type !== null) - Number(a.contract_type !== null);
  return specific !== 0 ? specific : b.id - a.id;
}

/**
 * The term sheet for a contract: the same select flag, and the contract's type or no type (a sheet
 * with contract_type null applies to any type); of those in effect on `asOf` (the contract's
 * agreement date, so a contract keeps the version it was written under; absent: today), the latest.
 */
export function termSheetFor(
  sheets: TermSheet[],
  opts: { contractType: number | null; isSelect: boolean; asOf?: string | null },
): TermSheet | null {
  const asOf = opts.asOf && /^\d{4}-\d{2}-\d{2}/.test(opts.asOf) ? opts.asOf.slice(0, 10) : businessToday();
  const matching = sheets.filter(
    (s) =>
      s.is_select === opts.isSelect && (s.contract_type === null || s.contract_type === opts.contractType),
  );
  const inEffect = matching.filter((s) => effectiveOn(s) <= asOf);
  if (inEffect.length) return inEffect.sort(newestFirst)[0];
  // A contract dated before the first version (older contracts, sheets made after them) takes the first.
  const first = matching.reduce<string | null>(
    (min, s) => (min === null || effectiveOn(s) < min ? effectiveOn(s) : min),
    null,
  );
  return matching.filter((s) => effectiveOn(s) === first).sort(newestFirst)[0] ?? null;
}

/**
 * The bracket with price_from ≤ amount ≤ price_to, or null (also for an amount that is not a number).
 * Where two brackets share a boundary the higher bracket, the one starting at the amount, applies.
 */
export function monthLimitFor(sheet: TermSheet, financedAmount: MoneyInput): MonthLimit | null {
  const amount = parseMoney(financedAmount);
  if (amount === null) return null;
  const brackets = sheet.month_limits.filter((l) => amount.gte(l.price_from) && amount.lte(l.price_to));
  return brackets.reduce<MonthLimit | null>(
    (best, l) => (best && best.price_from > l.price_from ? best : l),
    null,
  );
}

/** The term sheet's minimum and maximum financed amount (spec §5 "Must be between {min} and {max}."). */
export function financedAmountRange(sheet: TermSheet): { min: number; max: number } | null {
  if (sheet.month_limits.length === 0) return null;
  return {
    min: Math.min(...sheet.month_limits.map((l) => l.price_from)),
    max: Math.max(...sheet.month_limits.map((l) => l.price_to)),
  };
}

/** spec §5: maximum payments = months ÷ the cycle's month equivalent, rounded down. */
export function maxNumberOfPayments(months: number, cycle: BillingCycle): number {
  return new Decimal(months).dividedBy(CYCLE_MONTHS[cycle]).floor().toNumber();
}
