// spec §5 Change of information: the three flags and their required fields; the cancellation date at
// least three business days ahead (weekends and Federal Reserve holidays skipped); an allowed billing date.
import type { ChangeOfInformationValues } from '../../../src/shared/contract';
import {
  changeOfInformationSchema,
  earliestCancellationDate,
  type ChangeOfInformationContext,
} from '../../../src/shared/validation/change-of-information';
import { TODAY, errorsOf } from './fixtures';

const errors = (values: ChangeOfInformationValues, ctx: Partial<ChangeOfInformationContext> = {}) =>
  errorsOf(changeOfInformationSchema({ today: TODAY, cycle: 'monthly', ...ctx }), values);

describe('a change is asked for', () => {
  it('needs one of the three flags', () => {
    expect(errors({})).toEqual({
      changes: 'Select a change to request: personal information, cancellation or billing date.',
    });
  });
});

describe('with the personal info flag', () => {
  it('requires names, address1, city, state, zip, dob and email', () => {
    expect(errors({ is_personal_info_change: true })).toEqual({
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
  it('applies the generic rules', () => {
    const values: ChangeOfInformationValues = {
      is_personal_info_change: true,
      customer_first_name: 'A'.repeat(31),
      customer_last_name: 'Lee',
      customer_address1: '1 "Main" St',
      customer_city: 'Austin',
      customer_st: 'TX',
      customer_zip: '7870',
      customer_date_of_birth: '2010-01-01',
      customer_email: 'ann@',
      customer_phone1: '512-555-0101',
      customer_phone2: '(512)555-0101',
    };
    expect(errors(values)).toEqual({
      customer_first_name: 'Please enter no more than 30 characters.',
      customer_address1: 'Cannot contain double quotes (").',
      customer_zip: 'Enter a valid zip code.',
      customer_date_of_birth: 'Customer must be over 18',
      customer_email: 'Enter a valid email address.',
      customer_phone1: 'Must not be the same as mobile or work phone.',
      customer_phone2: 'Must not be the same as home or work phone.',
    });
  });
  it('does not require a phone', () => {
    expect(errors({ is_cancellation: true, reason_for_cancel: '1', date_of_cancel: '2026-12-01' })).toEqual(
      {},
    );
  });
});

describe('with cancellation', () => {
  it('requires the reason and the date', () => {
    expect(errors({ is_cancellation: 'true' as never })).toEqual({
      reason_for_cancel: 'Enter a reason for cancellation.',
      date_of_cancel: 'Enter a cancellation date.',
    });
  });

  it.each([
    // Sunday 11/22/2026: Mon 23, Tue 24, Wed 25.
    ['2026-11-22', '2026-11-25'],
    // Tuesday 11/24/2026: Wed 25, (Thanksgiving Thu 26), Fri 27, Mon 30.
    ['2026-11-24', '2026-11-30'],
    // Tuesday 12/22/2026: Wed 23, Thu 24, (Christmas Fri 25), Mon 28.
    ['2026-12-22', '2026-12-28'],
    // Wednesday 12/30/2026: Thu 31, (New Year's Day Fri 1), Mon 4, Tue 5.
    ['2026-12-30', '2027-01-05'],
    // Friday 07/02/2027: (Independence Day Sunday 4, observed Mon 5), Tue 6, Wed 7, Thu 8.
    ['2027-07-02', '2027-07-08'],
  ])('today %s: the earliest date is %s', (today, earliest) => {
    expect(earliestCancellationDate(today)).toBe(earliest);
    const values = { is_cancellation: true, reason_for_cancel: '2' };
    const before = new Date(`${earliest}T00:00:00Z`);
    before.setUTCDate(before.getUTCDate() - 1);
    const dayBefore = before.toISOString().slice(0, 10);
    const [y, m, d] = earliest.split('-');
    expect(errors({ ...values, date_of_cancel: earliest }, { today })).toEqual({});
    expect(errors({ ...values, date_of_cancel: dayBefore }, { today }).date_of_cancel).toBe(
      `Must be at least 3 business days from today (${m}/${d}/${y} or later).`,
    );
  });

  it('checks the date format first', () => {
    expect(
      errors({ is_cancellation: true, reason_for_cancel: '2', date_of_cancel: '11/31/2026' }).date_of_cancel,
    ).toBe('Enter a valid date in MM/DD/YYYY format.');
  });
});

describe('with billing date change', () => {
  const change = (date: string, cycle: ChangeOfInformationContext['cycle'] = 'monthly') =>
    errors({ is_billing_date_change: true, next_payment_due_date: date }, { cycle }).next_payment_due_date;
  it('requires the next payment date', () => expect(change('')).toBe('Enter a next payment date.'));
  it.each([
    ['2026-12-05', 'monthly', undefined],
    ['2026-12-06', 'monthly', 'Select a date available for this billing cycle.'],
    ['2026-11-25', 'weekly', undefined],
    ['2026-11-26', 'weekly', 'Select a date available for this billing cycle.'],
    ['2026-11-20', 'weekly', 'Select a date available for this billing cycle.'],
    ['2026-11-22', 'monthly', 'Select a date available for this billing cycle.'],
    ['2026-12-31', null, undefined],
  ] as const)('%s, %s', (date, cycle, message) => expect(change(date, cycle)).toBe(message));
});
