// spec §5 Phone: home or mobile present; home, mobile and work different; flagged phones changed.
import { customerSchema } from '../../../src/shared/validation/customer';
import type { ContractValues } from '../../../src/shared/contract';
import { CUSTOMER, TODAY, errorsOf } from './fixtures';

const schema = (saved: ContractValues | null = null) =>
  customerSchema({ industry: 'veterinary', today: TODAY, saved });
const phoneErrors = (phones: ContractValues, saved: ContractValues | null = null) => {
  const e = errorsOf(schema(saved), { ...CUSTOMER, customer_phone1: null, ...phones });
  return [e.customer_phone1, e.customer_phone2, e.customer_phone3];
};

describe('home or mobile phone is required', () => {
  const MESSAGE = 'Enter a home or mobile phone number.';
  it.each([
    [{}, [MESSAGE, MESSAGE, undefined]],
    [{ customer_phone3: '512-555-0103' }, [MESSAGE, MESSAGE, undefined]],
    [{ customer_phone1: '  ', customer_phone2: '' }, [MESSAGE, MESSAGE, undefined]],
    [{ customer_phone1: '512-555-0101' }, [undefined, undefined, undefined]],
    [{ customer_phone2: '512-555-0102' }, [undefined, undefined, undefined]],
  ])('%j', (phones, expected) => expect(phoneErrors(phones)).toEqual(expected));
});

describe('home, mobile and work must differ', () => {
  const HOME = 'Must not be the same as mobile or work phone.';
  const MOBILE = 'Must not be the same as home or work phone.';
  const WORK = 'Must not be the same as home or mobile phone.';
  it.each([
    [
      'home = mobile',
      { customer_phone1: '512-555-0101', customer_phone2: '512-555-0101' },
      [HOME, MOBILE, undefined],
    ],
    [
      'home = work',
      { customer_phone1: '512-555-0101', customer_phone3: '(512)555-0101' },
      [HOME, undefined, WORK],
    ],
    [
      'mobile = work',
      { customer_phone2: '(512)555-0102', customer_phone3: '512-555-0102' },
      [undefined, MOBILE, WORK],
    ],
    [
      'all three the same',
      { customer_phone1: '512-555-0101', customer_phone2: '512-555-0101', customer_phone3: '512-555-0101' },
      [HOME, MOBILE, WORK],
    ],
    [
      'all different',
      { customer_phone1: '512-555-0101', customer_phone2: '512-555-0102', customer_phone3: '512-555-0103' },
      [undefined, undefined, undefined],
    ],
  ])('%s', (_name, phones, expected) => expect(phoneErrors(phones)).toEqual(expected));

  it('reports the format before the repetition', () => {
    expect(phoneErrors({ customer_phone1: '5125550101', customer_phone2: '512-555-0101' })).toEqual([
      'Enter a valid phone number.',
      undefined,
      undefined,
    ]);
  });
});

describe('flagged values must be changed', () => {
  const saved: ContractValues = {
    ...CUSTOMER,
    customer_phone1: '512-555-0101',
    customer_phone2: '512-555-0102',
    customer_phone3: '512-555-0103',
    bad_address: true,
    bad_email: true,
    bad_home_number: true,
    bad_moble_number: true,
    bad_work_number: true,
  };
  const errors = (changes: ContractValues) => errorsOf(schema(saved), { ...saved, ...changes });

  it('names each flagged value while it is unchanged', () => {
    expect(errors({})).toEqual({
      customer_address1: 'Enter a different address',
      customer_email: 'Enter a different email address',
      customer_phone1: 'Enter a different home phone',
      customer_phone2: 'Enter a different mobile phone',
      customer_phone3: 'Enter a different work phone',
    });
  });
  it.each([
    ['address line 1', { customer_address1: '2 Main St' }, 'customer_address1'],
    ['the city', { customer_city: 'Dallas' }, 'customer_address1'],
    ['the zip', { customer_zip: '78702' }, 'customer_address1'],
    ['the email', { customer_email: 'ann@example.org' }, 'customer_email'],
    ['the home phone', { customer_phone1: '512-555-0111' }, 'customer_phone1'],
    ['the mobile phone, cleared', { customer_phone2: '' }, 'customer_phone2'],
    ['the work phone', { customer_phone3: '512-555-0113' }, 'customer_phone3'],
  ])('changing %s clears its message', (_what, changes, field) => {
    expect(errors(changes)[field]).toBeUndefined();
  });
  it.each([
    ['case and spacing of the address', { customer_address1: ' 1  MAIN st ' }, 'customer_address1'],
    ['case of the email', { customer_email: 'Ann.Lee@Example.com' }, 'customer_email'],
    ['format of the phone', { customer_phone1: '(512)555-0101' }, 'customer_phone1'],
  ])('%s is not a change', (_what, changes, field) => {
    expect(errors(changes)[field]).toMatch(/^Enter a different/);
  });
  it('needs the flag', () => {
    expect(
      errorsOf(schema({ ...saved, bad_address: false, bad_email: null }), {
        ...saved,
        bad_address: false,
        bad_email: false,
      }),
    ).not.toHaveProperty('customer_address1');
  });
});
