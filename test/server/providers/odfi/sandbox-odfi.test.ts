// The sandbox ODFI (issue 11 "Debits"): it keeps what it is sent and, two business days after a file was
// accepted, answers with returns (addenda 99) and notifications of change (addenda 98) for its test
// accounts (src/server/providers/odfi/README.md) — the same answer every time, from any instance.
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  CORRECTED_ROUTING,
  OdfiRejectedError,
  SandboxOdfi,
  createOdfiProvider,
} from '../../../../src/server/providers/odfi';
import {
  NachaWriter,
  PAYMENT_DESCRIPTION,
  RETRY_DESCRIPTION,
  RETURN_FEE_DESCRIPTION,
  correctionOf,
  parseNachaFile,
  returnsAndNoticesOf,
  type ReturnOrNotice,
} from '../../../../src/server/servicing/nacha';

const ODFI = '09100001';
const RDFI = '011000015';

interface Debit {
  account: string;
  code?: 27 | 28 | 37 | 38;
  cents?: number;
}

/** A WEB debit file from our ODFI, one entry per debit, traces 0910000100000nn. */
async function debitFile(
  debits: Debit[],
  description = PAYMENT_DESCRIPTION,
  fileDay = '2026-11-25',
): Promise<string> {
  const chunks: string[] = [];
  const w = new NachaWriter((c) => void chunks.push(c), {
    immediateDestination: '091000019',
    immediateOrigin: '1234567890',
    immediateDestinationName: 'Sandbox Bank',
    immediateOriginName: 'PayPlan Servicing',
    fileCreationDate: fileDay,
    fileCreationTime: '2100',
    fileIdModifier: 'A',
  });
  await w.startBatch({
    serviceClassCode: 225,
    companyName: 'Bright Smiles',
    companyIdentification: '1234567890',
    secCode: 'WEB',
    companyEntryDescription: description,
    effectiveEntryDate: '2026-11-27',
    originatingDfi: ODFI,
  });
  let n = 0;
  for (const d of debits) {
    n += 1;
    await w.entry({
      transactionCode: d.code ?? 27,
      rdfiRouting: RDFI,
      accountNumber: d.account,
      amountCents: d.cents ?? 10_000 + n,
      individualId: `PP-${n}`,
      individualName: `Customer ${n}`,
      discretionaryData: 'R ',
      traceNumber: `${ODFI}${String(n).padStart(7, '0')}`,
    });
  }
  await w.endBatch();
  await w.end();
  return chunks.join('');
}

const RETURN_ACCOUNTS: [string, string][] = [
  ['4000000101', 'R01'],
  ['4000000111', 'R01'],
  ['4000000901', 'R09'],
  ['4000000002', 'R02'],
  ['4000000003', 'R03'],
  ['4000000004', 'R04'],
  ['4000000005', 'R05'],
  ['4000000007', 'R07'],
  ['4000000010', 'R10'],
  ['4000000016', 'R16'],
  ['4000000020', 'R20'],
  ['4000000029', 'R29'],
];
const NOTICE_ACCOUNTS = ['5000000001', '5000000002', '5000000003', '5000000005', '5000000006', '5000000007'];
const PAYING_ACCOUNT = '123456789';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'odfi-sandbox-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function answersOn(odfi: SandboxOdfi, day: string) {
  const files = await odfi.filesFor(day);
  const of = (kind: string) => {
    const file = files.find((f) => f.kind === kind);
    return file ? returnsAndNoticesOf(parseNachaFile(file.content)) : [];
  };
  return { files, returns: of('returns'), notices: of('notices') };
}

const byAccount = (list: ReturnOrNotice[]) => Object.fromEntries(list.map((r) => [r.accountNumber, r]));

describe('returns and notices two business days after the file was accepted', () => {
  // Sent Wednesday 2026-11-25: Thursday is Thanksgiving (Reserve Banks closed), then Friday, the weekend, Monday.
  const sentOn = '2026-11-25';
  const answeredOn = '2026-11-30';

  it('answers on Monday 2026-11-30 with a returns file and a notices file, and on no other day', async () => {
    const odfi = new SandboxOdfi({ dir });
    const debits: Debit[] = [
      { account: PAYING_ACCOUNT },
      ...RETURN_ACCOUNTS.map(([account]) => ({ account })),
      ...NOTICE_ACCOUNTS.map((account) => ({ account, code: 37 as const })),
    ];
    const receipt = await odfi.submitFile({
      name: 'pg1-2026-11-25.ach',
      content: await debitFile(debits),
      businessDay: sentOn,
    });
    expect(receipt).toEqual({ reference: expect.stringMatching(/^SBX-[0-9A-F]{16}$/), acceptedOn: sentOn });

    for (const day of ['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-12-01']) {
      expect(await odfi.filesFor(day)).toEqual([]);
    }

    const { files, returns, notices } = await answersOn(odfi, answeredOn);
    expect(files.map((f) => [f.name, f.kind])).toEqual([
      ['returns-2026-11-30.ach', 'returns'],
      ['notices-2026-11-30.ach', 'notices'],
    ]);

    const returned = byAccount(returns);
    expect(Object.keys(returned).sort()).toEqual(RETURN_ACCOUNTS.map(([a]) => a).sort());
    RETURN_ACCOUNTS.forEach(([account, code], i) => {
      expect(returned[account]).toMatchObject({
        kind: 'return',
        code,
        originalTraceNumber: `${ODFI}${String(i + 2).padStart(7, '0')}`,
        originalRdfi: RDFI.slice(0, 8),
        transactionCode: 26,
        amountCents: 10_000 + i + 2,
        individualId: `PP-${i + 2}`,
        companyEntryDescription: 'PAYMENT',
        secCode: 'WEB',
        effectiveEntryDate: answeredOn,
      });
    });

    const noticed = byAccount(notices);
    expect(Object.values(noticed).map((n) => [n.code, n.transactionCode, n.amountCents, n.secCode])).toEqual([
      ['C01', 36, 0, 'COR'],
      ['C02', 36, 0, 'COR'],
      ['C03', 36, 0, 'COR'],
      ['C05', 36, 0, 'COR'],
      ['C06', 36, 0, 'COR'],
      ['C07', 36, 0, 'COR'],
    ]);
    const correction = (account: string) =>
      correctionOf(noticed[account].code, noticed[account].correctedData ?? '');
    expect(correction('5000000001')).toEqual({ accountNumber: '5000000011' });
    expect(correction('5000000002')).toEqual({ routing: CORRECTED_ROUTING });
    expect(correction('5000000003')).toEqual({ routing: CORRECTED_ROUTING, accountNumber: '5000000013' });
    expect(correction('5000000005')).toEqual({ accountType: 'checking' }); // a savings debit (37) on a checking account
    expect(correction('5000000006')).toEqual({ accountNumber: '5000000016', accountType: 'checking' });
    expect(correction('5000000007')).toEqual({
      routing: CORRECTED_ROUTING,
      accountNumber: '5000000017',
      accountType: 'checking',
    });
    expect(noticed['5000000001'].originalTraceNumber).toBe(`${ODFI}${String(14).padStart(7, '0')}`);
  });

  it('the returns file goes back to our ODFI, from the bank, and adds up', async () => {
    const odfi = new SandboxOdfi({ dir });
    await odfi.submitFile({
      name: 'pg1.ach',
      content: await debitFile([{ account: '4000000002', cents: 5000 }]),
      businessDay: sentOn,
    });
    const [file] = await odfi.filesFor(answeredOn);
    const parsed = parseNachaFile(file.content);
    expect(parsed.header).toMatchObject({
      immediateDestination: '1234567890',
      immediateOrigin: '091000019',
      fileCreationDate: answeredOn,
    });
    expect(parsed.batches[0].header).toMatchObject({
      companyName: 'BRIGHT SMILES',
      companyIdentification: '1234567890',
      originatingDfi: '01100001',
    });
    expect(parsed.batches[0].entries[0]).toMatchObject({
      rdfiRouting: '091000019',
      traceNumber: '011000010000001',
    });
    expect(parsed.control).toMatchObject({ totalDebitCents: 5000, entryAddendaCount: 2, blockCount: 1 });
  });

  it('a file sent on a Saturday is accepted on the next business day and answered two after that', async () => {
    const odfi = new SandboxOdfi({ dir });
    const receipt = await odfi.submitFile({
      name: 'sat.ach',
      content: await debitFile([{ account: '4000000003' }]),
      businessDay: '2026-11-28',
    });
    expect(receipt.acceptedOn).toBe('2026-11-30');
    expect(await odfi.filesFor('2026-12-01')).toEqual([]);
    expect((await answersOn(odfi, '2026-12-02')).returns.map((r) => r.code)).toEqual(['R03']);
  });

  it('files of the same day are answered together, one batch per original batch', async () => {
    const odfi = new SandboxOdfi({ dir });
    await odfi.submitFile({
      name: 'pg1.ach',
      content: await debitFile([{ account: '4000000007' }]),
      businessDay: sentOn,
    });
    await odfi.submitFile({
      name: 'pg2.ach',
      content: await debitFile([{ account: '4000000010' }, { account: '4000000029' }]),
      businessDay: sentOn,
    });
    const { files, returns } = await answersOn(odfi, answeredOn);
    expect(files).toHaveLength(1);
    expect(returns.map((r) => r.code)).toEqual(['R07', 'R10', 'R29']);
    expect(parseNachaFile(files[0].content).batches.map((b) => b.entries.length)).toEqual([1, 2]);
  });
});

describe('the same answer every time', () => {
  it('asked twice, and from a fresh instance on the same directory', async () => {
    const first = createOdfiProvider({ dir });
    const content = await debitFile([
      { account: '4000000101' },
      { account: '5000000005', code: 37 },
      { account: PAYING_ACCOUNT },
    ]);
    await first.submitFile({ name: 'day.ach', content, businessDay: '2026-11-25' });
    const once = await first.filesFor('2026-11-30');
    expect(once).toHaveLength(2);
    expect(await first.filesFor('2026-11-30')).toEqual(once);
    expect(await createOdfiProvider({ dir }).filesFor('2026-11-30')).toEqual(once);
  });

  it('a file name sent again is a no-op that returns the first receipt, also when sent at once', async () => {
    const odfi = new SandboxOdfi({ dir });
    const content = await debitFile([{ account: '4000000004' }]);
    const [a, b] = await Promise.all([
      odfi.submitFile({ name: 'x.ach', content, businessDay: '2026-11-25' }),
      new SandboxOdfi({ dir }).submitFile({ name: 'x.ach', content, businessDay: '2026-11-25' }),
    ]);
    expect(b).toEqual(a);
    const other = await debitFile([{ account: '4000000005' }]);
    expect(await odfi.submitFile({ name: 'x.ach', content: other, businessDay: '2026-12-01' })).toEqual(a);
    expect((await answersOn(odfi, '2026-11-30')).returns.map((r) => r.code)).toEqual(['R04']);
    expect(await odfi.filesFor('2026-12-03')).toEqual([]);
    expect((await readdir(path.join(dir, 'sent'))).sort()).toEqual(['x.ach', 'x.ach.receipt.json']);
  });
});

describe('re-presentments and return fees: the outcome depends on the entry description', () => {
  it('4000000101 and 4000000901 pay a RETRY PYMT; 4000000111 returns R01 every time', async () => {
    const odfi = new SandboxOdfi({ dir });
    const accounts = [{ account: '4000000101' }, { account: '4000000111' }, { account: '4000000901' }];
    await odfi.submitFile({
      name: 'payment.ach',
      content: await debitFile(accounts),
      businessDay: '2026-12-01',
    });
    await odfi.submitFile({
      name: 'retry.ach',
      content: await debitFile(accounts, RETRY_DESCRIPTION),
      businessDay: '2026-12-03',
    });
    await odfi.submitFile({
      name: 'fee.ach',
      content: await debitFile(accounts, RETURN_FEE_DESCRIPTION),
      businessDay: '2026-12-04',
    });

    const first = (await answersOn(odfi, '2026-12-03')).returns;
    expect(first.map((r) => [r.accountNumber, r.code])).toEqual([
      ['4000000101', 'R01'],
      ['4000000111', 'R01'],
      ['4000000901', 'R09'],
    ]);
    const retry = (await answersOn(odfi, '2026-12-07')).returns;
    expect(retry.map((r) => [r.accountNumber, r.code, r.companyEntryDescription])).toEqual([
      ['4000000111', 'R01', 'RETRY PYMT'],
    ]);
    const fee = (await answersOn(odfi, '2026-12-08')).returns;
    expect(fee.map((r) => [r.accountNumber, r.code, r.companyEntryDescription])).toEqual([
      ['4000000111', 'R01', 'RETURN FEE'],
    ]);
  });
});

describe('prenotes (zero-dollar 28 and 38)', () => {
  it('come back for a bad account, never for insufficient funds', async () => {
    const odfi = new SandboxOdfi({ dir });
    const prenotes: Debit[] = [
      { account: '4000000101', code: 28, cents: 0 },
      { account: '4000000111', code: 38, cents: 0 },
      { account: '4000000003', code: 28, cents: 0 },
      { account: '5000000001', code: 28, cents: 0 },
    ];
    await odfi.submitFile({
      name: 'prenotes.ach',
      content: await debitFile(prenotes),
      businessDay: '2026-12-01',
    });
    const { returns, notices } = await answersOn(odfi, '2026-12-03');
    expect(returns.map((r) => [r.accountNumber, r.code, r.transactionCode, r.amountCents])).toEqual([
      ['4000000003', 'R03', 26, 0],
    ]);
    expect(notices.map((n) => [n.accountNumber, n.code, n.correctedData])).toEqual([
      ['5000000001', 'C01', '5000000011'],
    ]);
  });
});

describe('a send that crashed before its receipt', () => {
  it('is sent again whole: the half-kept file is replaced and answered', async () => {
    await mkdir(path.join(dir, 'sent'), { recursive: true });
    await writeFile(path.join(dir, 'sent', 'crash.ach'), '101 0910');
    const odfi = new SandboxOdfi({ dir });
    const content = await debitFile([{ account: '4000000020' }]);
    await odfi.submitFile({ name: 'crash.ach', content, businessDay: '2026-11-25' });
    expect(await readFile(path.join(dir, 'sent', 'crash.ach'), 'utf8')).toBe(content);
    expect((await answersOn(odfi, '2026-11-30')).returns.map((r) => r.code)).toEqual(['R20']);
  });
});

describe('what the bank refuses', () => {
  it('a malformed file, a bad name or day; nothing is kept', async () => {
    const odfi = new SandboxOdfi({ dir });
    const good = await debitFile([{ account: '4000000002' }]);
    await expect(
      odfi.submitFile({
        name: 'bad.ach',
        content: good
          .split('\n')
          .filter((record) => !record.startsWith('8'))
          .join('\n'),
        businessDay: '2026-11-25',
      }),
    ).rejects.toThrow(
      /The bank refused bad\.ach: NACHA file line 4: an entry detail \(6\), an addenda \(7\) or a batch control \(8\) was expected after the entry detail, not record type '9'/,
    );
    await expect(
      odfi.submitFile({ name: '../escape.ach', content: good, businessDay: '2026-11-25' }),
    ).rejects.toBeInstanceOf(OdfiRejectedError);
    await expect(
      odfi.submitFile({ name: 'ok.ach', content: good, businessDay: '11/25/2026' }),
    ).rejects.toThrow(/not a date/);
    expect(await odfi.filesFor('2026-11-30')).toEqual([]);
  });
});

describe('validateAccount', () => {
  const odfi = () => new SandboxOdfi({ dir });
  it.each([
    ['4000000002', 'R02', 'Account Closed'],
    ['4000000003', 'R03', 'No Account/Unable to Locate Account'],
    ['4000000004', 'R04', 'Invalid Account Number Structure'],
    ['12-34', 'R04', 'Invalid Account Number Structure'],
  ])('%s is invalid: %s', async (accountNumber, code, message) => {
    expect(await odfi().validateAccount({ routing: RDFI, accountNumber, accountType: 'checking' })).toEqual({
      valid: false,
      code,
      message,
    });
  });

  it('a routing number whose check digit fails is invalid (R13)', async () => {
    expect(
      await odfi().validateAccount({
        routing: '011000016',
        accountNumber: PAYING_ACCOUNT,
        accountType: 'savings',
      }),
    ).toEqual({
      valid: false,
      code: 'R13',
      message: 'Invalid ACH Routing Number: 011000016.',
    });
  });

  it.each([PAYING_ACCOUNT, '4000000101', '4000000007', '5000000001'])(
    '%s is valid',
    async (accountNumber) => {
      expect(await odfi().validateAccount({ routing: RDFI, accountNumber, accountType: 'checking' })).toEqual(
        { valid: true },
      );
    },
  );
});
