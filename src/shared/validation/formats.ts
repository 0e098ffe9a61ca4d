// Pure format checks of spec §5 and §9, shared by the field rules and usable on their own.
import { isMasked } from '../contract';

/** (###)###-#### or ###-###-#### (spec §5 Phone). */
const PHONE = /^(\(\d{3}\)\d{3}-\d{4}|\d{3}-\d{3}-\d{4})$/;
/** 5 digits or 5+4 (spec §5 Zip, §9). */
const ZIP = /^\d{5}(-?\d{4})?$/;
/** ###-##-#### (the input mask) or its 9 digits (spec §5 SSN, §9). */
const SSN = /^(\d{3}-\d{2}-\d{4}|\d{9})$/;
/** A stored SSN or account number comes back masked: stars, dashes and at most the last 4 digits. */
const MASKED = /^\*[*-]*\d{0,4}$/;
const EMAIL =
  /^[^\s@"(),:;<>[\\\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export const digitsOf = (value: string): string => value.replace(/\D/g, '');

export const isValidPhone = (value: string): boolean => PHONE.test(value);
export const isValidZip = (value: string): boolean => ZIP.test(value);
export const isValidEmail = (value: string): boolean => EMAIL.test(value) && !value.includes('..');

/** A typed SSN, or a stored one shown masked (spec §5 SSN). */
export function isValidSsn(value: string): boolean {
  return isMasked(value) ? MASKED.test(value) : SSN.test(value);
}

/** Same number whichever of the two phone formats was typed (spec §5 Phone distinctness). */
export function samePhone(a: string | null | undefined, b: string | null | undefined): boolean {
  return Boolean(a && b) && digitsOf(a ?? '') === digitsOf(b ?? '');
}

/** A middle initial is one letter (spec §5 Generic). */
export const isSingleLetter = (value: string): boolean => /^[A-Za-z]$/.test(value);

/** ABA: 9 digits whose weighted sum 3·d1 + 7·d2 + d3 + … is a multiple of 10 (reference/README.md). */
export function isValidAba(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((total, w, i) => total + w * Number(value[i]), 0);
  return sum % 10 === 0;
}

/** Card numbers: 12 to 19 digits passing the Luhn check (reference/README.md); spaces and dashes ignored. */
export function isValidCardNumber(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** CVC: 3 to 4 digits (spec §5 Card, §9). */
export const isValidCvc = (value: string): boolean => /^\d{3,4}$/.test(value);

export interface CardExpiration {
  month: number;
  /** Four-digit year. */
  year: number;
}

/** MM/YY as shown or MMYY as stored (spec §3 Card); null when it is neither or the month is not 1–12. */
export function parseCardExpiration(value: string): CardExpiration | null {
  const m = /^(\d{2})\/?(\d{2})$/.exec(value);
  if (!m) return null;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(m[2]) };
}

/** The stored form of a card expiration: MMYY (spec §3 Card). */
export function storedCardExpiration(value: string): string {
  return value.replace('/', '');
}
