// A card (spec §5 Card, §3 Card). Uniqueness, re-entry and whether a card is needed are billing rules.
import { object } from 'yup';
import { isMasked } from '../contract';
import type { IsoDate } from '../dates';
import { DESCRIPTORS as D } from './descriptors';
import { MAX_LENGTH, middleInitialField, rule, textField, zipField } from './fields';
import { isValidCardNumber, isValidCvc, parseCardExpiration, storedCardExpiration } from './formats';
import { VALIDATION_MESSAGES as M, messageFor } from './messages';

/** The expiry mask spans 10 years: this year and the nine after (spec §5 Card, §9 decade view). */
export const CARD_EXPIRY_WINDOW_YEARS = 10;

/** A stored card comes back as stars and its last 4 digits; it is not checked again (spec §3 Card). */
const isCardNumber = (v: string) => (isMasked(v) ? /^\*+\d{4}$/.test(v) : isValidCardNumber(v));
const digitsOnly = (v: unknown) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : v);
const storedForm = (v: unknown) => (typeof v === 'string' ? storedCardExpiration(v) : v);

/** The expiration is a real month no later than the window's last year. */
export function isExpirationInWindow(value: string, today: IsoDate): boolean {
  const exp = parseCardExpiration(value);
  const year = Number(today.slice(0, 4));
  return exp !== null && exp.year < year + CARD_EXPIRY_WINDOW_YEARS;
}

/** A card is good through the last day of its expiration month. */
export function isCardExpired(value: string, today: IsoDate): boolean {
  const exp = parseCardExpiration(value);
  if (exp === null) return false;
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return exp.year < year || (exp.year === year && exp.month < month);
}

export function cardSchema(today: IsoDate) {
  return object({
    card_number: textField()
      .transform(digitsOnly)
      .required(messageFor.required(D.card_number))
      .test(rule('card-number', M.cardNumber, isCardNumber)),
    expiration: textField()
      .transform(storedForm)
      .required(messageFor.required(D.expiration))
      .test(rule('card-expiration', M.cardExpiration, (v) => isExpirationInWindow(v, today)))
      .test(rule('card-expired', M.cardExpired, (v) => !isCardExpired(v, today))),
    cvc: textField().test(rule('cvc', M.cvc, isValidCvc)),
    name_on_card: textField(MAX_LENGTH.nameOnCard).required(messageFor.required(D.name_on_card)),
    holder_first_name: textField(MAX_LENGTH.text),
    holder_middle_initial: middleInitialField(),
    holder_last_name: textField(MAX_LENGTH.text),
    business_name: textField(MAX_LENGTH.text),
    street_number: textField(),
    zip_code: zipField().required(messageFor.required(D.zip_code)),
  });
}
