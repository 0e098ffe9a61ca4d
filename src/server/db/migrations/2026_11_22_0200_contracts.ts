// Contracts and what hangs off them: banks, cards, status history, notes, idempotency keys, card
// charges, changes of information, payments, documents and customer links (spec §3, §4, §7).
// The column lists are copied here, not imported: a migration keeps its meaning when the app changes.
import { type AnyDb, cents, fk, flag, percent, timestamp, withId } from './portable';

// prettier-ignore
const TEXT = [
  'ebcs_account_number', 'csr_status', 'csr_error', 'csr_signing_method', 'signing_method', 'adverseletter_url',
  'customer_business_name', 'customer_first_name', 'customer_middle_initial', 'customer_last_name',
  'customer_generation', 'customer_employer', 'customer_gender', 'customer_address1', 'customer_address2',
  'customer_city', 'customer_st', 'customer_zip', 'customer_phone1', 'customer_phone2', 'customer_phone3',
  'customer_driver_license', 'customer_email', 'customer_emergency_contact_name', 'customer_emergency_phone',
  'customer_type_of_pet', 'customer_name_of_pet', 'customer_ssn_encrypted', 'customer_ssn_fingerprint',
  'guarantor_first_name', 'guarantor_middle_initial', 'guarantor_last_name', 'guarantor_relation',
  'guarantor_ssn_encrypted', 'guarantor_ssn_fingerprint', 'credit_grade', 'credit_recommendation',
  'client_internal_acct_number', 'client_internal_id', 'source_code', 'procedure_code', 'procedure_description',
  'salesperson', 'agreement_code', 'agreement_description', 'sales_tax_rate', 'billing_cycle', 'payment_method',
  'special_charge_description', 'type_of_last_payment', 'reason_for_return', 'previous_status',
  'reason_for_cancel',
  // dates (YYYY-MM-DD)
  'customer_date_of_birth', 'procedure_date', 'agreement_date', 'agreement_expiration_date',
  'first_payment_due_date', 'next_payment_due_date', 'renewal_date_year_2', 'renewal_date_year_3',
  'renewal_date_year_4', 'renewal_date_year_5', 'date_sent_to_other_agcy', 'special_charge_next_payment_date',
  'date_of_next_maint_fee', 'promise_to_pay_date', 'date_of_last_payment', 'date_of_last_return',
  'due_date_of_return', 'date_credit_affected', 'date_of_last_contact', 'date_of_last_late_notice',
  'email_notice_sent_last',
  // timestamps (ISO-8601 UTC)
  'submitted_on', 'charged_on', 'agreement_application_completed_on', 'requested_csr_authorization_on',
  'received_csr_authorization_on', 'csr_accepted_on', 'requested_signature_on', 'signed_on', 'processed_on',
  'rejected_on', 'deleted_on', 'last_update_from_ebcs', 'credit_timestamp', 'ecomm_agreement_signed_on',
];

// prettier-ignore
const INTEGER = [
  'rewrite_of', 'contract_type', 'agreement_term_months', 'number_of_payments', 'automatic_renewal_for_year',
  'renewal_term_year_2', 'renewal_term_year_3', 'renewal_term_year_4', 'renewal_term_year_5',
  'remaining_num_of_payments', 'days_late', 'days_delinquent_when_pmt_rcvd', 'num_late_notices_sent',
  'calls_outgoing_num', 'calls_incoming_num', 'current_rewrite_id', 'created_by', 'rejected_by_user_id',
  'deleted_by_user_id',
  // flags that may be unknown
  'is_new_customer', 'bad_address', 'bad_email', 'bad_home_number', 'bad_moble_number', 'bad_work_number',
  'recurring_billing', 'automatic_periodic_renewal', 'welcome_email_sent', 'pif_email_sent',
];

/** Flags the lifecycle reads: never unknown. */
const FLAGS_OFF = ['csr_skipped', 'is_select', 'is_deleted', 'rewrite_allowed', 'waive_processing_fee'];
const FLAGS_ON = ['edit_allowed', 'delete_allowed'];

// prettier-ignore
const NUMERIC = [
  'customer_latitude', 'customer_longitude', 'credit_min_downpayment_percent',
  'credit_delinquency_rate_percent', 'finance_rate_percent', 'apr',
];

// prettier-ignore
const MONEY = [
  'cash_price', 'initiation_fee', 'prorated_dues', 'down_payment', 'financed_amount', 'finance_charge',
  'total_cost_of_credit', 'sales_tax_amount', 'total_balance_due', 'total_of_sale',
  'total_of_sale_including_fees', 'payment_amount', 'payment_amount_total', 'total_of_payments',
  'total_of_payments_including_fees', 'convenience_fee', 'processing_fee', 'service_fee',
  'renewal_amount_year_2', 'renewal_amount_year_3', 'renewal_amount_year_4', 'renewal_amount_year_5',
  'remaining_agreement_balance', 'monthly_eft_dues', 'payoff_amount', 'save_amount', 'special_charge_amount',
  'maint_fee_amount', 'total_del_pmts_owed', 'total_del_and_cur_pmts_owed',
  'total_del_and_cur_pmts_plus_fees_owed', 'total_payoff_with_fees', 'total_pmts_due', 'late_fee_due',
  'return_fee_due', 'service_fee_due', 'convenience_fees_due', 'amount_applied_to_convenience_fee',
  'amount_applied_to_credit', 'amount_applied_to_late_fees', 'amount_applied_to_payment',
  'amount_applied_to_processing_fee', 'amount_applied_to_return_fees', 'amount_applied_to_service_fees',
  'amount_of_return', 'savings_balance',
];

async function createContracts(db: AnyDb): Promise<void> {
  let table = fk(withId(db, db.schema.createTable('contracts')), 'facility_id', 'facilities.id').addColumn(
    'status',
    'text',
    (c) => c.notNull().defaultTo('INCOMPLETE'),
  );
  for (const name of TEXT) table = table.addColumn(name, 'text');
  for (const name of INTEGER) table = table.addColumn(name, 'integer');
  for (const name of FLAGS_OFF) table = flag(table, name, 0);
  for (const name of FLAGS_ON) table = flag(table, name, 1);
  for (const name of NUMERIC) table = percent(table, name);
  for (const name of MONEY) table = table.addColumn(`${name}_cents`, 'bigint');
  await timestamp(timestamp(table, 'created_on'), 'modified_on').execute();

  const indexes: [string, string[]][] = [
    ['contracts_facility_status', ['facility_id', 'status']],
    ['contracts_facility_created', ['facility_id', 'created_on']],
    ['contracts_last_name', ['customer_last_name']],
    ['contracts_ebcs_account_number', ['ebcs_account_number']],
    ['contracts_is_deleted', ['is_deleted']],
    ['contracts_rewrite_of', ['rewrite_of']],
  ];
  for (const [name, columns] of indexes) {
    await db.schema.createIndex(name).on('contracts').columns(columns).execute();
  }
}

async function createPaymentMethods(db: AnyDb): Promise<void> {
  const banks = fk(withId(db, db.schema.createTable('banks')), 'contract_id', 'contracts.id')
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('aba_number', 'text', (c) => c.notNull())
    .addColumn('account_number_encrypted', 'text', (c) => c.notNull())
    .addColumn('account_number_last4', 'text', (c) => c.notNull())
    .addColumn('first_name_on_account', 'text', (c) => c.notNull())
    .addColumn('middle_initial_on_account', 'text')
    .addColumn('last_name_on_account', 'text', (c) => c.notNull())
    .addColumn('business_name_on_account', 'text');
  await flag(flag(flag(banks, 'is_savings_account'), 'is_business_account'), 'preferred').execute();
  await db.schema.createIndex('banks_contract_id').on('banks').column('contract_id').execute();

  // No security-code column, ever: the code is used for the charge only.
  const cards = fk(withId(db, db.schema.createTable('cards')), 'contract_id', 'contracts.id')
    .addColumn('card_number_encrypted', 'text', (c) => c.notNull())
    .addColumn('card_number_last4', 'text', (c) => c.notNull())
    .addColumn('card_number_fingerprint', 'text', (c) => c.notNull())
    .addColumn('expiration', 'text', (c) => c.notNull())
    .addColumn('name_on_card', 'text', (c) => c.notNull())
    .addColumn('holder_first_name', 'text')
    .addColumn('holder_middle_initial', 'text')
    .addColumn('holder_last_name', 'text')
    .addColumn('business_name', 'text')
    .addColumn('street_number', 'text')
    .addColumn('zip_code', 'text', (c) => c.notNull());
  await timestamp(flag(cards, 'preferred'), 'charge_declined_on', false).execute();
  await db.schema.createIndex('cards_contract_id').on('cards').column('contract_id').execute();
}

async function createTrail(db: AnyDb): Promise<void> {
  const history = fk(
    withId(db, db.schema.createTable('contract_status_history')),
    'contract_id',
    'contracts.id',
  )
    .addColumn('user_id', 'integer')
    .addColumn('impersonator_id', 'integer')
    .addColumn('from_status', 'text', (c) => c.notNull())
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('from_csr_status', 'text')
    .addColumn('to_csr_status', 'text')
    .addColumn('action', 'text', (c) => c.notNull());
  await timestamp(history, 'at').execute();
  await db.schema
    .createIndex('contract_status_history_contract')
    .on('contract_status_history')
    .columns(['contract_id', 'at'])
    .execute();
  await db.schema
    .createIndex('contract_status_history_at')
    .on('contract_status_history')
    .column('at')
    .execute();

  const notes = fk(withId(db, db.schema.createTable('contract_notes')), 'contract_id', 'contracts.id')
    .addColumn('user_id', 'integer')
    .addColumn('text', 'text', (c) => c.notNull());
  await timestamp(notes, 'at').execute();
  await db.schema
    .createIndex('contract_notes_contract')
    .on('contract_notes')
    .columns(['contract_id', 'at'])
    .execute();
}

async function createRequestRecords(db: AnyDb): Promise<void> {
  const keys = withId(db, db.schema.createTable('idempotency_keys'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull());
  await timestamp(keys, 'created_on')
    .addUniqueConstraint('idempotency_keys_key_scope', ['key', 'scope'])
    .execute();

  const charges = withId(db, db.schema.createTable('card_charges'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull());
  await timestamp(charges, 'charged_at').execute();
}

async function createServicing(db: AnyDb): Promise<void> {
  let change = fk(withId(db, db.schema.createTable('change_of_information')), 'contract_id', 'contracts.id');
  // prettier-ignore
  for (const name of [
    'ebcs_account_number', 'client_internal_acct_number', 'source_code', 'client_internal_id',
    'customer_first_name', 'customer_middle_initial', 'customer_last_name', 'customer_address1',
    'customer_address2', 'customer_city', 'customer_st', 'customer_zip', 'customer_phone1', 'customer_phone2',
    'customer_phone3', 'customer_date_of_birth', 'customer_email', 'reason_for_cancel', 'date_of_cancel',
    'next_payment_due_date', 'ne_ebcs_transmission_status',
  ]) change = change.addColumn(name, 'text');
  for (const name of ['is_personal_info_change', 'is_cancellation', 'is_billing_date_change']) {
    change = flag(change, name);
  }
  await timestamp(change, 'created_on').execute();
  await db.schema
    .createIndex('change_of_information_contract')
    .on('change_of_information')
    .columns(['contract_id', 'created_on'])
    .execute();

  const payments = cents(
    fk(withId(db, db.schema.createTable('payments')), 'contract_id', 'contracts.id').addColumn(
      'date',
      'text',
      (c) => c.notNull(),
    ),
    'amount_cents',
  )
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('returned_on', 'text')
    .addColumn('return_reason', 'text')
    .addColumn('return_amount_cents', 'bigint');
  await timestamp(payments, 'created_on').execute();
  await db.schema
    .createIndex('payments_contract_date')
    .on('payments')
    .columns(['contract_id', 'date'])
    .execute();
}

async function createDocumentsAndLinks(db: AnyDb): Promise<void> {
  const documents = fk(withId(db, db.schema.createTable('contract_documents')), 'contract_id', 'contracts.id')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('filename', 'text')
    .addColumn('sha256', 'text', (c) => c.notNull());
  await timestamp(documents, 'created_on').execute();
  await db.schema
    .createIndex('contract_documents_contract')
    .on('contract_documents')
    .columns(['contract_id', 'kind'])
    .execute();

  const links = fk(withId(db, db.schema.createTable('customer_links')), 'contract_id', 'contracts.id')
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull());
  await timestamp(
    timestamp(timestamp(timestamp(links, 'expires_on'), 'used_on', false), 'disabled_on', false),
    'created_on',
  ).execute();
  await db.schema.createIndex('customer_links_contract').on('customer_links').column('contract_id').execute();
}

export async function up(db: AnyDb): Promise<void> {
  await createContracts(db);
  await createPaymentMethods(db);
  await createTrail(db);
  await createRequestRecords(db);
  await createServicing(db);
  await createDocumentsAndLinks(db);
}

export async function down(db: AnyDb): Promise<void> {
  // prettier-ignore
  for (const table of [
    'customer_links', 'contract_documents', 'payments', 'change_of_information', 'card_charges',
    'idempotency_keys', 'contract_notes', 'contract_status_history', 'cards', 'banks', 'contracts',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
