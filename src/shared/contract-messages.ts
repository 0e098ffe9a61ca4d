// The contract editor's messages of spec §8 (CSR, billing, submission, rewrite, deletion and the
// polling notices). Word for word where the spec gives the words; where it gives only the gist, the
// sentence says that gist plainly. The support line comes from product.ts.
import { PRODUCT } from './product';

const support = `${PRODUCT.supportPhone} (${PRODUCT.supportHours})`;

export const CONTRACT_MESSAGES = {
  ssnRequired: 'You must provide a Social Security Number to receive a CSR. Would you like to enter one now?',
  confirmCsrAuthorization:
    'Please confirm that the customer has signed a hard-copy CSR authorization form permitting a soft credit check.',
  confirmSkipCreditCheck:
    'Are you sure you want to skip the credit check? The contract will be completed without a credit recommendation.',
  cannotDeletePreferred:
    'The preferred payment method cannot be deleted. Choose another preferred payment method first.',
  deletePaymentMethodConfirm: 'Are you sure you want to delete this payment method?',
  processingFeeConsent:
    "I confirm the customer agrees that a non-refundable processing fee will be charged to the customer's card.",
  processingFeeNotice: (fee: string) =>
    `A non-refundable processing fee of ${fee} will be charged to the customer's card.`,
  cardChargeFailedIntro: 'The processing fee could not be charged to the card:',
  cardChargeFailedOutro:
    'The contract cannot be completed until the processing fee is paid. Edit the card to try again, or decline the contract.',
  contractDeclined:
    'The contract has been declined because the processing fee was not paid. It is now on the Process Fee Declined list.',
  agreementTypeNotAvailable: `This agreement type is no longer available, and it cannot be changed once the contract has been submitted. Please rewrite this contract, create a new one, or contact support at ${support}.`,
  correctPostSubmitErrors:
    'This contract has errors that must be corrected. Undo the submission, correct the errors (shown in red), and send it again.',
  undoSubmitConfirm:
    'Undo the submission? The contract becomes incomplete so it can be edited and sent again; links already sent to the customer stop working until it is sent again.',
  collectAccount: `This account is in collection. A rewrite is not possible until its balance has been posted. Please contact support at ${support}.`,
  rewriteConfirm: 'Rewrite this contract? A new contract is created from it for you to complete.',
  hasCollectionFees: (fees: string) =>
    `This account has collection fees of ${fees} (late and return fees), which are included in the payoff amount.`,
  rewritePayoffConfirm: (payoff: string) =>
    `The payoff amount of ${payoff} will be included in the rewritten contract.`,
  rewritePaymentWarning:
    'There may not be enough time to stop the next scheduled debit. The customer may still be debited for the next payment.',
  badFields: 'The servicer flagged these customer details as invalid. Please correct them:',
  discardChanges: 'Would you like to discard any unsaved changes?',
  validationErrors: 'Please correct the errors (shown in red).',
  confirmSwitchFacility:
    'This contract is associated with another facility. Would you like to switch to that facility?',
  rejectConfirm: (adverseLetter: boolean) =>
    adverseLetter
      ? 'Are you sure you want to reject this application and send an adverse letter?'
      : 'Are you sure you want to reject this application?',
  undoRejectConfirm: 'Undo the rejection of this application? The contract becomes incomplete again.',
  undeleteConfirm: 'Restore this deleted contract?',
  nameOrSsnChangePrevented: `The customer's name and Social Security number cannot be changed on this contract. To correct them, please contact support at ${support}.`,
  csrAuthorized: (customer: string) => `${customer} has authorized the credit check.`,
  applicationSubmitted: (customer: string) => `${customer} has completed the agreement application.`,
  contractSigned: (customer: string) => `${customer} has signed the contract.`,
  sectionSaved: (section: string) => `${section} saved.`,
  billingSavedAndCharged: 'Billing saved. The processing fee was charged to the card.',
} as const;

/** The badFields names of spec §8, by the contract's bad_* flag. */
export const BAD_FIELD_LABELS = {
  bad_address: 'Address',
  bad_email: 'Email',
  bad_home_number: 'Home phone',
  bad_moble_number: 'Mobile phone',
  bad_work_number: 'Work phone',
} as const;

/** How CSR statuses read on screen (spec §4 CSR status). */
export const CSR_STATUS_LABELS: Record<string, string> = {
  'WAITING AUTHORIZATION': 'Waiting customer authorization',
  'RECEIVED AUTHORIZATION': 'Waiting practice approval',
  COMPLETED: 'Completed',
};
