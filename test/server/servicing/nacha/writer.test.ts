// NACHA writer: record layouts field by field (NACHA Operating Rules, Appendix Three), blocking and
// 9-padding, the entry hash kept to its rightmost 10 digits, refusals, and a 20,000-entry file.
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  NachaFieldError,
  NachaWriter,
  PADDING_RECORD,
  abaCheckDigit,
  isValidRouting,
  parseNachaFile,
  sinkTo,
  traceNumberOf,
} from '../../../../src/server/servicing/nacha';
import { FILE_HEADER, WEB_BATCH, collectingSink, webDebitFile } from './helpers';

/** The Rules' 1-based, inclusive positions. */
const at = (record: string, start: number, end: number) => record.slice(start - 1, end);
const recordsOf = (text: string) => text.split('\n').filter((l) => l !== '');

describe('routing numbers', () => {
  it('computes the check digit with weights 3, 7, 1', () => {
    expect(abaCheckDigit('01100001')).toBe('5');
    expect(abaCheckDigit('09100001')).toBe('9');
    expect(abaCheckDigit('23138010')).toBe('4');
    expect(isValidRouting('011000015')).toBe(true);
    expect(isValidRouting('011000016')).toBe(false);
    expect(() => abaCheckDigit('1234')).toThrow(/8 digits/);
  });
});

describe('record layouts', () => {
  let records: string[];
  beforeAll(async () => {
    const out = collectingSink();
    const w = new NachaWriter(out.sink, FILE_HEADER);
    await w.startBatch({
      ...WEB_BATCH,
      companyDiscretionaryData: 'Group 7',
      companyDescriptiveDate: 'NOV 27',
    });
    await w.entry({
      transactionCode: 27,
      rdfiRouting: '011000015',
      accountNumber: '4000000101',
      amountCents: 12_345,
      individualId: 'PP-1001',
      individualName: 'José Álvarez-Montgomery de la Cruz',
      discretionaryData: 'S ',
      traceNumber: '091000010000001',
      addenda: { typeCode: '05', paymentRelatedInformation: 'Installment 3 of 12' },
    });
    await w.entry({
      transactionCode: 37,
      rdfiRouting: '231380104',
      accountNumber: '55-12',
      amountCents: 99,
      individualId: 'PP-1002',
      individualName: 'Ann Lee',
      discretionaryData: 'R ',
      traceNumber: '091000010000002',
    });
    await w.endBatch();
    await w.end();
    records = recordsOf(out.text());
  });

  it('file header (1)', () => {
    const r = records[0];
    expect(r).toHaveLength(94);
    expect(at(r, 1, 1)).toBe('1');
    expect(at(r, 2, 3)).toBe('01'); // priority code
    expect(at(r, 4, 13)).toBe(' 091000019'); // immediate destination: a space and the routing number
    expect(at(r, 14, 23)).toBe('1234567890'); // immediate origin
    expect(at(r, 24, 29)).toBe('261126'); // file creation date YYMMDD
    expect(at(r, 30, 33)).toBe('1705'); // file creation time HHMM
    expect(at(r, 34, 34)).toBe('A'); // file ID modifier
    expect(at(r, 35, 37)).toBe('094'); // record size
    expect(at(r, 38, 39)).toBe('10'); // blocking factor
    expect(at(r, 40, 40)).toBe('1'); // format code
    expect(at(r, 41, 63)).toBe('WELLS FARGO BANK       ');
    expect(at(r, 64, 86)).toBe('PAYPLAN SERVICING      ');
    expect(at(r, 87, 94)).toBe('PG1     ');
  });

  it('batch header (5)', () => {
    const r = records[1];
    expect(at(r, 1, 1)).toBe('5');
    expect(at(r, 2, 4)).toBe('225'); // service class: debits only
    expect(at(r, 5, 20)).toBe('BRIGHT SMILES DE'); // company name, truncated to 16
    expect(at(r, 21, 40)).toBe('GROUP 7             ');
    expect(at(r, 41, 50)).toBe('1234567890');
    expect(at(r, 51, 53)).toBe('WEB');
    expect(at(r, 54, 63)).toBe('PAYMENT   ');
    expect(at(r, 64, 69)).toBe('NOV 27');
    expect(at(r, 70, 75)).toBe('261127'); // effective entry date
    expect(at(r, 76, 78)).toBe('   '); // settlement date, left to the ACH operator
    expect(at(r, 79, 79)).toBe('1'); // originator status code
    expect(at(r, 80, 87)).toBe('09100001'); // ODFI
    expect(at(r, 88, 94)).toBe('0000001'); // batch number
  });

  it('entry detail (6)', () => {
    const r = records[2];
    expect(at(r, 1, 1)).toBe('6');
    expect(at(r, 2, 3)).toBe('27');
    expect(at(r, 4, 11)).toBe('01100001'); // RDFI identification
    expect(at(r, 12, 12)).toBe('5'); // check digit
    expect(at(r, 13, 29)).toBe('4000000101       '); // DFI account number, left-justified
    expect(at(r, 30, 39)).toBe('0000012345'); // amount in cents, zero-filled
    expect(at(r, 40, 54)).toBe('PP-1001        ');
    expect(at(r, 55, 76)).toBe('JOSE ALVAREZ-MONTGOMER'); // accents folded, cut to 22
    expect(at(r, 77, 78)).toBe('S '); // WEB payment type code
    expect(at(r, 79, 79)).toBe('1'); // addenda record indicator
    expect(at(r, 80, 94)).toBe('091000010000001');
    expect(at(records[4], 1, 3)).toBe('637');
    expect(at(records[4], 79, 79)).toBe('0');
  });

  it('addenda 05 (7)', () => {
    const r = records[3];
    expect(at(r, 1, 3)).toBe('705');
    expect(at(r, 4, 83)).toBe('INSTALLMENT 3 OF 12'.padEnd(80));
    expect(at(r, 84, 87)).toBe('0001'); // addenda sequence number
    expect(at(r, 88, 94)).toBe('0000001'); // the entry's sequence number: last 7 of its trace
  });

  it('batch control (8)', () => {
    const r = records[5];
    expect(at(r, 1, 1)).toBe('8');
    expect(at(r, 2, 4)).toBe('225');
    expect(at(r, 5, 10)).toBe('000003'); // two entries and one addenda
    expect(at(r, 11, 20)).toBe(String(1100001 + 23138010).padStart(10, '0')); // entry hash
    expect(at(r, 21, 32)).toBe('000000012444'); // total debits
    expect(at(r, 33, 44)).toBe('000000000000'); // total credits
    expect(at(r, 45, 54)).toBe('1234567890');
    expect(at(r, 55, 73)).toBe(' '.repeat(19)); // message authentication code
    expect(at(r, 74, 79)).toBe(' '.repeat(6));
    expect(at(r, 80, 87)).toBe('09100001');
    expect(at(r, 88, 94)).toBe('0000001');
  });

  it('file control (9) and 9-filled padding to a block of 10', () => {
    const r = records[6];
    expect(at(r, 1, 1)).toBe('9');
    expect(at(r, 2, 7)).toBe('000001'); // batch count
    expect(at(r, 8, 13)).toBe('000001'); // block count
    expect(at(r, 14, 21)).toBe('00000003'); // entry/addenda count
    expect(at(r, 22, 31)).toBe('0024238011');
    expect(at(r, 32, 43)).toBe('000000012444');
    expect(at(r, 44, 55)).toBe('000000000000');
    expect(at(r, 56, 94)).toBe(' '.repeat(39));
    expect(records).toHaveLength(10);
    expect(records.slice(7)).toEqual([PADDING_RECORD, PADDING_RECORD, PADDING_RECORD]);
    expect(PADDING_RECORD).toBe('9'.repeat(94));
  });
});

describe('addenda 98 and 99 (an RDFI writing notices and returns)', () => {
  it('lays out the change code, original trace, original RDFI, corrected data; the return code and date of death', async () => {
    const out = collectingSink();
    const w = new NachaWriter(out.sink, {
      ...FILE_HEADER,
      immediateDestination: '1234567890',
      immediateOrigin: '011000015',
    });
    await w.startBatch({ ...WEB_BATCH, serviceClassCode: 200, secCode: 'COR', originatingDfi: '01100001' });
    await w.entry({
      transactionCode: 26,
      rdfiRouting: '091000019',
      accountNumber: '5000000001',
      amountCents: 0,
      individualId: 'PP-1',
      individualName: 'Ann Lee',
      traceNumber: '011000010000001',
      addenda: {
        typeCode: '98',
        changeCode: 'C01',
        originalTraceNumber: '091000010000042',
        originalRdfi: '01100001',
        correctedData: '5000000011',
      },
    });
    await w.endBatch();
    await w.startBatch({ ...WEB_BATCH, serviceClassCode: 200, originatingDfi: '01100001' });
    await w.entry({
      transactionCode: 26,
      rdfiRouting: '091000019',
      accountNumber: '4000000002',
      amountCents: 12_500,
      individualId: 'PP-2',
      individualName: 'Bo Chen',
      traceNumber: '011000010000002',
      addenda: {
        typeCode: '99',
        returnCode: 'R15',
        originalTraceNumber: '091000010000043',
        dateOfDeath: '2026-11-01',
        originalRdfi: '01100001',
        addendaInformation: 'Estate notified',
      },
    });
    await w.endBatch();
    await w.end();
    const [, corHeader, , noc, , , , ret] = recordsOf(out.text());
    expect(at(recordsOf(out.text())[0], 4, 23)).toBe('1234567890 011000015');
    expect(at(corHeader, 51, 53)).toBe('COR');
    expect(at(noc, 1, 3)).toBe('798');
    expect(at(noc, 4, 6)).toBe('C01');
    expect(at(noc, 7, 21)).toBe('091000010000042');
    expect(at(noc, 22, 27)).toBe('      ');
    expect(at(noc, 28, 35)).toBe('01100001');
    expect(at(noc, 36, 64)).toBe('5000000011'.padEnd(29));
    expect(at(noc, 65, 79)).toBe(' '.repeat(15));
    expect(at(noc, 80, 94)).toBe('011000010000001');
    expect(at(ret, 1, 3)).toBe('799');
    expect(at(ret, 4, 6)).toBe('R15');
    expect(at(ret, 7, 21)).toBe('091000010000043');
    expect(at(ret, 22, 27)).toBe('261101');
    expect(at(ret, 28, 35)).toBe('01100001');
    expect(at(ret, 36, 79)).toBe('ESTATE NOTIFIED'.padEnd(44));
    expect(at(ret, 80, 94)).toBe('011000010000002');
  });
});

describe('blocking', () => {
  it.each([
    [5, 1, 10], // 1 + 1 + 5 + 1 + 1 = 9 records → one block, one 9-record
    [6, 1, 10], // exactly 10 records: no padding
    [7, 2, 20],
    [16, 2, 20],
  ])('%i entries make %i blocks (%i records with padding)', async (n, blocks, lines) => {
    const { text, totals } = await webDebitFile(n);
    const records = recordsOf(text);
    expect(records).toHaveLength(lines);
    expect(totals.blockCount).toBe(blocks);
    expect(totals.recordCount).toBe(n + 4);
    expect(records.slice(n + 4).every((r) => r === PADDING_RECORD)).toBe(true);
    expect(text.endsWith('\n')).toBe(true);
  });

  it('hands the sink one whole block at a time', async () => {
    const out = collectingSink();
    const w = new NachaWriter(out.sink, FILE_HEADER);
    await w.startBatch(WEB_BATCH);
    for (let i = 1; i <= 25; i++) {
      await w.entry({
        transactionCode: 27,
        rdfiRouting: '011000015',
        accountNumber: '123456',
        amountCents: 1,
        individualId: 'X',
        individualName: 'Y',
        traceNumber: `09100001${String(i).padStart(7, '0')}`,
      });
    }
    expect(out.chunks).toHaveLength(2); // 20 records written, 7 waiting for their block
    await w.endBatch();
    await w.end();
    expect(out.chunks.map((c) => recordsOf(c).length)).toEqual([10, 10, 10]);
  });
});

describe('entry hash: the rightmost 10 digits of the sum of the RDFI ids', () => {
  it('2,000 entries at RDFI 99999999 add up to 199,999,998,000, written 9999998000', async () => {
    const out = collectingSink();
    const w = new NachaWriter(out.sink, FILE_HEADER);
    await w.startBatch(WEB_BATCH);
    for (let i = 1; i <= 2000; i++) {
      await w.entry({
        transactionCode: 27,
        rdfiRouting: `99999999${abaCheckDigit('99999999')}`,
        accountNumber: '123456',
        amountCents: 100,
        individualId: String(i),
        individualName: 'Overflow',
        traceNumber: `09100001${String(i).padStart(7, '0')}`,
      });
    }
    const batch = await w.endBatch();
    const file = await w.end();
    expect(2000 * 99_999_999).toBe(199_999_998_000);
    expect(batch.entryHash).toBe('9999998000');
    expect(file.entryHash).toBe('9999998000');
    const parsed = parseNachaFile(out.text());
    expect(parsed.batches[0].control.entryHash).toBe('9999998000');
    expect(parsed.control.entryHash).toBe('9999998000');
    expect(parsed.control.totalDebitCents).toBe(200_000);
  });
});

describe('values that do not fit are refused, names are truncated', () => {
  const entry = {
    transactionCode: 27 as const,
    rdfiRouting: '011000015',
    accountNumber: '4000000101',
    amountCents: 100,
    individualId: 'PP-1',
    individualName: 'Ann Lee',
    traceNumber: '091000010000001',
  };
  async function writeOne(overrides: object, batch: object = {}) {
    const w = new NachaWriter(() => undefined, FILE_HEADER);
    await w.startBatch({ ...WEB_BATCH, ...batch });
    await w.entry({ ...entry, ...overrides });
  }

  it.each([
    [{ accountNumber: '123456789012345678' }, /DFI account number.*longer than its 17/],
    [{ amountCents: 100_000_000_00 }, /amount.*does not fit in its 10 digits/],
    [{ amountCents: 12.5 }, /not a whole number of cents/],
    [{ amountCents: -1 }, /not a whole number of cents/],
    [{ rdfiRouting: '011000016' }, /RDFI routing number.*check digit/],
    [{ individualId: 'A-VERY-LONG-IDENTIFIER' }, /individual identification number.*15/],
    [{ traceNumber: '09100001000001' }, /trace number.*15 digits/],
    [{ traceNumber: '011000010000001' }, /does not begin with the batch's ODFI 09100001/],
    [{ transactionCode: 22 }, /credit in a debits-only batch/],
    [{ transactionCode: 28 }, /prenote.*no amount/],
    [{ discretionaryData: 'ABC' }, /discretionary data/],
    [{ individualName: 'Ann 李' }, /outside ASCII/],
  ])('%j', async (overrides, message) => {
    await expect(writeOne(overrides)).rejects.toThrow(message);
    await expect(writeOne(overrides)).rejects.toBeInstanceOf(NachaFieldError);
  });

  it('refuses a company entry description over 10 characters and a bad file header', async () => {
    await expect(writeOne({}, { companyEntryDescription: 'MONTHLY PAYMENT' })).rejects.toThrow(
      /company entry description.*longer than its 10/,
    );
    expect(() => new NachaWriter(() => undefined, { ...FILE_HEADER, fileIdModifier: 'a' })).toThrow(
      /file ID modifier/,
    );
    expect(
      () => new NachaWriter(() => undefined, { ...FILE_HEADER, fileCreationDate: '2026-02-30' }),
    ).toThrow(/file creation date/);
    expect(() => new NachaWriter(() => undefined, { ...FILE_HEADER, immediateDestination: '12345' })).toThrow(
      /immediate destination/,
    );
  });

  it('keeps trace numbers ascending in a batch and the batches and file in order', async () => {
    const w = new NachaWriter(() => undefined, FILE_HEADER);
    await expect(w.entry(entry)).rejects.toThrow(/startBatch\(\) before/);
    await w.startBatch(WEB_BATCH);
    await expect(w.endBatch()).rejects.toThrow(/at least one entry/);
    await w.entry({ ...entry, traceNumber: '091000010000005' });
    await expect(w.entry({ ...entry, traceNumber: '091000010000005' })).rejects.toThrow(/not above/);
    await expect(w.startBatch(WEB_BATCH)).rejects.toThrow(/endBatch\(\) the open batch/);
    await expect(w.end()).rejects.toThrow(/endBatch\(\) the open batch/);
    await w.endBatch();
    await w.end();
    await expect(w.end()).rejects.toThrow(/has ended/);
  });
});

describe('a file of 20,000 entries, written streaming', () => {
  it('finishes, parses back with the right controls, and never holds more than a block', async () => {
    let bytes = 0;
    let largestChunk = 0;
    const kept: string[] = [];
    const started = process.hrtime.bigint();
    const w = new NachaWriter((chunk) => {
      bytes += chunk.length;
      largestChunk = Math.max(largestChunk, chunk.length);
      kept.push(chunk);
    }, FILE_HEADER);
    let batch = 0;
    for (let i = 1; i <= 20_000; i++) {
      if (i % 5_000 === 1) await w.startBatch({ ...WEB_BATCH, companyName: `Practice group ${++batch}` });
      await w.entry({
        transactionCode: i % 3 === 0 ? 37 : 27,
        rdfiRouting: '011000015',
        accountNumber: String(10_000_000 + i),
        amountCents: 10_000 + (i % 997),
        individualId: `PP-${i}`,
        individualName: `Customer number ${i}`,
        discretionaryData: 'R ',
        traceNumber: `09100001${String(i).padStart(7, '0')}`,
      });
      if (i % 5_000 === 0) await w.endBatch();
    }
    const totals = await w.end();
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    process.stdout.write(`NACHA writer: 20,000 entries, ${bytes} bytes in ${ms.toFixed(0)} ms\n`);

    expect(largestChunk).toBe(10 * 95);
    expect(totals.recordCount).toBe(20_000 + 4 * 2 + 2);
    const parsed = parseNachaFile(kept.join(''));
    expect(parsed.batches).toHaveLength(4);
    expect(parsed.control.entryAddendaCount).toBe(20_000);
    expect(parsed.control.totalDebitCents).toBe(totals.totalDebitCents);
    expect(parsed.control.blockCount).toBe(Math.ceil(20_010 / 10));
  });
});

describe('writing to a file stream', () => {
  it('sinkTo waits for the stream and the file parses', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'nacha-'));
    try {
      const file = path.join(dir, 'debits.ach');
      const stream = createWriteStream(file, { highWaterMark: 256 });
      const w = new NachaWriter(sinkTo(stream), FILE_HEADER);
      await w.startBatch(WEB_BATCH);
      for (let i = 1; i <= 300; i++) {
        await w.entry({
          transactionCode: 27,
          rdfiRouting: '011000015',
          accountNumber: '123456',
          amountCents: 100,
          individualId: String(i),
          individualName: 'Stream',
          traceNumber: traceNumberOf('09100001', i),
        });
      }
      await w.endBatch();
      const totals = await w.end();
      await new Promise<void>((resolve, reject) =>
        stream.end((e?: Error | null) => (e ? reject(e) : resolve())),
      );
      const parsed = parseNachaFile(await readFile(file, 'utf8'));
      expect(parsed.control).toMatchObject({
        entryAddendaCount: 300,
        totalDebitCents: 30_000,
        blockCount: totals.blockCount,
      });
      expect(parsed.batches[0].entries[299].traceNumber).toBe('091000010000300');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('traceNumberOf refuses what does not fit', () => {
    expect(traceNumberOf('09100001', 42)).toBe('091000010000042');
    expect(() => traceNumberOf('09100001', 10_000_000)).toThrow(/sequence 10000000 is not 1 to 9,999,999/);
    expect(() => traceNumberOf('0910000', 1)).toThrow(/not 8 digits/);
  });
});
