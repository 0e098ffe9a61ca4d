// Schemas of the session API (spec §3 User/session, §7 Auth); the shapes are those of src/shared/session.ts.
import { bool, id, int, nullable, num, obj, str } from '../schemas';

const codeLabel = obj({ code: str, label: str }, ['code', 'label']);
const codeLabels = { type: 'array', items: codeLabel } as const;

export const permission = obj({ client_id: nullable(int), facility_id: nullable(int), level: int }, [
  'client_id',
  'facility_id',
  'level',
]);

const facilitySummaryProps = {
  id: int,
  client_id: int,
  name: str,
  facility_number: str,
  industry_type: int,
  industry: { type: 'string', enum: ['veterinary', 'dental', 'general'] },
  st: str,
  csr: bool,
} as const;

// prettier-ignore
const agreementTypeFlags = [
  'is_active', 'select_show', 'ach_only', 'two_pay_meth', 'multi_renew', 'auto_renew', 'editable',
  'recurring_billing', 'finance_charge', 'sales_tax', 'has_monthly_cycle', 'has_biweekly_cycle',
  'has_quarterly_cycle', 'has_weekly_cycle', 'has_twice_per_month_cycle', 'has_twice_per_year_cycle',
  'has_yearly_cycle',
] as const;

const agreementType = obj({
  code: str,
  description: str,
  default_finance_rate: nullable(num),
  ...Object.fromEntries(agreementTypeFlags.map((f) => [f, bool])),
});

const monthLimit = obj({
  price_from: num,
  price_to: num,
  months: int,
  allow_override_months: bool,
  max_override_months: nullable(int),
  max_first_payment_days_in_future: int,
});

const termSheet = obj({
  id: int,
  contract_type: nullable(int),
  is_select: bool,
  created_on: str,
  version: int,
  effective_on: nullable(str),
  month_limits: { type: 'array', items: monthLimit },
});

const intList = { type: 'array', items: int } as const;

export const facility = obj({
  ...facilitySummaryProps,
  client_number: str,
  client_name: str,
  fee: obj({
    sales_tax_percent_1: nullable(num),
    sales_tax_percent_2: nullable(num),
    sales_tax_percent_3: nullable(num),
    finance_rate_percent: nullable(num),
    processing_fee_cents: nullable(int),
    processing_fee_waivable: bool,
  }),
  can_edit: bool,
  can_delete: bool,
  remittance_contract_types: intList,
  analysis_contract_types: intList,
  summary_contract_types: intList,
  agreement_types: { type: 'array', items: agreementType },
  term_sheets: { type: 'array', items: termSheet },
});

const clientSummary = obj({
  id: int,
  name: str,
  client_number: str,
  facilities: { type: 'array', items: obj(facilitySummaryProps) },
});

export const lookupData = obj({
  states: codeLabels,
  sources: codeLabels,
  reasons_for_cancel: codeLabels,
  contract_types: codeLabels,
  industry_types: codeLabels,
  taxes: { type: 'array', items: obj({ code: str, label: str, max_interest_rate: num }) },
});

export const announcement = obj({
  id: int,
  title: str,
  body: str,
  html: str,
  created_on: str,
  starts_on: str,
  must_acknowledge: bool,
});
export const sessionUser = obj({ id: int, first_name: str, last_name: str, email: str });

export const getUserBody = {
  type: 'object',
  properties: {
    facility_id: nullable(id),
    local_time: str,
    initial_load: bool,
    lookup_last_fetched: nullable(str),
    // A user id, or 0: stop impersonating.
    impersonate_id: { ...id, minimum: 0 },
  },
} as const;

export const getUserResponse = obj({
  user: { anyOf: [sessionUser, { type: 'null' }] },
  csrfToken: nullable(str),
  permissions: { type: 'array', items: permission },
  clients: { type: 'array', items: clientSummary },
  currentFacility: { anyOf: [facility, { type: 'null' }] },
  lookupData: { anyOf: [lookupData, { type: 'null' }] },
  lookupLastFetched: nullable(str),
  announcement: { anyOf: [announcement, { type: 'null' }] },
  multipleFacilities: bool,
  serverEnvironment: { type: 'string', enum: ['development', 'test', 'production'] },
  demoFacilityIds: intList,
  isImpersonator: bool,
  impersonator: { anyOf: [sessionUser, { type: 'null' }] },
  termsAccepted: bool,
  multifactorPending: bool,
  buildTimestamp: str,
});

export const loginResponse = obj({ multifactorPending: bool, message: str, csrfToken: str }, [
  'multifactorPending',
]);
export const termsResponse = obj({ version: int, title: str, body: str }, ['version', 'title', 'body']);
export const impersonationOptions = { type: 'array', items: sessionUser } as const;
