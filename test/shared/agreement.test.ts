import fc from 'fast-check';
import { computeAgreement, type AgreementInput } from '../../src/shared/agreement';
import { BILLING_CYCLES } from '../../src/shared/cycles';
import type { BillingCycle, FacilityFee } from '../../src/shared/facility';
import { sumMoney } from '../../src/shared/money';

const fee: FacilityFee = {
  sales_tax_percent_1: 6.25,
  sales_tax_percent_2: 8.875,
  sales_tax_percent_3: null,
  finance_rate_percent: 9.9,
};

/** $3,000 with 6.25% tax, $500 down, 9.9% over 12 monthly payments, first payment 40 days out. */
const plan: AgreementInput = {
  cash_price: '$3,000.00',
  down_payment: '500',
  sales_tax_rate: '1',
  initiation_fee: '25',
  prorated_dues: '',
  convenience_fee: '5',
  processing_fee: '35',
  service_fee: 2,
  finance_rate_percent: '9.9',
  number_of_payments: '12',
  billing_cycle: 'monthly',
  agreement_date: '2026-11-22',
  first_payment_due_date: '2027-01-01',
  recurring_billing: false,
  fee,
};

describe('computeAgreement: the Truth-in-Lending figures of a financed plan (spec §3 Agreement terms)', () => {
  const figures = computeAgreement(plan);

  it.each<[string, number]>([
    ['sales_tax_amount', 187.5],
    ['financed_amount', 2687.5],
    ['payment_amount', 236.15],
    ['payment_amount_total', 243.15],
    ['number_of_payments', 12],
    ['total_of_payments', 2833.79],
    ['finance_charge', 146.29],
    ['total_of_payments_including_fees', 2917.79],
    ['total_of_sale', 3333.79],
    ['total_of_sale_including_fees', 3477.79],
    ['total_cost_of_credit', 265.29],
    ['total_balance_due', 2917.79],
    // a first period of 1 month and 9 days: the same payments cost less per year
    ['apr', 9.45],
  ])('%s = %p', (field, value) => {
    expect(figures[field as keyof typeof figures]).toBe(value);
  });

  it('schedules 11 level payments and a last one that absorbs the rounding', () => {
    expect(figures.schedule).toHaveLength(12);
    expect(figures.schedule[0]).toEqual({ number: 1, date: '2027-01-01', amount: 236.15 });
    expect(figures.schedule[11]).toEqual({ number: 12, date: '2027-12-01', amount: 236.14 });
    expect(figures.apr_unrounded).toBeCloseTo(9.4542682815, 8);
  });

  it('suggests the last payment date as the agreement expiration date', () => {
    expect(figures.first_payment_due_date).toBe('2027-01-01');
    expect(figures.last_payment_date).toBe('2027-12-01');
    expect(figures.agreement_expiration_date).toBe('2027-12-01');
  });
});

describe('computeAgreement: sales tax keyed 1 to 3 from the facility fee settings, blank is 0 (spec §9)', () => {
  it.each<[AgreementInput['sales_tax_rate'], number]>([
    ['1', 187.5],
    ['2', 266.25],
    [2, 266.25],
    ['3', 0],
    ['', 0],
    [null, 0],
    ['4', 0],
  ])('key %p → %p', (key, tax) => {
    expect(computeAgreement({ ...plan, sales_tax_rate: key }).sales_tax_amount).toBe(tax);
  });

  it('is 0 without fee settings', () => {
    expect(computeAgreement({ ...plan, fee: null }).sales_tax_amount).toBe(0);
  });
});

describe('computeAgreement: a 0% plan', () => {
  const figures = computeAgreement({
    ...plan,
    cash_price: 1000,
    down_payment: 0,
    sales_tax_rate: '',
    finance_rate_percent: '',
    number_of_payments: 3,
  });
  it('splits the amount financed, the last payment taking the odd cent, with no finance charge', () => {
    expect(figures.schedule.map((p) => p.amount)).toEqual([333.33, 333.33, 333.34]);
    expect(figures.finance_charge).toBe(0);
    expect(figures.total_of_payments).toBe(1000);
    expect(figures.apr).toBe(0);
  });
});

describe('computeAgreement: a recurring agreement has no cash price and finances nothing', () => {
  const figures = computeAgreement({
    ...plan,
    recurring_billing: true,
    cash_price: null,
    down_payment: 0,
    payment_amount: '49.99',
    number_of_payments: 12,
    convenience_fee: 1,
    service_fee: 0,
    processing_fee: 0,
    initiation_fee: 50,
    prorated_dues: '12.50',
  });
  it.each<[string, number]>([
    ['financed_amount', 0],
    ['sales_tax_amount', 0],
    ['finance_charge', 0],
    ['payment_amount', 49.99],
    ['payment_amount_total', 50.99],
    ['total_of_payments', 599.88],
    ['total_of_payments_including_fees', 611.88],
    ['total_of_sale_including_fees', 674.38],
    ['total_cost_of_credit', 12],
    ['apr', 0],
  ])('%s = %p', (field, value) => {
    expect(figures[field as keyof typeof figures]).toBe(value);
  });

  it('without a number of payments there is no schedule', () => {
    const open = computeAgreement({
      ...plan,
      recurring_billing: true,
      payment_amount: 30,
      number_of_payments: '',
    });
    expect(open.schedule).toEqual([]);
    expect(open.payment_amount).toBe(30);
    expect(open.agreement_expiration_date).toBeNull();
  });
});

describe('computeAgreement: figures as far as a draft allows', () => {
  it('dates empty and APR null until the agreement and first payment dates are set', () => {
    const draft = computeAgreement({ ...plan, first_payment_due_date: null, agreement_date: '' });
    expect(draft.total_of_payments).toBe(2833.79);
    expect(draft.schedule[0].date).toBeNull();
    expect(draft.apr).toBeNull();
    expect(draft.apr_unrounded).toBeNull();
    expect(draft.last_payment_date).toBeNull();
    expect(draft.agreement_expiration_date).toBeNull();
  });

  it.each<[string, Partial<AgreementInput>]>([
    ['no billing cycle', { billing_cycle: '' }],
    ['no number of payments', { number_of_payments: null }],
    ['a number of payments that is not a whole number', { number_of_payments: '2.5' }],
    ['a down payment covering the cash price and tax', { down_payment: 3187.5 }],
  ])('%s: no payments', (_, overrides) => {
    const figures = computeAgreement({ ...plan, ...overrides });
    expect(figures.schedule).toEqual([]);
    expect(figures.number_of_payments).toBe(0);
    expect(figures.finance_charge).toBe(0);
    expect(figures.apr).toBe(0);
  });

  it('an amount that is not a number counts as 0', () => {
    expect(computeAgreement({ ...plan, convenience_fee: 'five' }).payment_amount_total).toBe(238.15);
  });
});

describe('computeAgreement: the expiration suggestion follows spec §5 intervals', () => {
  it.each<[BillingCycle, string, number, string, string]>([
    ['quarterly', '2027-01-01', 4, '2027-10-01', '2028-01-01'],
    ['twice_per_month', '2027-01-01', 4, '2027-02-16', '2027-03-01'],
    ['weekly', '2026-12-02', 3, '2026-12-16', '2026-12-16'],
  ])('%s from %s, %d payments: last due %s, expires %s', (cycle, first, n, last, expires) => {
    const figures = computeAgreement({
      ...plan,
      billing_cycle: cycle,
      first_payment_due_date: first,
      number_of_payments: n,
    });
    expect(figures.last_payment_date).toBe(last);
    expect(figures.agreement_expiration_date).toBe(expires);
  });
});

interface PlanShape {
  cashCents: number;
  downPercent: number;
  taxKey: string;
  rate: number;
  count: number;
  cycle: BillingCycle;
  convenienceCents: number;
}

describe('computeAgreement properties (fast-check)', () => {
  const inputs: fc.Arbitrary<PlanShape> = fc.record({
    cashCents: fc.integer({ min: 10_000, max: 5_000_000 }),
    downPercent: fc.integer({ min: 0, max: 90 }),
    taxKey: fc.constantFrom('1', '2', '3', ''),
    rate: fc.integer({ min: 0, max: 3600 }),
    count: fc.integer({ min: 1, max: 120 }),
    cycle: fc.constantFrom<BillingCycle>(...BILLING_CYCLES),
    convenienceCents: fc.integer({ min: 0, max: 1000 }),
  });
  const build = (x: PlanShape) =>
    computeAgreement({
      ...plan,
      cash_price: x.cashCents / 100,
      down_payment: Math.floor((x.cashCents * x.downPercent) / 100) / 100,
      sales_tax_rate: x.taxKey,
      finance_rate_percent: x.rate / 100,
      number_of_payments: x.count,
      billing_cycle: x.cycle,
      convenience_fee: x.convenienceCents / 100,
      first_payment_due_date: '2027-01-05',
    });

  it('the schedule payments sum to total_of_payments; the totals agree with each other', () => {
    fc.assert(
      fc.property(inputs, (x) => {
        const f = build(x);
        expect(sumMoney(f.schedule.map((p) => p.amount)).toNumber()).toBe(f.total_of_payments);
        expect(sumMoney([f.financed_amount, f.finance_charge]).toNumber()).toBe(f.total_of_payments);
        expect(f.schedule).toHaveLength(x.count);
      }),
      { numRuns: 100 },
    );
  });

  it('the last payment differs from the others by less than the number of payments in cents', () => {
    fc.assert(
      fc.property(inputs, (x) => {
        const f = build(x);
        const last = f.schedule[f.schedule.length - 1].amount;
        expect(f.schedule.slice(0, -1).every((p) => p.amount === f.payment_amount)).toBe(true);
        expect(Math.abs(Math.round(last * 100) - Math.round(f.payment_amount * 100))).toBeLessThan(x.count);
      }),
      { numRuns: 100 },
    );
  });
});
