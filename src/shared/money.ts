// Money: decimal arithmetic rounded half-up to cents, stored as integer cents (ARCHITECTURE.md
// "Money and dates"; spec §9 "Rounding to 2 decimals", "Currency USD").
import Decimal from 'decimal.js';
import { formatUsd } from './money-format';

export type MoneyInput = string | number | Decimal | null | undefined;

const NUMERIC = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/** The value as a Decimal, or null when it is not a number; blank counts as 0, '$' and ',' are ignored. */
export function parseMoney(x: MoneyInput): Decimal | null {
  if (x === null || x === undefined) return new Decimal(0);
  if (Decimal.isDecimal(x)) return x.isFinite() ? x : null;
  if (typeof x === 'number') return Number.isFinite(x) ? new Decimal(x) : null;
  const text = x.replace(/[$,\s]/g, '');
  if (text === '') return new Decimal(0);
  return NUMERIC.test(text) ? new Decimal(text) : null;
}

export function toDecimal(x: MoneyInput): Decimal {
  const d = parseMoney(x);
  if (d === null) throw new TypeError(`Not an amount: ${String(x)}`);
  return d;
}

/** Half-up to 2 decimals; a half cent rounds away from zero, negatives included. */
export function roundCents(x: MoneyInput): Decimal {
  return toDecimal(x).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

export function toCents(x: MoneyInput): number {
  return roundCents(x).times(100).toNumber();
}

export function fromCents(cents: number): Decimal {
  return new Decimal(cents).dividedBy(100);
}

/**
 * Integer cents as a number of dollars, as fromCents(cents).toNumber() gives it (the double nearest
 * the exact amount: a division of two integers is correctly rounded), without a Decimal per value.
 */
export function centsToDollars(cents: number): number {
  return Number.isSafeInteger(cents) ? cents / 100 : fromCents(cents).toNumber();
}

export function moneyNumber(x: MoneyInput): number {
  return roundCents(x).toNumber();
}

/** "$1,234.50"; negatives "-$1.00" (a rounded zero never shows a minus sign). */
export function formatMoney(x: MoneyInput): string {
  return formatUsd(roundCents(x).toFixed(2));
}

/** Sum of amounts, exact (never a binary-float sum). */
export function sumMoney(xs: MoneyInput[]): Decimal {
  return xs.reduce<Decimal>((total, x) => total.plus(toDecimal(x)), new Decimal(0));
}
