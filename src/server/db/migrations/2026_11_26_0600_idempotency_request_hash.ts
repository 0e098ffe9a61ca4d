// Idempotency keys bound to the request they answer (src/server/README.md "Contracts"): the hash of the
// request body is kept with the key, so the same key sent with another body is refused (422), and a
// key is claimed before the work starts (`completed_on` null while it runs), so requests racing with one
// key wait for the first answer instead of doing the work again.
import { sql } from 'kysely';
import type { AnyDb } from './portable';

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('request_hash', 'text').execute();
  await db.schema.alterTable('idempotency_keys').addColumn('completed_on', 'text').execute();
  // Keys stored before this migration hold finished answers.
  await sql`update idempotency_keys set completed_on = created_on`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of ['completed_on', 'request_hash']) {
    await db.schema.alterTable('idempotency_keys').dropColumn(column).execute();
  }
}
