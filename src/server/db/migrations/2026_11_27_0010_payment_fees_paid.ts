// What a payment received paid toward fees (issue 12, Payments Made "applied to payment / fees"): the
// cents of it the servicing rule (shared/servicing.ts feesPaidBy: installments due first, then late
// fees, then return fees) applied to fees on the day it came in; the rest paid installments. Written
// with the payment by apply_payment and by the servicing engine's run for the rows it posts; null until
// then (rows recorded before this column: the engine's next run fills those of live accounts).
import type { AnyDb } from './portable';

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('payments').addColumn('fees_paid_cents', 'bigint').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('fees_paid_cents').execute();
}
