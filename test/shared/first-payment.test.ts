import type { BillingCycle } from '../../src/shared/facility';
import {
  FIRST_PAYMENT_MIN_DAYS,
  FIRST_PAYMENT_PICKER_DAYS,
  allowedFirstPaymentDates,
  firstPaymentProblem,
  isAllowedBillingDay,
  type FirstPaymentContext,
  type FirstPaymentProblem,
} from '../../src/shared/first-payment';

// Sunday 2026-11-22 is "today".
const ctx: FirstPaymentContext = {
  agreementDate: '2026-11-22',
  cycle: 'monthly',
  today: '2026-11-22',
  maxDaysInFuture: 45,
};

describe('isAllowedBillingDay: weekly cycles Wednesday or Friday, others day 1, 5, 10, 15, 20, 25 (spec §5)', () => {
  it.each<[string, BillingCycle, boolean]>([
    ['2026-12-02', 'weekly', true],
    ['2026-12-04', 'weekly', true],
    ['2026-12-03', 'weekly', false],
    ['2026-12-05', 'weekly', false],
    ['2026-12-02', 'biweekly', true],
    ['2026-12-01', 'biweekly', false],
    ...[1, 5, 10, 15, 20, 25].map((d): [string, BillingCycle, boolean] => [
      `2026-12-${String(d).padStart(2, '0')}`,
      'monthly',
      true,
    ]),
    ['2026-12-02', 'monthly', false],
    ['2026-12-30', 'monthly', false],
    ['2026-12-31', 'quarterly', false],
    ['2027-01-05', 'twice_per_month', true],
    ['2027-01-15', 'twice_per_year', true],
    ['2027-01-25', 'yearly', true],
    ['2027-01-26', 'yearly', false],
  ])('%s %s → %p', (date, cycle, allowed) => {
    expect(isAllowedBillingDay(date, cycle)).toBe(allowed);
  });
});

describe('firstPaymentProblem: the rules in the order of spec §5 "First payment date"', () => {
  it.each<[string, Partial<FirstPaymentContext>, FirstPaymentProblem | null]>([
    ['2026-12-01', {}, null],
    ['2026-11-20', { agreementDate: '2026-11-21' }, { rule: 'before-agreement' }],
    ['2026-12-05', { agreementDate: '2026-12-10' }, { rule: 'before-agreement' }],
    ['2026-12-10', { agreementDate: '2026-12-10' }, null],
    // the 6th day ahead is the first allowed, the 5th is too soon
    ['2026-11-27', { cycle: 'weekly' }, { rule: 'too-soon', days: FIRST_PAYMENT_MIN_DAYS }],
    ['2026-11-28', { cycle: 'weekly', today: '2026-11-23' }, { rule: 'too-soon', days: 6 }],
    ['2026-11-27', { cycle: 'weekly', today: '2026-11-21', agreementDate: '2026-11-21' }, null],
    ['2026-11-25', { cycle: 'weekly' }, { rule: 'too-soon', days: 6 }],
    ['2026-12-02', {}, { rule: 'billing-day' }],
    ['2026-12-01', { cycle: 'weekly' }, { rule: 'billing-day' }],
    // 2027-01-05 is 44 days ahead: the last day within 44, one past 43
    ['2027-01-05', { maxDaysInFuture: 44 }, null],
    ['2027-01-06', { maxDaysInFuture: 45 }, { rule: 'billing-day' }],
    ['2027-01-05', { maxDaysInFuture: 43 }, { rule: 'too-far', days: 43 }],
    ['2027-01-05', { maxDaysInFuture: 43, cycle: 'weekly' }, { rule: 'billing-day' }],
    ['2030-01-01', { maxDaysInFuture: null }, null],
  ])('%s with %p → %p', (date, overrides, problem) => {
    expect(firstPaymentProblem(date, { ...ctx, ...overrides })).toEqual(problem);
  });
});

describe('allowedFirstPaymentDates: every date the rules allow, ascending, for the date picker', () => {
  it('monthly, today 2026-11-22, within 45 days', () => {
    expect(allowedFirstPaymentDates(ctx)).toEqual([
      '2026-12-01',
      '2026-12-05',
      '2026-12-10',
      '2026-12-15',
      '2026-12-20',
      '2026-12-25',
      '2027-01-01',
      '2027-01-05',
    ]);
  });

  it('weekly, within 14 days: Wednesdays and Fridays from the 6th day', () => {
    expect(allowedFirstPaymentDates({ ...ctx, cycle: 'weekly', maxDaysInFuture: 14 })).toEqual([
      '2026-12-02',
      '2026-12-04',
    ]);
  });

  it('starts at a later agreement date', () => {
    const dates = allowedFirstPaymentDates({ ...ctx, agreementDate: '2026-12-12', maxDaysInFuture: 40 });
    expect(dates).toEqual(['2026-12-15', '2026-12-20', '2026-12-25', '2027-01-01']);
  });

  it('reaches FIRST_PAYMENT_PICKER_DAYS past the earliest date when the term sheet sets no limit', () => {
    const dates = allowedFirstPaymentDates({ ...ctx, maxDaysInFuture: null });
    expect(dates[0]).toBe('2026-12-01');
    expect(dates.at(-1)).toBe('2027-11-25');
    expect(dates).toHaveLength(72);
    expect(FIRST_PAYMENT_PICKER_DAYS).toBe(365);
  });

  it('agrees with firstPaymentProblem on every day of the horizon', () => {
    const weekly = { ...ctx, cycle: 'weekly' as const, maxDaysInFuture: 60 };
    for (const date of allowedFirstPaymentDates(weekly)) expect(firstPaymentProblem(date, weekly)).toBeNull();
  });

  it('is empty when the horizon ends before the 6th day', () => {
    expect(allowedFirstPaymentDates({ ...ctx, maxDaysInFuture: 5 })).toEqual([]);
  });
});
