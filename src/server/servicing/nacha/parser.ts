// Reads a NACHA file and refuses one whose records, order, counts, entry hashes or totals are not
// what the Rules require, naming the line. A received returns or notices file is read the same way.
import {
  BLOCKING_FACTOR,
  ENTRY_HASH_MODULUS,
  PADDING_RECORD,
  RECORD_LENGTH,
  isDebitCode,
  isoOfYymmdd,
} from './fields';
import { isValidRouting } from './routing';
import type {
  ParsedAddenda,
  ParsedBatch,
  ParsedBatchControl,
  ParsedBatchHeader,
  ParsedEntry,
  ParsedFileControl,
  ParsedFileHeader,
  ParsedNachaFile,
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
class Line {
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

const RECORD_NAMES: Record<string, string> = {
  '1': 'file header',
  '5': 'batch header',
  '6': 'entry detail',
  '7': 'addenda',
  '8': 'batch control',
  '9': 'file control',
};

function linesOf(text: string): Line[] {
  const raw = text.split(/\r?\n/);
  while (raw.length > 0 && raw[raw.length - 1] === '') raw.pop();
  if (raw.length === 0) throw new NachaParseError(1, 'the file is empty.');
  return raw.map((t, i) => {
    const line = new Line(t, i + 1);
    if (t.length !== RECORD_LENGTH) line.fail(`a record has ${t.length} characters, not ${RECORD_LENGTH}.`);
    return line;
  });
}

export function parseNachaFile(text: string): ParsedNachaFile {
  const lines = linesOf(text);
  let i = 0;
  const next = (): Line | undefined => lines[i];
  const expect = (types: string, after: string): Line => {
    const line = lines[i];
    if (!line) {
      const last = lines[lines.length - 1];
      throw new NachaParseError(
        last.number,
        `the file ends after the ${after}; a ${describe(types)} was expected.`,
      );
    }
    if (!types.includes(line.at(1, 1))) {
      line.fail(`a ${describe(types)} was expected after the ${after}, not record type '${line.at(1, 1)}'.`);
    }
    i += 1;
    return line;
  };

  const header = fileHeaderOf(expect('1', 'start of the file'));
  const batches: ParsedBatch[] = [];
  let after = 'file header';
  for (;;) {
    const line = expect('59', after);
    if (line.at(1, 1) === '9') {
      const control = fileControlOf(line);
      checkFile(batches, control, line, i);
      const paddingRecords = paddingAfter(lines, i, control.blockCount);
      return { header, batches, control, paddingRecords };
    }
    batches.push(batchFrom(batchHeaderOf(line), next, expect));
    after = 'batch control';
  }
}

function describe(types: string): string {
  return [...types].map((t) => `${RECORD_NAMES[t]} (${t})`).join(' or ');
}

function batchFrom(
  header: ParsedBatchHeader,
  next: () => Line | undefined,
  expect: (types: string, after: string) => Line,
): ParsedBatch {
  const entries: ParsedEntry[] = [];
  let after = 'batch header';
  for (;;) {
    const line = expect(entries.length === 0 ? '6' : '678', after);
    if (line.at(1, 1) === '8')
      return { header, entries, control: checkedControl(header, entries, batchControlOf(line)) };
    if (line.at(1, 1) === '7') line.fail('an addenda record must follow its entry detail.');
    const entry = entryOf(line);
    while (next()?.at(1, 1) === '7') entry.addenda.push(addendaOf(expect('7', 'entry detail')));
    if (entry.addendaRecordIndicator === 0 && entry.addenda.length > 0) {
      line.fail('the entry has addenda records but its addenda record indicator is 0.');
    }
    if (entry.addendaRecordIndicator === 1 && entry.addenda.length === 0) {
      line.fail('the addenda record indicator is 1 but no addenda record follows.');
    }
    entries.push(entry);
    after = entry.addenda.length > 0 ? 'addenda' : 'entry detail';
  }
}

function fileHeaderOf(l: Line): ParsedFileHeader {
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

function batchHeaderOf(l: Line): ParsedBatchHeader {
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

function entryOf(l: Line): ParsedEntry {
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

function addendaOf(l: Line): ParsedAddenda {
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

function batchControlOf(l: Line): ParsedBatchControl {
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

function fileControlOf(l: Line): ParsedFileControl {
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

const hashText = (sum: number): string => String(sum % ENTRY_HASH_MODULUS).padStart(10, '0');

function checkedControl(
  h: ParsedBatchHeader,
  entries: ParsedEntry[],
  c: ParsedBatchControl,
): ParsedBatchControl {
  const fail = (problem: string): never => {
    throw new NachaParseError(c.line, problem);
  };
  if (c.serviceClassCode !== h.serviceClassCode) {
    fail(`service class code ${c.serviceClassCode} differs from the batch header's ${h.serviceClassCode}.`);
  }
  if (c.batchNumber !== h.batchNumber)
    fail(`batch number ${c.batchNumber} differs from the batch header's ${h.batchNumber}.`);
  if (c.companyIdentification !== h.companyIdentification) {
    fail(
      `company identification '${c.companyIdentification}' differs from the batch header's '${h.companyIdentification}'.`,
    );
  }
  if (c.originatingDfi !== h.originatingDfi) {
    fail(`originating DFI ${c.originatingDfi} differs from the batch header's ${h.originatingDfi}.`);
  }
  const t = sums(entries);
  if (c.entryAddendaCount !== t.entryAddendaCount) {
    fail(
      `entry/addenda count ${c.entryAddendaCount} but the batch has ${t.entryAddendaCount} entry and addenda records.`,
    );
  }
  if (c.entryHash !== hashText(t.entryHash))
    fail(`entry hash ${c.entryHash} but the entries' RDFI ids add up to ${hashText(t.entryHash)}.`);
  if (c.totalDebitCents !== t.debit)
    fail(`total debits ${c.totalDebitCents} but the debit entries add up to ${t.debit}.`);
  if (c.totalCreditCents !== t.credit)
    fail(`total credits ${c.totalCreditCents} but the credit entries add up to ${t.credit}.`);
  return c;
}

function sums(entries: ParsedEntry[]) {
  let entryAddendaCount = 0;
  let entryHash = 0;
  let debit = 0;
  let credit = 0;
  for (const e of entries) {
    entryAddendaCount += 1 + e.addenda.length;
    entryHash = (entryHash + Number(e.rdfiRouting.slice(0, 8))) % ENTRY_HASH_MODULUS;
    if (isDebitCode(e.transactionCode)) debit += e.amountCents;
    else credit += e.amountCents;
  }
  return { entryAddendaCount, entryHash, debit, credit };
}

function checkFile(batches: ParsedBatch[], c: ParsedFileControl, line: Line, recordCount: number): void {
  batches.forEach((b, index) => {
    if (b.header.batchNumber <= (batches[index - 1]?.header.batchNumber ?? 0)) {
      throw new NachaParseError(
        b.header.line,
        `batch number ${b.header.batchNumber} is not above the previous batch's.`,
      );
    }
  });
  if (c.batchCount !== batches.length)
    line.fail(`batch count ${c.batchCount} but the file has ${batches.length} batches.`);
  const count = batches.reduce((n, b) => n + b.control.entryAddendaCount, 0);
  if (c.entryAddendaCount !== count)
    line.fail(`entry/addenda count ${c.entryAddendaCount} but the batches hold ${count}.`);
  const hash = batches.reduce((n, b) => (n + Number(b.control.entryHash)) % ENTRY_HASH_MODULUS, 0);
  if (c.entryHash !== hashText(hash))
    line.fail(`entry hash ${c.entryHash} but the batches' hashes add up to ${hashText(hash)}.`);
  const debit = batches.reduce((n, b) => n + b.control.totalDebitCents, 0);
  const credit = batches.reduce((n, b) => n + b.control.totalCreditCents, 0);
  if (c.totalDebitCents !== debit)
    line.fail(`total debits ${c.totalDebitCents} but the batches add up to ${debit}.`);
  if (c.totalCreditCents !== credit)
    line.fail(`total credits ${c.totalCreditCents} but the batches add up to ${credit}.`);
  const blocks = Math.ceil(recordCount / BLOCKING_FACTOR);
  if (c.blockCount !== blocks)
    line.fail(`block count ${c.blockCount} but ${recordCount} records make ${blocks} blocks of 10.`);
}

/** After the file control only 9-filled records, and no more than fill the last block. */
function paddingAfter(lines: Line[], from: number, blockCount: number): number {
  for (const line of lines.slice(from)) {
    if (line.text !== PADDING_RECORD) line.fail('only 9-filled padding records may follow the file control.');
  }
  const padding = lines.length - from;
  const extra = lines.length - blockCount * BLOCKING_FACTOR;
  if (extra > 0) lines[lines.length - 1].fail(`${padding} padding records run past the last block.`);
  return padding;
}
