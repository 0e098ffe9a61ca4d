// Password change (spec §5 Form-level wording, §5 Other, §9): the current password when the user is
// logged in, a new one that passes the product's password rule (src/shared/password.ts, which the
// server's password service applies too), and the same one again. Passwords are not trimmed.
import { object, string } from 'yup';
import { passwordProblem } from '../password';
import { DESCRIPTORS as D } from './descriptors';
import { VALIDATION_MESSAGES as M, messageFor } from './messages';

export interface PasswordChangeContext {
  /** False for a reset through an emailed link, where the current password is not known. */
  requireCurrentPassword: boolean;
}

export function passwordChangeSchema(ctx: PasswordChangeContext) {
  const current = string();
  return object({
    current_password: ctx.requireCurrentPassword ? current.required(M.currentPassword) : current,
    password: string()
      .required(messageFor.required(D.password))
      .test({
        name: 'password-rule',
        skipAbsent: true,
        test: (v, test) => {
          const problem = passwordProblem(v);
          return problem === null || test.createError({ message: problem.message });
        },
      }),
    password2: string().test({
      name: 'password-confirmation',
      message: M.passwordConfirmation,
      test: (v, test) => (v ?? '') === (test.parent.password ?? ''),
    }),
  });
}
