import {
  BILLING_CYCLES,
  CYCLE_LABELS,
  CYCLE_MONTHS,
  UNIT_PERIODS_PER_YEAR,
  cyclesOfAgreementType,
  dueDate,
  dueDates,
  lastPaymentDate,
} from '../../src/shared/cycles';
import type { AgreementType, BillingCycle } from '../../src/shared/facility';

const noCycles: AgreementType = {
  code: 'PP',
  description: 'Payment Plan',
  is_active: true,
  select_show: false,
  ach_only: false,
  two_pay_meth: false,
  default_finance_rate: null,
  multi_renew: false,
  auto_renew: false,
  editable: true,
  recurring_billing: false,
  finance_charge: true,
  sales_tax: false,
  has_monthly_cycle: false,
  has_biweekly_cycle: false,
  has_quarterly_cycle: false,
  has_weekly_cycle: false,
  has_twice_per_month_cycle: false,
  has_twice_per_year_cycle: false,
  has_yearly_cycle: false,
};

describe('billing cycles and month equivalents (spec §9)', () => {
  it.each<[BillingCycle, number, number]>([
    ['monthly', 1, 12],
    ['biweekly', 0.5, 26],
    ['quarterly', 3, 4],
    ['weekly', 0.25, 52],
    ['twice_per_month', 0.5, 24],
    ['twice_per_year', 6, 2],
    ['yearly', 12, 1],
  ])('%s: %p months, %p unit-periods a year', (cycle, months, periods) => {
    expect(CYCLE_MONTHS[cycle]).toBe(months);
    expect(UNIT_PERIODS_PER_YEAR[cycle]).toBe(periods);
    expect(CYCLE_LABELS[cycle]).toEqual(expect.any(String));
  });

  it('lists the seven cycles in the order of spec §9', () => {
    expect(BILLING_CYCLES).toEqual([
      'monthly',
      'biweekly',
      'quarterly',
      'weekly',
      'twice_per_month',
      'twice_per_year',
      'yearly',
    ]);
  });
});

describe('cyclesOfAgreementType: the has_*_cycle flags (spec §3 Facility)', () => {
  it.each<[Partial<AgreementType>, BillingCycle[]]>([
    [{}, []],
    [{ has_monthly_cycle: true }, ['monthly']],
    [
      { has_yearly_cycle: true, has_weekly_cycle: true, has_monthly_cycle: true },
      ['monthly', 'weekly', 'yearly'],
    ],
    [
      { has_twice_per_month_cycle: true, has_twice_per_year_cycle: true },
      ['twice_per_month', 'twice_per_year'],
    ],
  ])('%p → %p', (flags, cycles) => {
    expect(cyclesOfAgreementType({ ...noCycles, ...flags })).toEqual(cycles);
  });

  it('offers every cycle when every flag is set', () => {
    const all = Object.fromEntries(BILLING_CYCLES.map((c) => [`has_${c}_cycle`, true]));
    expect(cyclesOfAgreementType({ ...noCycles, ...all })).toEqual(BILLING_CYCLES);
  });
});

describe('dueDate: the payment schedule by cycle, counted from the first payment', () => {
  it.each<[BillingCycle, string, string[]]>([
    ['monthly', '2026-12-15', ['2026-12-15', '2027-01-15', '2027-02-15', '2027-03-15']],
    ['monthly', '2027-01-31', ['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']],
    ['monthly', '2027-12-31', ['2027-12-31', '2028-01-31', '2028-02-29', '2028-03-31']],
    ['weekly', '2026-12-02', ['2026-12-02', '2026-12-09', '2026-12-16', '2026-12-23']],
    ['biweekly', '2026-12-04', ['2026-12-04', '2026-12-18', '2027-01-01', '2027-01-15']],
    ['quarterly', '2026-12-01', ['2026-12-01', '2027-03-01', '2027-06-01', '2027-09-01']],
    ['twice_per_year', '2026-12-25', ['2026-12-25', '2027-06-25', '2027-12-25', '2028-06-25']],
    ['yearly', '2028-02-29', ['2028-02-29', '2029-02-28', '2030-02-28', '2031-02-28']],
    ['twice_per_month', '2026-12-01', ['2026-12-01', '2026-12-16', '2027-01-01', '2027-01-16']],
    ['twice_per_month', '2026-12-10', ['2026-12-10', '2026-12-25', '2027-01-10', '2027-01-25']],
    ['twice_per_month', '2027-01-15', ['2027-01-15', '2027-01-30', '2027-02-15', '2027-02-28']],
    ['twice_per_month', '2028-01-15', ['2028-01-15', '2028-01-30', '2028-02-15', '2028-02-29']],
    ['twice_per_month', '2026-12-20', ['2026-12-20', '2027-01-05', '2027-01-20', '2027-02-05']],
    ['twice_per_month', '2027-01-25', ['2027-01-25', '2027-02-10', '2027-02-25', '2027-03-10']],
  ])('%s from %s', (cycle, first, dates) => {
    expect(dueDates(first, cycle, 4)).toEqual(dates);
    expect(dates.map((_, i) => dueDate(first, cycle, i))).toEqual(dates);
  });

  it('no payments, no dates', () => {
    expect(dueDates('2026-12-01', 'monthly', 0)).toEqual([]);
  });
});

describe('lastPaymentDate: first payment plus (payments − 1) intervals of spec §5 "Expiration date"', () => {
  it.each<[BillingCycle, string, number, string]>([
    ['monthly', '2026-12-15', 12, '2027-11-15'],
    ['monthly', '2027-01-31', 2, '2027-02-28'],
    ['monthly', '2026-12-15', 1, '2026-12-15'],
    ['biweekly', '2026-12-04', 26, '2027-11-19'],
    ['weekly', '2026-12-02', 52, '2027-11-24'],
    // quarterly: 4 months per interval, as the spec words it
    ['quarterly', '2026-12-01', 4, '2027-12-01'],
    // twice per month: half the intervals in months, rounded up
    ['twice_per_month', '2026-12-01', 24, '2027-12-01'],
    ['twice_per_month', '2026-12-01', 2, '2027-01-01'],
    ['twice_per_month', '2026-12-01', 3, '2027-01-01'],
    // twice per year: half the intervals in years, rounded up
    ['twice_per_year', '2026-12-25', 2, '2027-12-25'],
    ['twice_per_year', '2026-12-25', 3, '2027-12-25'],
    ['twice_per_year', '2026-12-25', 4, '2028-12-25'],
    ['yearly', '2028-02-29', 2, '2029-02-28'],
    ['yearly', '2026-12-05', 5, '2030-12-05'],
  ])('%s from %s, %d payments → %s', (cycle, first, n, last) => {
    expect(lastPaymentDate(first, cycle, n)).toBe(last);
  });

  it('counts fewer than one payment as one', () => {
    expect(lastPaymentDate('2026-12-15', 'monthly', 0)).toBe('2026-12-15');
  });

  it.each(BILLING_CYCLES)('%s: never before the last scheduled due date', (cycle) => {
    for (let n = 1; n <= 40; n += 1) {
      const scheduled = dueDate('2027-01-15', cycle, n - 1);
      expect(lastPaymentDate('2027-01-15', cycle, n) >= scheduled).toBe(true);
    }
  });

  it.each<BillingCycle>(['monthly', 'weekly', 'biweekly', 'yearly'])(
    '%s: the same as the last scheduled due date',
    (cycle) => {
      expect(lastPaymentDate('2027-01-31', cycle, 13)).toBe(dueDate('2027-01-31', cycle, 12));
    },
  );
});
