// Login (spec §7 Auth) with a rate limit kept in the database, so it holds across server processes.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import { MESSAGES } from '../../shared/messages';
import { auditFailedSignIn, auditSignIn, type SignInFailure } from './audit';
import { HttpError } from './http-error';
import {
  clearFailuresOfEmail,
  markAttemptSucceeded,
  recordAttemptWithinLimits,
} from '../repositories/login-attempts';
import { findUserByEmail, normalizeEmail } from '../repositories/users';
import { spendVerificationTime, verifyPassword } from './password-hashing';

export const LOGIN_LIMITS = { windowMinutes: 15, failuresPerEmail: 5, failuresPerIp: 20 } as const;

function failureOf(user: UserRow | undefined): SignInFailure {
  if (!user) return 'unknown email';
  return user.password_hash ? 'wrong password' : 'no password yet';
}

/**
 * The user whose email and password match; 401 (same answer, similar time, known email or not) or 429;
 * 403 'deactivated' only to whoever gives a deactivated account's right password (issue 13).
 * The attempt is recorded as a failure before the password is checked (atomically with the count,
 * recordAttemptWithinLimits), so requests sent at once get no more than the limit of checks. A 401 is
 * audited as 'sign-in.failed' on every path (one row each, so the time stays alike); a 429 checks
 * nothing and writes no row, so a flood past the lockout cannot fill the audit trail.
 */
export async function checkCredentials(
  db: Db,
  request: FastifyRequest,
  email: string,
  password: string,
): Promise<UserRow> {
  const now = new Date();
  const key = { email: normalizeEmail(email), ip: request.ip };
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMinutes * 60_000).toISOString();
  const attemptId = await recordAttemptWithinLimits(
    db,
    key,
    since,
    { perEmail: LOGIN_LIMITS.failuresPerEmail, perIp: LOGIN_LIMITS.failuresPerIp },
    now.toISOString(),
  );
  if (attemptId === null) throw new HttpError(429, MESSAGES.tooManyAttempts);

  const user = await findUserByEmail(db, key.email);
  let ok = false;
  // A deactivated account's password is checked too (same time): only its holder learns it is off.
  if (user) ok = await verifyPassword(user.password_hash, password);
  else await spendVerificationTime(password);

  if (ok && user && !user.is_active) {
    await auditFailedSignIn(db, request, { email: key.email, userId: user.id, reason: 'deactivated' });
    throw new HttpError(403, MESSAGES.accountDeactivated);
  }
  if (!ok || !user) {
    await auditFailedSignIn(db, request, {
      email: key.email,
      userId: user?.id ?? null,
      reason: failureOf(user),
    });
    throw new HttpError(401, MESSAGES.loginFailed);
  }
  await markAttemptSucceeded(db, attemptId);
  await clearFailuresOfEmail(db, key.email, attemptId);
  return user;
}

/** A sign-in (issue 13): the user's last login, and one audit row with the IP address and browser. */
export async function recordSignIn(db: Db, request: FastifyRequest, user: UserRow): Promise<void> {
  await db
    .updateTable('users')
    .set({ last_login_on: new Date().toISOString() })
    .where('id', '=', user.id)
    .execute();
  await auditSignIn(db, request, user);
}
