// The adverse action letter (issue 15; spec §4 Rejecting): the practice's street address and phone for
// the letter's creditor block, each credit report the bureau answered (score, its range, key factors,
// the bureau's contact details: FCRA §615(a)), and the outbox's attachment (the letter's PDF, kept in
// document storage) with the 'letter' channel for mail where the customer has no email.
import { type AnyDb, fk, timestamp, withId } from './portable';

const FACILITY_ADDRESS = ['address1', 'address2', 'city', 'zip', 'phone'];

export async function up(db: AnyDb): Promise<void> {
  for (const column of FACILITY_ADDRESS) {
    await db.schema.alterTable('facilities').addColumn(column, 'text').execute();
  }
  const reports = withId(db, db.schema.createTable('credit_reports'))
    .addColumn('score', 'integer')
    .addColumn('score_low', 'integer', (c) => c.notNull())
    .addColumn('score_high', 'integer', (c) => c.notNull())
    .addColumn('score_factors', 'text', (c) => c.notNull())
    .addColumn('bureau_name', 'text', (c) => c.notNull())
    .addColumn('bureau_address', 'text', (c) => c.notNull())
    .addColumn('bureau_phone', 'text', (c) => c.notNull())
    .addColumn('bureau_website', 'text');
  await timestamp(fk(reports, 'contract_id', 'contracts.id'), 'pulled_on').execute();
  await db.schema
    .createIndex('credit_reports_contract')
    .on('credit_reports')
    .columns(['contract_id', 'pulled_on'])
    .execute();
  await db.schema.alterTable('outbox').addColumn('attachment_key', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('attachment_filename', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of ['attachment_filename', 'attachment_key']) {
    await db.schema.alterTable('outbox').dropColumn(column).execute();
  }
  await db.schema.dropTable('credit_reports').execute();
  for (const column of [...FACILITY_ADDRESS].reverse()) {
    await db.schema.alterTable('facilities').dropColumn(column).execute();
  }
}
