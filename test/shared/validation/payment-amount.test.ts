import { MAX_PRACTICE_PAYMENT, PAYMENT_MESSAGES as M } from '../../../src/shared/payment-messages';
import { checkPaymentAmount, fieldErrors, paymentAmountSchema } from '../../../src/shared/validation';

describe('practice payment amount', () => {
  it.each([
    [undefined, M.amountRequired],
    [null, M.amountRequired],
    ['  ', M.amountRequired],
    ['12a', M.amountNotANumber],
    [true, M.amountNotANumber],
    [{}, M.amountNotANumber],
    [['5'], M.amountNotANumber],
    ['0', M.amountNotPositive],
    [-5, M.amountNotPositive],
    ['1.005', M.amountTooManyDecimals],
    [MAX_PRACTICE_PAYMENT + 0.01, M.amountTooLarge],
  ])('refuses %p with its message, the same in the form and on the server', (raw, message) => {
    expect(fieldErrors(paymentAmountSchema, { payment_amount: raw })).toEqual({ payment_amount: message });
    expect(checkPaymentAmount(raw)).toEqual({ amount: null, error: message });
  });

  it.each([
    ['$1,250.50', '1250.5'],
    [' 125 ', '125'],
    [125.25, '125.25'],
    [MAX_PRACTICE_PAYMENT, String(MAX_PRACTICE_PAYMENT)],
  ])('takes %p', (raw, amount) => {
    expect(fieldErrors(paymentAmountSchema, { payment_amount: raw })).toEqual({});
    const check = checkPaymentAmount(raw);
    expect(check.error).toBeNull();
    expect(check.amount?.toString()).toBe(amount);
  });
});
