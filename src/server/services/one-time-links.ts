// Single-use links mailed to a user (multifactor and password reset): only the token's SHA-256 is
// stored; a new link revokes the earlier ones.
import type { Db } from '../db/database';
import type { OneTimeTokenPurpose } from '../db/schema';
import * as tokens from '../repositories/one-time-tokens';
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
