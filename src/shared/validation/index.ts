// The validation API: one schema factory per editing section, each taking the context it needs, so
// Formik in the browser and the server on every save judge the same values the same way.
export { VALIDATION_MESSAGES, messageFor, articleFor, type ValidationMessageKey } from './messages';
export { DESCRIPTORS } from './descriptors';
export { validateSection, fieldErrors, firstErrorByField, requiredFields, type FieldErrors } from './errors';
export {
  customerSchema,
  csrForSelectSchema,
  customerIdentityFields,
  customerContactFields,
  warningsForCustomer,
  customerAlert,
  type CustomerContext,
} from './customer';
export { agreementSchema, agreementFields, MINIMUM_PAYMENT_AMOUNT } from './agreement';
export {
  ACTIONS_AFTER_OVERRIDE,
  outstandingLimits,
  limitsOutstandingFor,
  type OutstandingLimits,
} from './term-sheet-limits';
export { availableAgreementTypes, type AgreementContext } from './agreement-context';
export { agreementForSelectSchema, contractSchema, type ContractContext } from './select';
export {
  billingSchema,
  billingRequirements,
  withDefaultPreferred,
  type BillingContext,
  type BillingRequirements,
} from './billing';
export { bankSchema } from './bank';
export { cardSchema, isCardExpired, isExpirationInWindow, CARD_EXPIRY_WINDOW_YEARS } from './card';
export {
  cancellationReasons,
  changeOfInformationSchema,
  earliestCancellationDate,
  type ChangeOfInformationContext,
} from './change-of-information';
export { passwordChangeSchema, type PasswordChangeContext } from './password';
export { uploadSizeError, base64ByteLength } from './upload';
export { paymentAmountSchema, checkPaymentAmount, type PaymentAmountCheck } from './payment-amount';
export {
  isMinor,
  needsAgeConfirmation,
  EARLIEST_BIRTH_DATE,
  MINIMUM_AGE,
  CONFIRM_AGE_ABOVE,
} from './birth-date';
export * from './formats';
export { MAX_LENGTH } from './fields';
