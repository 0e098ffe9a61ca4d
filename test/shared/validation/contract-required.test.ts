// spec §5 Required on a contract: the always-required set, pets for veterinary facilities, procedure
// description for contract types 1 and 2, the non-recurring set, and the finance rate.
import { contractSchema } from '../../../src/shared/validation/select';
import { AGREEMENT, CUSTOMER, contractContext, errorsOf } from './fixtures';

const VALID = { ...CUSTOMER, ...AGREEMENT };
const errors = (values: object, industry: 'veterinary' | 'dental' | 'general' = 'veterinary') =>
  errorsOf(contractSchema(contractContext({ industry })), values);

describe('always required', () => {
  it('passes a complete contract', () => expect(errors(VALID)).toEqual({}));
  it.each([
    ['customer_first_name', 'Enter a first name.'],
    ['customer_last_name', 'Enter a last name.'],
    ['customer_address1', 'Enter an address.'],
    ['customer_city', 'Enter a city.'],
    ['customer_st', 'Enter a state.'],
    ['customer_zip', 'Enter a zip code.'],
    ['customer_date_of_birth', 'Enter a date of birth.'],
    ['customer_email', 'Enter an email address.'],
    ['is_new_customer', 'Enter a new or existing customer.'],
    ['agreement_code', 'Enter an agreement description.'],
    ['agreement_date', 'Enter an agreement date.'],
    ['billing_cycle', 'Enter a billing cycle.'],
    ['first_payment_due_date', 'Enter a first payment date.'],
  ])('%s', (field, message) => expect(errors({ ...VALID, [field]: '' })[field]).toBe(message));

  it('payment amount: typed for recurring agreements, computed from the terms otherwise', () => {
    const recurring = { ...VALID, agreement_code: 'REC', payment_amount: null };
    expect(errors(recurring).payment_amount).toBe('Enter a payment amount.');
    expect(errors({ ...recurring, payment_amount: 49 })).toEqual({});
    expect(errors({ ...VALID, payment_amount: null })).toEqual({});
  });
});

describe('pet type and name for veterinary facilities', () => {
  it.each([
    [
      'veterinary',
      { customer_type_of_pet: 'Enter a pet type.', customer_name_of_pet: "Enter the pet's name" },
    ],
    ['dental', {}],
    ['general', {}],
  ] as const)('%s', (industry, expected) => {
    expect(errors({ ...VALID, customer_type_of_pet: '', customer_name_of_pet: ' ' }, industry)).toEqual(
      expected,
    );
  });
});

describe('procedure description for contract types 1 or 2', () => {
  it.each([
    [1, 'Enter a procedure description.'],
    [2, 'Enter a procedure description.'],
    ['2', 'Enter a procedure description.'],
    [3, undefined],
    [null, undefined],
  ])('contract type %s', (contractType, message) => {
    expect(
      errors({ ...VALID, contract_type: contractType, procedure_description: '' }).procedure_description,
    ).toBe(message);
  });
  it('is satisfied by a description', () => {
    expect(errors({ ...VALID, contract_type: 1, procedure_description: 'Crown' })).toEqual({});
  });
});

describe('for non-recurring agreements', () => {
  const blank = {
    cash_price: '',
    down_payment: null,
    number_of_payments: undefined,
    agreement_expiration_date: '',
  };
  it('requires cash price, down payment, number of payments and expiration date', () => {
    expect(errors({ ...VALID, ...blank })).toEqual({
      cash_price: 'Enter a cash price.',
      down_payment: 'Enter a down payment.',
      number_of_payments: 'Enter a number of payments.',
      agreement_expiration_date: 'Enter an expiration date.',
    });
  });
  it('does not require them for a recurring agreement', () => {
    expect(errors({ ...VALID, ...blank, agreement_code: 'REC', payment_amount: 25 })).toEqual({});
  });
  it('judges an unknown agreement type as non-recurring', () => {
    expect(errors({ ...VALID, ...blank, agreement_code: 'NOPE' })).toMatchObject({
      agreement_code: 'Please select an available agreement description',
      cash_price: 'Enter a cash price.',
    });
  });
});

describe('finance rate when a finance charge applies', () => {
  it('is required for an agreement type with finance_charge', () => {
    expect(errors({ ...VALID, finance_rate_percent: '' }).finance_rate_percent).toBe('Enter a finance rate.');
  });
  it('is not required otherwise', () => {
    expect(errors({ ...VALID, agreement_code: 'STD', finance_rate_percent: '' })).toEqual({});
  });
});
