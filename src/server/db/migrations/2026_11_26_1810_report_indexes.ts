// The row reports (issue 12) read one facility's contracts by the day they were signed (New
// Agreements) and its live accounts by days past due (Past Due Accounts): one index serves each
// filter and its default order. Payments Made, Status Change and Accounts Receivable go from the
// facility's contracts to payments (contract_id, date), contract_status_history (contract_id, at) and
// account_history (contract_id, valid_from), indexed already.
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
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('contracts_facility_days_late').execute();
  await db.schema.dropIndex('contracts_facility_signed').execute();
}
