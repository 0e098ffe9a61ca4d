// The editable contract shapes of spec §3 (contract, bank account, card, change of information), as the
// contract API carries them and the forms edit them. Amounts are dollars with cents; dates are
// IsoDate strings (YYYY-MM-DD); servicing fields the product only displays are not listed here.
import type { BillingCycle } from './facility';

/** Customer generations offered (spec §3 Customer). */
export const GENERATIONS = ['Jr.', 'II', 'III', 'IV', 'V', 'VI'] as const;
export type Generation = (typeof GENERATIONS)[number];

/** F, M, or blank for other (spec §3 Customer). */
export const GENDERS = ['F', 'M', ''] as const;
export type Gender = (typeof GENDERS)[number];

/** Contract types 1 and 2 are procedure types (spec §3 Other contract fields). */
export const PROCEDURE_CONTRACT_TYPES: readonly number[] = [1, 2];

type Text = string | null;
type Day = string | null;
type Amount = number | string | null;
type Flag = boolean | null;

export interface ContractCustomer {
  customer_business_name: Text;
  customer_first_name: Text;
  customer_middle_initial: Text;
  customer_last_name: Text;
  customer_generation: Generation | '' | null;
  customer_employer: Text;
  customer_gender: Gender | null;
  customer_address1: Text;
  customer_address2: Text;
  customer_city: Text;
  customer_st: Text;
  customer_zip: Text;
  /** Home phone. */
  customer_phone1: Text;
  /** Mobile phone. */
  customer_phone2: Text;
  /** Work phone. */
  customer_phone3: Text;
  customer_date_of_birth: Day;
  customer_driver_license: Text;
  customer_email: Text;
  customer_emergency_contact_name: Text;
  customer_emergency_phone: Text;
  /** Stored encrypted; arrives masked (starting with *) once stored. */
  customer_ssn: Text;
  customer_type_of_pet: Text;
  customer_name_of_pet: Text;
}

export interface ContractGuarantor {
  guarantor_first_name: Text;
  guarantor_middle_initial: Text;
  guarantor_last_name: Text;
  guarantor_ssn: Text;
  guarantor_relation: Text;
}

/** Values the server flagged as bad (spec §3); the flagged value must be changed (spec §5 Generic). */
export interface ContractBadFlags {
  bad_address: Flag;
  bad_email: Flag;
  bad_home_number: Flag;
  /** Spelled as the spec spells it. */
  bad_moble_number: Flag;
  bad_work_number: Flag;
}

export interface ContractOther {
  is_new_customer: Flag;
  client_internal_acct_number: Text;
  client_internal_id: Text;
  source_code: Text;
  contract_type: number | null;
  procedure_code: Text;
  procedure_date: Day;
  procedure_description: Text;
  salesperson: Text;
  is_select: Flag;
}

export interface ContractAgreementTerms {
  agreement_code: Text;
  agreement_description: Text;
  agreement_date: Day;
  agreement_expiration_date: Day;
  agreement_term_months: number | null;
  cash_price: Amount;
  initiation_fee: Amount;
  prorated_dues: Amount;
  down_payment: Amount;
  financed_amount: Amount;
  finance_charge: Amount;
  finance_rate_percent: Amount;
  apr: Amount;
  sales_tax_rate: Amount;
  sales_tax_amount: Amount;
  billing_cycle: BillingCycle | '' | null;
  number_of_payments: number | string | null;
  payment_amount: Amount;
  first_payment_due_date: Day;
  convenience_fee: Amount;
  processing_fee: Amount;
  recurring_billing: Flag;
}

/** The fields of a contract the customer, agreement, CSR and select sections edit. */
export interface ContractFields
  extends ContractCustomer, ContractGuarantor, ContractBadFlags, ContractOther, ContractAgreementTerms {
  id: number | null;
  facility_id: number | null;
  status: string | null;
  csr_status: string | null;
}

export type ContractValues = Partial<ContractFields>;

/** spec §3 Bank account; new ones get negative temporary ids. */
export interface BankAccount {
  id: number | null;
  bank_name: Text;
  aba_number: Text;
  /** Stored encrypted; arrives masked (starting with *) once stored. */
  account_number: Text;
  first_name_on_account: Text;
  middle_initial_on_account: Text;
  last_name_on_account: Text;
  is_savings_account: Flag;
  is_business_account: Flag;
  business_name_on_account: Text;
  preferred: Flag;
  /**
   * Read only, never saved: the day the servicing engine stopped debiting this account (a return such
   * as R02, or a failed validation) and why, e.g. 'R02 Account Closed'.
   */
  flagged_bad_on?: string | null;
  flagged_bad_reason?: string | null;
}

/** spec §3 Card; new ones get negative temporary ids. */
export interface Card {
  id: number | null;
  /** Digits only when typed; masked as the last 4 (e.g. '************1111') once stored. */
  card_number: Text;
  /** Stored MMYY, shown MM/YY; either form is accepted. */
  expiration: Text;
  name_on_card: Text;
  holder_first_name: Text;
  holder_middle_initial: Text;
  holder_last_name: Text;
  business_name: Text;
  /** Used for the charge only, never stored. */
  cvc: Text;
  street_number: Text;
  zip_code: Text;
  preferred: Flag;
}

export interface BillingValues {
  banks: Partial<BankAccount>[];
  cards: Partial<Card>[];
}

/** spec §3 Change of information. */
export interface ChangeOfInformation extends Pick<
  ContractCustomer,
  | 'customer_first_name'
  | 'customer_middle_initial'
  | 'customer_last_name'
  | 'customer_address1'
  | 'customer_address2'
  | 'customer_city'
  | 'customer_st'
  | 'customer_zip'
  | 'customer_phone1'
  | 'customer_phone2'
  | 'customer_phone3'
  | 'customer_date_of_birth'
  | 'customer_email'
> {
  contract_id: number | null;
  ebcs_account_number: Text;
  client_internal_acct_number: Text;
  source_code: Text;
  client_internal_id: Text;
  reason_for_cancel: Text;
  date_of_cancel: Day;
  next_payment_due_date: Day;
  is_personal_info_change: Flag;
  is_cancellation: Flag;
  is_billing_date_change: Flag;
}

export type ChangeOfInformationValues = Partial<ChangeOfInformation>;

/** A stored secret comes back masked: it starts with * (spec §5 SSN, §3 Card). */
export function isMasked(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.startsWith('*');
}
