// The stored columns of a contract (spec §3 Contract, Customer, Guarantor, Credit, Other, Agreement
// terms, Servicing), grouped by how they are stored (conventions in src/server/db/schema.ts). The server's
// repository maps each group between the row and the contract view; money is stored as `<name>_cents`.
// Shared so the contract view's wire type (contract-view.ts) names the same fields.

/** Free text and codes. */
// prettier-ignore
export const TEXT_COLUMNS = [
  'ebcs_account_number', 'status', 'csr_status', 'csr_error', 'csr_signing_method', 'signing_method',
  'adverseletter_url',
  'customer_business_name', 'customer_first_name', 'customer_middle_initial', 'customer_last_name',
  'customer_generation', 'customer_employer', 'customer_gender', 'customer_address1', 'customer_address2',
  'customer_city', 'customer_st', 'customer_zip', 'customer_phone1', 'customer_phone2', 'customer_phone3',
  'customer_driver_license', 'customer_email', 'customer_emergency_contact_name', 'customer_emergency_phone',
  'customer_type_of_pet', 'customer_name_of_pet',
  'guarantor_first_name', 'guarantor_middle_initial', 'guarantor_last_name', 'guarantor_relation',
  'credit_grade', 'credit_recommendation',
  'client_internal_acct_number', 'client_internal_id', 'source_code', 'procedure_code', 'procedure_description',
  'salesperson',
  'agreement_code', 'agreement_description', 'sales_tax_rate', 'billing_cycle', 'payment_method',
  'special_charge_description', 'type_of_last_payment', 'reason_for_return', 'previous_status',
  'reason_for_cancel',
] as const;

/** Calendar dates, 'YYYY-MM-DD'. */
// prettier-ignore
export const DATE_COLUMNS = [
  'customer_date_of_birth', 'procedure_date', 'agreement_date', 'agreement_expiration_date',
  'first_payment_due_date', 'next_payment_due_date',
  'renewal_date_year_2', 'renewal_date_year_3', 'renewal_date_year_4', 'renewal_date_year_5',
  'date_sent_to_other_agcy', 'special_charge_next_payment_date', 'date_of_next_maint_fee', 'promise_to_pay_date',
  'date_of_last_payment', 'date_of_last_return', 'due_date_of_return', 'date_credit_affected',
  'date_of_last_contact', 'date_of_last_late_notice', 'email_notice_sent_last',
] as const;

/** Moments, ISO-8601 UTC text (created_on and modified_on are required and kept apart). */
// prettier-ignore
export const TIMESTAMP_COLUMNS = [
  'submitted_on', 'charged_on', 'agreement_application_completed_on', 'requested_csr_authorization_on',
  'received_csr_authorization_on', 'csr_accepted_on', 'requested_signature_on', 'signed_on', 'processed_on',
  'rejected_on', 'deleted_on', 'last_update_from_ebcs', 'credit_timestamp', 'ecomm_agreement_signed_on',
] as const;

/** Whole numbers and references. */
// prettier-ignore
export const INTEGER_COLUMNS = [
  'rewrite_of', 'contract_type', 'agreement_term_months', 'number_of_payments', 'automatic_renewal_for_year',
  'renewal_term_year_2', 'renewal_term_year_3', 'renewal_term_year_4', 'renewal_term_year_5',
  'remaining_num_of_payments', 'days_late', 'days_delinquent_when_pmt_rcvd', 'num_late_notices_sent',
  'calls_outgoing_num', 'calls_incoming_num', 'current_rewrite_id', 'created_by', 'rejected_by_user_id',
  'deleted_by_user_id',
] as const;

/** 0/1 flags that may be unknown (null) until the practice answers. */
// prettier-ignore
export const FLAG_COLUMNS = [
  'csr_skipped', 'is_new_customer', 'is_select', 'is_deleted', 'edit_allowed', 'rewrite_allowed',
  'delete_allowed', 'bad_address', 'bad_email', 'bad_home_number', 'bad_moble_number', 'bad_work_number',
  'recurring_billing', 'automatic_periodic_renewal', 'welcome_email_sent', 'pif_email_sent',
  'waive_processing_fee',
] as const;

/** Percentages and coordinates (numeric). */
// prettier-ignore
export const NUMERIC_COLUMNS = [
  'customer_latitude', 'customer_longitude', 'credit_min_downpayment_percent',
  'credit_delinquency_rate_percent', 'finance_rate_percent', 'apr',
] as const;

/** Dollar amounts, stored as `<name>_cents`. */
// prettier-ignore
export const MONEY_COLUMNS = [
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
] as const;

/** Secrets: an encryption token and a blind index each (spec §3 ssn encrypted). */
export const SECRET_COLUMNS = ['customer_ssn', 'guarantor_ssn'] as const;

export type TextColumn = (typeof TEXT_COLUMNS)[number];
export type DateColumn = (typeof DATE_COLUMNS)[number];
export type TimestampColumn = (typeof TIMESTAMP_COLUMNS)[number];
export type IntegerColumn = (typeof INTEGER_COLUMNS)[number];
export type FlagColumn = (typeof FLAG_COLUMNS)[number];
export type NumericColumn = (typeof NUMERIC_COLUMNS)[number];
export type MoneyColumn = (typeof MONEY_COLUMNS)[number];
export type SecretColumn = (typeof SECRET_COLUMNS)[number];
