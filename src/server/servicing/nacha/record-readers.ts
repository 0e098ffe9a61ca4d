// Reading each record type's fields by the Rules' positions (Appendix Three), with the line it is on.
import { isoOfYymmdd } from './fields';
import { isValidRouting } from './routing';
import type {
  ParsedAddenda,
  ParsedBatchControl,
  ParsedBatchHeader,
  ParsedEntry,
  ParsedFileControl,
  ParsedFileHeader,
} from './parsed-types';

export class NachaParseError extends Error {
  constructor(
    readonly line: number,
    problem: string,
  ) {
    super(`NACHA file line ${line}: ${problem}`);
    this.name = 'NachaParseError';
  }
}

/** One record and its line number; `at(start, end)` reads the Rules' 1-based, inclusive positions. */
export class Line {
  constructor(
    readonly text: string,
    readonly number: number,
  ) {}

  at(start: number, end: number): string {
    return this.text.slice(start - 1, end);
  }

  trimmed(start: number, end: number): string {
    return this.at(start, end).trim();
  }

  /** A zero-filled numeric field. */
  count(start: number, end: number, field: string): number {
    const text = this.at(start, end);
    if (!/^\d+$/.test(text)) this.fail(`${field} '${text}' is not numeric.`);
    return Number(text);
  }

  digits(start: number, end: number, field: string): string {
    const text = this.at(start, end);
    if (!/^\d+$/.test(text)) this.fail(`${field} '${text}' is not numeric.`);
    return text;
  }

  fail(problem: string): never {
    throw new NachaParseError(this.number, problem);
  }
}

export function fileHeaderOf(l: Line): ParsedFileHeader {
  if (l.at(35, 37) !== '094') l.fail(`record size '${l.at(35, 37)}' is not 094.`);
  if (l.at(38, 39) !== '10') l.fail(`blocking factor '${l.at(38, 39)}' is not 10.`);
  if (l.at(40, 40) !== '1') l.fail(`format code '${l.at(40, 40)}' is not 1.`);
  return {
    line: l.number,
    priorityCode: l.at(2, 3),
    immediateDestination: l.trimmed(4, 13),
    immediateOrigin: l.trimmed(14, 23),
    fileCreationDate: isoOfYymmdd(l.at(24, 29)),
    fileCreationTime: l.at(30, 33),
    fileIdModifier: l.at(34, 34),
    immediateDestinationName: l.trimmed(41, 63),
    immediateOriginName: l.trimmed(64, 86),
    referenceCode: l.trimmed(87, 94),
  };
}

export function batchHeaderOf(l: Line): ParsedBatchHeader {
  return {
    line: l.number,
    serviceClassCode: serviceClassOf(l),
    companyName: l.trimmed(5, 20),
    companyDiscretionaryData: l.trimmed(21, 40),
    companyIdentification: l.trimmed(41, 50),
    secCode: l.at(51, 53),
    companyEntryDescription: l.trimmed(54, 63),
    companyDescriptiveDate: l.trimmed(64, 69),
    effectiveEntryDate: isoOfYymmdd(l.at(70, 75)),
    settlementDate: l.trimmed(76, 78),
    originatorStatusCode: l.at(79, 79),
    originatingDfi: l.digits(80, 87, 'originating DFI identification'),
    batchNumber: l.count(88, 94, 'batch number'),
  };
}

function serviceClassOf(l: Line): number {
  const code = l.at(2, 4);
  if (code !== '200' && code !== '220' && code !== '225' && code !== '280') {
    l.fail(`service class code '${code}' is not 200, 220, 225 or 280.`);
  }
  return Number(code);
}

export function entryOf(l: Line): ParsedEntry {
  const rdfiRouting = l.at(4, 12);
  if (!isValidRouting(rdfiRouting)) l.fail(`RDFI routing number '${rdfiRouting}' has a wrong check digit.`);
  const indicator = l.at(79, 79);
  if (indicator !== '0' && indicator !== '1')
    l.fail(`addenda record indicator '${indicator}' is not 0 or 1.`);
  return {
    line: l.number,
    transactionCode: l.count(2, 3, 'transaction code'),
    rdfiRouting,
    accountNumber: l.trimmed(13, 29),
    amountCents: l.count(30, 39, 'amount'),
    individualId: l.trimmed(40, 54),
    individualName: l.trimmed(55, 76),
    discretionaryData: l.at(77, 78),
    addendaRecordIndicator: indicator === '1' ? 1 : 0,
    traceNumber: l.digits(80, 94, 'trace number'),
    addenda: [],
  };
}

export function addendaOf(l: Line): ParsedAddenda {
  const typeCode = l.at(2, 3);
  switch (typeCode) {
    case '05':
      return {
        line: l.number,
        typeCode,
        paymentRelatedInformation: l.trimmed(4, 83),
        addendaSequenceNumber: l.count(84, 87, 'addenda sequence number'),
        entryDetailSequenceNumber: l.digits(88, 94, 'entry detail sequence number'),
      };
    case '98':
      return {
        line: l.number,
        typeCode,
        changeCode: l.at(4, 6),
        originalTraceNumber: l.digits(7, 21, 'original entry trace number'),
        originalRdfi: l.digits(28, 35, 'original receiving DFI identification'),
        correctedData: l.at(36, 64).trimEnd(),
        traceNumber: l.digits(80, 94, 'trace number'),
      };
    case '99':
      return {
        line: l.number,
        typeCode,
        returnCode: l.at(4, 6),
        originalTraceNumber: l.digits(7, 21, 'original entry trace number'),
        dateOfDeath: isoOfYymmdd(l.at(22, 27)),
        originalRdfi: l.digits(28, 35, 'original receiving DFI identification'),
        addendaInformation: l.trimmed(36, 79),
        traceNumber: l.digits(80, 94, 'trace number'),
      };
    default:
      return { line: l.number, typeCode: 'other', addendaTypeCode: typeCode, record: l.text };
  }
}

export function batchControlOf(l: Line): ParsedBatchControl {
  return {
    line: l.number,
    serviceClassCode: serviceClassOf(l),
    entryAddendaCount: l.count(5, 10, 'entry/addenda count'),
    entryHash: l.digits(11, 20, 'entry hash'),
    totalDebitCents: l.count(21, 32, 'total debit entry dollar amount'),
    totalCreditCents: l.count(33, 44, 'total credit entry dollar amount'),
    companyIdentification: l.trimmed(45, 54),
    originatingDfi: l.digits(80, 87, 'originating DFI identification'),
    batchNumber: l.count(88, 94, 'batch number'),
  };
}

export function fileControlOf(l: Line): ParsedFileControl {
  return {
    line: l.number,
    batchCount: l.count(2, 7, 'batch count'),
    blockCount: l.count(8, 13, 'block count'),
    entryAddendaCount: l.count(14, 21, 'entry/addenda count'),
    entryHash: l.digits(22, 31, 'entry hash'),
    totalDebitCents: l.count(32, 43, 'total debit entry dollar amount in file'),
    totalCreditCents: l.count(44, 55, 'total credit entry dollar amount in file'),
  };
}
