// The shape parseNachaFile gives: every field of every record, trimmed, dates as YYYY-MM-DD (null when
// blank), amounts in cents, and the line each record came from.

export interface ParsedFileHeader {
  line: number;
  priorityCode: string;
  /** Without the leading space of a routing number. */
  immediateDestination: string;
  immediateOrigin: string;
  fileCreationDate: string | null;
  fileCreationTime: string;
  fileIdModifier: string;
  immediateDestinationName: string;
  immediateOriginName: string;
  referenceCode: string;
}

export interface ParsedBatchHeader {
  line: number;
  serviceClassCode: number;
  companyName: string;
  companyDiscretionaryData: string;
  companyIdentification: string;
  secCode: string;
  companyEntryDescription: string;
  companyDescriptiveDate: string;
  effectiveEntryDate: string | null;
  /** Julian day the ACH operator settled the batch; blank in files an originator makes. */
  settlementDate: string;
  originatorStatusCode: string;
  originatingDfi: string;
  batchNumber: number;
}

export type ParsedAddenda = { line: number } & (
  | {
      typeCode: '05';
      paymentRelatedInformation: string;
      addendaSequenceNumber: number;
      entryDetailSequenceNumber: string;
    }
  | {
      typeCode: '98';
      changeCode: string;
      originalTraceNumber: string;
      originalRdfi: string;
      correctedData: string;
      traceNumber: string;
    }
  | {
      typeCode: '99';
      returnCode: string;
      originalTraceNumber: string;
      dateOfDeath: string | null;
      originalRdfi: string;
      addendaInformation: string;
      traceNumber: string;
    }
  | { typeCode: 'other'; addendaTypeCode: string; record: string }
);

export interface ParsedEntry {
  line: number;
  transactionCode: number;
  /** The RDFI's 8-digit identification and its check digit. */
  rdfiRouting: string;
  accountNumber: string;
  amountCents: number;
  individualId: string;
  individualName: string;
  /** As written (2 characters, e.g. 'S ' on a WEB entry). */
  discretionaryData: string;
  addendaRecordIndicator: 0 | 1;
  traceNumber: string;
  addenda: ParsedAddenda[];
}

export interface ParsedBatchControl {
  line: number;
  serviceClassCode: number;
  entryAddendaCount: number;
  entryHash: string;
  totalDebitCents: number;
  totalCreditCents: number;
  companyIdentification: string;
  originatingDfi: string;
  batchNumber: number;
}

export interface ParsedBatch {
  header: ParsedBatchHeader;
  entries: ParsedEntry[];
  control: ParsedBatchControl;
}

export interface ParsedFileControl {
  line: number;
  batchCount: number;
  blockCount: number;
  entryAddendaCount: number;
  entryHash: string;
  totalDebitCents: number;
  totalCreditCents: number;
}

export interface ParsedNachaFile {
  header: ParsedFileHeader;
  batches: ParsedBatch[];
  control: ParsedFileControl;
  /** The 9-filled records after the file control. */
  paddingRecords: number;
}
