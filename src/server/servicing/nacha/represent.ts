// Re-presentment of a returned debit (NACHA Operating Rules, Subsection 2.12.4): only an entry returned
// for insufficient or uncollected funds, at most twice after the original, within 180 days of the
// original entry's settlement date.
import { diffDays, isIsoDate } from '../../../shared/dates';

/** The company entry description of a scheduled debit (configuration may change it). */
export const PAYMENT_DESCRIPTION = 'PAYMENT';
/** The Rules require exactly this description on a re-presented entry. */
export const RETRY_DESCRIPTION = 'RETRY PYMT';
/** The description of a return fee debited as its own entry. */
export const RETURN_FEE_DESCRIPTION = 'RETURN FEE';

export const REPRESENTABLE_RETURN_CODES: readonly string[] = ['R01', 'R09'];
/** The original and two re-presentments. */
export const MAX_PRESENTMENTS = 3;
export const REPRESENTMENT_WINDOW_DAYS = 180;

export type RepresentDecision = { allowed: true } | { allowed: false; reason: string };

export function mayRepresent(args: {
  returnCode: string;
  /** The presentment that was returned: 1 the original entry, 2 and 3 its re-presentments. */
  presentmentNumber: number;
  originalSettlementDate: string;
  /** The day the re-presented entry would be sent. */
  onDate: string;
}): RepresentDecision {
  const { returnCode, presentmentNumber, originalSettlementDate, onDate } = args;
  if (!isIsoDate(originalSettlementDate) || !isIsoDate(onDate)) {
    throw new RangeError(
      `mayRepresent: dates must be YYYY-MM-DD (got ${originalSettlementDate}, ${onDate}).`,
    );
  }
  if (!Number.isInteger(presentmentNumber) || presentmentNumber < 1) {
    throw new RangeError(`mayRepresent: presentment number ${presentmentNumber} is not 1 or more.`);
  }
  if (!REPRESENTABLE_RETURN_CODES.includes(returnCode)) {
    return {
      allowed: false,
      reason: `A ${returnCode} return may not be re-presented; only R01 and R09 may.`,
    };
  }
  if (presentmentNumber >= MAX_PRESENTMENTS) {
    return {
      allowed: false,
      reason: `The entry was already re-presented twice; a presentment number ${presentmentNumber + 1} is not allowed.`,
    };
  }
  const days = diffDays(originalSettlementDate, onDate);
  if (days < 0)
    return {
      allowed: false,
      reason: `${onDate} is before the original settlement date ${originalSettlementDate}.`,
    };
  if (days > REPRESENTMENT_WINDOW_DAYS) {
    return {
      allowed: false,
      reason: `${onDate} is ${days} days after the original settlement date ${originalSettlementDate}; the limit is ${REPRESENTMENT_WINDOW_DAYS}.`,
    };
  }
  return { allowed: true };
}
