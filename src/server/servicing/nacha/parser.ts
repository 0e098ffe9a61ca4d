// Reads a NACHA file and refuses one whose records, order, counts, entry hashes or totals are not
// what the Rules require, naming the line. A received returns or notices file is read the same way.
import { BLOCKING_FACTOR, ENTRY_HASH_MODULUS, PADDING_RECORD, RECORD_LENGTH, isDebitCode } from './fields';
import type {
  ParsedBatch,
  ParsedBatchControl,
  ParsedBatchHeader,
  ParsedEntry,
  ParsedFileControl,
  ParsedNachaFile,
} from './parsed-types';
import {
  Line,
  NachaParseError,
  addendaOf,
  batchControlOf,
  batchHeaderOf,
  entryOf,
  fileControlOf,
  fileHeaderOf,
} from './record-readers';

export { NachaParseError } from './record-readers';

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
        `the file ends after the ${after}; ${describe(types)} was expected.`,
      );
    }
    if (!types.includes(line.at(1, 1))) {
      line.fail(`${describe(types)} was expected after the ${after}, not record type '${line.at(1, 1)}'.`);
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
  const names = [...types].map(
    (t) => `${/^[aeiou]/.test(RECORD_NAMES[t]) ? 'an' : 'a'} ${RECORD_NAMES[t]} (${t})`,
  );
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : names[0];
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
