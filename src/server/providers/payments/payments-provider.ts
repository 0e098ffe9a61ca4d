// The card processor behind the processing fee charge (spec §4 CHARGE/DECLINE, §8 cardChargeFailed):
// one authorize-and-capture per attempt. The card number and security code pass through and are never
// kept or logged (ARCHITECTURE.md "Security model"; reference/README.md "Cards and bank accounts").

export interface ChargeRequest {
  /** Names one charge attempt: asking again with the same key returns the first answer, never a 2nd charge. */
  idempotencyKey: string;
  amountCents: number;
  cardNumber: string;
  /** MMYY as the card is stored (spec §3 Card). */
  expiration: string;
  cvc: string;
  zip: string;
  nameOnCard: string;
  /** Shown on the customer's statement and the processor's records. */
  description: string;
  /**
   * A merchant-initiated charge of a card on file (a scheduled installment the cardholder agreed to):
   * no security code, which is never kept (the networks' stored-credential framework).
   */
  storedCredential?: boolean;
}

export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Discover' | 'Card';

export interface ChargeApproved {
  approved: true;
  transactionId: string;
  authCode: string;
  amountCents: number;
  last4: string;
  brand: CardBrand;
}

export interface ChargeDeclined {
  approved: false;
  /** The processor's texts, listed to the practice as they are (spec §8 cardChargeFailed). */
  errors: string[];
  declineCode: DeclineCode;
}

export type ChargeResult = ChargeApproved | ChargeDeclined;

export type DeclineCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'incorrect_cvc'
  | 'expired_card'
  | 'incorrect_zip'
  | 'lost_card'
  | 'processing_error'
  | 'invalid_number'
  | 'invalid_expiry'
  | 'invalid_cvc'
  | 'invalid_zip'
  | 'invalid_amount'
  | 'idempotency_key_reused';

export interface PaymentsProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** The processor's wording. */
export const CHARGE_ERRORS = {
  declined: 'Card declined.',
  insufficientFunds: 'Card declined: insufficient funds.',
  incorrectCvc: 'Incorrect CVC.',
  expired: 'Card expired.',
  incorrectZip: "The ZIP code does not match the card's billing address.",
  processingError: 'An error occurred while processing the card. Please try again.',
  invalidNumber: 'Invalid card number.',
  invalidExpiry: 'Invalid expiration date.',
  invalidCvc: 'Invalid CVC.',
  invalidZip: 'Invalid ZIP code.',
  invalidAmount: 'Invalid amount.',
  keyReused: 'This charge was already made with different details.',
} as const;
