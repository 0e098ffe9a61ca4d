// SSNs, bank account and card numbers encrypted at rest and returned masked; the card security code
// used for the charge only, never stored and never logged (ARCHITECTURE.md security model).
import { loggerOptions } from '../../../src/server/plugins/logger';
import type { Browser } from '../helpers/browser';
import { loggedInBrowser } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import {
  agreement,
  bank,
  card,
  contractsTestApp,
  createContract,
  customer,
  facilityIdOf,
  put,
  RIVERSIDE,
  VISA,
} from './contract-fixtures';
import { act, type View } from './contract-flows';

const CVC = '9731';
const AMEX = '378282246310005';
const SSN = '111111111';
const GUARANTOR_SSN = '444444444';
const ACCOUNT = '000123456789';

let t: TestApp;
let admin: Browser;
const logLines: string[] = [];

beforeAll(async () => {
  const options = loggerOptions('development', 'trace') as object;
  t = await contractsTestApp({ ...options, stream: { write: (line: string) => logLines.push(line) } });
  admin = await loggedInBrowser(t.app, 'facility-admin@example.com');
  const riverside = await facilityIdOf(t.db, RIVERSIDE);
  let c = (await createContract(admin, riverside, {
    ...customer(),
    ...agreement(),
    guarantor_first_name: 'Pat',
    guarantor_last_name: 'Approve',
    guarantor_ssn: '444-44-4444',
  } as never)) as View;
  const amex = { ...card(AMEX), cvc: CVC, preferred: false, id: -3 };
  const response = await put(admin, c, { banks: [bank()], cards: [card(VISA), amex], section: 'billing' });
  if (response.statusCode !== 200) throw new Error(response.body);
  c = await act(admin, response.json().contract, 'SKIP-CSR');
  const cards = c.cards as Record<string, unknown>[];
  // The American Express card, its code typed again for the charge.
  const withCode = cards.map((x, i) => ({ ...x, preferred: i === 1, cvc: i === 1 ? CVC : undefined }));
  await act(admin, c, 'CHARGE', { cards: withCode, banks: c.banks });
  // Whatever a later line might log of a payload is redacted too.
  t.app.log.info({
    body: { cards: [{ card_number: AMEX, cvc: CVC }], banks: [{ account_number: ACCOUNT }] },
  });
});
afterAll(() => t.close());

async function everyStoredText(): Promise<{ table: string; column: string; value: string }[]> {
  const tables = await t.db.introspection.getTables();
  const found: { table: string; column: string; value: string }[] = [];
  for (const table of tables) {
    const rows = await t.db
      .selectFrom(table.name as 'contracts')
      .selectAll()
      .execute();
    for (const row of rows as Record<string, unknown>[]) {
      for (const [column, value] of Object.entries(row)) {
        if (typeof value === 'string') found.push({ table: table.name, column, value });
      }
    }
  }
  return found;
}

describe('at rest', () => {
  test('no table has a security-code column', async () => {
    const tables = await t.db.introspection.getTables();
    const columns = tables.flatMap((table) => table.columns.map((c) => c.name));
    expect(columns.filter((c) => /cvc|cvv|security_code/i.test(c))).toEqual([]);
  });

  test('no text column holds an SSN, a full card or account number, or the security code in clear', async () => {
    const texts = await everyStoredText();
    expect(texts.length).toBeGreaterThan(100);
    const secrets = [SSN, '111-11-1111', GUARANTOR_SSN, '444-44-4444', VISA, AMEX, ACCOUNT];
    const leaks = texts.filter(({ value }) => secrets.some((s) => value.includes(s)));
    expect(leaks).toEqual([]);
    const codes = texts.filter(({ value }) => value === CVC || value.includes(`"${CVC}"`));
    expect(codes).toEqual([]);
  });

  test('the charge was made with the typed code and is recorded without it', async () => {
    // The processing fee's charge (the demo's card installments are the servicing engine's).
    const charges = await t.db
      .selectFrom('card_charges')
      .selectAll()
      .where('idempotency_key', 'not like', '%-installment-%')
      .execute();
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ last4: '0005', amount_cents: 2500 });
  });
});

describe('in answers', () => {
  test('the contract view shows only masks', async () => {
    const id = (
      await t.db
        .selectFrom('contracts')
        .select('id')
        .where('guarantor_last_name', '=', 'Approve')
        .executeTakeFirstOrThrow()
    ).id;
    const body = (await admin.get(`/api/crud/contract/${id}`)).body;
    for (const secret of [SSN, '111-11-1111', '444-44-4444', VISA, AMEX, ACCOUNT]) {
      expect(body).not.toContain(secret);
    }
    const view = JSON.parse(body).contract;
    expect(view).toMatchObject({ customer_ssn: '***-**-1111', guarantor_ssn: '***-**-4444' });
    expect(view.cards.map((c: { card_number: string }) => c.card_number)).toEqual([
      '************1111',
      '************0005',
    ]);
  });
});

describe('in the log', () => {
  test('the server log was written and carries none of them', () => {
    const log = logLines.join('');
    expect(log).toContain('/api/crud/contract');
    for (const secret of [SSN, '111-11-1111', '444-44-4444', VISA, AMEX, ACCOUNT, CVC]) {
      expect(log).not.toContain(secret);
    }
    expect(log).toContain('[redacted]');
  });
});
