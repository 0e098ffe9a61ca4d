// Single-use links mailed to a user (multifactor and password reset): only the token's SHA-256 is
// stored; a new link revokes the earlier ones.
import type { Db } from '../db/database';
import type { OneTimeTokenPurpose } from '../db/schema';
import { MESSAGES } from '../../shared/messages';
import * as tokens from '../repositories/one-time-tokens';
import { HttpError } from './http-error';
import { digest, randomToken } from './tokens';

export const LINK_LIFETIME_MINUTES: Record<OneTimeTokenPurpose, number> = {
  multifactor: 15,
  password_reset: 60,
  /** An administrator's invitation (issue 13): seven days. */
  invitation: 7 * 24 * 60,
};

const LINK_PATH: Record<OneTimeTokenPurpose, string> = {
  multifactor: '/login/verify',
  password_reset: '/login/new-password',
  // The invited person chooses a password on the same form as a reset, then logs in and meets the terms.
  invitation: '/login/new-password',
};

export async function createOneTimeLink(
  db: Db,
  publicUrl: string,
  userId: number,
  purpose: OneTimeTokenPurpose,
): Promise<string> {
  const now = new Date();
  const token = randomToken();
  await tokens.revokeOneTimeTokens(db, userId, purpose, now.toISOString());
  await tokens.insertOneTimeToken(db, {
    userId,
    purpose,
    tokenHash: digest(token),
    createdOn: now.toISOString(),
    expiresOn: new Date(now.getTime() + LINK_LIFETIME_MINUTES[purpose] * 60_000).toISOString(),
  });
  return `${publicUrl}${LINK_PATH[purpose]}?token=${encodeURIComponent(token)}`;
}

/** The user a link belongs to, if it is still usable; the link is not spent. */
export async function peekOneTimeLink(db: Db, token: string, purpose: OneTimeTokenPurpose) {
  const row = await tokens.findUsableToken(db, digest(token), purpose, new Date().toISOString());
  return row?.user_id;
}

/** Spends the link and returns its user; undefined when unknown, used or expired. */
export function spendOneTimeLink(db: Db, token: string, purpose: OneTimeTokenPurpose) {
  return tokens.consumeOneTimeToken(db, digest(token), purpose, new Date().toISOString());
}

/**
 * Why an invitation link is refused (issue 13): used, or withdrawn by revoke, resend or deactivation,
 * is 409; past its 7 days is 403. Null when the token is not an invitation (or still usable).
 */
export async function invitationRefusal(db: Db, token: string): Promise<HttpError | null> {
  const row = await tokens.findTokenByHash(db, digest(token));
  if (!row || row.purpose !== 'invitation') return null;
  const refuse = (status: number, message: string) =>
    new HttpError(status, message, { errors: { token: message } });
  if (row.used_on !== null) {
    // Accepting sets the password; a link spent without one was revoked or replaced.
    return row.password_hash
      ? refuse(409, MESSAGES.invitationUsed)
      : refuse(409, MESSAGES.invitationWithdrawn);
  }
  if (row.expires_on <= new Date().toISOString()) return refuse(403, MESSAGES.invitationExpired);
  return null;
}
