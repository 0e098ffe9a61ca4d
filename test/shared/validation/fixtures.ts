// A facility, lookups and contracts that pass every rule, for the validation tests to break one rule at a time.
import type { BankAccount, Card, ContractValues } from '../../../src/shared/contract';
import type { AgreementType, MonthLimit, TermSheet } from '../../../src/shared/facility';
import type { StateTax } from '../../../src/shared/session';
import type { AgreementContext } from '../../../src/shared/validation/agreement-context';
import type { ContractContext } from '../../../src/shared/validation/select';
import { validateSection, type FieldErrors } from '../../../src/shared/validation/errors';

export const TODAY = '2026-11-22';

const noCycles = {
  has_monthly_cycle: false,
  has_biweekly_cycle: false,
  has_quarterly_cycle: false,
  has_weekly_cycle: false,
  has_twice_per_month_cycle: false,
  has_twice_per_year_cycle: false,
  has_yearly_cycle: false,
};

export function agreementType(code: string, overrides: Partial<AgreementType> = {}): AgreementType {
  return {
    code,
    description: `Plan ${code}`,
    is_active: true,
    select_show: true,
    ach_only: false,
    two_pay_meth: false,
    default_finance_rate: null,
    multi_renew: false,
    auto_renew: false,
    editable: true,
    recurring_billing: false,
    finance_charge: false,
    sales_tax: false,
    ...noCycles,
    has_monthly_cycle: true,
    ...overrides,
  };
}

export const AGREEMENT_TYPES: AgreementType[] = [
  agreementType('PP', { finance_charge: true, has_weekly_cycle: true, has_biweekly_cycle: true }),
  agreementType('REC', { recurring_billing: true }),
  agreementType('OLD', { is_active: false }),
  agreementType('STD', { select_show: false }),
  agreementType('ACH', { ach_only: true, two_pay_meth: true }),
];

export function monthLimit(overrides: Partial<MonthLimit>): MonthLimit {
  return {
    price_from: 0,
    price_to: 0,
    months: 12,
    allow_override_months: false,
    max_override_months: null,
    max_first_payment_days_in_future: 45,
    ...overrides,
  };
}

export function termSheet(overrides: Partial<TermSheet>): TermSheet {
  return {
    id: 1,
    contract_type: null,
    is_select: false,
    created_on: '2026-01-01T00:00:00Z',
    month_limits: [],
    ...overrides,
  };
}

/** $500–$2,000: 12 months, no override; $2,000–$10,000: 24 months, override up to 36. */
export const STANDARD_SHEET = termSheet({
  id: 1,
  month_limits: [
    monthLimit({ price_from: 500, price_to: 2000, months: 12, max_first_payment_days_in_future: 45 }),
    monthLimit({
      price_from: 2000,
      price_to: 10000,
      months: 24,
      allow_override_months: true,
      max_override_months: 36,
      max_first_payment_days_in_future: 60,
    }),
  ],
});

/** Select contracts: $100–$5,000, 6 months. */
export const SELECT_SHEET = termSheet({
  id: 2,
  is_select: true,
  month_limits: [monthLimit({ price_from: 100, price_to: 5000, months: 6 })],
});

export const TAXES: StateTax[] = [
  { code: 'TX', label: 'Texas', max_interest_rate: 18 },
  { code: 'FL', label: 'Florida', max_interest_rate: 17.5 },
];

export const FACILITY: AgreementContext['facility'] & { csr: boolean } = {
  agreement_types: AGREEMENT_TYPES,
  term_sheets: [STANDARD_SHEET, SELECT_SHEET],
  fee: {
    sales_tax_percent_1: 8.25,
    sales_tax_percent_2: null,
    sales_tax_percent_3: null,
    finance_rate_percent: 0,
  },
  st: 'TX',
  csr: true,
};

export function agreementContext(overrides: Partial<AgreementContext> = {}): AgreementContext {
  return {
    facility: FACILITY,
    taxes: TAXES,
    today: TODAY,
    isFacilityAdmin: false,
    isSelect: false,
    ...overrides,
  };
}

export function contractContext(overrides: Partial<ContractContext> = {}): ContractContext {
  return { ...agreementContext(), facility: FACILITY, industry: 'veterinary', saved: null, ...overrides };
}

export const CUSTOMER: ContractValues = {
  customer_first_name: 'Ann',
  customer_last_name: 'Lee',
  customer_address1: '1 Main St',
  customer_city: 'Austin',
  customer_st: 'TX',
  customer_zip: '78701',
  customer_date_of_birth: '1980-05-05',
  customer_email: 'ann.lee@example.com',
  customer_phone1: '(512)555-0100',
  customer_type_of_pet: 'Dog',
  customer_name_of_pet: 'Rex',
  is_new_customer: true,
};

/** $1,200 less $200 down: $1,000 financed at 0% in 10 monthly payments of $100 from 12/01/2026. */
export const AGREEMENT: ContractValues = {
  contract_type: 3,
  agreement_code: 'PP',
  agreement_date: TODAY,
  billing_cycle: 'monthly',
  cash_price: 1200,
  down_payment: 200,
  number_of_payments: 10,
  finance_rate_percent: 0,
  first_payment_due_date: '2026-12-01',
  agreement_expiration_date: '2027-09-01',
};

export function bank(overrides: Partial<BankAccount> = {}): Partial<BankAccount> {
  return {
    id: -1,
    bank_name: 'First Bank',
    aba_number: '021000021',
    account_number: '123456789',
    first_name_on_account: 'Ann',
    last_name_on_account: 'Lee',
    preferred: false,
    ...overrides,
  };
}

export function card(overrides: Partial<Card> = {}): Partial<Card> {
  return {
    id: -2,
    card_number: '4111111111111111',
    expiration: '12/28',
    name_on_card: 'Ann Lee',
    cvc: '123',
    zip_code: '78701',
    preferred: false,
    ...overrides,
  };
}

/** Errors of a schema for these values, keyed by field. */
export function errorsOf(schema: Parameters<typeof validateSection>[0], values: unknown): FieldErrors {
  return validateSection(schema, values).errors;
}
