// One function per record type, each returning the 94 characters the Rules lay out (Appendix Three).
import { isValidRouting } from './routing';
import { alpha, digits, name, NachaFieldError, numeric, RECORD_LENGTH, yymmdd } from './fields';
import type { Addenda, BatchHeader, EntryDetail, FileHeader, FileTotals, NachaTotals } from './types';

function record(fields: string[]): string {
  const line = fields.join('');
  if (line.length !== RECORD_LENGTH) throw new Error(`NACHA record of ${line.length} characters, not 94.`);
  return line;
}

/** ' ' + 9-digit routing number, or 10 characters as given. */
function tenCharacterId(field: string, value: string): string {
  if (/^\d{9}$/.test(value)) return ` ${value}`;
  if (/^[ \dA-Za-z]{10}$/.test(value)) return value.toUpperCase();
  throw new NachaFieldError(field, `'${value}' is neither a 9-digit routing number nor 10 characters.`);
}

export function fileHeaderRecord(h: FileHeader): string {
  if (
    !/^\d{4}$/.test(h.fileCreationTime) ||
    Number(h.fileCreationTime.slice(0, 2)) > 23 ||
    Number(h.fileCreationTime.slice(2)) > 59
  ) {
    throw new NachaFieldError('file creation time', `'${h.fileCreationTime}' is not HHMM.`);
  }
  if (!/^[A-Z0-9]$/.test(h.fileIdModifier)) {
    throw new NachaFieldError('file ID modifier', `'${h.fileIdModifier}' is not one of A–Z, 0–9.`);
  }
  return record([
    '1',
    '01', // priority code
    tenCharacterId('immediate destination', h.immediateDestination),
    tenCharacterId('immediate origin', h.immediateOrigin),
    yymmdd('file creation date', h.fileCreationDate),
    h.fileCreationTime,
    h.fileIdModifier,
    '094', // record size
    '10', // blocking factor
    '1', // format code
    name('immediate destination name', h.immediateDestinationName, 23),
    name('immediate origin name', h.immediateOriginName, 23),
    alpha('reference code', h.referenceCode, 8),
  ]);
}

const SEC_CODES: readonly string[] = ['PPD', 'WEB', 'CCD', 'COR'];

export function batchHeaderRecord(b: BatchHeader, batchNumber: number): string {
  if (!SEC_CODES.includes(b.secCode))
    throw new NachaFieldError('SEC code', `'${b.secCode}' is not PPD, WEB, CCD or COR.`);
  if (![200, 220, 225].includes(b.serviceClassCode)) {
    throw new NachaFieldError('service class code', `${b.serviceClassCode} is not 200, 220 or 225.`);
  }
  return record([
    '5',
    String(b.serviceClassCode),
    name('company name', b.companyName, 16),
    alpha('company discretionary data', b.companyDiscretionaryData, 20),
    alpha('company identification', b.companyIdentification, 10),
    b.secCode,
    alpha('company entry description', b.companyEntryDescription, 10),
    alpha('company descriptive date', b.companyDescriptiveDate, 6),
    yymmdd('effective entry date', b.effectiveEntryDate),
    '   ', // settlement date: the ACH operator fills it in
    '1', // originator status code: an ODFI bound by the Rules
    digits('originating DFI identification', b.originatingDfi, 8),
    numeric('batch number', batchNumber, 7),
  ]);
}

export function entryRecord(e: EntryDetail): string {
  if (!isValidRouting(e.rdfiRouting)) {
    throw new NachaFieldError(
      'RDFI routing number',
      `'${e.rdfiRouting}' is not 9 digits with a valid check digit.`,
    );
  }
  return record([
    '6',
    numeric('transaction code', e.transactionCode, 2),
    e.rdfiRouting, // RDFI identification (8) and its check digit (1)
    alpha('DFI account number', e.accountNumber, 17),
    numeric('amount', e.amountCents, 10),
    alpha('individual identification number', e.individualId, 15),
    name('individual name', e.individualName, 22),
    alpha('discretionary data', e.discretionaryData, 2),
    e.addenda ? '1' : '0',
    digits('trace number', e.traceNumber, 15),
  ]);
}

export function addendaRecord(a: Addenda, entryTraceNumber: string): string {
  switch (a.typeCode) {
    case '05':
      return record([
        '7',
        '05',
        alpha('payment related information', a.paymentRelatedInformation, 80),
        '0001', // addenda sequence number: one addenda per PPD, WEB or CCD entry
        entryTraceNumber.slice(-7), // entry detail sequence number
      ]);
    case '98':
      return record([
        '7',
        '98',
        changeCode('change code', a.changeCode, 'C'),
        digits('original entry trace number', a.originalTraceNumber, 15),
        ' '.repeat(6),
        digits('original receiving DFI identification', a.originalRdfi, 8),
        alpha('corrected data', a.correctedData, 29),
        ' '.repeat(15),
        entryTraceNumber,
      ]);
    case '99':
      return record([
        '7',
        '99',
        changeCode('return reason code', a.returnCode, 'R'),
        digits('original entry trace number', a.originalTraceNumber, 15),
        a.dateOfDeath ? yymmdd('date of death', a.dateOfDeath) : ' '.repeat(6),
        digits('original receiving DFI identification', a.originalRdfi, 8),
        alpha('addenda information', a.addendaInformation, 44),
        entryTraceNumber,
      ]);
  }
}

function changeCode(field: string, code: string, letter: 'C' | 'R'): string {
  if (!new RegExp(`^${letter}\\d{2}$`).test(code))
    throw new NachaFieldError(field, `'${code}' is not ${letter}nn.`);
  return code;
}

function total(field: string, cents: number): string {
  return numeric(field, cents, 12);
}

export function batchControlRecord(b: BatchHeader, batchNumber: number, t: NachaTotals): string {
  return record([
    '8',
    String(b.serviceClassCode),
    numeric('entry/addenda count', t.entryAddendaCount, 6),
    t.entryHash,
    total('total debit entry dollar amount', t.totalDebitCents),
    total('total credit entry dollar amount', t.totalCreditCents),
    alpha('company identification', b.companyIdentification, 10),
    ' '.repeat(19), // message authentication code
    ' '.repeat(6), // reserved
    b.originatingDfi,
    numeric('batch number', batchNumber, 7),
  ]);
}

export function fileControlRecord(t: FileTotals): string {
  return record([
    '9',
    numeric('batch count', t.batchCount, 6),
    numeric('block count', t.blockCount, 6),
    numeric('entry/addenda count', t.entryAddendaCount, 8),
    t.entryHash,
    total('total debit entry dollar amount in file', t.totalDebitCents),
    total('total credit entry dollar amount in file', t.totalCreditCents),
    ' '.repeat(39), // reserved
  ]);
}
