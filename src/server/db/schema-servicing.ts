// The servicing engine's tables (migration 2026_11_26_0700; services/servicing/README.md).
import type { Generated } from 'kysely';
import type { Flag, IsoTimestamp } from './schema';

export interface ServicingDaysTable {
  id: Generated<number>;
  /** YYYY-MM-DD: one close-of-business run per business day. */
  business_day: string;
  /** The process that runs (or ran) the day, and since when: a claim older than the lease is taken over. */
  claimed_by: string | null;
  claimed_on: IsoTimestamp | null;
  finished_on: IsoTimestamp | null;
  debits_sent: Generated<number>;
  returns_applied: Generated<number>;
  fees_assessed: Generated<number>;
  accounts_moved: Generated<number>;
}

export interface AchFilesTable {
  id: Generated<number>;
  name: string;
  direction: 'sent' | 'received';
  kind: 'debits' | 'remittance' | 'returns' | 'notices';
  client_id: number | null;
  business_day: string;
  /** Where it is kept, relative to the documents directory. */
  path: string;
  entry_count: Generated<number>;
  debit_cents: Generated<number>;
  credit_cents: Generated<number>;
  reference: string | null;
  submitted_on: IsoTimestamp | null;
  processed_on: IsoTimestamp | null;
  created_on: IsoTimestamp;
}

export type ServicingEntryKind = 'installment' | 'return_fee' | 'prenote';
export type ServicingEntryStatus = 'sent' | 'returned' | 'approved' | 'declined';

export interface ServicingEntriesTable {
  id: Generated<number>;
  contract_id: number;
  entry_key: string;
  kind: ServicingEntryKind;
  installment_number: number | null;
  presentment: Generated<number>;
  method: 'ACH' | 'CARD';
  business_day: string;
  effective_date: string;
  client_id: number;
  sec_code: string | null;
  description: string | null;
  trace_number: string | null;
  file_id: number | null;
  status: ServicingEntryStatus;
  return_code: string | null;
  returned_on: string | null;
  payment_id: number | null;
  original_settlement_date: string | null;
  /** The bank or card debited. */
  bank_id: number | null;
  card_id: number | null;
  /** A notification of change received about the entry, and when it was applied to the bank method. */
  noc_code: string | null;
  noc_applied_on: string | null;
  amount_cents: number;
  created_on: IsoTimestamp;
}

export interface AccountHistoryTable {
  id: Generated<number>;
  contract_id: number;
  valid_from: string;
  /** Exclusive; null while the figures still hold. */
  valid_to: string | null;
  status: string;
  days_past_due: number;
  aging_bucket: string;
  balance_cents: number;
  past_due_cents: number;
}

export interface RemittanceStatementsTable {
  id: Generated<number>;
  facility_id: number;
  /** YYYY-MM. */
  month: string;
  gross_cents: number;
  servicing_fee_cents: number;
  returns_cents: number;
  net_cents: number;
  payment_count: number;
  pdf_path: string | null;
  file_id: number | null;
  trace_number: string | null;
  paid_on: string | null;
  created_on: IsoTimestamp;
}

export interface RemittanceLinesTable {
  id: Generated<number>;
  statement_id: number;
  kind: 'payment' | 'servicing_fee' | 'return';
  payment_id: number | null;
  contract_id: number | null;
  date: string;
  description: string;
  amount_cents: number;
}

export interface ServicingAlertsTable {
  id: Generated<number>;
  business_day: string;
  scope: string;
  category: 'unauthorized' | 'administrative' | 'overall';
  rate_percent: number;
  threshold_percent: number;
  returns: number;
  entries: number;
  acknowledged: Generated<Flag>;
  created_on: IsoTimestamp;
}

export interface ServicingTables {
  servicing_days: ServicingDaysTable;
  ach_files: AchFilesTable;
  servicing_entries: ServicingEntriesTable;
  account_history: AccountHistoryTable;
  remittance_statements: RemittanceStatementsTable;
  remittance_lines: RemittanceLinesTable;
  servicing_alerts: ServicingAlertsTable;
}
