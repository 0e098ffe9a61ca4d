// Table shapes of contracts and what hangs off them (spec §3, §4, §7); conventions in schema.ts.
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  DateColumn,
  FlagColumn,
  IntegerColumn,
  MoneyColumn,
  NumericColumn,
  SecretColumn,
  TextColumn,
  TimestampColumn,
} from '../../shared/contract-columns';
import type { Flag, IsoTimestamp } from './schema';

type ContractColumns = { [K in TextColumn | DateColumn | TimestampColumn]: string | null } & {
  [K in IntegerColumn]: number | null;
} & { [K in FlagColumn]: Flag | null } & { [K in NumericColumn]: number | null } & {
  [K in MoneyColumn as `${K}_cents`]: number | null;
} & { [K in SecretColumn as `${K}_encrypted` | `${K}_fingerprint`]: string | null };

export interface ContractsTable extends ContractColumns {
  id: Generated<number>;
  facility_id: number;
  created_on: IsoTimestamp;
  modified_on: IsoTimestamp;
}

export interface BanksTable {
  id: Generated<number>;
  contract_id: number;
  bank_name: string;
  aba_number: string;
  account_number_encrypted: string;
  account_number_last4: string;
  first_name_on_account: string;
  middle_initial_on_account: string | null;
  last_name_on_account: string;
  is_savings_account: Flag;
  is_business_account: Flag;
  business_name_on_account: string | null;
  preferred: Flag;
  /** The servicing engine stopped debiting it (migration 2026_11_26_0700): when and the return code. */
  flagged_bad_on: string | null;
  flagged_bad_code: string | null;
  /** When the account was last validated before a WEB debit, and a hash of the number validated. */
  validated_on: string | null;
  validated_account_hash: string | null;
}

/** Never a security code: it is used for the charge and forgotten (ARCHITECTURE.md security model). */
export interface CardsTable {
  id: Generated<number>;
  contract_id: number;
  card_number_encrypted: string;
  card_number_last4: string;
  card_number_fingerprint: string;
  /** MMYY. */
  expiration: string;
  name_on_card: string;
  holder_first_name: string | null;
  holder_middle_initial: string | null;
  holder_last_name: string | null;
  business_name: string | null;
  street_number: string | null;
  zip_code: string;
  preferred: Flag;
  /** Set when the processor declined the card: it must be entered again to be charged (spec §4). */
  charge_declined_on: IsoTimestamp | null;
}

export interface ContractStatusHistoryTable {
  id: Generated<number>;
  contract_id: number;
  /** Null for customer and servicer events (machines/LIFECYCLE.md History rule). */
  user_id: number | null;
  impersonator_id: number | null;
  at: IsoTimestamp;
  from_status: string;
  to_status: string;
  from_csr_status: string | null;
  to_csr_status: string | null;
  action: string;
}

export interface ContractNotesTable {
  id: Generated<number>;
  contract_id: number;
  user_id: number | null;
  at: IsoTimestamp;
  text: string;
}

export interface IdempotencyKeysTable {
  id: Generated<number>;
  key: string;
  scope: string;
  /** The JSON answer given the first time; '' while the first request still runs. */
  response: string;
  /** SHA-256 of the request body (secrets reduced to their masks; services/contracts/idempotency.ts). */
  request_hash: string | null;
  /** When the key was claimed (a stale claim is taken over). */
  created_on: IsoTimestamp;
  /** When the answer was stored; null while the first request runs. */
  completed_on: IsoTimestamp | null;
}

/** The payments provider's ChargeLedger: one answer per idempotency key. */
export interface CardChargesTable {
  id: Generated<number>;
  idempotency_key: string;
  amount_cents: number;
  last4: string;
  result: string;
  charged_at: IsoTimestamp;
  /** The processor's id of an approved charge (migration 2026_11_22_0500); null before it or when declined. */
  transaction_id: string | null;
  /** Set by the processor's `charge.settled` callback. */
  settled_on: string | null;
  /** Set by a `charge.disputed` callback, with the processor's reason. */
  disputed_on: IsoTimestamp | null;
  dispute_reason: string | null;
}

export interface ChangeOfInformationTable {
  id: Generated<number>;
  contract_id: number;
  ebcs_account_number: string | null;
  client_internal_acct_number: string | null;
  source_code: string | null;
  client_internal_id: string | null;
  customer_first_name: string | null;
  customer_middle_initial: string | null;
  customer_last_name: string | null;
  customer_address1: string | null;
  customer_address2: string | null;
  customer_city: string | null;
  customer_st: string | null;
  customer_zip: string | null;
  customer_phone1: string | null;
  customer_phone2: string | null;
  customer_phone3: string | null;
  customer_date_of_birth: string | null;
  customer_email: string | null;
  reason_for_cancel: string | null;
  date_of_cancel: string | null;
  next_payment_due_date: string | null;
  is_personal_info_change: Flag;
  is_cancellation: Flag;
  is_billing_date_change: Flag;
  ne_ebcs_transmission_status: string | null;
  created_on: IsoTimestamp;
}

export interface PaymentsTable {
  id: Generated<number>;
  contract_id: number;
  date: string;
  amount_cents: number;
  type: string;
  returned_on: string | null;
  return_reason: string | null;
  return_amount_cents: number | null;
  created_on: IsoTimestamp;
  /** Migration 2026_11_25_0200: what the history shows, the payment a RETURN row reverses, who recorded it. */
  description: string | null;
  returned_payment_id: number | null;
  created_by: number | null;
  /** Migration 2026_11_26_0700: what the servicing engine named the row (a retry finds it), its ACH trace. */
  servicing_key?: string | null;
  trace_number?: string | null;
  /** Migration 2026_11_27_0010: of money received, the cents the servicing rule applied to fees. */
  fees_paid_cents?: number | null;
}

export type ContractDocumentKind = 'contract' | 'signed' | 'adverse' | 'upload';

export interface ContractDocumentsTable {
  id: Generated<number>;
  contract_id: number;
  kind: ContractDocumentKind;
  storage_key: string;
  filename: string | null;
  sha256: string;
  created_on: IsoTimestamp;
}

export type CustomerLinkPurpose = 'csr' | 'application' | 'signature';

export interface CustomerLinksTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the token sent to the customer. */
  token_hash: string;
  contract_id: number;
  purpose: CustomerLinkPurpose;
  method: string;
  expires_on: IsoTimestamp;
  used_on: IsoTimestamp | null;
  disabled_on: IsoTimestamp | null;
  created_on: IsoTimestamp;
}

export interface ContractTables {
  contracts: ContractsTable;
  banks: BanksTable;
  cards: CardsTable;
  contract_status_history: ContractStatusHistoryTable;
  contract_notes: ContractNotesTable;
  idempotency_keys: IdempotencyKeysTable;
  card_charges: CardChargesTable;
  change_of_information: ChangeOfInformationTable;
  payments: PaymentsTable;
  contract_documents: ContractDocumentsTable;
  customer_links: CustomerLinksTable;
}

export type ContractRow = Selectable<ContractsTable>;
export type BankRow = Selectable<BanksTable>;
export type CardRow = Selectable<CardsTable>;
export type NewContract = Insertable<ContractsTable>;
export type ContractUpdate = Updateable<ContractsTable>;
