// Demo agreement types per industry (spec §3 Facility: agreement_types).
import type { NewAgreementType } from '../schema';

type Cycle =
  'monthly' | 'biweekly' | 'quarterly' | 'weekly' | 'twice_per_month' | 'twice_per_year' | 'yearly';

interface AgreementTypeSeed {
  code: string;
  description: string;
  cycles: Cycle[];
  flags?: Partial<
    Record<
      | 'select_show'
      | 'ach_only'
      | 'two_pay_meth'
      | 'multi_renew'
      | 'auto_renew'
      | 'recurring_billing'
      | 'finance_charge'
      | 'sales_tax'
      | 'editable',
      boolean
    >
  >;
  default_finance_rate?: number | null;
  is_active?: boolean;
}

const PAYMENT_PLAN: AgreementTypeSeed = {
  code: 'PP',
  description: 'Payment Plan',
  cycles: ['monthly', 'biweekly', 'weekly', 'twice_per_month'],
  flags: { select_show: true, finance_charge: true, sales_tax: true, editable: true },
  default_finance_rate: 9.9,
};
const PAYMENT_PLAN_NO_INTEREST: AgreementTypeSeed = {
  code: 'PP0',
  description: 'Payment Plan, No Interest',
  cycles: ['monthly', 'biweekly'],
  flags: { select_show: true, sales_tax: true, editable: true },
  default_finance_rate: 0,
};
const PREPAYMENT: AgreementTypeSeed = {
  code: 'PRE',
  description: 'Prepayment Plan',
  cycles: ['monthly', 'twice_per_month'],
  flags: { ach_only: true, editable: true },
};

export const AGREEMENT_TYPES: Record<'veterinary' | 'dental' | 'general', AgreementTypeSeed[]> = {
  veterinary: [
    PAYMENT_PLAN,
    PAYMENT_PLAN_NO_INTEREST,
    PREPAYMENT,
    {
      code: 'WELL',
      description: 'Wellness Plan',
      cycles: ['monthly', 'yearly'],
      flags: { recurring_billing: true, auto_renew: true, two_pay_meth: true, sales_tax: true },
    },
    {
      code: 'PSA',
      description: 'Pet Savings Account',
      cycles: ['monthly', 'biweekly', 'weekly'],
      flags: { ach_only: true, recurring_billing: true },
    },
    { code: 'LEGACY', description: 'Legacy Care Plan (retired)', cycles: ['monthly'], is_active: false },
  ],
  dental: [
    PAYMENT_PLAN,
    PAYMENT_PLAN_NO_INTEREST,
    PREPAYMENT,
    {
      code: 'ORTHO',
      description: 'Orthodontic Treatment Plan',
      cycles: ['monthly'],
      flags: { select_show: true, finance_charge: true, two_pay_meth: true, editable: true },
      default_finance_rate: 7.9,
    },
    {
      code: 'MEMB',
      description: 'Dental Membership Plan',
      cycles: ['monthly', 'quarterly', 'yearly'],
      flags: { recurring_billing: true, auto_renew: true, multi_renew: true, sales_tax: true },
    },
  ],
  general: [
    PAYMENT_PLAN,
    PREPAYMENT,
    {
      code: 'MAINT',
      description: 'Maintenance Plan',
      cycles: ['monthly', 'quarterly', 'twice_per_year', 'yearly'],
      flags: { recurring_billing: true, auto_renew: true, multi_renew: true, sales_tax: true },
    },
    {
      code: 'MEMB',
      description: 'Membership Plan',
      cycles: ['monthly', 'yearly'],
      flags: { recurring_billing: true, auto_renew: true, two_pay_meth: true },
    },
    {
      code: 'RB',
      description: 'Recurring Billing',
      cycles: ['weekly', 'biweekly', 'monthly', 'quarterly'],
      flags: { recurring_billing: true, ach_only: true },
    },
  ],
};

const bit = (b: boolean | undefined): 0 | 1 => (b ? 1 : 0);

export function agreementTypeRow(
  facilityId: number,
  seed: AgreementTypeSeed,
  sortOrder: number,
): NewAgreementType {
  const f = seed.flags ?? {};
  const has = (cycle: Cycle) => bit(seed.cycles.includes(cycle));
  return {
    facility_id: facilityId,
    code: seed.code,
    description: seed.description,
    is_active: bit(seed.is_active ?? true),
    select_show: bit(f.select_show),
    ach_only: bit(f.ach_only),
    two_pay_meth: bit(f.two_pay_meth),
    default_finance_rate: seed.default_finance_rate ?? null,
    multi_renew: bit(f.multi_renew),
    auto_renew: bit(f.auto_renew),
    editable: bit(f.editable),
    recurring_billing: bit(f.recurring_billing),
    finance_charge: bit(f.finance_charge),
    sales_tax: bit(f.sales_tax),
    has_monthly_cycle: has('monthly'),
    has_biweekly_cycle: has('biweekly'),
    has_quarterly_cycle: has('quarterly'),
    has_weekly_cycle: has('weekly'),
    has_twice_per_month_cycle: has('twice_per_month'),
    has_twice_per_year_cycle: has('twice_per_year'),
    has_yearly_cycle: has('yearly'),
    sort_order: sortOrder,
  };
}
