// spec §5 Form-level wording: 'Enter a/an {descriptor}.', only the first failing rule, trimming,
// 'Enter a valid {descriptor}.' / 'Enter a valid value.', and the select component's messages.
import { object, string } from 'yup';
import { DESCRIPTORS } from '../../../src/shared/validation/descriptors';
import { customerSchema } from '../../../src/shared/validation/customer';
import { agreementSchema } from '../../../src/shared/validation/agreement';
import { firstErrorByField, requiredFields, validateSection } from '../../../src/shared/validation/errors';
import { VALIDATION_MESSAGES, articleFor, messageFor } from '../../../src/shared/validation/messages';
import { AGREEMENT, CUSTOMER, TODAY, agreementContext, errorsOf } from './fixtures';

describe("required: 'Enter a/an {descriptor}.' by the descriptor's first sound", () => {
  it.each([
    ['first name', 'Enter a first name.'],
    ['address', 'Enter an address.'],
    ['email address', 'Enter an email address.'],
    ['agreement date', 'Enter an agreement date.'],
    ['expiration date', 'Enter an expiration date.'],
    ['ABA number', 'Enter an ABA number.'],
    ['SSN', 'Enter an SSN.'],
    ['CVC number', 'Enter a CVC number.'],
    ['unit number', 'Enter a unit number.'],
    ['one-time fee', 'Enter a one-time fee.'],
    ['hourly rate', 'Enter an hourly rate.'],
    ['house number', 'Enter a house number.'],
    ['honorific', 'Enter an honorific.'],
    ['user name', 'Enter a user name.'],
    ['zip code', 'Enter a zip code.'],
  ])('%s', (descriptor, message) => expect(messageFor.required(descriptor)).toBe(message));

  it('every descriptor reads as a sentence', () => {
    for (const descriptor of Object.values(DESCRIPTORS)) {
      expect(messageFor.required(descriptor)).toMatch(/^Enter (a|an) [\w' /-]+\.$/);
    }
    expect(articleFor('ABA number')).toBe('an');
  });

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
  ])('%s on the customer section', (field, message) => {
    for (const blank of [undefined, null, '', '   ']) {
      expect(
        errorsOf(customerSchema({ industry: 'general', today: TODAY }), { ...CUSTOMER, [field]: blank })[
          field
        ],
      ).toBe(message);
    }
  });
});

describe('only the first failing rule shows', () => {
  it('a blank required field shows only the required message', () => {
    const schema = customerSchema({ industry: 'general', today: TODAY });
    const { errors } = validateSection(schema, { ...CUSTOMER, customer_email: '' });
    expect(errors.customer_email).toBe('Enter an email address.');
  });
  it('rules run in their declared order: quotes before length', () => {
    const schema = customerSchema({ industry: 'general', today: TODAY });
    expect(errorsOf(schema, { ...CUSTOMER, customer_city: `"${'c'.repeat(40)}` }).customer_city).toBe(
      'Cannot contain double quotes (").',
    );
  });
  it('keeps the first message per path of a yup error', () => {
    const schema = object({
      a: string()
        .test('one', 'first', () => false)
        .test('two', 'second', () => false),
    });
    try {
      schema.validateSync({ a: 'x' }, { abortEarly: false });
    } catch (error) {
      expect(firstErrorByField(error as never)).toEqual({ a: 'first' });
    }
    expect.assertions(1);
  });
});

describe('text is trimmed', () => {
  it('casts trimmed text and blanks to absent', () => {
    const schema = customerSchema({ industry: 'general', today: TODAY });
    const { values, errors } = validateSection(schema, {
      ...CUSTOMER,
      customer_first_name: '  Ann  ',
      customer_address2: '   ',
    });
    expect(errors).toEqual({});
    expect(values).toMatchObject({ customer_first_name: 'Ann' });
    expect(values.customer_address2).toBeUndefined();
  });
});

describe("other failures: 'Enter a valid {descriptor}.' or 'Enter a valid value.'", () => {
  it('words them', () => {
    expect(messageFor.invalid('cash price')).toBe('Enter a valid cash price.');
    expect(messageFor.invalid()).toBe('Enter a valid value.');
  });
  it.each([
    ['cash_price', 'lots', 'Enter a valid cash price.'],
    ['down_payment', '-5', 'Enter a valid down payment.'],
    ['number_of_payments', '2.5', 'Enter a valid number of payments.'],
    ['number_of_payments', '1000', 'Enter a valid number of payments.'],
    ['finance_rate_percent', '101', 'Enter a valid finance rate.'],
  ])('%s = %s', (field, value, message) => {
    expect(errorsOf(agreementSchema(agreementContext()), { ...AGREEMENT, [field]: value })[field]).toBe(
      message,
    );
  });
  it.each([
    ['customer_st', 'Texas', 'Enter a valid state.'],
    ['customer_generation', 'Sr.', 'Enter a valid generation.'],
    ['customer_gender', 'X', 'Enter a valid gender.'],
    ['is_new_customer', 'maybe', 'Enter a valid new or existing customer.'],
  ])('%s = %s', (field, value, message) => {
    expect(
      errorsOf(customerSchema({ industry: 'general', today: TODAY }), { ...CUSTOMER, [field]: value })[field],
    ).toBe(message);
  });
  it('accepts amounts typed with $ and thousands separators', () => {
    expect(errorsOf(agreementSchema(agreementContext()), { ...AGREEMENT, cash_price: '$1,200.00' })).toEqual(
      {},
    );
  });
});

describe('select component messages', () => {
  it('words them as the spec does', () => {
    expect(messageFor.selectMaximum(3)).toBe(
      'Maximum of 3 options selected. First remove a selected option to select another.',
    );
    expect(VALIDATION_MESSAGES.selectListEmpty).toBe('List is empty.');
    expect(VALIDATION_MESSAGES.selectNoMatch).toBe('No elements found. Consider changing the search query.');
  });
});

describe('required fields for the asterisk', () => {
  it('lists the customer fields a general facility requires', () => {
    expect(requiredFields(customerSchema({ industry: 'general', today: TODAY }), CUSTOMER).sort()).toEqual(
      [
        'customer_first_name',
        'customer_last_name',
        'customer_address1',
        'customer_city',
        'customer_st',
        'customer_zip',
        'customer_date_of_birth',
        'customer_email',
        'is_new_customer',
      ].sort(),
    );
  });
  it('resolves conditions against the values', () => {
    const schema = agreementSchema(agreementContext());
    expect(requiredFields(schema, AGREEMENT)).toContain('cash_price');
    expect(requiredFields(schema, { ...AGREEMENT, agreement_code: 'REC' })).not.toContain('cash_price');
    expect(requiredFields(schema, { ...AGREEMENT, contract_type: 1 })).toContain('procedure_description');
  });
});
