// NACHA parser against published sample files (fixtures/README.md), a round trip of what the writer
// wrote, the returns and notifications of change a bank sends back, and malformed files refused.
import {
  NachaParseError,
  NachaWriter,
  correctedDataFor,
  correctionOf,
  parseNachaFile,
  returnsAndNoticesOf,
} from '../../../../src/server/servicing/nacha';
import { FILE_HEADER, WEB_BATCH, collectingSink, fixture, webDebitFile } from './helpers';

describe('published sample files parse with their counts, hashes and totals', () => {
  it('web-debit.ach: 3 batches, 6 entries, 2 blocks', () => {
    const f = parseNachaFile(fixture('web-debit.ach'));
    expect(f.header).toMatchObject({
      immediateDestination: '031300012',
      immediateOrigin: '231380104',
      fileCreationDate: '2015-03-04',
      fileIdModifier: 'A',
      immediateDestinationName: 'Some Bank',
      immediateOriginName: 'Your Company Inc',
    });
    expect(f.batches.map((b) => [b.header.secCode, b.header.serviceClassCode, b.entries.length])).toEqual([
      ['WEB', 220, 4],
      ['WEB', 220, 1],
      ['PPD', 225, 1],
    ]);
    expect(f.batches[0].entries[0]).toMatchObject({
      transactionCode: 22,
      rdfiRouting: '081000210',
      accountNumber: '12345678901234567',
      amountCents: 3521,
      individualName: 'John Doe',
      discretionaryData: ' S', // as moov-io wrote it
      traceNumber: '081000030000000',
    });
    expect(f.batches[0].header.effectiveEntryDate).toBe('2015-03-05');
    expect(f.control).toMatchObject({
      batchCount: 3,
      blockCount: 2,
      entryAddendaCount: 6,
      entryHash: '0050600106',
      totalDebitCents: 15_000,
      totalCreditCents: 26_820,
    });
    expect(f.paddingRecords).toBe(6);
  });

  it('ppd-mixedDebitCredit.ach: a 200 batch with a $2,000,000.00 debit and two credits', () => {
    const f = parseNachaFile(fixture('ppd-mixedDebitCredit.ach'));
    expect(f.batches[0].control).toMatchObject({
      serviceClassCode: 200,
      entryAddendaCount: 3,
      entryHash: '0069414030',
      totalDebitCents: 200_000_000,
      totalCreditCents: 200_000_000,
    });
  });

  it('two-micro-deposits.ach: entries with an addenda 05 each', () => {
    const f = parseNachaFile(fixture('two-micro-deposits.ach'));
    expect(f.control).toMatchObject({
      batchCount: 2,
      entryAddendaCount: 12,
      totalDebitCents: 120,
      totalCreditCents: 120,
    });
    const first = f.batches[0].entries[0];
    expect(first.transactionCode).toBe(32);
    expect(first.addenda).toEqual([
      expect.objectContaining({
        typeCode: '05',
        paymentRelatedInformation: 'paygate transaction',
        addendaSequenceNumber: 1,
      }),
    ]);
  });

  it('return-WEB.ach: exactly 10 records, no padding', () => {
    const f = parseNachaFile(fixture('return-WEB.ach'));
    expect(f.paddingRecords).toBe(0);
    expect(f.control).toMatchObject({
      blockCount: 1,
      entryHash: '0018280120',
      totalDebitCents: 12_354,
      totalCreditCents: 4565,
    });
  });

  it('ppd-debit.ach, whose trailing spaces were trimmed, is refused at its first short record', () => {
    expect(() => parseNachaFile(fixture('ppd-debit.ach'))).toThrow(
      'NACHA file line 1: a record has 75 characters, not 94.',
    );
  });
});

describe('returns and notifications of change', () => {
  it('reads the returns of return-WEB.ach (R01 of a debit, R03 of a credit)', () => {
    const found = returnsAndNoticesOf(parseNachaFile(fixture('return-WEB.ach')));
    expect(found).toEqual([
      expect.objectContaining({
        kind: 'return',
        code: 'R01',
        originalTraceNumber: '091400600000001',
        originalRdfi: '09100001',
        traceNumber: '091000017611242',
        amountCents: 12_354,
        transactionCode: 26,
        accountNumber: '123456789',
        individualName: 'Paul Jones',
        companyEntryDescription: 'TRANSFER',
        secCode: 'WEB',
      }),
      expect.objectContaining({
        kind: 'return',
        code: 'R03',
        originalTraceNumber: '091400600000003',
        amountCents: 4565,
        transactionCode: 21,
      }),
    ]);
    expect(found[0].correctedData).toBeUndefined();
  });

  it('reads the notice of cor-example.ach and its corrected account number (C01)', () => {
    const [noc] = returnsAndNoticesOf(parseNachaFile(fixture('cor-example.ach')));
    expect(noc).toMatchObject({
      kind: 'noc',
      code: 'C01',
      originalTraceNumber: '121042880000001',
      originalRdfi: '12104288',
      correctedData: '1918171614',
      amountCents: 0,
      secCode: 'COR',
    });
    expect(correctionOf(noc.code, noc.correctedData ?? '')).toEqual({ accountNumber: '1918171614' });
  });

  it('a payments file has none', () => {
    expect(returnsAndNoticesOf(parseNachaFile(fixture('web-debit.ach')))).toEqual([]);
  });
});

describe('corrected data of a notification of change', () => {
  it.each([
    ['C01', { accountNumber: '5000000011' }, '5000000011', { accountNumber: '5000000011' }],
    ['C02', { routing: '011000015' }, '011000015', { routing: '011000015' }],
    [
      'C03',
      { routing: '011000015', accountNumber: '77' },
      '011000015   77',
      { routing: '011000015', accountNumber: '77' },
    ],
    ['C05', { transactionCode: 37 }, '37', { accountType: 'savings' }],
    [
      'C06',
      { accountNumber: '88', transactionCode: 27 },
      `${'88'.padEnd(17)}   27`,
      { accountNumber: '88', accountType: 'checking' },
    ],
    [
      'C07',
      { routing: '231380104', accountNumber: '99', transactionCode: 32 },
      `231380104${'99'.padEnd(17)}32`,
      { routing: '231380104', accountNumber: '99', accountType: 'savings' },
    ],
  ] as const)('%s', (code, fields, data, correction) => {
    expect(correctedDataFor(code, fields)).toBe(data);
    expect(correctionOf(code, data)).toEqual(correction);
  });

  it('changes nothing of the bank method for other codes, and refuses a bad corrected routing number', () => {
    expect(correctionOf('C04', 'ANN LEE')).toEqual({});
    expect(() => correctionOf('C02', '011000016')).toThrow(
      /C02: corrected routing number '011000016' is not valid/,
    );
    expect(() => correctionOf('C05', '99')).toThrow(/not a checking or savings/);
  });
});

describe('what the writer writes parses back the same', () => {
  it('headers, entries, addenda and controls round-trip', async () => {
    const out = collectingSink();
    const w = new NachaWriter(out.sink, FILE_HEADER);
    await w.startBatch(WEB_BATCH);
    await w.entry({
      transactionCode: 27,
      rdfiRouting: '011000015',
      accountNumber: '4000000101',
      amountCents: 12_345,
      individualId: 'PP-1001',
      individualName: 'Ann Lee',
      discretionaryData: 'R ',
      traceNumber: '091000010000001',
      addenda: { typeCode: '05', paymentRelatedInformation: 'Installment 3' },
    });
    await w.endBatch();
    await w.startBatch({
      ...WEB_BATCH,
      serviceClassCode: 220,
      secCode: 'CCD',
      companyEntryDescription: 'REMITTANCE',
    });
    await w.entry({
      transactionCode: 22,
      rdfiRouting: '231380104',
      accountNumber: '900100',
      amountCents: 1_000_000,
      individualId: 'FAC-7',
      individualName: 'Bright Smiles Dental LLC',
      traceNumber: '091000010000002',
    });
    await w.endBatch();
    const totals = await w.end();
    const f = parseNachaFile(out.text());

    expect(f.header).toMatchObject({
      immediateDestination: '091000019',
      immediateOrigin: '1234567890',
      fileCreationDate: '2026-11-26',
      fileCreationTime: '1705',
      immediateDestinationName: 'WELLS FARGO BANK',
      referenceCode: 'PG1',
    });
    expect(f.batches.map((b) => b.header)).toEqual([
      expect.objectContaining({
        serviceClassCode: 225,
        secCode: 'WEB',
        companyEntryDescription: 'PAYMENT',
        batchNumber: 1,
      }),
      expect.objectContaining({
        serviceClassCode: 220,
        secCode: 'CCD',
        companyEntryDescription: 'REMITTANCE',
        batchNumber: 2,
      }),
    ]);
    expect(f.batches[0].entries[0]).toMatchObject({
      transactionCode: 27,
      rdfiRouting: '011000015',
      accountNumber: '4000000101',
      amountCents: 12_345,
      individualId: 'PP-1001',
      individualName: 'ANN LEE',
      discretionaryData: 'R ',
      addendaRecordIndicator: 1,
      traceNumber: '091000010000001',
      addenda: [
        expect.objectContaining({
          typeCode: '05',
          paymentRelatedInformation: 'INSTALLMENT 3',
          entryDetailSequenceNumber: '0000001',
        }),
      ],
    });
    expect(f.batches[1].entries[0].individualName).toBe('BRIGHT SMILES DENTAL L');
    expect(f.control).toMatchObject({
      batchCount: totals.batchCount,
      blockCount: totals.blockCount,
      entryAddendaCount: totals.entryAddendaCount,
      entryHash: totals.entryHash,
      totalDebitCents: 12_345,
      totalCreditCents: 1_000_000,
    });
  });
});

describe('malformed files are refused with the line', () => {
  let good: string[];
  beforeAll(async () => {
    good = (await webDebitFile(3)).text.split('\n');
  });
  const refused = (lines: string[]) => {
    try {
      parseNachaFile(lines.join('\n'));
    } catch (e) {
      expect(e).toBeInstanceOf(NachaParseError);
      return { line: (e as NachaParseError).line, message: (e as Error).message };
    }
    throw new Error('the file was accepted');
  };
  const edit = (index: number, start: number, text: string) =>
    good.map((l, i) => (i === index ? l.slice(0, start - 1) + text + l.slice(start - 1 + text.length) : l));

  it('accepts the unedited file, with or without CR LF', () => {
    expect(parseNachaFile(good.join('\n')).batches[0].entries).toHaveLength(3);
    expect(parseNachaFile(good.join('\r\n')).batches[0].entries).toHaveLength(3);
  });

  it.each([
    [
      'a short record',
      () => good.map((l, i) => (i === 6 ? l.trimEnd() : l)),
      7,
      /has \d+ characters, not 94/,
    ],
    [
      'an entry outside a batch',
      () => [good[0], good[2], ...good.slice(1)],
      2,
      /a batch header \(5\) or a file control \(9\) was expected after the file header, not record type .6./,
    ],
    [
      'an addenda with no entry before it',
      () => edit(2, 1, '705'),
      3,
      /entry detail \(6\) was expected after the batch header/,
    ],
    [
      'a batch count that is wrong',
      () => edit(6, 2, '000002'),
      7,
      /batch count 2 but the file has 1 batches/,
    ],
    [
      'a block count that is wrong',
      () => edit(6, 8, '000002'),
      7,
      /block count 2 but 7 records make 1 blocks/,
    ],
    [
      'an entry hash that is wrong',
      () => edit(5, 11, '0000000001'),
      6,
      /entry hash 0000000001 but the entries' RDFI ids add up to 0003300003/,
    ],
    [
      'a batch total that is wrong',
      () => edit(5, 21, '000000099999'),
      6,
      /total debits 99999 but the debit entries add up to 37500/,
    ],
    [
      'a file total that is wrong',
      () => edit(6, 32, '000000099999'),
      7,
      /total debits 99999 but the batches add up to 37500/,
    ],
    [
      'an entry count that is wrong',
      () => edit(5, 5, '000009'),
      6,
      /entry\/addenda count 9 but the batch has 3/,
    ],
    ['a batch number that differs', () => edit(5, 88, '0000002'), 6, /batch number 2 differs/],
    [
      'a routing check digit that is wrong',
      () => edit(2, 12, '9'),
      3,
      /RDFI routing number '011000019' has a wrong check digit/,
    ],
    [
      'an amount that is not numeric',
      () => edit(3, 30, '00000 2500'),
      4,
      /amount '00000 2500' is not numeric/,
    ],
    [
      'an addenda indicator with no addenda',
      () => edit(2, 79, '1'),
      3,
      /indicator is 1 but no addenda record follows/,
    ],
    ['a missing file control', () => good.slice(0, 6), 6, /the file ends after the batch control/],
    [
      'something after the file control',
      () => edit(7, 1, '1'),
      8,
      /only 9-filled padding records may follow/,
    ],
    ['a wrong record size', () => edit(0, 35, '095'), 1, /record size '095' is not 094/],
  ])('%s', (_, lines, line, message) => {
    const e = refused(lines());
    expect(e.line).toBe(line);
    expect(e.message).toMatch(message);
    expect(e.message).toMatch(new RegExp(`^NACHA file line ${line}: `));
  });

  it('an empty file', () => {
    expect(() => parseNachaFile('')).toThrow('NACHA file line 1: the file is empty.');
  });
});
