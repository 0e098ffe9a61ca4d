// Birth date (spec §5 Generic, §9): from 1900-01-01 to today, at least 18 years old; over 80 asks for a
// confirmation instead of blocking, so that one is a warning, kept apart from the errors.
import type { StringSchema } from 'yup';
import { ageOn, type IsoDate } from '../dates';
import { asIsoDate, dateField, onValidDate } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

export const EARLIEST_BIRTH_DATE = '1900-01-01';
export const MINIMUM_AGE = 18;
/** Ages above this ask for a confirmation (spec §9: warning above 80). */
export const CONFIRM_AGE_ABOVE = 80;

/** The rules of a birth date that is present; the section decides when it is required. */
export function birthDateField(today: IsoDate): StringSchema {
  return dateField()
    .test({
      name: 'birth-date-range',
      message: M.birthDate,
      skipAbsent: true,
      test: onValidDate((d) => d >= EARLIEST_BIRTH_DATE && d <= today),
    })
    .test({
      name: 'minimum-age',
      message: M.customerUnder18,
      skipAbsent: true,
      test: onValidDate((d) => d > today || ageOn(d, today) >= MINIMUM_AGE),
    });
}

function validBirthDate(value: unknown, today: IsoDate): IsoDate | null {
  const date = asIsoDate(value);
  return date !== null && date >= EARLIEST_BIRTH_DATE && date <= today ? date : null;
}

/** True when a valid birth date makes the customer a minor: the form's alert (spec §5 Birth date). */
export function isMinor(birthDate: unknown, today: IsoDate): boolean {
  const date = validBirthDate(birthDate, today);
  return date !== null && ageOn(date, today) < MINIMUM_AGE;
}

/** True when the customer's age is above 80, which asks for a confirmation (spec §5 Birth date). */
export function needsAgeConfirmation(birthDate: unknown, today: IsoDate): boolean {
  const date = validBirthDate(birthDate, today);
  return date !== null && ageOn(date, today) > CONFIRM_AGE_ABOVE;
}
