// Payment rows as the payment history shows them (spec §2 payment-history, §3 Servicing fields): one row
// per event (a payment, a fee charged or a returned payment), its description, the payment a RETURN row
// reverses, and who recorded a payment taken at the practice.
import type { AnyDb } from './portable';

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('payments').addColumn('description', 'text').execute();
  await db.schema.alterTable('payments').addColumn('returned_payment_id', 'integer').execute();
  await db.schema.alterTable('payments').addColumn('created_by', 'integer').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of ['created_by', 'returned_payment_id', 'description']) {
    await db.schema.alterTable('payments').dropColumn(column).execute();
  }
}
