// The one catalogue of field validation messages (spec §5), word for word where the spec gives them.
// Where the spec leaves the wording open the message follows its 'Enter a …' / 'Must …' style.
import { UPLOAD_TOO_LARGE } from '../messages';
import { PASSWORD_MESSAGES } from '../password';

export const VALIDATION_MESSAGES = {
  // spec §5 Generic
  doubleQuotes: 'Cannot contain double quotes (").',
  middleInitial: 'Please enter a single letter.',
  date: 'Enter a valid date in MM/DD/YYYY format.',
  email: 'Enter a valid email address.',
  phone: 'Enter a valid phone number.',
  homeOrMobilePhone: 'Enter a home or mobile phone number.',
  homePhoneRepeated: 'Must not be the same as mobile or work phone.',
  mobilePhoneRepeated: 'Must not be the same as home or work phone.',
  workPhoneRepeated: 'Must not be the same as home or mobile phone.',
  zip: 'Enter a valid zip code.',
  ssn: 'Enter a valid Social Security number.',
  birthDate: 'Enter a valid date of birth.',
  customerUnder18: 'Customer must be over 18',
  minorContract: 'This consumer is under the age of 18 years old. A contract cannot be created for minors.',
  customerOver80: 'This customer is over 80 years old. Please confirm the date of birth is correct.',
  badAddress: 'Enter a different address',
  badEmail: 'Enter a different email address',
  badHomePhone: 'Enter a different home phone',
  badMobilePhone: 'Enter a different mobile phone',
  badWorkPhone: 'Enter a different work phone',
  // spec §5 Form-level wording
  currentPassword: 'Enter current password.',
  passwordConfirmation: 'Must match the password entered above.',
  validValue: 'Enter a valid value.',
  selectListEmpty: 'List is empty.',
  selectNoMatch: 'No elements found. Consider changing the search query.',
  // spec §5 Required on a contract
  petName: "Enter the pet's name",
  // spec §5 Agreement
  agreementNotAvailable: 'Please select an available agreement description',
  billingCycleNotAvailable: 'Please select an available billing cycle',
  agreementLocked: 'The agreement description cannot be changed once the contract has been submitted.',
  cashPricePositive: 'Please enter an amount greater than $0.00.',
  downPaymentBelowCashPrice: 'Must be less than the Cash Price.',
  paymentAmountMinimum:
    'Payment amount must be $10.00 or more. Please adjust the term of this agreement to make the payment amount $10.00 or more.',
  overrideLimit:
    'To override this limit, please save this agreement and have an administrator log in to complete the agreement.',
  // issue 15: saved with a term sheet limit outstanding, until a facility admin completes it.
  overrideOutstanding:
    'This agreement is over its term sheet limit. It cannot be charged, submitted or sent until an administrator logs in to complete the agreement.',
  firstPaymentNotAvailable: 'Select a date available for this billing cycle.',
  // spec §5 Bank
  abaNumber: 'Enter a valid ABA number.',
  bankNotFound: 'Bank not found. Remove this bank or edit the ABA number.',
  abaReplaced: 'You are using an old ABA number. It has been replaced with the new ABA number.',
  bankRequired: 'A bank account is required',
  // spec §5 Card
  cardNumber: 'Enter a valid card number.',
  cardNumberRepeated: 'This card number has already been entered.',
  cardNumberReentry: 'Please re-enter the card number to charge the processing fee.',
  cardExpiration: 'Enter a valid month and year.',
  cardExpired: 'This card has expired.',
  cvc: 'Enter a valid CVC number.',
  cardRequired: 'A card is required to charge the processing fee.',
  // The facility's processing fee setting (issue 13): required, or waivable by staff.
  processingFeeNotWaivable: 'The processing fee is required at this practice and cannot be waived.',
  twoPaymentMethods: 'Two payment methods are required',
  // spec §4 Preferred method
  preferredRequired: 'To continue, please select a preferred payment method.',
  onePreferred: 'Only one payment method can be preferred.',
  // spec §5 Change of information
  changeRequired: 'Select a change to request: personal information, cancellation or billing date.',
  // spec §5 Other, §9
  // Any text field on any route (src/server/plugins/text-input.ts): control characters other than tab
  // and line breaks, DEL and broken surrogate pairs.
  charactersNotAllowed: 'Contains characters that are not allowed.',
  // A row id in a query or body: both databases store ids as positive 32-bit integers.
  idRange: 'Must be a whole number from 1 to 2147483647.',
  // The password rule's own sentences (src/shared/password.ts), which the server's password service uses.
  passwordRule: PASSWORD_MESSAGES.rule,
  passwordTooCommon: PASSWORD_MESSAGES.common,
  uploadTooLarge: UPLOAD_TOO_LARGE,
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/** Letters whose spoken name starts with a vowel sound: an ABA, an SSN, but a CVC. */
const VOWEL_SOUND_LETTERS = 'AEFHILMNORSX';
/** Words spelled with a vowel but spoken with a consonant, and the reverse. */
const CONSONANT_SOUND = /^(uni|use|usu|ura|eu|one|once)/i;
const VOWEL_SOUND = /^(hour|honest|honor|heir)/i;

/** 'a' or 'an' by the descriptor's first sound (spec §5 Form-level wording). */
export function articleFor(descriptor: string): 'a' | 'an' {
  const word = descriptor.trim().split(/[\s/-]/)[0] ?? '';
  if (/^[A-Z]{2,}/.test(word)) return VOWEL_SOUND_LETTERS.includes(word[0]) ? 'an' : 'a';
  if (VOWEL_SOUND.test(word)) return 'an';
  if (CONSONANT_SOUND.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** Trailing zeros dropped: 18 → '18%', 17.5 → '17.5%', 17.99 → '17.99%'. */
function percentText(percent: number): string {
  return `${Number(percent.toFixed(2))}%`;
}

/** Parameterized messages; amounts and dates arrive already formatted ('$1,234.50', '03/15/2027'). */
export const messageFor = {
  required: (descriptor: string) => `Enter ${articleFor(descriptor)} ${descriptor}.`,
  invalid: (descriptor?: string) =>
    descriptor ? `Enter a valid ${descriptor}.` : VALIDATION_MESSAGES.validValue,
  maxLength: (n: number) => `Please enter no more than ${n} characters.`,
  between: (min: string, max: string) => `Must be between ${min} and ${max}.`,
  notLessThan: (min: string) => `Cannot be less than ${min}.`,
  /** The facility's processing fee is required (issue 13): not lowered below it. */
  processingFeeRequired: (fee: string) =>
    `The processing fee is required at this practice: it cannot be less than ${fee}.`,
  notMoreThan: (max: string | number) => `Cannot be more than ${max}.`,
  withOverride: (message: string) => `${message} ${VALIDATION_MESSAGES.overrideLimit}`,
  firstPaymentWithin: (days: number) => `First payment must be within ${days} days`,
  expirationBeforeLastPayment: (lastPayment: string) =>
    `Must not be before the last payment date (${lastPayment}).`,
  stateMaxApr: (state: string, percent: number) =>
    `Cannot exceed ${state} state maximum of ${percentText(percent)}`,
  cancellationTooSoon: (earliest: string) =>
    `Must be at least 3 business days from today (${earliest} or later).`,
  selectMaximum: (n: number) =>
    `Maximum of ${n} options selected. First remove a selected option to select another.`,
};
