// The row reports (issue 12) read one facility's contracts by the day they were signed (New
// Agreements) and its live accounts by days past due (Past Due Accounts): one index serves each
// filter and its default order. Payments Made goes from the facility's contracts to their payments in
// a date range: with the type and amount in the index its count, sums and chart read the index alone
// (PostgreSQL otherwise scanned a year of every facility's payments: 125 ms → 34 ms on the bench).
// Every report starts from the facility's contract ids: (facility_id, id) gives them from the index
// alone, where the status index read ~2,000 wide contract rows (Accounts Receivable 70 → 20 ms, Status
// Change 96 → 5 ms on the PostgreSQL bench).
import type { AnyDb } from './portable';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('contracts_facility_signed')
    .on('contracts')
    .columns(['facility_id', 'signed_on'])
    .execute();
  await db.schema
    .createIndex('contracts_facility_days_late')
    .on('contracts')
    .columns(['facility_id', 'days_late'])
    .execute();
  await db.schema
    .createIndex('contracts_facility_id')
    .on('contracts')
    .columns(['facility_id', 'id'])
    .execute();
  await db.schema
    .createIndex('payments_contract_date_covering')
    .on('payments')
    .columns(['contract_id', 'date', 'type', 'amount_cents', 'id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('payments_contract_date_covering').execute();
  await db.schema.dropIndex('contracts_facility_id').execute();
  await db.schema.dropIndex('contracts_facility_days_late').execute();
  await db.schema.dropIndex('contracts_facility_signed').execute();
}
