// The answers already given, by idempotency key and scope, so a retried request is answered, not redone.
// A row is first a claim (response '', completed_on null) made before the work starts; the answer is
// stored on it when the work is done, or the claim is deleted when the work fails.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { IdempotencyKeysTable } from '../../db/schema-contracts';

export type IdempotencyRecord = Pick<
  Selectable<IdempotencyKeysTable>,
  'id' | 'response' | 'request_hash' | 'created_on' | 'completed_on'
>;

export function findIdempotencyRecord(
  db: Db,
  key: string,
  scope: string,
): Promise<IdempotencyRecord | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .select(['id', 'response', 'request_hash', 'created_on', 'completed_on'])
    .where('key', '=', key)
    .where('scope', '=', scope)
    .executeTakeFirst();
}

/** Claims the key for a request about to do the work; undefined when another request holds it. */
export async function claimIdempotencyKey(
  db: Db,
  entry: { key: string; scope: string; request_hash: string; created_on: string },
): Promise<number | undefined> {
  const row = await db
    .insertInto('idempotency_keys')
    .values({ ...entry, response: '', completed_on: null })
    .onConflict((oc) => oc.columns(['key', 'scope']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Takes over a claim left unfinished (its request died): true when this caller now holds it. */
export async function takeOverIdempotencyClaim(db: Db, record: IdempotencyRecord, now: string) {
  const result = await db
    .updateTable('idempotency_keys')
    .set({ created_on: now })
    .where('id', '=', record.id)
    .where('completed_on', 'is', null)
    .where('created_on', '=', record.created_on)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function completeIdempotencyClaim(
  db: Db,
  id: number,
  response: unknown,
  now: string,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ response: JSON.stringify(response), completed_on: now })
    .where('id', '=', id)
    .execute();
}

/** The work failed or was not to be remembered: the key is free again. */
export async function releaseIdempotencyClaim(db: Db, id: number): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('id', '=', id).where('completed_on', 'is', null).execute();
}

/** Stores a finished answer at once (the work and the answer in one transaction). */
export async function insertIdempotentAnswer(
  db: Db,
  entry: { key: string; scope: string; request_hash: string; response: unknown; now: string },
): Promise<void> {
  await db
    .insertInto('idempotency_keys')
    .values({
      key: entry.key,
      scope: entry.scope,
      request_hash: entry.request_hash,
      response: JSON.stringify(entry.response),
      created_on: entry.now,
      completed_on: entry.now,
    })
    .execute();
}
