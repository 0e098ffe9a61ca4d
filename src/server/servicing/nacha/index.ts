// NACHA files: the streaming writer, the checking parser, returns and notifications of change, and
// the re-presentment rules. Pure code: no database, no clock.
export { abaCheckDigit, dfiOf, isValidRouting } from './routing';
export { NachaFieldError, PADDING_RECORD, RECORD_LENGTH, isDebitCode, isPrenoteCode } from './fields';
export { NachaWriter, sinkTo, traceNumberOf, type NachaSink } from './writer';
export { NachaParseError, parseNachaFile } from './parser';
export {
  accountTypeOfTransactionCode,
  correctedDataFor,
  correctionOf,
  returnsAndNoticesOf,
  type AccountType,
  type BankCorrection,
  type ReturnOrNotice,
} from './returns';
export {
  CHANGE_CODES,
  RETURN_CODES,
  flagsMethodBad,
  isAdministrativeReturn,
  isNsfReturn,
  isUnauthorizedReturn,
  returnCodeInfo,
  stopsAllDebits,
  type ReturnCategory,
  type ReturnCodeInfo,
} from './return-codes';
export {
  MAX_PRESENTMENTS,
  PAYMENT_DESCRIPTION,
  REPRESENTABLE_RETURN_CODES,
  REPRESENTMENT_WINDOW_DAYS,
  RETRY_DESCRIPTION,
  RETURN_FEE_DESCRIPTION,
  mayRepresent,
  type RepresentDecision,
} from './represent';
export type * from './types';
export type * from './parsed-types';
