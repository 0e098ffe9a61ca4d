// Every message of spec §5 (and §4 Preferred method), word for word, from the one catalogue.
import { VALIDATION_MESSAGES as M, messageFor } from '../../../src/shared/validation/messages';

describe('the catalogue holds the spec sentences verbatim', () => {
  it.each([
    ['doubleQuotes', 'Cannot contain double quotes (").'],
    ['middleInitial', 'Please enter a single letter.'],
    ['date', 'Enter a valid date in MM/DD/YYYY format.'],
    ['email', 'Enter a valid email address.'],
    ['phone', 'Enter a valid phone number.'],
    ['homeOrMobilePhone', 'Enter a home or mobile phone number.'],
    ['homePhoneRepeated', 'Must not be the same as mobile or work phone.'],
    ['zip', 'Enter a valid zip code.'],
    ['ssn', 'Enter a valid Social Security number.'],
    ['customerUnder18', 'Customer must be over 18'],
    [
      'minorContract',
      'This consumer is under the age of 18 years old. A contract cannot be created for minors.',
    ],
    ['badAddress', 'Enter a different address'],
    ['badEmail', 'Enter a different email address'],
    ['badHomePhone', 'Enter a different home phone'],
    ['badMobilePhone', 'Enter a different mobile phone'],
    ['badWorkPhone', 'Enter a different work phone'],
    ['currentPassword', 'Enter current password.'],
    ['passwordConfirmation', 'Must match the password entered above.'],
    ['validValue', 'Enter a valid value.'],
    ['petName', "Enter the pet's name"],
    ['agreementNotAvailable', 'Please select an available agreement description'],
    ['billingCycleNotAvailable', 'Please select an available billing cycle'],
    ['cashPricePositive', 'Please enter an amount greater than $0.00.'],
    ['downPaymentBelowCashPrice', 'Must be less than the Cash Price.'],
    [
      'paymentAmountMinimum',
      'Payment amount must be $10.00 or more. Please adjust the term of this agreement to make the payment amount $10.00 or more.',
    ],
    [
      'overrideLimit',
      'To override this limit, please save this agreement and have an administrator log in to complete the agreement.',
    ],
    ['firstPaymentNotAvailable', 'Select a date available for this billing cycle.'],
    ['abaNumber', 'Enter a valid ABA number.'],
    ['abaReplaced', 'You are using an old ABA number. It has been replaced with the new ABA number.'],
    ['bankRequired', 'A bank account is required'],
    ['cardNumber', 'Enter a valid card number.'],
    ['cardNumberRepeated', 'This card number has already been entered.'],
    ['cardNumberReentry', 'Please re-enter the card number to charge the processing fee.'],
    ['cardExpiration', 'Enter a valid month and year.'],
    ['cardExpired', 'This card has expired.'],
    ['cvc', 'Enter a valid CVC number.'],
    ['twoPaymentMethods', 'Two payment methods are required'],
    ['preferredRequired', 'To continue, please select a preferred payment method.'],
    ['passwordRule', 'Password must be at least 10 characters and include at least 1 number.'],
    ['passwordTooCommon', 'This password is too common. Please choose another.'],
    ['selectListEmpty', 'List is empty.'],
    ['selectNoMatch', 'No elements found. Consider changing the search query.'],
    [
      'uploadTooLarge',
      'Sorry, the maximum size for an uploaded file is 2MB. Please try again with a smaller file.',
    ],
  ] as const)('%s', (key, message) => expect(M[key]).toBe(message));

  it.each([
    [messageFor.maxLength(30), 'Please enter no more than 30 characters.'],
    [messageFor.required('address'), 'Enter an address.'],
    [messageFor.invalid('cash price'), 'Enter a valid cash price.'],
    [messageFor.between('$500.00', '$10,000.00'), 'Must be between $500.00 and $10,000.00.'],
    [messageFor.notLessThan('$500.00'), 'Cannot be less than $500.00.'],
    [messageFor.notMoreThan('$10,000.00'), 'Cannot be more than $10,000.00.'],
    [messageFor.notMoreThan(12), 'Cannot be more than 12.'],
    [messageFor.firstPaymentWithin(45), 'First payment must be within 45 days'],
    [messageFor.stateMaxApr('Texas', 18), 'Cannot exceed Texas state maximum of 18%'],
    [messageFor.stateMaxApr('Florida', 17.99), 'Cannot exceed Florida state maximum of 17.99%'],
  ])('%s', (actual, expected) => expect(actual).toBe(expected));

  it('has no message twice under two keys', () => {
    const values = Object.values(M);
    expect(new Set(values).size).toBe(values.length);
  });
});
