// The contract list (spec §2 /contracts) reads a facility's contracts that are or are not deleted,
// newest first: one index serves the filter and the order.
import type { AnyDb } from './portable';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('contracts_facility_deleted_created')
    .on('contracts')
    .columns(['facility_id', 'is_deleted', 'created_on'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('contracts_facility_deleted_created').execute();
}
