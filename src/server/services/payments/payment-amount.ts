// The amount of a payment taken at the practice: positive dollars with at most 2 decimals (spec §7
// apply_payment). Each refusal says what to type instead.
import type Decimal from 'decimal.js';
import { parseMoney } from '../../../shared/money';
import { MAX_PRACTICE_PAYMENT, PAYMENT_MESSAGES as M } from '../../../shared/payment-messages';

export type AmountCheck = { amount: Decimal; error: null } | { amount: null; error: string };

export function checkPaymentAmount(raw: unknown): AmountCheck {
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) {
    return { amount: null, error: M.amountRequired };
  }
  const amount = typeof raw === 'number' || typeof raw === 'string' ? parseMoney(raw) : null;
  if (amount === null) return { amount: null, error: M.amountNotANumber };
  if (amount.lessThanOrEqualTo(0)) return { amount: null, error: M.amountNotPositive };
  if (amount.decimalPlaces() > 2) return { amount: null, error: M.amountTooManyDecimals };
  if (amount.greaterThan(MAX_PRACTICE_PAYMENT)) return { amount: null, error: M.amountTooLarge };
  return { amount, error: null };
}
