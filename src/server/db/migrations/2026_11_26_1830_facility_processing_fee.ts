// The facility's processing fee setting (issue 13, spec §3 Facility fee): the fee a new agreement
// starts with (null: none set, staff type it as before) and whether staff may waive it. Existing
// facilities stay as they were: no fee set, and waivable.
import type { AnyDb } from './portable';

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('facilities').addColumn('processing_fee_cents', 'integer').execute();
  await db.schema
    .alterTable('facilities')
    .addColumn('processing_fee_waivable', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('facilities').dropColumn('processing_fee_waivable').execute();
  await db.schema.alterTable('facilities').dropColumn('processing_fee_cents').execute();
}
