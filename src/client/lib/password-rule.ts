// Password rule (spec §9): at least 10 characters with at least one digit. Used by the new-password
// and change-password forms; the server checks the same rule on every save.
import { PASSWORD_MIN_LENGTH } from '../../shared/constants';

export const PASSWORD_RULE_MESSAGE = `Use at least ${PASSWORD_MIN_LENGTH} characters, including a digit.`;
export const PASSWORDS_MUST_MATCH = 'Must match the password entered above.';

export const meetsPasswordRule = (password: string) =>
  password.length >= PASSWORD_MIN_LENGTH && /\d/.test(password);
