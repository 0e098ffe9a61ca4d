// Term sheets: financed-amount brackets giving the maximum months and first-payment horizon
// (spec §3 Facility term_sheets, §5 Agreement, §9 "Term sheet month_limits").
import Decimal from 'decimal.js';
import { CYCLE_MONTHS } from './cycles';
import type { BillingCycle, MonthLimit, TermSheet } from './facility';
import { parseMoney, type MoneyInput } from './money';

/** Newest created_on first (ISO-8601 text sorts in time order); then a specific type; then the higher id. */
function newestFirst(a: TermSheet, b: TermSheet): number {
  if (a.created_on !== b.created_on) return a.created_on > b.created_on ? -1 : 1;
  const specific = Number(b.contract_type !== null) - Number(a.contract_type !== null);
  return specific !== 0 ? specific : b.id - a.id;
}

/**
 * The term sheet for a contract: the same select flag, and the contract's type or no type (a sheet
 * with contract_type null applies to any type); the newest of those.
 */
export function termSheetFor(
  sheets: TermSheet[],
  opts: { contractType: number | null; isSelect: boolean },
): TermSheet | null {
  const matching = sheets.filter(
    (s) =>
      s.is_select === opts.isSelect && (s.contract_type === null || s.contract_type === opts.contractType),
  );
  return matching.sort(newestFirst)[0] ?? null;
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
