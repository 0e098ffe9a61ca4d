// Payments Made (issue 12) goes from a facility's contracts to their payments in a date range, and its
// count, sums and chart read the index alone (migration 2026_11_26_1810_report_indexes). Its "applied
// to payment / fees" split (migration 2026_11_27_0010_payment_fees_paid) reads fees_paid_cents too:
// without it in the index PostgreSQL scanned every facility's year of payments again (PostgreSQL
// bench, Bench Practice 01, last year: 40 → 280 ms). The index with it takes the place of the one
// without. `if exists` / `if not exists`: the bench script adds it to older bench databases.
import type { AnyDb } from './portable';

export async function up(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('payments_contract_date_covering').ifExists().execute();
  await db.schema
    .createIndex('payments_contract_date_fees')
    .ifNotExists()
    .on('payments')
    .columns(['contract_id', 'date', 'type', 'amount_cents', 'id', 'fees_paid_cents'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('payments_contract_date_fees').execute();
  await db.schema
    .createIndex('payments_contract_date_covering')
    .on('payments')
    .columns(['contract_id', 'date', 'type', 'amount_cents', 'id'])
    .execute();
}
