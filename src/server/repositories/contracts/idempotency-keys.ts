// The answers already given, by idempotency key and scope, so a retried request is answered, not redone.
import type { Db } from '../../db/database';

export async function findIdempotentResponse(db: Db, key: string, scope: string): Promise<unknown> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select('response')
    .where('key', '=', key)
    .where('scope', '=', scope)
    .executeTakeFirst();
  return row ? (JSON.parse(row.response) as unknown) : undefined;
}

export async function saveIdempotentResponse(
  db: Db,
  entry: { key: string; scope: string; response: unknown; created_on: string },
): Promise<void> {
  await db
    .insertInto('idempotency_keys')
    .values({ ...entry, response: JSON.stringify(entry.response) })
    .onConflict((oc) => oc.columns(['key', 'scope']).doNothing())
    .execute();
}
