// Password change (spec §5 Form-level wording, §5 Other, §9): the current password when the user is
// logged in, a new one of at least 10 characters with a digit, and the same one again. Passwords are
// not trimmed: every character counts.
import { object, string } from 'yup';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { DESCRIPTORS as D } from './descriptors';
import { VALIDATION_MESSAGES as M, messageFor } from './messages';

export interface PasswordChangeContext {
  /** False for a reset through an emailed link, where the current password is not known. */
  requireCurrentPassword: boolean;
}

export const meetsPasswordRule = (password: string): boolean =>
  password.length >= PASSWORD_MIN_LENGTH && /\d/.test(password);

export function passwordChangeSchema(ctx: PasswordChangeContext) {
  const current = string();
  return object({
    current_password: ctx.requireCurrentPassword ? current.required(M.currentPassword) : current,
    password: string()
      .required(messageFor.required(D.password))
      .test({
        name: 'password-rule',
        message: M.passwordRule,
        skipAbsent: true,
        test: (v) => meetsPasswordRule(v),
      }),
    password2: string().test({
      name: 'password-confirmation',
      message: M.passwordConfirmation,
      test: (v, test) => (v ?? '') === (test.parent.password ?? ''),
    }),
  });
}
