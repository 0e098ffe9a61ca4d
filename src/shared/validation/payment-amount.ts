// The amount of a payment taken at the practice (spec §7 apply_payment, payment_amount): dollars,
// positive, at most two decimals, at most the practice payment limit. Each refusal says what to type
// instead. The Apply payment dialog validates with the schema as the user types; the server runs the
// same schema through `checkPaymentAmount` and answers 400 with errors.payment_amount.
import type Decimal from 'decimal.js';
import * as yup from 'yup';
import { parseMoney } from '../money';
import { MAX_PRACTICE_PAYMENT, PAYMENT_MESSAGES as M } from '../payment-messages';
import { fieldErrors } from './errors';

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** The amount typed (text, `$` and `,` allowed) or sent (a JSON number); null when it is not one. */
const amountOf = (v: unknown): Decimal | null =>
  typeof v === 'number' || typeof v === 'string' ? parseMoney(v) : null;

export const paymentAmountSchema = yup.object({
  payment_amount: yup
    .mixed<string | number>()
    .nullable()
    .test('required', M.amountRequired, (v) => !isBlank(v))
    .test('amount', M.amountNotANumber, (v) => isBlank(v) || amountOf(v) !== null)
    .test('positive', M.amountNotPositive, (v) => amountOf(v)?.greaterThan(0) ?? true)
    .test('cents', M.amountTooManyDecimals, (v) => (amountOf(v)?.decimalPlaces() ?? 0) <= 2)
    .test('limit', M.amountTooLarge, (v) => !(amountOf(v)?.greaterThan(MAX_PRACTICE_PAYMENT) ?? false)),
});

export type PaymentAmountCheck = { amount: Decimal; error: null } | { amount: null; error: string };

/** The amount of a payment_amount as received, or the first rule it breaks. */
export function checkPaymentAmount(raw: unknown): PaymentAmountCheck {
  const error = fieldErrors(paymentAmountSchema, { payment_amount: raw }).payment_amount;
  const amount = amountOf(raw);
  return error === undefined && amount !== null
    ? { amount, error: null }
    : { amount: null, error: error ?? M.amountNotANumber };
}
