// The encryption keys that wrote to this database, by public id (security/README.md "Which key reads
// this database"): the start refuses a configuration that cannot read a key still in use.
import { type AnyDb, timestamp } from './portable';

export async function up(db: AnyDb): Promise<void> {
  const table = db.schema.createTable('encryption_keys').addColumn('key_id', 'text', (c) => c.primaryKey());
  await timestamp(timestamp(table, 'first_used_on'), 'retired_on', false).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('encryption_keys').execute();
}
