import Decimal from 'decimal.js';
import { computeApr, computeAprUnrounded, unitPeriods, type AprInput } from '../../src/shared/apr';
import { BILLING_CYCLES, UNIT_PERIODS_PER_YEAR, dueDates } from '../../src/shared/cycles';
import { addDays } from '../../src/shared/dates';
import type { BillingCycle } from '../../src/shared/facility';
import { exactLevelPayment } from '../../src/shared/schedule';
import { regularAdvance } from './plans';
import { appendixJ } from './reference';

const CYCLE_OF: Record<string, BillingCycle> = {
  monthly: 'monthly',
  semimonthly: 'twice_per_month',
  quarterly: 'quarterly',
  weekly: 'weekly',
};

function levelPlan(
  amount: string,
  aprPercent: string,
  count: number,
  cycle: BillingCycle,
  first: string,
): AprInput {
  const rate = new Decimal(aprPercent).dividedBy(100 * UNIT_PERIODS_PER_YEAR[cycle]);
  const payment = exactLevelPayment(new Decimal(amount), rate, count);
  return {
    amountFinanced: amount,
    advanceDate: regularAdvance(first, cycle),
    payments: dueDates(first, cycle, count).map((date) => ({ amount: payment, date })),
    cycle,
  };
}

describe('Appendix J (c)(1) examples: reproduced to the published two decimals', () => {
  it.each(appendixJ.examples.map((e) => [e.id, e] as const))('%s', (_, example) => {
    const input: AprInput = {
      amountFinanced: example.amount_financed,
      advanceDate: example.advance_date,
      payments: example.payments,
      cycle: CYCLE_OF[example.payment_cycle],
    };
    expect(computeApr(input).toFixed(2)).toBe(example.published_apr_pct);
  });
});

describe('unitPeriods: time from the advance in whole unit-periods t and a fraction f (App. J (b)(5))', () => {
  it.each<[string, string, BillingCycle, number, string]>([
    // the odd first periods of the Appendix J examples
    ['1978-02-10', '1978-04-01', 'monthly', 1, '19/30'],
    ['1978-02-23', '1978-03-01', 'twice_per_month', 0, '6/15'],
    ['1978-02-23', '1978-03-16', 'twice_per_month', 1, '6/15'],
    ['1978-02-23', '1978-04-01', 'twice_per_month', 2, '6/15'],
    ['1978-05-23', '1978-10-01', 'quarterly', 1, '39/90'],
    ['1978-03-20', '1978-04-21', 'weekly', 4, '4/7'],
    // months counted back from the payment; a day the month lacks is its last day
    ['2027-01-31', '2027-02-28', 'monthly', 1, '0'],
    ['2027-01-30', '2027-02-28', 'monthly', 1, '0'],
    ['2027-01-28', '2027-02-28', 'monthly', 1, '0'],
    ['2027-01-31', '2027-04-30', 'monthly', 3, '0'],
    ['2028-01-31', '2028-02-28', 'monthly', 0, '28/30'],
    ['2027-01-31', '2027-03-30', 'monthly', 1, '28/30'],
    ['2026-12-31', '2027-02-28', 'twice_per_month', 4, '0'],
    ['2026-11-22', '2026-12-01', 'monthly', 0, '9/30'],
    ['2026-11-22', '2027-01-01', 'monthly', 1, '9/30'],
    ['2026-11-22', '2026-12-16', 'biweekly', 1, '10/14'],
    ['2026-11-22', '2027-06-01', 'twice_per_year', 1, '9/180'],
    ['2026-11-22', '2027-03-01', 'quarterly', 1, '9/90'],
    // years: the rest in months over 12 when whole months, else in days over 365
    ['2026-11-22', '2027-11-22', 'yearly', 1, '0'],
    ['2026-11-22', '2028-05-22', 'yearly', 1, '6/12'],
    ['2026-11-22', '2027-12-01', 'yearly', 1, '9/365'],
    ['2026-11-22', '2027-05-01', 'yearly', 0, '160/365'],
    // a payment on or before the advance is not discounted
    ['2026-11-22', '2026-11-22', 'monthly', 0, '0'],
    ['2026-11-22', '2026-11-01', 'weekly', 0, '0'],
  ])('%s → %s %s: t = %d, f = %s', (advance, payment, cycle, t, f) => {
    const [num, den] = f.split('/');
    const result = unitPeriods(advance, payment, cycle);
    expect(result.t).toBe(t);
    expect(result.f.toString()).toBe(new Decimal(num).dividedBy(den ?? 1).toString());
  });
});

describe('computeApr: a level plan with a regular first period gives back its rate, for every cycle', () => {
  const rates = ['0.01', '5', '9.99', '18', '29.99', '36'];
  it.each(BILLING_CYCLES.flatMap((cycle) => rates.map((rate) => [cycle, rate] as const)))(
    '%s at %s%%',
    (cycle, rate) => {
      const plan = levelPlan('2500', rate, 24, cycle, '2027-01-15');
      expect(computeAprUnrounded(plan)).toBeCloseTo(Number(rate), 8);
      expect(computeApr(plan)).toBe(Number(rate));
    },
  );
});

describe('computeApr: known plans', () => {
  it('$1,000 over 12 monthly payments of $88.85 is 12.00%', () => {
    const plan = levelPlan('1000', '12', 12, 'monthly', '2027-01-01');
    plan.payments = plan.payments.map((p) => ({ ...p, amount: '88.85' }));
    expect(computeApr(plan)).toBe(12.0);
  });

  it('a one-payment plan: $100 repaid with $101 one month later is 12.00%', () => {
    const plan: AprInput = {
      amountFinanced: '100',
      advanceDate: '2026-12-01',
      payments: [{ amount: '101', date: '2027-01-01' }],
      cycle: 'monthly',
    };
    expect(computeApr(plan)).toBe(12);
  });

  it('a one-payment plan with an odd period: $100 repaid with $101 after 1½ months is 7.98%', () => {
    const plan: AprInput = {
      amountFinanced: '100',
      advanceDate: '2026-11-16',
      payments: [{ amount: '101', date: '2027-01-01' }],
      cycle: 'monthly',
    };
    // t = 1 month (Dec 1 … Jan 1), f = 15/30: 101 = 100 (1 + i/2)(1 + i) → i = √2.27 − 1.5 ≈ 0.66519%
    expect(computeAprUnrounded(plan)).toBeCloseTo((Math.sqrt(2.27) - 1.5) * 1200, 9);
    expect(computeApr(plan)).toBe(7.98);
  });
});

describe('computeApr: odd first periods', () => {
  it.each(BILLING_CYCLES)('%s: a long first period lowers the APR of the same payments', (cycle) => {
    const regular = levelPlan('5000', '18', 12, cycle, '2027-03-01');
    const long = { ...regular, advanceDate: addDays(regular.advanceDate, -20) };
    const short = { ...regular, advanceDate: addDays(regular.advanceDate, 5) };
    expect(computeApr(long)).toBeLessThan(18);
    expect(computeApr(short)).toBeGreaterThan(18);
  });

  it.each(BILLING_CYCLES)('%s: the payments discounted at the APR sum to the amount financed', (cycle) => {
    const plan = { ...levelPlan('3210.55', '14.5', 18, cycle, '2027-02-05'), advanceDate: '2026-11-22' };
    const i = new Decimal(computeAprUnrounded(plan)).dividedBy(100 * UNIT_PERIODS_PER_YEAR[cycle]);
    const pv = plan.payments.reduce((sum, p) => {
      const { t, f } = unitPeriods(plan.advanceDate, p.date, cycle);
      return sum.plus(new Decimal(p.amount as Decimal).dividedBy(f.times(i).plus(1).times(i.plus(1).pow(t))));
    }, new Decimal(0));
    expect(pv.toNumber()).toBeCloseTo(3210.55, 6);
  });
});

describe('computeApr: no finance charge, no APR', () => {
  it.each(BILLING_CYCLES)('%s: a 0%% plan is 0.00%%', (cycle) => {
    const plan = levelPlan('1200', '0', 12, cycle, '2027-01-05');
    expect(computeApr({ ...plan, payments: plan.payments.map((p) => ({ ...p, amount: '100' })) })).toBe(0);
  });

  it.each<[string, AprInput['payments']]>([
    ['payments below the amount financed', [{ amount: '50', date: '2027-01-05' }]],
    ['no payments', []],
  ])('%s → 0', (_, payments) => {
    expect(computeApr({ amountFinanced: '100', advanceDate: '2026-12-05', payments, cycle: 'monthly' })).toBe(
      0,
    );
  });

  it('nothing financed → 0', () => {
    const payments = [{ amount: '50', date: '2027-01-05' }];
    expect(computeApr({ amountFinanced: '0', advanceDate: '2026-12-05', payments, cycle: 'monthly' })).toBe(
      0,
    );
  });
});
