// The facility's settings as internal admins edit them (issue 13, spec §3 Facility): fee settings,
// the servicing settings the servicing engine reads, the contract types of the reports, agreement types
// and term-sheet versions. Each rule returns messages keyed by field, the same on server and screen.
import type { MonthLimit } from '../facility';
import { isValidAba, isValidZip } from './formats';
import { VALIDATION_MESSAGES } from './messages';

export interface FeeSettings {
  sales_tax_percent_1: number | null;
  sales_tax_percent_2: number | null;
  sales_tax_percent_3: number | null;
  finance_rate_percent: number | null;
  /** The processing fee a new agreement starts with; null: none set. */
  processing_fee_cents: number | null;
  /** True: staff may waive it; false: required on every agreement. */
  processing_fee_waivable: boolean;
}

export interface ServicingSettings {
  grace_days: number;
  late_fee_cents: number;
  return_fee_cents: number;
  days_to_collect: number;
  late_notice_days: number[];
  servicing_fee_per_payment_cents: number;
  servicing_fee_percent: number;
}

export interface RemittanceAccount {
  remittance_routing_number: string | null;
  /** Digits to store; null or a masked value keeps the stored number. */
  remittance_account_number: string | null;
  remittance_account_type: 'checking' | 'savings' | null;
}

export interface ReportContractTypes {
  remittance_contract_types: number[];
  analysis_contract_types: number[];
  summary_contract_types: number[];
}

export interface FacilitySettingsInput
  extends FeeSettings, ServicingSettings, RemittanceAccount, ReportContractTypes {
  csr: boolean;
}

/** What the rules compare against: the facility state's caps and the contract types that exist. */
export interface SettingsLimits {
  maxInterestRate: number | null;
  maxLateFeeCents: number | null;
  maxReturnFeeCents: number | null;
  contractTypes: number[];
}

export type FieldErrors = Record<string, string>;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export const SETTINGS_MESSAGES = {
  percent: 'Enter a percentage from 0 to 100.',
  salesTax: 'Enter a sales tax rate from 0% to 20%.',
  rateAboveState: (max: number) => `The finance rate cannot be above the state's maximum of ${max}%.`,
  wholeDays: (min: number, max: number) => `Enter a whole number of days from ${min} to ${max}.`,
  cents: 'Enter an amount of $0.00 or more.',
  lateFeeAboveState: (max: number) => `The late fee cannot be above the state's maximum of ${dollars(max)}.`,
  returnFeeAboveState: (max: number) =>
    `The return fee cannot be above the state's maximum of ${dollars(max)}.`,
  noticeDays: 'Enter the days past due as rising whole numbers from 1 to 365, e.g. 10, 30.',
  routing: 'Enter a valid 9-digit routing number.',
  account: 'Enter the account number: 4 to 17 digits.',
  accountType: 'Choose checking or savings.',
  accountIncomplete: 'Enter the routing number, the account number and its type together.',
  contractType: 'Choose contract types that exist.',
  processingFee: 'Enter a processing fee from $0.00 to $1,000.00, or leave it blank for none.',
  processingFeeWaivable: 'Choose whether the processing fee is required or may be waived.',
  required: (what: string) => `Enter the ${what}.`,
  maxLength: (n: number) => `Please enter no more than ${n} characters.`,
} as const;

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isWhole = (v: unknown, min: number, max: number) =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

export function settingsErrors(
  input: FacilitySettingsInput,
  limits: SettingsLimits,
  hasStoredAccount: boolean,
): FieldErrors {
  const e: FieldErrors = {};
  for (const f of ['sales_tax_percent_1', 'sales_tax_percent_2', 'sales_tax_percent_3'] as const) {
    const v = input[f];
    if (v !== null && (!isNum(v) || v < 0 || v > 20)) e[f] = SETTINGS_MESSAGES.salesTax;
  }
  const rate = input.finance_rate_percent;
  if (rate !== null && (!isNum(rate) || rate < 0 || rate > 100))
    e.finance_rate_percent = SETTINGS_MESSAGES.percent;
  else if (rate !== null && limits.maxInterestRate !== null && rate > limits.maxInterestRate) {
    e.finance_rate_percent = SETTINGS_MESSAGES.rateAboveState(limits.maxInterestRate);
  }
  const fee = input.processing_fee_cents;
  if (fee !== null && !isWhole(fee, 0, 100_000)) e.processing_fee_cents = SETTINGS_MESSAGES.processingFee;
  if (typeof input.processing_fee_waivable !== 'boolean') {
    e.processing_fee_waivable = SETTINGS_MESSAGES.processingFeeWaivable;
  }
  if (!isWhole(input.grace_days, 0, 60)) e.grace_days = SETTINGS_MESSAGES.wholeDays(0, 60);
  if (!isWhole(input.days_to_collect, 1, 365)) e.days_to_collect = SETTINGS_MESSAGES.wholeDays(1, 365);
  for (const f of ['late_fee_cents', 'return_fee_cents', 'servicing_fee_per_payment_cents'] as const) {
    if (!isWhole(input[f], 0, 100_000_00)) e[f] = SETTINGS_MESSAGES.cents;
  }
  if (!e.late_fee_cents && limits.maxLateFeeCents !== null && input.late_fee_cents > limits.maxLateFeeCents) {
    e.late_fee_cents = SETTINGS_MESSAGES.lateFeeAboveState(limits.maxLateFeeCents);
  }
  if (
    !e.return_fee_cents &&
    limits.maxReturnFeeCents !== null &&
    input.return_fee_cents > limits.maxReturnFeeCents
  ) {
    e.return_fee_cents = SETTINGS_MESSAGES.returnFeeAboveState(limits.maxReturnFeeCents);
  }
  if (
    !isNum(input.servicing_fee_percent) ||
    input.servicing_fee_percent < 0 ||
    input.servicing_fee_percent > 100
  ) {
    e.servicing_fee_percent = SETTINGS_MESSAGES.percent;
  }
  const days = input.late_notice_days;
  const rising =
    Array.isArray(days) && days.every((d, i) => isWhole(d, 1, 365) && (i === 0 || d > days[i - 1]));
  if (!rising || days.length > 10) e.late_notice_days = SETTINGS_MESSAGES.noticeDays;

  const routing = input.remittance_routing_number;
  const account = input.remittance_account_number;
  const type = input.remittance_account_type;
  const anyGiven = Boolean(routing || account || type);
  if (routing && !isValidAba(routing)) e.remittance_routing_number = SETTINGS_MESSAGES.routing;
  if (account && !/^\d{4,17}$/.test(account)) e.remittance_account_number = SETTINGS_MESSAGES.account;
  if (type && type !== 'checking' && type !== 'savings')
    e.remittance_account_type = SETTINGS_MESSAGES.accountType;
  if (anyGiven && !(routing && (account || hasStoredAccount) && type)) {
    e.remittance_account_number ??= SETTINGS_MESSAGES.accountIncomplete;
  }
  for (const f of [
    'remittance_contract_types',
    'analysis_contract_types',
    'summary_contract_types',
  ] as const) {
    if (!Array.isArray(input[f]) || input[f].some((t) => !limits.contractTypes.includes(t))) {
      e[f] = SETTINGS_MESSAGES.contractType;
    }
  }
  return e;
}

/** The practice's contact details (issue 13): street address and phone, as its letters print them. */
export interface FacilityContact {
  address1: string | null;
  address2: string | null;
  city: string | null;
  zip: string | null;
  phone: string | null;
}

const CONTACT_MAX = { address1: 100, address2: 100, city: 60, zip: 10, phone: 20 } as const;

/** Trimmed, blank as null: what is stored. */
export function cleanContact(input: FacilityContact): FacilityContact {
  const clean = (v: string | null) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
  return {
    address1: clean(input.address1),
    address2: clean(input.address2),
    city: clean(input.city),
    zip: clean(input.zip),
    phone: phoneAsPrinted(clean(input.phone)),
  };
}

/** Ten digits, however typed, are kept as the letters print them: (614) 555-0142. */
function phoneAsPrinted(phone: string | null): string | null {
  const digits = phone?.replace(/[\s().-]/g, '') ?? '';
  return /^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}

/**
 * A street address is whole or absent: address line 1, city and zip together (line 2 optional);
 * the zip as spec §5 has it; a phone of ten digits. Judged on cleanContact's values.
 */
export function contactErrors(input: FacilityContact): FieldErrors {
  const e: FieldErrors = {};
  for (const f of Object.keys(CONTACT_MAX) as (keyof FacilityContact)[]) {
    const v = input[f];
    if (v !== null && v.length > CONTACT_MAX[f]) e[f] = SETTINGS_MESSAGES.maxLength(CONTACT_MAX[f]);
  }
  if (input.address2 && !input.address1) e.address1 ??= SETTINGS_MESSAGES.required('street address');
  if (input.address1 || input.city || input.zip) {
    if (!input.address1) e.address1 ??= SETTINGS_MESSAGES.required('street address');
    if (!input.city) e.city ??= SETTINGS_MESSAGES.required('city');
    if (!input.zip) e.zip ??= SETTINGS_MESSAGES.required('zip code');
  }
  if (input.zip && !e.zip && !isValidZip(input.zip)) e.zip = VALIDATION_MESSAGES.zip;
  if (input.phone && !e.phone && !/^\(\d{3}\) \d{3}-\d{4}$/.test(input.phone))
    e.phone = VALIDATION_MESSAGES.phone;
  return e;
}

export const TERM_SHEET_MESSAGES = {
  none: 'Add at least one bracket.',
  priceTo: 'The bracket must end above where it starts.',
  price: 'Enter an amount of $0.00 or more.',
  months: 'Enter a whole number of months from 1 to 120.',
  overrideMax: 'Enter the override maximum: a whole number of months from 1 to 120.',
  beyondOverride: (months: number, max: number) =>
    `${months} months is beyond the override maximum of ${max} months.`,
  firstPaymentDays: 'Enter a whole number of days from 0 to 365.',
  overlap: (a: number, b: number) => `Brackets ${a} and ${b} overlap.`,
  gap: (a: number, b: number) => `There is a gap between brackets ${a} and ${b}.`,
  effectiveOn: 'Enter the date the version takes effect (today or later).',
  contractType: 'Choose a contract type that exists.',
} as const;

/**
 * A term sheet's brackets: each with sound figures; sorted by start, each starting where the previous
 * ends (a shared boundary belongs to the higher bracket) or one cent after: no overlap, no gap.
 * Errors keyed `month_limits.{i}.{field}` (i from 0 in the order given) or `month_limits`.
 */
export function monthLimitErrors(limits: MonthLimit[]): FieldErrors {
  const e: FieldErrors = {};
  if (limits.length === 0) return { month_limits: TERM_SHEET_MESSAGES.none };
  limits.forEach((l, i) => {
    const k = (f: string) => `month_limits.${i}.${f}`;
    if (!isNum(l.price_from) || l.price_from < 0) e[k('price_from')] = TERM_SHEET_MESSAGES.price;
    if (!isNum(l.price_to) || l.price_to <= l.price_from) e[k('price_to')] = TERM_SHEET_MESSAGES.priceTo;
    if (!isWhole(l.months, 1, 120)) e[k('months')] = TERM_SHEET_MESSAGES.months;
    if (!isWhole(l.max_first_payment_days_in_future, 0, 365)) {
      e[k('max_first_payment_days_in_future')] = TERM_SHEET_MESSAGES.firstPaymentDays;
    }
    if (l.allow_override_months) {
      if (!isWhole(l.max_override_months, 1, 120))
        e[k('max_override_months')] = TERM_SHEET_MESSAGES.overrideMax;
      else if (isWhole(l.months, 1, 120) && l.months > (l.max_override_months as number)) {
        e[k('months')] = TERM_SHEET_MESSAGES.beyondOverride(l.months, l.max_override_months as number);
      }
    }
  });
  if (Object.keys(e).length) return e;
  const order = limits.map((l, i) => ({ l, n: i + 1 })).sort((a, b) => a.l.price_from - b.l.price_from);
  for (let i = 1; i < order.length; i += 1) {
    const prev = order[i - 1];
    const next = order[i];
    const prevToCents = Math.round(prev.l.price_to * 100);
    const nextFromCents = Math.round(next.l.price_from * 100);
    if (nextFromCents < prevToCents) return { month_limits: TERM_SHEET_MESSAGES.overlap(prev.n, next.n) };
    if (nextFromCents > prevToCents + 1) return { month_limits: TERM_SHEET_MESSAGES.gap(prev.n, next.n) };
  }
  return e;
}
