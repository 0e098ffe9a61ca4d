// spec §5 Agreement: available agreement and cycle, cash price, down payment, the $10.00 payment,
// and the state's APR cap (spec §9 "Select agreement types require is_active and select_show").
import type { ContractValues } from '../../../src/shared/contract';
import { agreementSchema } from '../../../src/shared/validation/agreement';
import {
  availableAgreementTypes,
  type AgreementContext,
} from '../../../src/shared/validation/agreement-context';
import { AGREEMENT, agreementContext, errorsOf } from './fixtures';

const errors = (values: ContractValues, ctx: Partial<AgreementContext> = {}) =>
  errorsOf(agreementSchema(agreementContext(ctx)), { ...AGREEMENT, ...values });
/** Terms long enough to keep the expiration and term-sheet rules quiet while another rule is judged. */
const FAR = { agreement_expiration_date: '2031-01-01' };

describe('agreement description must be an available one', () => {
  const MESSAGE = 'Please select an available agreement description';
  it.each([
    ['PP', false, undefined],
    ['STD', false, undefined],
    ['OLD', false, MESSAGE],
    ['NOPE', false, MESSAGE],
    ['PP', true, undefined],
    ['STD', true, MESSAGE],
    ['OLD', true, MESSAGE],
  ])('%s, select %s', (code, isSelect, message) => {
    expect(
      errors({ agreement_code: code, agreement_expiration_date: '2031-01-01' }, { isSelect }).agreement_code,
    ).toBe(message);
  });
  it('lists active types, and for select contracts also select_show', () => {
    const codes = (isSelect: boolean) =>
      availableAgreementTypes({ ...agreementContext(), isSelect }).map((t) => t.code);
    expect(codes(false)).toEqual(['PP', 'REC', 'STD', 'ACH']);
    expect(codes(true)).toEqual(['PP', 'REC', 'ACH']);
  });
  it('cannot change once submitted', () => {
    expect(errors({ agreement_code: 'STD' }, { submittedAgreementCode: 'PP' }).agreement_code).toBe(
      'The agreement description cannot be changed once the contract has been submitted.',
    );
    expect(errors({}, { submittedAgreementCode: 'PP' })).toEqual({});
  });
});

describe('billing cycle must be one the agreement type offers', () => {
  it.each([
    ['monthly', undefined],
    ['weekly', undefined],
    ['quarterly', 'Please select an available billing cycle'],
    ['fortnightly', 'Please select an available billing cycle'],
  ])('%s', (cycle, message) => {
    expect(
      errors({ billing_cycle: cycle as never, first_payment_due_date: '2026-12-04', ...FAR }).billing_cycle,
    ).toBe(message);
  });
});

describe('cash price must be more than $0.00 for non-recurring agreements', () => {
  it.each([
    [0, 'Please enter an amount greater than $0.00.'],
    [-1, 'Please enter an amount greater than $0.00.'],
    ['0.00', 'Please enter an amount greater than $0.00.'],
    [0.01, undefined],
  ])('%s', (cash, message) => {
    expect(errors({ cash_price: cash, down_payment: 0, number_of_payments: 1 }).cash_price).toBe(message);
  });
  it('is not judged for recurring agreements', () => {
    expect(errors({ agreement_code: 'REC', cash_price: 0, payment_amount: 20 }).cash_price).toBeUndefined();
  });
});

describe('down payment must be 0 or less than the cash price', () => {
  const MESSAGE = 'Must be less than the Cash Price.';
  it.each([
    [0, undefined],
    [1199.99, undefined],
    [1200, MESSAGE],
    [1500, MESSAGE],
  ])('%s of $1,200.00', (down, message) => {
    expect(errors({ down_payment: down, ...FAR }).down_payment).toBe(message);
  });
  it('a zero down payment passes whatever the cash price', () => {
    expect(errors({ cash_price: 0, down_payment: 0 }).down_payment).toBeUndefined();
  });
});

describe('payment amount must be $10.00 or more when there is a cash price', () => {
  const MESSAGE =
    'Payment amount must be $10.00 or more. Please adjust the term of this agreement to make the payment amount $10.00 or more.';
  // $600 at 0% has no term-sheet bracket issue and 12 months allow 12 payments; weekly allows 48.
  it.each([
    [600, 12, 'monthly', '2026-12-01', undefined],
    [480, 48, 'weekly', '2026-12-02', undefined],
    [479.52, 48, 'weekly', '2026-12-02', MESSAGE],
    [500, 48, 'weekly', '2026-12-02', undefined],
    [120, 12, 'monthly', '2026-12-01', undefined],
    [119.88, 12, 'monthly', '2026-12-01', MESSAGE],
    [119.95, 12, 'monthly', '2026-12-01', undefined],
  ])('$%s in %s %s payments', (cash, count, cycle, first, message) => {
    const values = {
      cash_price: cash,
      down_payment: 0,
      number_of_payments: count,
      billing_cycle: cycle as 'monthly',
      first_payment_due_date: first,
      ...FAR,
    };
    expect(errors(values).payment_amount).toBe(message);
  });
  it('is not judged for recurring agreements', () => {
    expect(errors({ agreement_code: 'REC', payment_amount: 5 }).payment_amount).toBeUndefined();
  });
});

describe("APR cannot exceed the facility state's maximum", () => {
  const at = (rate: number, ctx: Partial<AgreementContext> = {}) =>
    errors({ finance_rate_percent: rate, number_of_payments: 12, ...FAR }, ctx).apr;
  it('passes under the maximum', () => expect(at(12)).toBeUndefined());
  it('names the state and its maximum', () => {
    expect(at(24)).toBe('Cannot exceed Texas state maximum of 18%');
  });
  it('words a fractional maximum', () => {
    const facility = { ...agreementContext().facility, st: 'FL' };
    expect(at(24, { facility })).toBe('Cannot exceed Florida state maximum of 17.5%');
  });
  it('is not applied to select contracts', () => {
    expect(at(24, { isSelect: true })).toBeUndefined();
  });
  it('is not applied where the state has no maximum in the lookup', () => {
    expect(at(24, { taxes: [] })).toBeUndefined();
  });
});
