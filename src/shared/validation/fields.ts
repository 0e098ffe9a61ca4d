// Field builders with the generic rules of spec §5. Empty input ('' from a form, null from the API)
// counts as absent, so a rule other than 'required' only judges a value that is there.
import { boolean, number, string, type BooleanSchema, type NumberSchema, type StringSchema } from 'yup';
import { isIsoDate, parseTypedDate, type IsoDate } from '../dates';
import { isValidEmail, isValidPhone, isValidSsn, isValidZip, isSingleLetter } from './formats';
import { VALIDATION_MESSAGES as M, messageFor } from './messages';

/**
 * spec §5 Generic maximum lengths, for the schemas and the forms' inputs: 30 characters for names,
 * employer, address lines, city, business name, guarantor names and relation, emergency contact and
 * driver license; 50 for email; 64 for a bank name; 60 for the name on a card; 17 digits for a US
 * account number (NACHA); 1 letter for a middle initial.
 */
export const MAX_LENGTH = {
  text: 30,
  email: 50,
  bankName: 64,
  nameOnCard: 60,
  accountNumber: 17,
  initial: 1,
} as const;

/** Text input is trimmed by default (spec §5 Form-level wording); blank means absent. */
function trimmed(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  const t = value.trim();
  return t === '' ? undefined : t;
}

/** A rule on a present text value, for `.test()`; `passes` returns true when the value is fine. */
export function rule(name: string, message: string, passes: (value: string) => boolean) {
  return { name, message, skipAbsent: true, test: (value: unknown) => passes(value as string) };
}

/** Any text field: trimmed, no double quotes, and the spec's maximum length when it has one. */
export function textField(maxLength?: number): StringSchema {
  const base = string()
    .transform(trimmed)
    .test(rule('double-quotes', M.doubleQuotes, (v) => !v.includes('"')));
  return maxLength === undefined ? base : base.max(maxLength, messageFor.maxLength(maxLength));
}

/** spec §5 Generic: middle initials. */
export const middleInitialField = (): StringSchema =>
  textField().test(rule('single-letter', M.middleInitial, isSingleLetter));

/** spec §5 Email; the spec's limit is 50 characters. */
export const emailField = (): StringSchema =>
  textField()
    .test(rule('email', M.email, isValidEmail))
    .max(MAX_LENGTH.email, messageFor.maxLength(MAX_LENGTH.email));

/** spec §5 Phone: (###)###-#### or ###-###-####. */
export const phoneField = (): StringSchema => textField().test(rule('phone', M.phone, isValidPhone));

/** spec §5 Zip: 5 digits or 5+4. */
export const zipField = (): StringSchema => textField().test(rule('zip', M.zip, isValidZip));

/** A state code of two letters. */
export const stateField = (): StringSchema =>
  textField().test(rule('state', messageFor.invalid('state'), (v) => /^[A-Za-z]{2}$/.test(v)));

/** spec §5 SSN: ###-##-#### or a masked value starting with *. */
export const ssnField = (): StringSchema => textField().test(rule('ssn', M.ssn, isValidSsn));

/** A typed date (M/D/YYYY or M-D-YYYY) becomes an IsoDate; anything unparsable stays as typed. */
function toIsoDate(value: unknown): unknown {
  const t = trimmed(value);
  if (typeof t !== 'string' || isIsoDate(t)) return t;
  return parseTypedDate(t) ?? t;
}

/** Years in the 1800s to 2000s are accepted (spec §5 Date). */
export function isAcceptedDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string' || !isIsoDate(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= 1800 && year <= 2099;
}

/** A rule on a valid date: a value the date-format rule already refuses passes here, so it shows once. */
export const onValidDate =
  (check: (date: IsoDate) => boolean) =>
  (value: unknown): boolean =>
    !isAcceptedDate(value) || check(value);

/** The IsoDate of a typed or ISO date value, or null when it is absent or not a valid date. */
export function asIsoDate(value: unknown): IsoDate | null {
  const date = toIsoDate(value);
  return isAcceptedDate(date) ? date : null;
}

/** spec §5 Date: 'Enter a valid date in MM/DD/YYYY format.'; the cast value is an IsoDate. */
export const dateField = (): StringSchema =>
  string()
    .transform(toIsoDate)
    .test({ name: 'date', message: M.date, skipAbsent: true, test: isAcceptedDate });

/** Money typed with or without '$' and thousands separators; anything else is 'Enter a valid …'. */
function toAmount(value: unknown, raw: unknown): unknown {
  if (raw === null || raw === undefined) return undefined;
  if (typeof raw !== 'string') return value;
  const t = raw.replace(/[$,\s]/g, '');
  return t === '' ? undefined : Number(t);
}

export const amountField = (descriptor: string): NumberSchema =>
  number().transform(toAmount).typeError(messageFor.invalid(descriptor));

/** Whole numbers such as the number of payments; input mask of 3 digits (spec §5 Agreement). */
export const countField = (descriptor: string, digits: number): NumberSchema =>
  amountField(descriptor)
    .integer(messageFor.invalid(descriptor))
    .min(1, messageFor.invalid(descriptor))
    .max(10 ** digits - 1, messageFor.invalid(descriptor));

/** Yes/no answers; 'true'/'false' from a radio group are read as booleans, blank as absent. */
export const flagField = (descriptor?: string): BooleanSchema =>
  boolean()
    .transform((value: unknown, raw: unknown) => (trimmed(raw) === undefined ? undefined : value))
    .typeError(messageFor.invalid(descriptor));
