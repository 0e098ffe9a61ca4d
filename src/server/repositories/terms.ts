import type { Db } from '../db/database';
import type { TermsResponse } from '../../shared/session';

/** The terms version in force: the newest one already effective. */
export async function currentTerms(
  db: Db,
  now: string,
): Promise<(TermsResponse & { id: number }) | undefined> {
  return db
    .selectFrom('terms_versions')
    .select(['id', 'version', 'title', 'body'])
    .where('effective_on', '<=', now)
    .orderBy('effective_on', 'desc')
    .orderBy('version', 'desc')
    .executeTakeFirst();
}

export async function hasAcceptedTerms(db: Db, userId: number, termsVersionId: number): Promise<boolean> {
  const row = await db
    .selectFrom('terms_acceptances')
    .select('id')
    .where('user_id', '=', userId)
    .where('terms_version_id', '=', termsVersionId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records acceptance once; accepting again is harmless. */
export async function recordTermsAcceptance(db: Db, userId: number, termsVersionId: number, now: string) {
  if (await hasAcceptedTerms(db, userId, termsVersionId)) return;
  await db
    .insertInto('terms_acceptances')
    .values({ user_id: userId, terms_version_id: termsVersionId, accepted_on: now })
    .execute();
}
