// spec §4 Billing requirements and Preferred method; spec §5 Bank ('A bank account is required') and
// Card (uniqueness, re-entry, 'Two payment methods are required').
import type { BillingValues } from '../../../src/shared/contract';
import {
  billingRequirements,
  billingSchema,
  withDefaultPreferred,
  type BillingContext,
} from '../../../src/shared/validation/billing';
import { AGREEMENT_TYPES, TODAY, bank, card, errorsOf } from './fixtures';

const PP = AGREEMENT_TYPES.find((t) => t.code === 'PP')!;
const ACH = AGREEMENT_TYPES.find((t) => t.code === 'ACH')!;
const context = (overrides: Partial<BillingContext> = {}): BillingContext => ({
  agreementType: PP,
  processingFeeRequired: false,
  ccIsChargeable: true,
  isSelect: false,
  today: TODAY,
  ...overrides,
});
const errors = (values: Partial<BillingValues>, ctx: Partial<BillingContext> = {}) =>
  errorsOf(billingSchema(context(ctx)), values);

describe('a card is required when the processing fee is required and it is not a select workflow', () => {
  it.each([
    [true, false, 'A card is required to charge the processing fee.'],
    [true, true, undefined],
    [false, false, undefined],
  ])('fee required %s, select %s', (processingFeeRequired, isSelect, message) => {
    expect(
      errors({ banks: [bank({ preferred: true })], cards: [] }, { processingFeeRequired, isSelect }).cards,
    ).toBe(message);
  });
});

describe('a bank is required when the agreement type is ach-only', () => {
  it.each([
    [ACH, [], 'A bank account is required'],
    [ACH, [bank({ preferred: true })], undefined],
    [PP, [], undefined],
    [null, [], undefined],
  ])('%#', (agreementType, banks, message) => {
    expect(
      errors({ banks, cards: [card(), card({ card_number: '5555555555554444' })] }, { agreementType }).banks,
    ).toBe(message);
  });
});

describe('two payment methods when the agreement type requires two', () => {
  const MESSAGE = 'Two payment methods are required';
  it.each([
    [[bank({ preferred: true })], [], MESSAGE],
    [[bank({ preferred: true })], [card()], undefined],
    [[bank({ preferred: true }), bank({ id: -3 })], [], undefined],
  ])('%#', (banks, cards, message) => {
    expect(errors({ banks, cards }, { agreementType: ACH }).payment_methods).toBe(message);
  });
  it('is not asked otherwise', () => {
    expect(errors({ banks: [bank({ preferred: true })], cards: [] })).toEqual({});
  });
});

describe('the card number must be re-entered to charge the processing fee', () => {
  const MESSAGE = 'Please re-enter the card number to charge the processing fee.';
  const stored = card({ id: 7, card_number: '************1111', preferred: true });
  const required = { processingFeeRequired: true, ccIsChargeable: false };
  it('when a card is required, is unchargeable and none is newly typed', () => {
    expect(errors({ cards: [stored] }, required)).toEqual({ 'cards[0].card_number': MESSAGE });
    expect(billingRequirements(context(required), { cards: [stored] }).cardReentryRequired).toBe(true);
  });
  it('shows on the first stored card', () => {
    expect(
      errors(
        { banks: [bank()], cards: [card({ id: 8, card_number: '************4444' }), stored] },
        required,
      ),
    ).toEqual({
      'cards[0].card_number': MESSAGE,
    });
  });
  it.each([
    ['typed again', { cards: [{ ...stored, card_number: '4111111111111111' }] }, required],
    ['a new card typed', { cards: [stored, card()] }, required],
    ['chargeable', { cards: [stored] }, { ...required, ccIsChargeable: true }],
    ['no fee', { cards: [stored] }, { ...required, processingFeeRequired: false }],
    ['select', { cards: [stored] }, { ...required, isSelect: true }],
  ])('not when %s', (_why, values, ctx) => {
    expect(errors(values, ctx)).toEqual({});
  });
});

describe('a card number is entered once', () => {
  it('names the repeated one', () => {
    const cards = [card({ preferred: true }), card({ id: -3, card_number: '4111 1111 1111 1111' })];
    expect(errors({ cards })).toEqual({
      'cards[1].card_number': 'This card number has already been entered.',
    });
  });
  it('does not compare masked numbers', () => {
    const cards = [
      card({ id: 1, card_number: '************1111', preferred: true }),
      card({ id: 2, card_number: '************1111' }),
    ];
    expect(errors({ cards })).toEqual({});
  });
});

describe('exactly one preferred method across cards and banks', () => {
  const PREFERRED = 'To continue, please select a preferred payment method.';
  it.each([
    [[bank()], [card()], PREFERRED],
    [[bank({ preferred: true })], [card()], undefined],
    [[bank()], [card({ preferred: true })], undefined],
    [[bank({ preferred: true })], [card({ preferred: true })], 'Only one payment method can be preferred.'],
    [[bank()], [], undefined],
    [[], [], undefined],
  ])('%#', (banks, cards, message) => {
    expect(errors({ banks, cards }).preferred).toBe(message);
  });
});

describe('at save, a single method becomes preferred', () => {
  it('sets the only method preferred', () => {
    expect(withDefaultPreferred({ banks: [bank()], cards: [] }).banks[0].preferred).toBe(true);
    expect(withDefaultPreferred({ banks: [], cards: [card()] }).cards[0].preferred).toBe(true);
  });
  it('leaves two methods, or one already preferred, as they are', () => {
    const two = { banks: [bank()], cards: [card()] };
    expect(withDefaultPreferred(two)).toBe(two);
    const chosen = { banks: [bank({ preferred: true })], cards: [] };
    expect(withDefaultPreferred(chosen)).toBe(chosen);
  });
  it('does not change its input', () => {
    const one = { banks: [bank()], cards: [] };
    withDefaultPreferred(one);
    expect(one.banks[0].preferred).toBe(false);
  });
});

describe('each bank and card is validated in its list', () => {
  it('keys errors by list position', () => {
    expect(
      errors({ banks: [bank({ aba_number: '123', preferred: true })], cards: [card({ cvc: '1' })] }),
    ).toEqual({
      'banks[0].aba_number': 'Enter a valid ABA number.',
      'cards[0].cvc': 'Enter a valid CVC number.',
    });
  });
  it('reads missing lists as empty', () => {
    expect(errors({ banks: null, cards: undefined } as never)).toEqual({});
  });
});
