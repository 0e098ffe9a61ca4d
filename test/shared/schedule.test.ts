import Decimal from 'decimal.js';
import fc from 'fast-check';
import { computeApr } from '../../src/shared/apr';
import { BILLING_CYCLES, UNIT_PERIODS_PER_YEAR } from '../../src/shared/cycles';
import type { BillingCycle } from '../../src/shared/facility';
import { fromCents, sumMoney } from '../../src/shared/money';
import { amortizedPayments, exactLevelPayment, paymentSchedule, periodRate } from '../../src/shared/schedule';
import { regularAdvance } from './plans';

const cycle = fc.constantFrom<BillingCycle>(...BILLING_CYCLES);
/** $100.00 to $50,000.00 in cents, 0% to 36% in hundredths, 1 to 120 payments. */
const plan = fc.record({
  cents: fc.integer({ min: 10_000, max: 5_000_000 }),
  rateBasisPoints: fc.integer({ min: 0, max: 3600 }),
  count: fc.integer({ min: 1, max: 120 }),
  cycle,
});

describe('periodRate and exactLevelPayment: the finance rate per unit-period', () => {
  it.each<[BillingCycle, string]>([
    ['monthly', '0.01'],
    ['weekly', '0.0023076923076923076923'],
    ['yearly', '0.12'],
  ])('12%% %s → %s', (c, rate) => {
    expect(periodRate(new Decimal(12), c).toString()).toBe(rate);
  });

  it('$1,000 at 1% a month over 12 months is $88.85 a month', () => {
    expect(exactLevelPayment(new Decimal(1000), new Decimal('0.01'), 12).toFixed(2)).toBe('88.85');
  });

  it('at 0% the payment is the amount over the count', () => {
    expect(exactLevelPayment(new Decimal(1000), new Decimal(0), 3).toString()).toBe(
      new Decimal(1000).dividedBy(3).toString(),
    );
  });
});

describe('amortizedPayments: level payments, the last absorbing the rounding', () => {
  it.each<[string, string, number, BillingCycle, string[]]>([
    ['1000', '0', 3, 'monthly', ['333.33', '333.33', '333.34']],
    ['1000', '0', 6, 'weekly', ['166.67', '166.67', '166.67', '166.67', '166.67', '166.65']],
    ['1000', '12', 12, 'monthly', [...Array<string>(11).fill('88.85'), '88.84']],
    ['2687.50', '9.9', 12, 'monthly', [...Array<string>(11).fill('236.15'), '236.14']],
    ['500', '18', 1, 'yearly', ['590']],
  ])('%s at %s%% in %d %s payments', (amount, rate, count, c, expected) => {
    const payments = amortizedPayments(new Decimal(amount), new Decimal(rate), count, c);
    expect(payments.map((p) => p.toString())).toEqual(expected);
  });

  it('no payments for a count below one', () => {
    expect(amortizedPayments(new Decimal(1000), new Decimal(10), 0, 'monthly')).toEqual([]);
  });

  it('property: the payments sum to the exact total of payments, rounded to cents', () => {
    fc.assert(
      fc.property(plan, ({ cents, rateBasisPoints, count, cycle: c }) => {
        const amount = fromCents(cents);
        const rate = new Decimal(rateBasisPoints).dividedBy(100);
        const payments = amortizedPayments(amount, rate, count, c);
        const exact = exactLevelPayment(amount, periodRate(rate, c), count).times(count);
        expect(payments).toHaveLength(count);
        expect(sumMoney(payments).toString()).toBe(
          exact.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toString(),
        );
        if (rateBasisPoints === 0) expect(sumMoney(payments).toString()).toBe(amount.toString());
      }),
      { numRuns: 300 },
    );
  });

  it('property: the last payment differs from the others by less than the number of payments in cents', () => {
    fc.assert(
      fc.property(plan, ({ cents, rateBasisPoints, count, cycle: c }) => {
        const payments = amortizedPayments(
          fromCents(cents),
          new Decimal(rateBasisPoints).dividedBy(100),
          count,
          c,
        );
        const level = payments[0];
        expect(payments.slice(0, -1).every((p) => p.equals(level))).toBe(true);
        expect(payments[count - 1].minus(level).abs().times(100).toNumber()).toBeLessThan(count);
      }),
      { numRuns: 300 },
    );
  });

  it('property: computeApr inverts the schedule (a regular first period gives back the rate within 0.01 and the cent of rounding)', () => {
    const first = fc.constantFrom(
      '2027-01-01',
      '2027-01-05',
      '2027-02-10',
      '2027-03-15',
      '2027-06-20',
      '2027-08-25',
    );
    // At least $1,000 financed and $10 a payment (spec §5), so the cents of rounding barely move the rate.
    const product = plan.map((p) => ({ ...p, cents: Math.max(p.cents, 100_000, p.count * 1000) }));
    fc.assert(
      fc.property(product, first, ({ cents, rateBasisPoints, count, cycle: c }, firstDate) => {
        const rate = new Decimal(rateBasisPoints).dividedBy(100);
        const schedule = paymentSchedule(amortizedPayments(fromCents(cents), rate, count, c), firstDate, c);
        const apr = computeApr({
          amountFinanced: fromCents(cents),
          advanceDate: regularAdvance(firstDate, c),
          payments: schedule.map((row) => ({ amount: row.amount, date: row.date as string })),
          cycle: c,
        });
        // Each payment is rounded to the cent: half a cent of one period's interest on the amount financed,
        // annualised, moves the rate that much (one weekly payment of $1,000 at 7.09% pays $1.36 of
        // interest, not $1.3634: 7.07%).
        const centRounding = (0.5 / cents) * UNIT_PERIODS_PER_YEAR[c] * 100;
        expect(Math.abs(apr - rate.toNumber())).toBeLessThanOrEqual(0.01 + centRounding + 1e-9);
      }),
      { numRuns: 200 },
    );
  });
});

describe('paymentSchedule: numbered rows dated by the cycle', () => {
  it('numbers from 1 and dates each payment', () => {
    const rows = paymentSchedule(
      [new Decimal('10.5'), new Decimal('10.49')],
      '2026-12-01',
      'twice_per_month',
    );
    expect(rows).toEqual([
      { number: 1, date: '2026-12-01', amount: 10.5 },
      { number: 2, date: '2026-12-16', amount: 10.49 },
    ]);
  });

  it('leaves dates empty until the first payment due date is set', () => {
    expect(paymentSchedule([new Decimal(5)], null, 'monthly')).toEqual([
      { number: 1, date: null, amount: 5 },
    ]);
  });
});
