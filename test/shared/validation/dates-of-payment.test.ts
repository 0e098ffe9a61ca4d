// spec §5 Agreement: the first payment date's sub-rules, and the expiration date not before the
// computed last payment date (spec §9: 6 days ahead; Wednesday or Friday weekly; days 1, 5, …, 25).
import type { ContractValues } from '../../../src/shared/contract';
import { agreementSchema } from '../../../src/shared/validation/agreement';
import type { AgreementContext } from '../../../src/shared/validation/agreement-context';
import { AGREEMENT, AGREEMENT_TYPES, agreementContext, errorsOf } from './fixtures';

const NOT_AVAILABLE = 'Select a date available for this billing cycle.';
const errors = (values: ContractValues, ctx: Partial<AgreementContext> = {}) =>
  errorsOf(agreementSchema(agreementContext(ctx)), {
    ...AGREEMENT,
    agreement_expiration_date: '2031-01-01',
    ...values,
  });
const firstPayment = (date: string, values: ContractValues = {}, ctx: Partial<AgreementContext> = {}) =>
  errors({ ...values, first_payment_due_date: date }, ctx).first_payment_due_date;

describe('first payment on or after the agreement date', () => {
  it.each([
    ['2026-12-01', '2026-12-01', undefined],
    ['2026-12-02', '2026-12-01', NOT_AVAILABLE],
  ])('agreement %s, first payment %s', (agreementDate, date, message) => {
    expect(firstPayment(date, { agreement_date: agreementDate })).toBe(message);
  });
});

describe('first payment at least 6 days from today', () => {
  it.each<[string, string, string, string | undefined]>([
    ['2026-11-25', 'monthly', '2026-12-01', undefined],
    ['2026-11-26', 'monthly', '2026-12-01', NOT_AVAILABLE],
    ['2026-11-26', 'weekly', '2026-12-02', undefined],
    ['2026-11-27', 'weekly', '2026-12-02', NOT_AVAILABLE],
    ['2026-11-22', 'weekly', '2026-11-25', NOT_AVAILABLE],
  ])('today %s, %s, first payment %s', (today, cycle, date, message) => {
    expect(firstPayment(date, { agreement_date: today, billing_cycle: cycle as 'monthly' }, { today })).toBe(
      message,
    );
  });
});

describe('allowed billing days', () => {
  it.each([
    ['monthly', '2026-12-01', undefined],
    ['monthly', '2026-12-05', undefined],
    ['monthly', '2026-12-10', undefined],
    ['monthly', '2026-12-15', undefined],
    ['monthly', '2026-12-20', undefined],
    ['monthly', '2026-12-25', undefined],
    ['monthly', '2026-12-02', NOT_AVAILABLE],
    ['monthly', '2026-12-31', NOT_AVAILABLE],
    ['weekly', '2026-12-02', undefined],
    ['weekly', '2026-12-04', undefined],
    ['weekly', '2026-12-03', NOT_AVAILABLE],
    ['weekly', '2026-12-05', NOT_AVAILABLE],
    ['biweekly', '2026-12-04', undefined],
    ['biweekly', '2026-12-01', NOT_AVAILABLE],
  ])('%s on %s', (cycle, date, message) => {
    expect(firstPayment(date, { billing_cycle: cycle as 'monthly', number_of_payments: 10 })).toBe(message);
  });
});

describe('first payment within max_first_payment_days_in_future', () => {
  it.each([
    // $1,000 financed: 45 days from 11/22/2026 is 01/06/2027.
    [1200, '2027-01-05', undefined],
    [1200, '2027-01-10', 'First payment must be within 45 days'],
    // $5,000 financed: 60 days, to 01/21/2027.
    [5200, '2027-01-20', undefined],
    [5200, '2027-01-25', 'First payment must be within 60 days'],
  ])('$%s cash price, first payment %s', (cash, date, message) => {
    expect(firstPayment(date, { cash_price: cash })).toBe(message);
  });
  it('shows the other rules first', () => {
    expect(firstPayment('2027-01-11', { cash_price: 1200 })).toBe(NOT_AVAILABLE);
  });
});

describe('expiration date not before the last payment date', () => {
  it.each([
    ['monthly', '2026-12-01', 10, '2027-09-01', undefined],
    ['monthly', '2026-12-01', 10, '2027-08-31', 'Must not be before the last payment date (09/01/2027).'],
    ['monthly', '2026-12-01', 1, '2026-12-01', undefined],
    ['biweekly', '2026-12-02', 10, '2027-04-07', undefined],
    ['biweekly', '2026-12-02', 10, '2027-04-06', 'Must not be before the last payment date (04/07/2027).'],
    ['weekly', '2026-12-04', 10, '2027-02-05', undefined],
    ['weekly', '2026-12-04', 10, '2027-02-04', 'Must not be before the last payment date (02/05/2027).'],
  ])('%s from %s, %s payments, expiring %s', (cycle, first, count, expiration, message) => {
    const values = {
      billing_cycle: cycle as 'monthly',
      first_payment_due_date: first,
      number_of_payments: count,
      agreement_expiration_date: expiration,
    };
    expect(errors(values).agreement_expiration_date).toBe(message);
  });

  it('counts quarterly intervals as 4 months', () => {
    const facility = {
      ...agreementContext().facility,
      agreement_types: [
        ...agreementContext().facility.agreement_types,
        { ...agreementContext().facility.agreement_types[0], code: 'Q', has_quarterly_cycle: true },
      ],
    };
    // Quarterly intervals are 4 months (spec §5): 3 payments from 12/25/2026 end 08/25/2027 at the latest.
    const values = {
      agreement_code: 'Q',
      billing_cycle: 'quarterly' as const,
      first_payment_due_date: '2026-12-25',
      number_of_payments: 3,
    };
    expect(
      errors({ ...values, agreement_expiration_date: '2027-08-24' }, { facility }).agreement_expiration_date,
    ).toBe('Must not be before the last payment date (08/25/2027).');
    expect(errors({ ...values, agreement_expiration_date: '2027-08-25' }, { facility })).toEqual({});
  });

  it.each([
    ['2028-02-23', 2, '2028-02-29', 'Must not be before the last payment date (03/01/2028).'],
    ['2028-02-23', 2, '2028-03-01', undefined],
    ['2027-02-24', 2, '2027-03-03', undefined],
  ])(
    'weekly from %s, %s payments, across the end of February: expiring %s',
    (first, count, expiration, message) => {
      const values = {
        billing_cycle: 'weekly' as const,
        agreement_date: first,
        first_payment_due_date: first,
        number_of_payments: count,
        agreement_expiration_date: expiration,
      };
      expect(errors(values, { today: '2028-02-10' }).agreement_expiration_date).toBe(message);
    },
  );

  it.each([
    ['twice_per_month', 5, '2027-02-05'],
    ['twice_per_month', 4, '2027-02-05'],
    ['twice_per_year', 3, '2027-12-05'],
    ['yearly', 2, '2027-12-05'],
  ])('%s, %s payments from 12/05/2026: the last payment date is %s', (cycle, count, last) => {
    const every = {
      ...AGREEMENT_TYPES[0],
      code: 'ALL',
      has_twice_per_month_cycle: true,
      has_twice_per_year_cycle: true,
      has_yearly_cycle: true,
    };
    const facility = { ...agreementContext().facility, agreement_types: [every] };
    const values = {
      agreement_code: 'ALL',
      billing_cycle: cycle as 'monthly',
      first_payment_due_date: '2026-12-05',
      number_of_payments: count,
    };
    const [y, m, d] = last.split('-');
    expect(
      errors({ ...values, agreement_expiration_date: last }, { facility }).agreement_expiration_date,
    ).toBeUndefined();
    expect(
      errors({ ...values, agreement_expiration_date: '2026-12-05' }, { facility }).agreement_expiration_date,
    ).toBe(`Must not be before the last payment date (${m}/${d}/${y}).`);
  });

  it('accepts a typed expiration date', () => {
    expect(errors({ agreement_expiration_date: '9/1/2027' })).toEqual({});
    expect(errors({ agreement_expiration_date: '8/31/2027' }).agreement_expiration_date).toBe(
      'Must not be before the last payment date (09/01/2027).',
    );
  });
});
