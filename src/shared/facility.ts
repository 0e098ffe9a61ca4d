// Facility, agreement type and term sheet shapes (spec §3 Facility), shared by server, client and rules.

/** industry_type codes of the lookups (spec §3: 2 veterinary, 4 dental); anything else is general. */
export const INDUSTRY_TYPE = { general: 1, veterinary: 2, dental: 4 } as const;
export type Industry = 'veterinary' | 'dental' | 'general';

export function industryOf(industryType: number | null | undefined): Industry {
  if (industryType === INDUSTRY_TYPE.veterinary) return 'veterinary';
  if (industryType === INDUSTRY_TYPE.dental) return 'dental';
  return 'general';
}

export type BillingCycle =
  'monthly' | 'biweekly' | 'quarterly' | 'weekly' | 'twice_per_month' | 'twice_per_year' | 'yearly';

export interface FacilityFee {
  sales_tax_percent_1: number | null;
  sales_tax_percent_2: number | null;
  sales_tax_percent_3: number | null;
  finance_rate_percent: number | null;
  /** The practice's processing fee in cents (issue 13); null or absent: none set. */
  processing_fee_cents?: number | null;
  /** Whether staff may waive it; false: required on every agreement. Absent: waivable. */
  processing_fee_waivable?: boolean;
}

/** The practice's processing fee when it is required (cannot be waived nor lowered); else null. */
export function requiredProcessingFeeCents(fee: FacilityFee): number | null {
  const cents = fee.processing_fee_cents ?? null;
  return cents !== null && cents > 0 && fee.processing_fee_waivable === false ? cents : null;
}

export interface AgreementType {
  code: string;
  description: string;
  is_active: boolean;
  select_show: boolean;
  ach_only: boolean;
  two_pay_meth: boolean;
  default_finance_rate: number | null;
  multi_renew: boolean;
  auto_renew: boolean;
  editable: boolean;
  recurring_billing: boolean;
  finance_charge: boolean;
  sales_tax: boolean;
  has_monthly_cycle: boolean;
  has_biweekly_cycle: boolean;
  has_quarterly_cycle: boolean;
  has_weekly_cycle: boolean;
  has_twice_per_month_cycle: boolean;
  has_twice_per_year_cycle: boolean;
  has_yearly_cycle: boolean;
}

export interface MonthLimit {
  price_from: number;
  price_to: number;
  months: number;
  allow_override_months: boolean;
  max_override_months: number | null;
  max_first_payment_days_in_future: number;
}

export interface TermSheet {
  id: number;
  contract_type: number | null;
  is_select: boolean;
  created_on: string;
  /** Version of the sheet for its contract type and select flag (issue 13); 1 when absent. */
  version?: number;
  /** The business date (YYYY-MM-DD) from which it applies; absent: from created_on. */
  effective_on?: string | null;
  month_limits: MonthLimit[];
}

export interface FacilitySummary {
  id: number;
  client_id: number;
  name: string;
  facility_number: string;
  industry_type: number;
  industry: Industry;
  st: string;
  csr: boolean;
}

export interface Facility extends FacilitySummary {
  client_number: string;
  client_name: string;
  fee: FacilityFee;
  can_edit: boolean;
  can_delete: boolean;
  remittance_contract_types: number[];
  analysis_contract_types: number[];
  summary_contract_types: number[];
  agreement_types: AgreementType[];
  term_sheets: TermSheet[];
}

export interface ClientSummary {
  id: number;
  name: string;
  client_number: string;
  facilities: FacilitySummary[];
}

/** The facility's agreement type with this code (spec §3 Facility agreement_types); null when none. */
export function agreementTypeOf(
  facility: Pick<Facility, 'agreement_types'>,
  code: unknown,
): AgreementType | null {
  return facility.agreement_types.find((t) => t.code === code) ?? null;
}

/** The agreement types offered: active ones, and for select contracts also select_show (spec §9). */
export function availableAgreementTypes(ctx: {
  facility: Pick<Facility, 'agreement_types'>;
  isSelect: boolean;
}): AgreementType[] {
  return ctx.facility.agreement_types.filter((t) => t.is_active && (!ctx.isSelect || t.select_show));
}

/** Client numbers are shown padded to 4 digits (spec §2, §9). */
export function padClientNumber(n: string | number): string {
  return String(n).padStart(4, '0');
}

/** Header text: facility name followed by the client facility number in parentheses (spec §2). */
export function facilityLabel(
  facility: Pick<FacilitySummary, 'name'>,
  clientNumber: string | number,
): string {
  return `${facility.name} (${padClientNumber(clientNumber)})`;
}
