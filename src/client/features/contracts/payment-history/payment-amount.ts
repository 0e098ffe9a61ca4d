// The amount typed in Apply payment: dollars, positive, at most two decimals, at most the practice
// payment limit — the rules and words the server applies to apply_payment's payment_amount
// (src/shared/payment-messages.ts), so a refusal there never surprises the user.
import * as yup from 'yup';
import { parseMoney } from '../../../../shared/money';
import { MAX_PRACTICE_PAYMENT, PAYMENT_MESSAGES as M } from '../../../../shared/payment-messages';

export const paymentAmountSchema = yup.object({
  payment_amount: yup
    .string()
    .trim()
    .required(M.amountRequired)
    .test('amount', M.amountNotANumber, (v) => parseMoney(v) !== null)
    .test('positive', M.amountNotPositive, (v) => parseMoney(v)?.greaterThan(0) ?? true)
    .test('cents', M.amountTooManyDecimals, (v) => (parseMoney(v)?.decimalPlaces() ?? 0) <= 2)
    .test('limit', M.amountTooLarge, (v) => !(parseMoney(v)?.greaterThan(MAX_PRACTICE_PAYMENT) ?? false)),
});

/** Keeps what an amount can hold as it is typed: digits, thousands commas and one decimal point. */
export function maskAmount(raw: string): string {
  const kept = raw.replace(/[^\d.,]/g, '');
  const point = kept.indexOf('.');
  return point < 0 ? kept : kept.slice(0, point + 1) + kept.slice(point + 1).replace(/[.,]/g, '');
}

/** The typed amount in dollars, for the request (valid input only). */
export const amountInDollars = (typed: string): number => parseMoney(typed)?.toNumber() ?? 0;
