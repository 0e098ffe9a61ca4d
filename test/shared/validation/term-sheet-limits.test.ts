// spec §5 Agreement: financed amount within the term sheet, number of payments within its months;
// spec §6: facility admins with override see no term-sheet limits.
import type { ContractValues } from '../../../src/shared/contract';
import { agreementSchema } from '../../../src/shared/validation/agreement';
import type { AgreementContext } from '../../../src/shared/validation/agreement-context';
import { financedAmountProblem, outstandingLimits } from '../../../src/shared/validation/term-sheet-limits';
import { AGREEMENT, STANDARD_SHEET, agreementContext, errorsOf, monthLimit, termSheet } from './fixtures';

const OVERRIDE =
  'To override this limit, please save this agreement and have an administrator log in to complete the agreement.';
const errors = (values: ContractValues, ctx: Partial<AgreementContext> = {}) =>
  errorsOf(agreementSchema(agreementContext(ctx)), {
    ...AGREEMENT,
    down_payment: 0,
    agreement_expiration_date: '2031-01-01',
    ...values,
  });

describe('financed amount within the term sheet minimum and maximum', () => {
  const BETWEEN = 'Must be between $500.00 and $10,000.00.';
  it.each([
    [499.99, false, BETWEEN],
    [500, false, undefined],
    [2000, false, undefined],
    [10000, false, undefined],
    // Over a limit an administrator may override: saved with it outstanding (the override rule below).
    [10000.01, false, undefined],
    [499.99, true, BETWEEN],
    [10000.01, true, undefined],
    [250000, true, undefined],
  ])('$%s financed, facility admin %s', (cash, isFacilityAdmin, message) => {
    expect(errors({ cash_price: cash, number_of_payments: 1 }, { isFacilityAdmin }).financed_amount).toBe(
      message,
    );
  });

  it('counts the down payment and the sales tax', () => {
    expect(errors({ cash_price: 1000, down_payment: 501, number_of_payments: 1 }).financed_amount).toBe(
      BETWEEN,
    );
    // $462 + 8.25% tax = $500.12 financed.
    expect(
      errors({ cash_price: 462, sales_tax_rate: '1', number_of_payments: 1 }).financed_amount,
    ).toBeUndefined();
  });

  it('uses the select term sheet for select contracts', () => {
    expect(
      errors({ cash_price: 200, number_of_payments: 1 }, { isSelect: true }).financed_amount,
    ).toBeUndefined();
    expect(errors({ cash_price: 5000.01, number_of_payments: 1 }, { isSelect: true }).financed_amount).toBe(
      'Must be between $100.00 and $5,000.00.',
    );
  });

  it("uses the sheet of the contract's type, sent as a number or as text", () => {
    const typeOne = termSheet({
      id: 9,
      contract_type: 1,
      month_limits: [monthLimit({ price_from: 0, price_to: 100 })],
    });
    const facility = { ...agreementContext().facility, term_sheets: [STANDARD_SHEET, typeOne] };
    for (const contractType of [1, '1']) {
      expect(
        errors(
          {
            cash_price: 400,
            number_of_payments: 1,
            contract_type: contractType as number,
            procedure_description: 'Crown',
          },
          { facility },
        ).financed_amount,
      ).toBe('Cannot be more than $100.00.');
    }
    expect(
      errors({ cash_price: 400, number_of_payments: 1, contract_type: 3 }, { facility }).financed_amount,
    ).toBe('Must be between $500.00 and $10,000.00.');
  });

  it('is not judged without a term sheet or a cash price', () => {
    const facility = { ...agreementContext().facility, term_sheets: [] };
    expect(errors({ cash_price: 1, number_of_payments: 1 }, { facility }).financed_amount).toBeUndefined();
    expect(errors({ cash_price: '' }).financed_amount).toBeUndefined();
  });

  describe('words a one-sided limit', () => {
    const noMinimum = termSheet({ month_limits: [monthLimit({ price_from: 0, price_to: 5000 })] });
    const noMaximum = termSheet({
      month_limits: [
        monthLimit({ price_from: 1000, price_to: Number.MAX_SAFE_INTEGER, allow_override_months: true }),
      ],
    });
    it.each([
      [noMinimum, 5000.01, false, 'Cannot be more than $5,000.00.'],
      [noMinimum, 5000, false, null],
      [noMaximum, 999.99, false, null],
      [noMaximum, 999.99, true, null],
      [null, 1, false, null],
    ])('%#', (sheet, amount, admin, message) => {
      expect(financedAmountProblem(sheet, amount, admin)).toBe(message);
    });
  });
});

describe('number of payments within the term sheet months for the cycle', () => {
  it.each([
    // $1,000 financed: 12 months.
    [1000, 'monthly', '2026-12-01', 12, undefined],
    [1000, 'monthly', '2026-12-01', 13, 'Cannot be more than 12.'],
    [1000, 'weekly', '2026-12-02', 48, undefined],
    [1000, 'weekly', '2026-12-02', 49, 'Cannot be more than 48.'],
    [1000, 'biweekly', '2026-12-02', 25, 'Cannot be more than 24.'],
    // $5,000 financed: 24 months, override allowed (up to 36 months for a facility admin).
    [5000, 'monthly', '2026-12-01', 24, undefined],
    [5000, 'monthly', '2026-12-01', 25, undefined],
  ])('$%s %s from %s: %s payments', (cash, cycle, first, count, message) => {
    const values = { cash_price: cash, billing_cycle: cycle as 'monthly', first_payment_due_date: first };
    expect(errors({ ...values, number_of_payments: count }).number_of_payments).toBe(message);
  });

  it.each([
    [36, undefined],
    [37, 'Cannot be more than 36.'],
  ])('a facility admin where override is allowed gets max_override_months: %s', (count, message) => {
    expect(
      errors({ cash_price: 5000, number_of_payments: count }, { isFacilityAdmin: true }).number_of_payments,
    ).toBe(message);
  });

  it('a facility admin has no override where the bracket allows none', () => {
    expect(
      errors({ cash_price: 1000, number_of_payments: 13 }, { isFacilityAdmin: true }).number_of_payments,
    ).toBe('Cannot be more than 12.');
  });

  it('has no limit for a facility admin when max_override_months is unset', () => {
    const sheet = termSheet({
      month_limits: [monthLimit({ price_from: 0, price_to: 9000, months: 6, allow_override_months: true })],
    });
    const facility = { ...agreementContext().facility, term_sheets: [sheet] };
    const values = { cash_price: 5000, number_of_payments: 99, agreement_expiration_date: '2040-01-01' };
    expect(errors(values, { facility, isFacilityAdmin: true })).toEqual({});
  });

  it('takes at most 3 digits', () => {
    expect(errors({ number_of_payments: 1000 }).number_of_payments).toBe('Enter a valid number of payments.');
    expect(errors({ number_of_payments: 0 }).number_of_payments).toBe('Enter a valid number of payments.');
  });
});

// issue 15: where the sheet allows an override, the agreement saves with the limit outstanding.
describe('the override rule: limits outstanding until a facility admin completes the agreement', () => {
  const terms = (values: ContractValues) => ({
    ...AGREEMENT,
    down_payment: 0,
    agreement_expiration_date: '2031-01-01',
    ...values,
  });
  it('keys each overridable limit by its field, with the message the form shows', () => {
    expect(
      outstandingLimits(agreementContext(), terms({ cash_price: 5000, number_of_payments: 25 })),
    ).toEqual({
      number_of_payments: `Cannot be more than 24. ${OVERRIDE}`,
    });
    expect(
      outstandingLimits(agreementContext(), terms({ cash_price: 10000.01, number_of_payments: 1 })),
    ).toEqual({
      financed_amount: `Must be between $500.00 and $10,000.00. ${OVERRIDE}`,
    });
  });
  it('has none within the sheet, where no override is allowed, or for a facility admin', () => {
    expect(
      outstandingLimits(agreementContext(), terms({ cash_price: 5000, number_of_payments: 24 })),
    ).toEqual({});
    expect(
      outstandingLimits(agreementContext(), terms({ cash_price: 1000, number_of_payments: 13 })),
    ).toEqual({});
    expect(
      outstandingLimits(
        agreementContext({ isFacilityAdmin: true }),
        terms({ cash_price: 5000, number_of_payments: 25 }),
      ),
    ).toEqual({});
  });
});
