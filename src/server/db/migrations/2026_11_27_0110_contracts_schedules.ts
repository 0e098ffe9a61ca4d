// Analysis (issue 12) reads the agreed schedules of the signed plans of the facilities' analysis
// contract types, grouped by first due date, cycle and number of payments (services/practice-numbers/
// analysis.ts scheduledByMonth): ~74,000 plans over every bench facility. With every column it reads
// in the index, in the order of its filters (facility, deleted flag, status, type), that read is this
// index alone instead of ~74,000 wide contract rows (SQLite bench: 0.10 s CPU and 0.13 s reading
// pages → 0.045 s). `if not exists`: the bench script adds it to older bench databases.
import type { AnyDb } from './portable';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('contracts_schedules')
    .ifNotExists()
    .on('contracts')
    .columns([
      'facility_id',
      'is_deleted',
      'status',
      'contract_type',
      'first_payment_due_date',
      'billing_cycle',
      'number_of_payments',
      'payment_amount_cents',
      'total_of_payments_cents',
      'signed_on',
    ])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('contracts_schedules').execute();
}
