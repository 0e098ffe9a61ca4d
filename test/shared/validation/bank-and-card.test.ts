// spec §5 Bank and Card: required fields, ABA checksum, Luhn, expiration within the 10-year window, CVC.
import { bankSchema } from '../../../src/shared/validation/bank';
import { cardSchema } from '../../../src/shared/validation/card';
import { isValidAba, isValidCardNumber } from '../../../src/shared/validation/formats';
import { TODAY, bank, card, errorsOf } from './fixtures';

describe('bank: required fields', () => {
  it('passes a complete bank', () => expect(errorsOf(bankSchema(), bank())).toEqual({}));
  it('requires bank name, ABA, account number and the first and last name on the account', () => {
    const blank = {
      bank_name: '',
      aba_number: null,
      account_number: ' ',
      first_name_on_account: '',
      last_name_on_account: undefined,
    };
    expect(errorsOf(bankSchema(), bank(blank))).toEqual({
      bank_name: 'Enter a bank name.',
      aba_number: 'Enter an ABA number.',
      account_number: 'Enter an account number.',
      first_name_on_account: 'Enter a first name on the account.',
      last_name_on_account: 'Enter a last name on the account.',
    });
  });
  it.each([
    ['123', 'Enter a valid account number.'],
    ['12-34', 'Enter a valid account number.'],
    ['1'.repeat(18), 'Enter a valid account number.'],
    ['1234', undefined],
    ['1'.repeat(17), undefined],
    ['*****6789', undefined],
  ])('account number %s', (value, message) => {
    expect(errorsOf(bankSchema(), bank({ account_number: value })).account_number).toBe(message);
  });
});

describe('ABA: 9 digits with the routing checksum', () => {
  it.each([
    ['021000021', true],
    ['011000015', true],
    ['121000358', true],
    ['021000022', false],
    ['02100002', false],
    ['0210000210', false],
    ['02100002a', false],
    ['000000000', true],
  ])('%s', (aba, valid) => {
    expect(isValidAba(aba)).toBe(valid);
    expect(errorsOf(bankSchema(), bank({ aba_number: aba })).aba_number).toBe(
      valid ? undefined : 'Enter a valid ABA number.',
    );
  });
});

describe('card number: Luhn check', () => {
  it.each([
    ['4111111111111111', true],
    ['4111 1111 1111 1111', true],
    ['4111-1111-1111-1111', true],
    ['5555555555554444', true],
    ['378282246310005', true],
    ['6011111111111117', true],
    ['4111111111111112', false],
    ['41111111111', false],
    ['41111111111111111111', false],
    ['4111x11111111111', false],
  ])('%s', (number, valid) => {
    expect(isValidCardNumber(number)).toBe(valid);
    expect(errorsOf(cardSchema(TODAY), card({ card_number: number })).card_number).toBe(
      valid ? undefined : 'Enter a valid card number.',
    );
  });
  it('is stored as digits only', () => {
    expect(cardSchema(TODAY).cast(card({ card_number: '4111 1111-1111 1111' })).card_number).toBe(
      '4111111111111111',
    );
  });
  it('does not check a stored (masked) number again', () => {
    expect(errorsOf(cardSchema(TODAY), card({ card_number: '************1111' }))).toEqual({});
    expect(errorsOf(cardSchema(TODAY), card({ card_number: '****11' })).card_number).toBe(
      'Enter a valid card number.',
    );
  });
  it('is required', () => {
    expect(errorsOf(cardSchema(TODAY), card({ card_number: '' })).card_number).toBe('Enter a card number.');
  });
});

describe('card expiration: MM/YY, not past, within the 10-year window', () => {
  // Today is 11/22/2026: the window runs to 12/35.
  it.each([
    ['11/26', undefined],
    ['1126', undefined],
    ['12/26', undefined],
    ['01/27', undefined],
    ['12/35', undefined],
    ['10/26', 'This card has expired.'],
    ['12/25', 'This card has expired.'],
    ['01/36', 'Enter a valid month and year.'],
    ['12/99', 'Enter a valid month and year.'],
    ['13/27', 'Enter a valid month and year.'],
    ['00/27', 'Enter a valid month and year.'],
    ['1/27', 'Enter a valid month and year.'],
    ['01/2027', 'Enter a valid month and year.'],
    ['', 'Enter an expiration month and year.'],
  ])('%s', (expiration, message) => {
    expect(errorsOf(cardSchema(TODAY), card({ expiration })).expiration).toBe(message);
  });
  it('moves with today', () => {
    expect(errorsOf(cardSchema('2027-01-01'), card({ expiration: '12/26' })).expiration).toBe(
      'This card has expired.',
    );
    expect(errorsOf(cardSchema('2027-01-01'), card({ expiration: '12/36' })).expiration).toBeUndefined();
  });
  it('is stored as MMYY', () => {
    expect(cardSchema(TODAY).cast(card({ expiration: '03/29' })).expiration).toBe('0329');
  });
});

describe('CVC: 3 to 4 digits', () => {
  it.each([
    ['123', undefined],
    ['1234', undefined],
    ['', undefined],
    ['12', 'Enter a valid CVC number.'],
    ['12345', 'Enter a valid CVC number.'],
    ['12a', 'Enter a valid CVC number.'],
  ])('%s', (cvc, message) => {
    expect(errorsOf(cardSchema(TODAY), card({ cvc })).cvc).toBe(message);
  });
});

describe('name on card and zip are required', () => {
  it('words them', () => {
    expect(errorsOf(cardSchema(TODAY), card({ name_on_card: '', zip_code: null }))).toEqual({
      name_on_card: 'Enter a name on the card.',
      zip_code: 'Enter a zip code.',
    });
  });
});
