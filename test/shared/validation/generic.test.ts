// spec §5 Generic: double quotes, maximum lengths, middle initials, dates, email, phone, zip, SSN.
import { customerSchema } from '../../../src/shared/validation/customer';
import { bankSchema } from '../../../src/shared/validation/bank';
import { cardSchema } from '../../../src/shared/validation/card';
import { CUSTOMER, TODAY, bank, card, errorsOf } from './fixtures';

const customer = customerSchema({ industry: 'veterinary', today: TODAY });
const customerError = (field: string, value: unknown) =>
  errorsOf(customer, { ...CUSTOMER, [field]: value })[field];

describe('text cannot contain double quotes', () => {
  it.each([
    ['customer_first_name', 'Ann "Annie"'],
    ['customer_address1', '1 "Main" St'],
    ['customer_employer', '"Acme'],
    ['customer_name_of_pet', 'Rex"'],
    ['customer_driver_license', 'D"123'],
    ['guarantor_relation', 'son"'],
  ])('%s = %s', (field, value) => {
    expect(customerError(field, value)).toBe('Cannot contain double quotes (").');
  });
  it('applies to bank and card names too', () => {
    expect(errorsOf(bankSchema(), bank({ bank_name: 'The "Bank"' })).bank_name).toBe(
      'Cannot contain double quotes (").',
    );
    expect(errorsOf(cardSchema(TODAY), card({ name_on_card: 'A "B"' })).name_on_card).toBe(
      'Cannot contain double quotes (").',
    );
  });
  it('accepts single quotes', () => {
    expect(customerError('customer_last_name', "O'Brien")).toBeUndefined();
  });
});

describe('maximum lengths', () => {
  const thirty = [
    'customer_first_name',
    'customer_last_name',
    'customer_employer',
    'customer_address1',
    'customer_address2',
    'customer_city',
    'customer_business_name',
    'guarantor_first_name',
    'guarantor_last_name',
    'guarantor_relation',
    'customer_emergency_contact_name',
    'customer_driver_license',
  ];
  it.each(thirty)('%s: 30 characters pass, 31 do not', (field) => {
    expect(customerError(field, 'a'.repeat(30))).toBeUndefined();
    expect(customerError(field, 'a'.repeat(31))).toBe('Please enter no more than 30 characters.');
  });
  it('email: 50 characters pass, 51 do not', () => {
    const at50 = `${'a'.repeat(38)}@example.com`;
    expect(at50).toHaveLength(50);
    expect(customerError('customer_email', at50)).toBeUndefined();
    expect(customerError('customer_email', `a${at50}`)).toBe('Please enter no more than 50 characters.');
  });
  it('bank name: 64', () => {
    expect(errorsOf(bankSchema(), bank({ bank_name: 'b'.repeat(64) })).bank_name).toBeUndefined();
    expect(errorsOf(bankSchema(), bank({ bank_name: 'b'.repeat(65) })).bank_name).toBe(
      'Please enter no more than 64 characters.',
    );
  });
  it('name on card: 60', () => {
    expect(errorsOf(cardSchema(TODAY), card({ name_on_card: 'n'.repeat(60) })).name_on_card).toBeUndefined();
    expect(errorsOf(cardSchema(TODAY), card({ name_on_card: 'n'.repeat(61) })).name_on_card).toBe(
      'Please enter no more than 60 characters.',
    );
  });
  it('counts the trimmed text', () => {
    expect(customerError('customer_city', `  ${'c'.repeat(30)}  `)).toBeUndefined();
  });
});

describe('middle initials', () => {
  it.each([
    ['A', undefined],
    ['z', undefined],
    [' Q ', undefined],
    ['AB', 'Please enter a single letter.'],
    ['1', 'Please enter a single letter.'],
    ['.', 'Please enter a single letter.'],
  ])('%s', (value, message) => {
    expect(customerError('customer_middle_initial', value)).toBe(message);
    expect(customerError('guarantor_middle_initial', value)).toBe(message);
  });
});

describe('dates: MM/DD/YYYY, years 1800 to 2099, - or / between month and day', () => {
  const schema = customerSchema({ industry: 'general', today: '2099-12-31' });
  const dob = (value: string) =>
    errorsOf(schema, { ...CUSTOMER, customer_date_of_birth: value }).customer_date_of_birth;
  it.each(['05/05/1980', '5/5/1980', '05-05-1980', '1980-05-05', '02/29/2000', '12/31/1999', '01/31/1980'])(
    'accepts %s',
    (value) => expect(dob(value)).toBeUndefined(),
  );
  it.each([
    '02/29/1900',
    '02/29/2001',
    '04/31/1980',
    '13/01/1980',
    '00/10/1980',
    '05/05-1980',
    '05.05.1980',
    '1980',
    'yesterday',
    '12/31/1799',
    '01/01/2100',
  ])('refuses %s', (value) => expect(dob(value)).toBe('Enter a valid date in MM/DD/YYYY format.'));
  it('casts a typed date to YYYY-MM-DD', () => {
    const cast = schema.validateSync({ ...CUSTOMER, customer_date_of_birth: '5/5/1980' });
    expect(cast.customer_date_of_birth).toBe('1980-05-05');
  });
});

describe('email', () => {
  it.each(['ann@example.com', 'ann.lee+plans@mail.example.co.uk', 'A_B-C@sub-domain.example.org'])(
    'accepts %s',
    (v) => expect(customerError('customer_email', v)).toBeUndefined(),
  );
  it.each([
    'ann',
    'ann@',
    '@example.com',
    'ann@example',
    'ann lee@example.com',
    'ann@@example.com',
    'ann..lee@example.com',
  ])('refuses %s', (v) => expect(customerError('customer_email', v)).toBe('Enter a valid email address.'));
});

describe('phone: (###)###-#### or ###-###-####', () => {
  it.each(['(512)555-0100', '512-555-0100'])('accepts %s', (v) => {
    expect(customerError('customer_phone1', v)).toBeUndefined();
    expect(customerError('customer_emergency_phone', v)).toBeUndefined();
  });
  it.each([
    '5125550100',
    '(512) 555-0100',
    '512.555.0100',
    '512-555-010',
    '(512)555-01000',
    '+1 512-555-0100',
  ])('refuses %s', (v) => {
    expect(customerError('customer_phone3', v)).toBe('Enter a valid phone number.');
    expect(customerError('customer_emergency_phone', v)).toBe('Enter a valid phone number.');
  });
});

describe('zip: 5 digits or 5+4', () => {
  it.each(['78701', '78701-1234', '787011234'])('accepts %s', (v) =>
    expect(customerError('customer_zip', v)).toBeUndefined(),
  );
  it.each(['7870', '787012', '78701-123', 'ABCDE', '78701 1234'])('refuses %s', (v) =>
    expect(customerError('customer_zip', v)).toBe('Enter a valid zip code.'),
  );
  it('applies to the card zip', () => {
    expect(errorsOf(cardSchema(TODAY), card({ zip_code: '1234' })).zip_code).toBe('Enter a valid zip code.');
  });
});

describe('SSN: ###-##-#### or a masked value starting with *', () => {
  it.each(['123-45-6789', '123456789', '***-**-6789', '***-**-****', '*********', '*****6789'])(
    'accepts %s',
    (v) => {
      expect(customerError('customer_ssn', v)).toBeUndefined();
      expect(customerError('guarantor_ssn', v)).toBeUndefined();
    },
  );
  it.each(['123-45-678', '12-345-6789', '1234567890', 'abc-de-fghi', '*abc', '123-45-6789*'])(
    'refuses %s',
    (v) => {
      expect(customerError('customer_ssn', v)).toBe('Enter a valid Social Security number.');
      expect(customerError('guarantor_ssn', v)).toBe('Enter a valid Social Security number.');
    },
  );
});
