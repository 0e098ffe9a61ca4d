// Setting a password: by a mailed reset link or from the profile screen. Either way the rule of
// src/shared/password.ts applies and the user's other sessions end.
import type { Db } from '../db/database';
import { MESSAGES } from '../../shared/messages';
import { passwordProblem } from '../../shared/password';
import { HttpError } from './http-error';
import { deleteSessionsOfUser } from '../repositories/sessions';
import { findUserById, updatePasswordHash } from '../repositories/users';
import { invitationRefusal, peekOneTimeLink, spendOneTimeLink } from './one-time-links';
import { hashPassword, verifyPassword } from './password-hashing';

export const CURRENT_PASSWORD_MISSING = 'Enter current password.';
export const CURRENT_PASSWORD_WRONG = 'The current password is incorrect.';

function fieldError(field: string, message: string): HttpError {
  return new HttpError(400, MESSAGES.validationErrors, { errors: { [field]: message } });
}

function checkNewPassword(password: string, password2: string): void {
  const problem = passwordProblem(password, password2);
  if (problem) throw fieldError(problem.field, problem.message);
}

async function setPassword(db: Db, userId: number, password: string, keepSessionHash?: string) {
  await updatePasswordHash(db, userId, await hashPassword(password));
  await deleteSessionsOfUser(db, userId, keepSessionHash);
}

export async function resetPasswordWithLink(
  db: Db,
  input: { token: string; password: string; password2: string },
  keepSessionHash?: string,
): Promise<void> {
  const linkExpired = new HttpError(400, MESSAGES.linkExpired, { errors: { token: MESSAGES.linkExpired } });
  // A reset link, or an administrator's invitation (the same form sets the first password).
  const purpose = (await peekOneTimeLink(db, input.token, 'password_reset'))
    ? 'password_reset'
    : (await peekOneTimeLink(db, input.token, 'invitation'))
      ? 'invitation'
      : null;
  if (!purpose) throw (await invitationRefusal(db, input.token)) ?? linkExpired;
  checkNewPassword(input.password, input.password2);
  const userId = await spendOneTimeLink(db, input.token, purpose);
  if (!userId) throw (await invitationRefusal(db, input.token)) ?? linkExpired;
  await setPassword(db, userId, input.password, keepSessionHash);
}

export async function changePassword(
  db: Db,
  userId: number,
  input: { current_password?: string; password: string; password2: string },
  keepSessionHash: string,
): Promise<void> {
  if (!input.current_password) throw fieldError('current_password', CURRENT_PASSWORD_MISSING);
  const user = await findUserById(db, userId);
  if (!user || !(await verifyPassword(user.password_hash, input.current_password))) {
    throw fieldError('current_password', CURRENT_PASSWORD_WRONG);
  }
  checkNewPassword(input.password, input.password2);
  await setPassword(db, userId, input.password, keepSessionHash);
}
