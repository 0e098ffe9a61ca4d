// NACHA record types (NACHA Operating Rules, Appendix Three "ACH Record Format Specifications").
// Dates are ISO (YYYY-MM-DD) here; the records carry them as YYMMDD.

/** 22 checking credit, 23 its prenote, 27 checking debit, 28 its prenote; 3x the same for savings;
 *  21/26/31/36 are returns and notifications of change of entries 22/27/32/37 (and their prenotes). */
export type TransactionCode = 21 | 22 | 23 | 26 | 27 | 28 | 31 | 32 | 33 | 36 | 37 | 38;

/** 200 mixed debits and credits, 220 credits only, 225 debits only. */
export type ServiceClassCode = 200 | 220 | 225;

/** The SEC codes this product writes; COR is the notification-of-change batch an RDFI sends. */
export type WritableSecCode = 'PPD' | 'WEB' | 'CCD' | 'COR';

export interface FileHeader {
  /** The 9-digit routing number the file goes to, or a 10-character identifier. */
  immediateDestination: string;
  /** 10 characters (e.g. '1' + EIN), or a 9-digit routing number written after a space. */
  immediateOrigin: string;
  immediateDestinationName: string;
  immediateOriginName: string;
  fileCreationDate: string;
  /** HHMM. */
  fileCreationTime: string;
  /** A–Z or 0–9: tells apart files made the same day. */
  fileIdModifier: string;
  referenceCode?: string;
}

export interface BatchHeader {
  serviceClassCode: ServiceClassCode;
  companyName: string;
  companyDiscretionaryData?: string;
  /** 10 characters. */
  companyIdentification: string;
  secCode: WritableSecCode;
  /** 10 characters, e.g. PAYMENT, RETRY PYMT, RETURN FEE. */
  companyEntryDescription: string;
  /** Free text of up to 6 characters (e.g. 'NOV 26'). */
  companyDescriptiveDate?: string;
  effectiveEntryDate: string;
  /** The ODFI's routing number without its check digit (8 digits). */
  originatingDfi: string;
}

/** Payment related information (PPD, WEB, CCD). */
export interface Addenda05 {
  typeCode: '05';
  paymentRelatedInformation: string;
}

/** Notification of change, from the RDFI. */
export interface Addenda98 {
  typeCode: '98';
  changeCode: string;
  originalTraceNumber: string;
  /** 8 digits. */
  originalRdfi: string;
  correctedData: string;
}

/** Return, from the RDFI. */
export interface Addenda99 {
  typeCode: '99';
  returnCode: string;
  originalTraceNumber: string;
  dateOfDeath?: string;
  /** 8 digits. */
  originalRdfi: string;
  addendaInformation?: string;
}

export type Addenda = Addenda05 | Addenda98 | Addenda99;

export interface EntryDetail {
  transactionCode: TransactionCode;
  /** 9 digits with the check digit. */
  rdfiRouting: string;
  accountNumber: string;
  amountCents: number;
  /** 15 characters: the individual id (PPD, WEB) or identification number (CCD). */
  individualId: string;
  /** 22 characters: the receiver's name (truncated to fit). */
  individualName: string;
  /** WEB: the payment type code, 'S ' single or 'R ' recurring. */
  discretionaryData?: string;
  /** 15 digits: the ODFI's 8-digit routing number and a sequence number, ascending in the batch. */
  traceNumber: string;
  addenda?: Addenda;
}

/** What `NachaWriter.end()` and a batch control add up. */
export interface NachaTotals {
  entryAddendaCount: number;
  /** The rightmost 10 digits of the sum of the entries' 8-digit RDFI ids. */
  entryHash: string;
  totalDebitCents: number;
  totalCreditCents: number;
}

export interface FileTotals extends NachaTotals {
  batchCount: number;
  blockCount: number;
  /** Every record but the 9-filled padding. */
  recordCount: number;
}
