// The servicing engine (issue 11): the facility's servicing settings, the states' fee caps, the day's
// run, every debit entry sent (ACH or card) keyed by what it pays, the NACHA files sent and received,
// the account's history as of any date, the monthly remittance statements and the return-rate alerts.
import { type AnyDb, cents, fk, flag, timestamp, withId } from './portable';

export async function up(db: AnyDb): Promise<void> {
  const facilityColumns: [string, string, unknown][] = [
    ['grace_days', 'integer', 10],
    ['late_fee_cents', 'bigint', 1500],
    ['return_fee_cents', 'bigint', 2500],
    ['days_to_collect', 'integer', 90],
    ['late_notice_days', 'text', '[10,30]'],
    ['servicing_fee_per_payment_cents', 'bigint', 0],
  ];
  for (const [name, type, dflt] of facilityColumns) {
    await db.schema
      .alterTable('facilities')
      .addColumn(name, type as 'text', (c) => c.notNull().defaultTo(dflt))
      .execute();
  }
  await db.schema
    .alterTable('facilities')
    .addColumn('servicing_fee_percent', 'numeric(9, 4)', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const name of ['remittance_routing_number', 'remittance_account_number', 'remittance_account_type']) {
    await db.schema.alterTable('facilities').addColumn(name, 'text').execute();
  }
  // The states' caps (lookups of kind 'st'): a late fee at most this much and this % of the installment;
  // a return fee at most this much (0: the state allows none). Null: no cap.
  await db.schema.alterTable('lookups').addColumn('max_late_fee_cents', 'bigint').execute();
  await db.schema.alterTable('lookups').addColumn('max_late_fee_percent', 'numeric(9, 4)').execute();
  await db.schema.alterTable('lookups').addColumn('max_return_fee_cents', 'bigint').execute();

  // A bank method the engine stopped debiting (R02/R03/R04/R16/R20 flag it bad; R05/R07/R10/R29 stop
  // every debit), and the account number last validated before a WEB debit.
  for (const name of ['flagged_bad_on', 'flagged_bad_code', 'validated_on', 'validated_account_hash']) {
    await db.schema.alterTable('banks').addColumn(name, 'text').execute();
  }

  // A payment row the engine wrote is named by what it is (debit, return, fee): a retry finds it.
  await db.schema.alterTable('payments').addColumn('servicing_key', 'text').execute();
  await db.schema.alterTable('payments').addColumn('trace_number', 'text').execute();
  await db.schema
    .createIndex('payments_servicing_key')
    .on('payments')
    .column('servicing_key')
    .unique()
    .execute();

  const days = withId(db, db.schema.createTable('servicing_days'))
    .addColumn('business_day', 'text', (c) => c.notNull().unique())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_on', 'text')
    .addColumn('finished_on', 'text');
  let counted = days;
  for (const n of ['debits_sent', 'returns_applied', 'fees_assessed', 'accounts_moved']) {
    counted = counted.addColumn(n, 'integer', (c) => c.notNull().defaultTo(0));
  }
  await counted.execute();

  const files = withId(db, db.schema.createTable('ach_files'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('direction', 'text', (c) => c.notNull()) // sent | received
    .addColumn('kind', 'text', (c) => c.notNull()) // debits | remittance | returns | notices
    .addColumn('client_id', 'integer')
    .addColumn('business_day', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('entry_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('debit_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('credit_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('reference', 'text')
    .addColumn('submitted_on', 'text')
    .addColumn('processed_on', 'text');
  await timestamp(files, 'created_on').execute();
  await db.schema.createIndex('ach_files_day').on('ach_files').columns(['business_day', 'kind']).execute();

  // Every debit the engine made or tried: an installment's presentment (ACH) or attempt (card), a
  // return fee's own entry, a prenote. `entry_key` names it (e.g. `inst:<contract>:<n>:<presentment>`).
  let entries = fk(withId(db, db.schema.createTable('servicing_entries')), 'contract_id', 'contracts.id')
    .addColumn('entry_key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull()) // installment | return_fee | prenote
    .addColumn('installment_number', 'integer')
    .addColumn('presentment', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('method', 'text', (c) => c.notNull()) // ACH | CARD
    .addColumn('business_day', 'text', (c) => c.notNull())
    .addColumn('effective_date', 'text', (c) => c.notNull())
    .addColumn('client_id', 'integer', (c) => c.notNull())
    .addColumn('sec_code', 'text')
    .addColumn('description', 'text')
    .addColumn('trace_number', 'text', (c) => c.unique())
    .addColumn('file_id', 'integer')
    .addColumn('status', 'text', (c) => c.notNull()) // sent | returned | approved | declined
    .addColumn('return_code', 'text')
    .addColumn('returned_on', 'text')
    .addColumn('payment_id', 'integer')
    .addColumn('original_settlement_date', 'text')
    .addColumn('bank_id', 'integer')
    .addColumn('card_id', 'integer')
    .addColumn('noc_code', 'text')
    .addColumn('noc_applied_on', 'text');
  entries = cents(entries, 'amount_cents');
  await timestamp(entries, 'created_on').execute();
  await db.schema
    .createIndex('servicing_entries_contract')
    .on('servicing_entries')
    .columns(['contract_id', 'installment_number'])
    .execute();
  await db.schema
    .createIndex('servicing_entries_payment')
    .on('servicing_entries')
    .column('payment_id')
    .execute();
  await db.schema.createIndex('payments_date_type').on('payments').columns(['date', 'type']).execute();
  await db.schema
    .createIndex('servicing_entries_day')
    .on('servicing_entries')
    .columns(['business_day', 'method'])
    .execute();

  // The account as of any date: one row per stretch of days with the same figures.
  let history = fk(withId(db, db.schema.createTable('account_history')), 'contract_id', 'contracts.id')
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .addColumn('valid_to', 'text') // exclusive; null: still so
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('days_past_due', 'integer', (c) => c.notNull())
    .addColumn('aging_bucket', 'text', (c) => c.notNull());
  history = cents(cents(history, 'balance_cents'), 'past_due_cents');
  await history.execute();
  await db.schema
    .createIndex('account_history_contract')
    .on('account_history')
    .columns(['contract_id', 'valid_from'])
    .unique()
    .execute();
  await db.schema
    .createIndex('account_history_open')
    .on('account_history')
    .columns(['contract_id', 'valid_to'])
    .execute();
  await db.schema
    .createIndex('account_history_range')
    .on('account_history')
    .columns(['valid_from', 'valid_to'])
    .execute();

  let statements = fk(
    withId(db, db.schema.createTable('remittance_statements')),
    'facility_id',
    'facilities.id',
  ).addColumn('month', 'text', (c) => c.notNull());
  for (const n of ['gross_cents', 'servicing_fee_cents', 'returns_cents', 'net_cents']) {
    statements = cents(statements, n);
  }
  statements = statements
    .addColumn('payment_count', 'integer', (c) => c.notNull())
    .addColumn('pdf_path', 'text')
    .addColumn('file_id', 'integer')
    .addColumn('trace_number', 'text')
    .addColumn('paid_on', 'text')
    .addUniqueConstraint('remittance_statements_facility_month', ['facility_id', 'month']);
  await timestamp(statements, 'created_on').execute();

  let lines = fk(
    withId(db, db.schema.createTable('remittance_lines')),
    'statement_id',
    'remittance_statements.id',
  )
    .addColumn('kind', 'text', (c) => c.notNull()) // payment | servicing_fee | return
    .addColumn('payment_id', 'integer')
    .addColumn('contract_id', 'integer')
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull());
  lines = cents(lines, 'amount_cents');
  await lines.execute();
  await db.schema
    .createIndex('remittance_lines_statement')
    .on('remittance_lines')
    .column('statement_id')
    .execute();
  await db.schema
    .createIndex('remittance_lines_payment')
    .on('remittance_lines')
    .columns(['payment_id', 'kind'])
    .execute();

  const alerts = withId(db, db.schema.createTable('servicing_alerts'))
    .addColumn('business_day', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull()) // all | client:<id>
    .addColumn('category', 'text', (c) => c.notNull()) // unauthorized | administrative | overall
    .addColumn('rate_percent', 'numeric(9, 4)', (c) => c.notNull())
    .addColumn('threshold_percent', 'numeric(9, 4)', (c) => c.notNull())
    .addColumn('returns', 'integer', (c) => c.notNull())
    .addColumn('entries', 'integer', (c) => c.notNull())
    .addUniqueConstraint('servicing_alerts_day_scope_category', ['business_day', 'scope', 'category']);
  await timestamp(flag(alerts, 'acknowledged'), 'created_on').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'servicing_alerts', 'remittance_lines', 'remittance_statements', 'account_history',
    'servicing_entries', 'ach_files', 'servicing_days',
  ]) {
    await db.schema.dropTable(table).execute();
  } // prettier-ignore
}
