// The sandbox's documented test cards (README.md), in the style card processors publish them.
import { CHARGE_ERRORS, type CardBrand, type DeclineCode } from './payments-provider';

export interface TestCardDecline {
  errors: string[];
  declineCode: DeclineCode;
}

/** Numbers that decline; any other number passing the Luhn check is approved. */
export const DECLINING_TEST_CARDS: Record<string, TestCardDecline> = {
  '4000000000000002': { errors: [CHARGE_ERRORS.declined], declineCode: 'card_declined' },
  '4000000000009995': { errors: [CHARGE_ERRORS.insufficientFunds], declineCode: 'insufficient_funds' },
  '4000000000000127': { errors: [CHARGE_ERRORS.incorrectCvc], declineCode: 'incorrect_cvc' },
  '4000000000000069': { errors: [CHARGE_ERRORS.expired], declineCode: 'expired_card' },
  '4000000000000036': { errors: [CHARGE_ERRORS.incorrectZip], declineCode: 'incorrect_zip' },
  // Processors advise telling the customer only "declined" for a card reported lost.
  '4000000000009987': { errors: [CHARGE_ERRORS.declined], declineCode: 'lost_card' },
  '4000000000000119': { errors: [CHARGE_ERRORS.processingError], declineCode: 'processing_error' },
};

/** Approved and settled, then disputed by the cardholder ('fraudulent') a few seconds later (README.md "Callbacks"). */
export const DISPUTING_TEST_CARD = '4000000000000259';

export const APPROVING_TEST_CARDS = [
  '4111111111111111',
  '4242424242424242',
  '5555555555554444',
  '378282246310005',
  '6011111111111117',
];

export function cardBrand(cardNumber: string): CardBrand {
  if (/^4/.test(cardNumber)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(cardNumber)) return 'Mastercard';
  if (/^3[47]/.test(cardNumber)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(cardNumber)) return 'Discover';
  return 'Card';
}
