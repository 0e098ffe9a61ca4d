// The amount typed in Apply payment: dollars, positive, at most two decimals (the same rule the
// server applies to apply_payment's payment_amount, so a refusal there never surprises the user).
import * as yup from 'yup';
import { parseMoney } from '../../../../shared/money';

export const PAYMENT_AMOUNT_MESSAGES = {
  required: 'Enter the payment amount.',
  notAnAmount: 'Enter an amount in dollars and cents, such as 125.00.',
  positive: 'The payment amount must be more than $0.00.',
  cents: 'The payment amount can have at most 2 decimals (cents).',
} as const;

const M = PAYMENT_AMOUNT_MESSAGES;

export const paymentAmountSchema = yup.object({
  payment_amount: yup
    .string()
    .trim()
    .required(M.required)
    .test('amount', M.notAnAmount, (v) => parseMoney(v) !== null)
    .test('positive', M.positive, (v) => parseMoney(v)?.greaterThan(0) ?? true)
    .test('cents', M.cents, (v) => (parseMoney(v)?.decimalPlaces() ?? 0) <= 2),
});

/** Keeps what an amount can hold as it is typed: digits, thousands commas and one decimal point. */
export function maskAmount(raw: string): string {
  const kept = raw.replace(/[^\d.,]/g, '');
  const point = kept.indexOf('.');
  return point < 0 ? kept : kept.slice(0, point + 1) + kept.slice(point + 1).replace(/[.,]/g, '');
}

/** The typed amount in dollars, for the request (valid input only). */
export const amountInDollars = (typed: string): number => parseMoney(typed)?.toNumber() ?? 0;
