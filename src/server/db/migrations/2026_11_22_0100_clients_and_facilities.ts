// Clients, facilities and what a facility offers: agreement types and term sheets (spec §3 Facility).
import { type AnyDb, fk, flag, percent, timestamp, withId, cents } from './portable';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('clients'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('client_number', 'text', (c) => c.notNull().unique())
    .execute();

  let facilities = fk(withId(db, db.schema.createTable('facilities')), 'client_id', 'clients.id')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('facility_number', 'text', (c) => c.notNull())
    .addColumn('industry_type', 'integer', (c) => c.notNull())
    .addColumn('st', 'text', (c) => c.notNull());
  facilities = flag(facilities, 'csr');
  for (const n of [1, 2, 3]) facilities = percent(facilities, `sales_tax_percent_${n}`);
  facilities = percent(facilities, 'finance_rate_percent');
  facilities = flag(flag(facilities, 'can_edit', 1), 'can_delete', 1);
  for (const list of ['remittance', 'analysis', 'summary']) {
    facilities = facilities.addColumn(`${list}_contract_types`, 'text', (c) => c.notNull().defaultTo('[]'));
  }
  await flag(facilities, 'is_demo').execute();
  await db.schema.createIndex('facilities_client_id').on('facilities').column('client_id').execute();

  let agreementTypes = fk(
    withId(db, db.schema.createTable('agreement_types')),
    'facility_id',
    'facilities.id',
  )
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull());
  for (const name of ['is_active', 'select_show', 'ach_only', 'two_pay_meth']) {
    agreementTypes = flag(agreementTypes, name);
  }
  agreementTypes = percent(agreementTypes, 'default_finance_rate');
  const flags = ['multi_renew', 'auto_renew', 'editable', 'recurring_billing', 'finance_charge', 'sales_tax'];
  const cycles = [
    'monthly',
    'biweekly',
    'quarterly',
    'weekly',
    'twice_per_month',
    'twice_per_year',
    'yearly',
  ];
  for (const name of [...flags, ...cycles.map((c) => `has_${c}_cycle`)]) {
    agreementTypes = flag(agreementTypes, name);
  }
  await agreementTypes
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('agreement_types_facility_code', ['facility_id', 'code'])
    .execute();

  const termSheets = fk(
    withId(db, db.schema.createTable('term_sheets')),
    'facility_id',
    'facilities.id',
  ).addColumn('contract_type', 'integer');
  await timestamp(flag(termSheets, 'is_select'), 'created_on').execute();
  await db.schema.createIndex('term_sheets_facility_id').on('term_sheets').column('facility_id').execute();

  let monthLimits = fk(withId(db, db.schema.createTable('month_limits')), 'term_sheet_id', 'term_sheets.id');
  monthLimits = cents(cents(monthLimits, 'price_from_cents'), 'price_to_cents').addColumn(
    'months',
    'integer',
    (c) => c.notNull(),
  );
  await flag(monthLimits, 'allow_override_months')
    .addColumn('max_override_months', 'integer')
    .addColumn('max_first_payment_days_in_future', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('month_limits_term_sheet_id')
    .on('month_limits')
    .column('term_sheet_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['month_limits', 'term_sheets', 'agreement_types', 'facilities', 'clients']) {
    await db.schema.dropTable(table).execute();
  }
}
