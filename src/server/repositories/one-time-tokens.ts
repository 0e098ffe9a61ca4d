import type { Db } from '../db/database';
import type { OneTimeTokenPurpose } from '../db/schema';

export async function insertOneTimeToken(
  db: Db,
  token: {
    userId: number;
    purpose: OneTimeTokenPurpose;
    tokenHash: string;
    expiresOn: string;
    createdOn: string;
  },
): Promise<void> {
  await db
    .insertInto('one_time_tokens')
    .values({
      user_id: token.userId,
      purpose: token.purpose,
      token_hash: token.tokenHash,
      expires_on: token.expiresOn,
      used_on: null,
      created_on: token.createdOn,
    })
    .execute();
}

/**
 * Marks the token used and returns its user, in one statement, so two clicks on the same link cannot
 * both succeed. Undefined when the token is unknown, used or expired.
 */
export async function consumeOneTimeToken(
  db: Db,
  tokenHash: string,
  purpose: OneTimeTokenPurpose,
  now: string,
): Promise<number | undefined> {
  const row = await db
    .updateTable('one_time_tokens')
    .set({ used_on: now })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_on', 'is', null)
    .where('expires_on', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

export function findUsableToken(db: Db, tokenHash: string, purpose: OneTimeTokenPurpose, now: string) {
  return db
    .selectFrom('one_time_tokens')
    .select(['id', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_on', 'is', null)
    .where('expires_on', '>', now)
    .executeTakeFirst();
}

/** A token as stored, whatever its state: to say why a link no longer works. */
export function findTokenByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('one_time_tokens')
    .innerJoin('users', 'users.id', 'one_time_tokens.user_id')
    .select([
      'one_time_tokens.purpose',
      'one_time_tokens.used_on',
      'one_time_tokens.expires_on',
      'users.password_hash',
    ])
    .where('one_time_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Earlier links stop working when a new one is sent. */
export async function revokeOneTimeTokens(db: Db, userId: number, purpose: OneTimeTokenPurpose, now: string) {
  await db
    .updateTable('one_time_tokens')
    .set({ used_on: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_on', 'is', null)
    .execute();
}
