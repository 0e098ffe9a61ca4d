// Field formatting for NACHA records: alphanumeric fields upper-cased, left-justified and space-filled;
// numeric fields right-justified and zero-filled. A value that does not fit is refused, never cut,
// except the receiver's and the parties' names, which are truncated to their field.
import { isIsoDate } from '../../../shared/dates';

export const RECORD_LENGTH = 94;
export const BLOCKING_FACTOR = 10;
export const PADDING_RECORD = '9'.repeat(RECORD_LENGTH);

export class NachaFieldError extends Error {
  constructor(field: string, problem: string) {
    super(`NACHA ${field}: ${problem}`);
    this.name = 'NachaFieldError';
  }
}

const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

/** Accents folded (José → JOSE); anything else outside printable ASCII is refused. */
function ascii(field: string, value: string): string {
  const folded = value.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  if (!PRINTABLE_ASCII.test(folded))
    throw new NachaFieldError(field, `'${value}' has characters outside ASCII.`);
  return folded;
}

/** Upper-cased, left-justified, space-filled; too long is an error. */
export function alpha(field: string, value: string | undefined, length: number): string {
  const text = ascii(field, value ?? '').toUpperCase();
  if (text.length > length) {
    throw new NachaFieldError(field, `'${value}' is longer than its ${length} characters.`);
  }
  return text.padEnd(length, ' ');
}

/** A name: like `alpha`, but cut to the field (the Rules let a name be truncated). */
export function name(field: string, value: string | undefined, length: number): string {
  return alpha(
    field,
    ascii(field, value ?? '')
      .trim()
      .slice(0, length),
    length,
  );
}

/** Digits only, right-justified, zero-filled. */
export function numeric(field: string, value: number | string, length: number): string {
  const text = typeof value === 'number' ? integerText(field, value) : value;
  if (!/^\d*$/.test(text)) throw new NachaFieldError(field, `'${value}' is not a whole number of digits.`);
  if (text.length > length) {
    throw new NachaFieldError(field, `'${value}' does not fit in its ${length} digits.`);
  }
  return text.padStart(length, '0');
}

function integerText(field: string, value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new NachaFieldError(field, `${value} is not a whole number of cents at or above zero.`);
  }
  return String(value);
}

/** Exactly `length` digits, as given (routing numbers, trace numbers, dates). */
export function digits(field: string, value: string, length: number): string {
  if (typeof value !== 'string' || value.length !== length || !/^\d+$/.test(value)) {
    throw new NachaFieldError(field, `'${value}' is not ${length} digits.`);
  }
  return value;
}

/** YYYY-MM-DD as YYMMDD. */
export function yymmdd(field: string, iso: string): string {
  if (!isIsoDate(iso)) throw new NachaFieldError(field, `'${iso}' is not a date (YYYY-MM-DD).`);
  return iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);
}

/** YYMMDD as YYYY-MM-DD (years 00–99 are 2000–2099); null when blank or not a date. */
export function isoOfYymmdd(text: string): string | null {
  if (!/^\d{6}$/.test(text)) return null;
  const iso = `20${text.slice(0, 2)}-${text.slice(2, 4)}-${text.slice(4, 6)}`;
  return isIsoDate(iso) ? iso : null;
}

/** Debit transaction codes end in 5–9 (26, 27, 28, 36 …); credits in 0–4. */
export const isDebitCode = (code: number): boolean => code % 10 >= 5;

/** Prenotes (23, 28, 33, 38) and zero-dollar NOC entries carry no amount. */
export const isPrenoteCode = (code: number): boolean => code % 10 === 3 || code % 10 === 8;

/** The rightmost 10 digits of an entry hash sum. */
export const ENTRY_HASH_MODULUS = 10_000_000_000;
