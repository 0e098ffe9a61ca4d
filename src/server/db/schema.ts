// Table shapes for Kysely. Portable storage conventions (every migration follows them):
// - flags are integers 0/1 (`Flag`), read back as booleans by the repositories;
// - timestamps are ISO-8601 UTC text made in the app (`new Date().toISOString()`), so they sort as text;
// - money is integer cents (`*_cents`); percentages are numeric, returned as numbers on both databases;
// - lists of contract types are JSON text.
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { BroadcastTables } from './schema-broadcasts';
import type { ContractTables } from './schema-contracts';
import type { CreditReportTables } from './schema-credit-reports';
import type { CustomerConsentTables } from './schema-customer-consents';
import type { EncryptionKeyTables } from './schema-encryption-keys';
import type { JobTables } from './schema-jobs';
import type { ProviderEventTables } from './schema-providers';
import type { ServicingTables } from './schema-servicing';

export type Flag = 0 | 1;
export type IsoTimestamp = string;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  multifactor_required: Flag;
  is_active: Flag;
  created_on: IsoTimestamp;
  /** Administration (migration 2026_11_26_1000): invited by an admin, last login, deactivated. */
  invited_on: IsoTimestamp | null;
  last_login_on: IsoTimestamp | null;
  deactivated_on: IsoTimestamp | null;
}

export interface PermissionsTable {
  id: Generated<number>;
  user_id: number;
  client_id: number | null;
  facility_id: number | null;
  level: number;
}

export interface ClientsTable {
  id: Generated<number>;
  name: string;
  client_number: string;
}

export interface FacilitiesTable {
  id: Generated<number>;
  client_id: number;
  name: string;
  facility_number: string;
  industry_type: number;
  st: string;
  csr: Flag;
  sales_tax_percent_1: number | null;
  sales_tax_percent_2: number | null;
  sales_tax_percent_3: number | null;
  finance_rate_percent: number | null;
  can_edit: Flag;
  can_delete: Flag;
  remittance_contract_types: string;
  analysis_contract_types: string;
  summary_contract_types: string;
  is_demo: Flag;
  /** Servicing settings (migration 2026_11_26_0700; services/servicing/README.md). */
  grace_days: Generated<number>;
  late_fee_cents: Generated<number>;
  return_fee_cents: Generated<number>;
  days_to_collect: Generated<number>;
  /** JSON array of the days past due on which a late notice is emailed, e.g. [10,30]. */
  late_notice_days: Generated<string>;
  servicing_fee_per_payment_cents: Generated<number>;
  servicing_fee_percent: Generated<number>;
  remittance_routing_number: string | null;
  /** Encrypted like the customers' account numbers. */
  remittance_account_number: string | null;
  remittance_account_type: 'checking' | 'savings' | null;
  /** The practice's street address and phone, for the letters it sends (migration 2026_11_26_0900). */
  address1: string | null;
  address2: string | null;
  city: string | null;
  zip: string | null;
  phone: string | null;
  /** The processing fee a new agreement starts with; null: none set (migration 2026_11_26_1830). */
  processing_fee_cents: number | null;
  /** 1: staff may waive the processing fee; 0: it is required. */
  processing_fee_waivable: Generated<Flag>;
}

export interface AgreementTypesTable {
  id: Generated<number>;
  facility_id: number;
  code: string;
  description: string;
  is_active: Flag;
  select_show: Flag;
  ach_only: Flag;
  two_pay_meth: Flag;
  default_finance_rate: number | null;
  multi_renew: Flag;
  auto_renew: Flag;
  editable: Flag;
  recurring_billing: Flag;
  finance_charge: Flag;
  sales_tax: Flag;
  has_monthly_cycle: Flag;
  has_biweekly_cycle: Flag;
  has_quarterly_cycle: Flag;
  has_weekly_cycle: Flag;
  has_twice_per_month_cycle: Flag;
  has_twice_per_year_cycle: Flag;
  has_yearly_cycle: Flag;
  sort_order: number;
}

export interface TermSheetsTable {
  id: Generated<number>;
  facility_id: number;
  contract_type: number | null;
  is_select: Flag;
  created_on: IsoTimestamp;
  /** Versions (migration 2026_11_26_1010): a new version from a business date (YYYY-MM-DD). */
  version: Generated<number>;
  effective_on: string | null;
}

export interface MonthLimitsTable {
  id: Generated<number>;
  term_sheet_id: number;
  price_from_cents: number;
  price_to_cents: number;
  months: number;
  allow_override_months: Flag;
  max_override_months: number | null;
  max_first_payment_days_in_future: number;
}

export type LookupKind =
  'states' | 'sources' | 'reasons_for_cancel' | 'contract_types' | 'industry_types' | 'taxes';

export interface LookupsTable {
  id: Generated<number>;
  kind: LookupKind;
  code: string;
  label: string;
  sort_order: number;
  /** Only for kind 'taxes': the state's maximum APR in percent. */
  max_interest_rate: number | null;
  /** Only for kind 'st' (migration 2026_11_26_0700): the state's late-fee and return-fee caps; null: none. */
  max_late_fee_cents: number | null;
  max_late_fee_percent: number | null;
  max_return_fee_cents: number | null;
  /** Retired codes stay (old contracts use them) but are no longer offered. */
  is_active: Flag;
  updated_on: IsoTimestamp;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the cookie value: a stolen table does not yield usable cookies. */
  id_hash: string;
  user_id: number | null;
  impersonator_user_id: number | null;
  client_id: number | null;
  facility_id: number | null;
  csrf_token: string;
  multifactor_pending: Flag;
  created_on: IsoTimestamp;
  last_seen_on: IsoTimestamp;
}

/**
 * Contracts per facility, deleted flag and status with the sums of the list's totals, kept by triggers
 * on contracts (migration 2026_11_26_2230): the contract list's count and totals (issue 17).
 */
export interface ContractListCountsTable {
  facility_id: number;
  is_deleted: Flag;
  status: string;
  contracts: number;
  financed_amount_cents: number;
  payment_amount_cents: number;
}

/**
 * Maintained per facility, contract type and payment month (YYYY-MM) by triggers on payments and
 * contracts (migration 2026_11_27_0100): the payments and what they collected, received less returns
 * (issue 12, the Summary's and Analysis's collected).
 */
export interface PaymentMonthTotalsTable {
  facility_id: number;
  contract_type: number;
  month: string;
  payments: number;
  collected_cents: number;
}

export interface TermsVersionsTable {
  id: Generated<number>;
  version: number;
  title: string;
  body: string;
  effective_on: IsoTimestamp;
}

export interface TermsAcceptancesTable {
  id: Generated<number>;
  user_id: number;
  terms_version_id: number;
  accepted_on: IsoTimestamp;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  title: string;
  body: string;
  is_active: Flag;
  created_on: IsoTimestamp;
  /** In force from (migration 2026_11_26_0800); null only before it ran. */
  starts_on: IsoTimestamp | null;
  must_acknowledge: Generated<Flag>;
}

export interface AuditLogTable {
  id: Generated<number>;
  occurred_on: IsoTimestamp;
  user_id: number | null;
  impersonator_user_id: number | null;
  action: string;
  method: string | null;
  path: string | null;
  status_code: number | null;
  ip: string | null;
  /** What was changed (migration 2026_11_26_1000): e.g. 'user' 12 "Rita Reader"; JSON before and after. */
  target_type: string | null;
  target_id: number | null;
  target_label: string | null;
  before_json: string | null;
  after_json: string | null;
  user_agent: string | null;
}

export interface OutboxTable {
  id: Generated<number>;
  /** 'letter': mail to the postal address in to_address (the adverse action letter without an email). */
  channel: 'email' | 'sms' | 'letter';
  to_address: string;
  subject: string | null;
  body: string;
  status: 'queued' | 'sent' | 'failed';
  created_on: IsoTimestamp;
  sent_on: IsoTimestamp | null;
  /** A PDF in document storage sent with the message (migration 2026_11_26_0900). */
  attachment_key: string | null;
  attachment_filename: string | null;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  email: string;
  ip: string;
  succeeded: Flag;
  attempted_on: IsoTimestamp;
}

export type OneTimeTokenPurpose = 'multifactor' | 'password_reset' | 'invitation';

export interface OneTimeTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: OneTimeTokenPurpose;
  /** SHA-256 (hex) of the token mailed to the user. */
  token_hash: string;
  expires_on: IsoTimestamp;
  used_on: IsoTimestamp | null;
  created_on: IsoTimestamp;
}

export interface Database
  extends
    ContractTables,
    CreditReportTables,
    CustomerConsentTables,
    EncryptionKeyTables,
    JobTables,
    ProviderEventTables,
    ServicingTables {
  users: UsersTable;
  permissions: PermissionsTable;
  clients: ClientsTable;
  facilities: FacilitiesTable;
  agreement_types: AgreementTypesTable;
  term_sheets: TermSheetsTable;
  month_limits: MonthLimitsTable;
  lookups: LookupsTable;
  sessions: SessionsTable;
  terms_versions: TermsVersionsTable;
  terms_acceptances: TermsAcceptancesTable;
  announcements: AnnouncementsTable;
  announcement_acknowledgements: BroadcastTables['announcement_acknowledgements'];
  banners: BroadcastTables['banners'];
  banner_views: BroadcastTables['banner_views'];
  surveys: BroadcastTables['surveys'];
  survey_prompts: BroadcastTables['survey_prompts'];
  survey_responses: BroadcastTables['survey_responses'];
  audit_log: AuditLogTable;
  outbox: OutboxTable;
  login_attempts: LoginAttemptsTable;
  one_time_tokens: OneTimeTokensTable;
  contract_list_counts: ContractListCountsTable;
  payment_month_totals: PaymentMonthTotalsTable;
}

export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type SessionUpdate = Updateable<SessionsTable>;
export type FacilityRow = Selectable<FacilitiesTable>;
export type NewAgreementType = Insertable<AgreementTypesTable>;
export type NewLookup = Insertable<LookupsTable>;
export type OutboxRow = Selectable<OutboxTable>;
