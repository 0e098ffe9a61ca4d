// spec §4 Editing sections: customer, agreement and billing for standard contracts; csrForSelect and
// agreementForSelect for select contracts in progress (the CSR section only where the facility uses CSR).
import { csrForSelectSchema, customerSchema } from '../../../src/shared/validation/customer';
import { agreementForSelectSchema, contractSchema } from '../../../src/shared/validation/select';
import { validateSection } from '../../../src/shared/validation/errors';
import { AGREEMENT, CUSTOMER, FACILITY, TODAY, contractContext, errorsOf } from './fixtures';

const { isSelect: _standard, ...selectContext } = contractContext();

describe('csrForSelect: what the soft credit check needs', () => {
  const schema = csrForSelectSchema({ industry: 'veterinary', today: TODAY });
  it('requires name, address, birth date and the email the authorization link goes to', () => {
    expect(errorsOf(schema, {})).toEqual({
      customer_first_name: 'Enter a first name.',
      customer_last_name: 'Enter a last name.',
      customer_address1: 'Enter an address.',
      customer_city: 'Enter a city.',
      customer_st: 'Enter a state.',
      customer_zip: 'Enter a zip code.',
      customer_date_of_birth: 'Enter a date of birth.',
      customer_email: 'Enter an email address.',
    });
  });
  it('checks the SSN when one is given', () => {
    expect(errorsOf(schema, { ...CUSTOMER, customer_ssn: '12-34' }).customer_ssn).toBe(
      'Enter a valid Social Security number.',
    );
  });
});

describe('agreementForSelect', () => {
  it('leaves name and address to the CSR section where the facility uses CSR', () => {
    const errors = errorsOf(agreementForSelectSchema(selectContext), {
      ...AGREEMENT,
      customer_email: 'x@example.com',
    });
    expect(errors).not.toHaveProperty('customer_first_name');
    expect(errors).toMatchObject({ customer_phone1: 'Enter a home or mobile phone number.' });
  });
  it('asks for them where the facility has no CSR', () => {
    const ctx = { ...selectContext, facility: { ...FACILITY, csr: false } };
    expect(errorsOf(agreementForSelectSchema(ctx), AGREEMENT)).toMatchObject({
      customer_first_name: 'Enter a first name.',
    });
  });
  it('judges the agreement as a select one: select term sheet, no state APR cap', () => {
    const values = {
      ...CUSTOMER,
      ...AGREEMENT,
      cash_price: 5300,
      finance_rate_percent: 24,
      number_of_payments: 6,
    };
    expect(errorsOf(agreementForSelectSchema(selectContext), values)).toEqual({
      financed_amount: 'Must be between $100.00 and $5,000.00.',
    });
    expect(errorsOf(agreementForSelectSchema(selectContext), { ...values, cash_price: 5200 })).toEqual({});
  });
  it('offers only select agreement types', () => {
    expect(
      errorsOf(agreementForSelectSchema(selectContext), {
        ...CUSTOMER,
        ...AGREEMENT,
        agreement_code: 'STD',
        number_of_payments: 6,
      }),
    ).toEqual({ agreement_code: 'Please select an available agreement description' });
  });
});

describe('the whole contract', () => {
  it('is the customer and agreement sections together', () => {
    const errors = errorsOf(contractSchema(contractContext()), {});
    const customer = Object.keys(errorsOf(customerSchema({ industry: 'veterinary', today: TODAY }), {}));
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining([...customer, 'agreement_code', 'cash_price']),
    );
  });
  it('returns the values cast for saving', () => {
    const { values, errors } = validateSection(contractSchema(contractContext()), {
      ...CUSTOMER,
      ...AGREEMENT,
      customer_first_name: ' Ann ',
      cash_price: '$1,200.00',
      first_payment_due_date: '12/1/2026',
      number_of_payments: '10',
    });
    expect(errors).toEqual({});
    expect(values).toMatchObject({
      customer_first_name: 'Ann',
      cash_price: 1200,
      first_payment_due_date: '2026-12-01',
      number_of_payments: 10,
    });
  });
});
