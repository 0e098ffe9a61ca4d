// A NACHA file written record by record to a sink, a block (10 records) at a time, so a file of any
// number of entries is never held in memory. Controls, hashes and padding as the Rules compute them.
import type { Writable } from 'node:stream';
import {
  ENTRY_HASH_MODULUS,
  NachaFieldError,
  PADDING_RECORD,
  BLOCKING_FACTOR,
  isDebitCode,
  isPrenoteCode,
} from './fields';
import {
  addendaRecord,
  batchControlRecord,
  batchHeaderRecord,
  entryRecord,
  fileControlRecord,
  fileHeaderRecord,
} from './records';
import { dfiOf } from './routing';
import type { BatchHeader, EntryDetail, FileHeader, FileTotals, NachaTotals } from './types';

/** Receives the file's text in order; awaited before the next chunk. */
export type NachaSink = (chunk: string) => void | Promise<void>;

/** A sink that writes to a stream (a file) and waits for it to drain when its buffer is full. */
export function sinkTo(stream: Writable): NachaSink {
  return (chunk) =>
    new Promise<void>((resolve, reject) => {
      if (stream.write(chunk)) return resolve();
      const drained = () => {
        stream.off('error', failed);
        resolve();
      };
      const failed = (error: Error) => {
        stream.off('drain', drained);
        reject(error);
      };
      stream.once('drain', drained);
      stream.once('error', failed);
    });
}

/** The 15-digit trace number of an entry: the ODFI's 8 digits and a 7-digit sequence, 1 to 9,999,999. */
export function traceNumberOf(originatingDfi: string, sequence: number): string {
  if (!/^\d{8}$/.test(originatingDfi))
    throw new NachaFieldError('trace number', `ODFI '${originatingDfi}' is not 8 digits.`);
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > 9_999_999) {
    throw new NachaFieldError('trace number', `sequence ${sequence} is not 1 to 9,999,999.`);
  }
  return originatingDfi + String(sequence).padStart(7, '0');
}

const RETURN_CODES = new Set([21, 26, 31, 36]);

interface Running {
  entryAddendaCount: number;
  entryHash: number;
  totalDebitCents: number;
  totalCreditCents: number;
}

const zero = (): Running => ({ entryAddendaCount: 0, entryHash: 0, totalDebitCents: 0, totalCreditCents: 0 });

function totalsOf(r: Running): NachaTotals {
  return { ...r, entryHash: String(r.entryHash).padStart(10, '0') };
}

export class NachaWriter {
  private readonly block: string[] = [];
  private readonly file = zero();
  private batch: { header: BatchHeader; number: number; totals: Running; lastTrace: string } | null = null;
  private batchCount = 0;
  private recordCount = 0;
  private ended = false;

  /** The file header is checked now and written with the first block. */
  constructor(
    private readonly sink: NachaSink,
    header: FileHeader,
  ) {
    this.block.push(fileHeaderRecord(header));
    this.recordCount = 1;
  }

  async startBatch(header: BatchHeader): Promise<void> {
    this.mustBeOpen();
    if (this.batch) throw new Error('NACHA writer: endBatch() the open batch before starting another.');
    const number = this.batchCount + 1;
    await this.push(batchHeaderRecord(header, number));
    this.batch = { header, number, totals: zero(), lastTrace: '' };
  }

  async entry(entry: EntryDetail): Promise<void> {
    this.mustBeOpen();
    const batch = this.batch;
    if (!batch) throw new Error('NACHA writer: startBatch() before writing an entry.');
    const lines = [entryRecord(entry)];
    if (entry.addenda) lines.push(addendaRecord(entry.addenda, entry.traceNumber));
    checkEntryInBatch(entry, batch.header, batch.lastTrace);
    for (const line of lines) await this.push(line);

    const t = batch.totals;
    t.entryAddendaCount += lines.length;
    t.entryHash = (t.entryHash + Number(dfiOf(entry.rdfiRouting))) % ENTRY_HASH_MODULUS;
    if (isDebitCode(entry.transactionCode)) t.totalDebitCents += entry.amountCents;
    else t.totalCreditCents += entry.amountCents;
    batch.lastTrace = entry.traceNumber;
  }

  /** Writes the batch control; returns what it adds up. */
  async endBatch(): Promise<NachaTotals> {
    this.mustBeOpen();
    const batch = this.batch;
    if (!batch) throw new Error('NACHA writer: no batch is open.');
    if (batch.totals.entryAddendaCount === 0)
      throw new Error('NACHA writer: a batch needs at least one entry.');
    const totals = totalsOf(batch.totals);
    await this.push(batchControlRecord(batch.header, batch.number, totals));
    const f = this.file;
    f.entryAddendaCount += batch.totals.entryAddendaCount;
    f.entryHash = (f.entryHash + batch.totals.entryHash) % ENTRY_HASH_MODULUS;
    f.totalDebitCents += batch.totals.totalDebitCents;
    f.totalCreditCents += batch.totals.totalCreditCents;
    this.batchCount += 1;
    this.batch = null;
    return totals;
  }

  /** Writes the file control and the 9-filled padding to a whole block, flushes, and sums the file up. */
  async end(): Promise<FileTotals> {
    this.mustBeOpen();
    if (this.batch) throw new Error('NACHA writer: endBatch() the open batch before ending the file.');
    const recordCount = this.recordCount + 1;
    const totals: FileTotals = {
      ...totalsOf(this.file),
      batchCount: this.batchCount,
      blockCount: Math.ceil(recordCount / BLOCKING_FACTOR),
      recordCount,
    };
    await this.push(fileControlRecord(totals));
    while (this.block.length > 0 && this.block.length < BLOCKING_FACTOR) this.block.push(PADDING_RECORD);
    await this.flush();
    this.ended = true;
    return totals;
  }

  private mustBeOpen(): void {
    if (this.ended) throw new Error('NACHA writer: the file has ended.');
  }

  private async push(line: string): Promise<void> {
    this.block.push(line);
    this.recordCount += 1;
    if (this.block.length === BLOCKING_FACTOR) await this.flush();
  }

  private async flush(): Promise<void> {
    if (this.block.length === 0) return;
    const chunk = this.block.join('\n') + '\n';
    this.block.length = 0;
    await this.sink(chunk);
  }
}

/** The Rules' checks that concern an entry's place in its batch (codes, amounts, trace order). */
function checkEntryInBatch(e: EntryDetail, b: BatchHeader, lastTrace: string): void {
  const code = e.transactionCode;
  const debit = isDebitCode(code);
  if (b.serviceClassCode === 220 && debit) {
    throw new NachaFieldError(
      'transaction code',
      `${code} is a debit in a credits-only batch (service class 220).`,
    );
  }
  if (b.serviceClassCode === 225 && !debit) {
    throw new NachaFieldError(
      'transaction code',
      `${code} is a credit in a debits-only batch (service class 225).`,
    );
  }
  if ((isPrenoteCode(code) || b.secCode === 'COR') && e.amountCents !== 0) {
    throw new NachaFieldError(
      'amount',
      `a prenote or notification of change carries no amount (got ${e.amountCents}).`,
    );
  }
  const isReturnCode = RETURN_CODES.has(code);
  const addenda = e.addenda?.typeCode;
  if (b.secCode === 'COR' && (!isReturnCode || addenda !== '98')) {
    throw new NachaFieldError(
      'entry',
      'a COR batch holds entries 21, 26, 31 or 36 with a notification of change (addenda 98).',
    );
  }
  if (addenda === '99' && !isReturnCode) {
    throw new NachaFieldError(
      'entry',
      `a return (addenda 99) needs transaction code 21, 26, 31 or 36, not ${code}.`,
    );
  }
  if (addenda === '98' && b.secCode !== 'COR') {
    throw new NachaFieldError('entry', 'a notification of change (addenda 98) belongs in a COR batch.');
  }
  if (isReturnCode && addenda !== '98' && addenda !== '99') {
    throw new NachaFieldError(
      'entry',
      `transaction code ${code} is a return or notification of change and needs addenda 99 or 98.`,
    );
  }
  if (e.traceNumber.slice(0, 8) !== b.originatingDfi) {
    throw new NachaFieldError(
      'trace number',
      `'${e.traceNumber}' does not begin with the batch's ODFI ${b.originatingDfi}.`,
    );
  }
  if (e.traceNumber <= lastTrace) {
    throw new NachaFieldError(
      'trace number',
      `'${e.traceNumber}' is not above the batch's previous ${lastTrace}.`,
    );
  }
}
