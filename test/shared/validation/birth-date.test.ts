// spec §5 Birth date, §9: 1900-01-01 to today, at least 18 ('Customer must be over 18'), a minor's
// alert, and a confirmation (a warning, not an error) above 80.
import { customerAlert, customerSchema, warningsForCustomer } from '../../../src/shared/validation/customer';
import { CUSTOMER, TODAY, errorsOf } from './fixtures';

const OVER_18 = 'Customer must be over 18';
const MINOR = 'This consumer is under the age of 18 years old. A contract cannot be created for minors.';
const OVER_80 = 'This customer is over 80 years old. Please confirm the date of birth is correct.';

const dobError = (dob: string, today = TODAY) =>
  errorsOf(customerSchema({ industry: 'general', today }), { ...CUSTOMER, customer_date_of_birth: dob })
    .customer_date_of_birth;

describe('birth date between 1900-01-01 and today', () => {
  it.each([
    ['1900-01-01', undefined],
    ['12/31/1899', 'Enter a valid date of birth.'],
    ['11/23/2026', 'Enter a valid date of birth.'],
    ['01/01/2050', 'Enter a valid date of birth.'],
  ])('%s', (dob, message) => expect(dobError(dob)).toBe(message));
  it('is required', () => expect(dobError('')).toBe('Enter a date of birth.'));
});

describe('the customer must be 18 or older', () => {
  it.each([
    ['11/22/2008', 'the 18th birthday is today', undefined],
    ['11/23/2008', 'turns 18 tomorrow', OVER_18],
    ['11/21/2008', '18 since yesterday', undefined],
    ['11/22/2026', 'born today', OVER_18],
    ['01/01/2010', 'aged 16', OVER_18],
  ])('%s (%s)', (dob, _why, message) => expect(dobError(dob)).toBe(message));

  it.each<[string, string, string | undefined, string]>([
    ['2008-02-29', '2026-02-28', OVER_18, 'a leap-day birthday is reached on March 1 in a common year'],
    ['2008-02-29', '2026-03-01', undefined, 'March 1 of a common year'],
    ['2010-02-28', '2028-02-28', undefined, 'the 18th birthday in a leap year'],
    ['2010-02-28', '2028-02-27', OVER_18, 'the day before'],
    ['2008-12-31', '2026-12-31', undefined, 'a year-end birthday'],
  ])('born %s, today %s', (dob, today, message) => expect(dobError(dob, today)).toBe(message));

  it('alerts the form that a contract cannot be created for a minor', () => {
    expect(customerAlert({ customer_date_of_birth: '2008-11-23' }, TODAY)).toBe(MINOR);
    expect(customerAlert({ customer_date_of_birth: '11/23/2008' }, TODAY)).toBe(MINOR);
    expect(customerAlert({ customer_date_of_birth: '2008-11-22' }, TODAY)).toBeNull();
    expect(customerAlert({ customer_date_of_birth: 'not a date' }, TODAY)).toBeNull();
    expect(customerAlert({ customer_date_of_birth: '2027-01-01' }, TODAY)).toBeNull();
  });
});

describe('above 80 asks for a confirmation, as a warning', () => {
  it.each([
    ['1946-11-22', 'exactly 80 today', {}],
    ['1945-11-23', '80, turning 81 tomorrow', {}],
    ['1945-11-22', '81 today', { customer_date_of_birth: OVER_80 }],
    ['11/21/1945', '81 since yesterday, typed', { customer_date_of_birth: OVER_80 }],
    ['1900-01-01', '126', { customer_date_of_birth: OVER_80 }],
    ['', 'blank', {}],
    ['1899-12-31', 'out of range: the error, not the warning', {}],
  ])('%s (%s)', (dob, _why, warnings) => {
    expect(warningsForCustomer({ customer_date_of_birth: dob }, TODAY)).toEqual(warnings);
  });
  it('is not an error: an 81-year-old customer validates', () => {
    expect(dobError('1945-11-22')).toBeUndefined();
  });
});
