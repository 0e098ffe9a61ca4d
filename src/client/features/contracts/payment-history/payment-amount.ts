// The amount typed in Apply payment: its rules and words are the server's (paymentAmountSchema in
// src/shared/validation/payment-amount.ts), so a refusal there never surprises the user.
import { parseMoney } from '../../../../shared/money';

/** Keeps what an amount can hold as it is typed: digits, thousands commas and one decimal point. */
export function maskAmount(raw: string): string {
  const kept = raw.replace(/[^\d.,]/g, '');
  const point = kept.indexOf('.');
  return point < 0 ? kept : kept.slice(0, point + 1) + kept.slice(point + 1).replace(/[.,]/g, '');
}

/** The typed amount in dollars, for the request (valid input only). */
export const amountInDollars = (typed: string): number => parseMoney(typed)?.toNumber() ?? 0;
