// GET /api/crud/payment?contract_id=N (spec §2 payment-history, §7): a contract's payments, fees and
// returned payments in date order with the running balance, totals and exports; scoped like every
// resource.
import { PAYMENT_FIELDS } from '../../../src/server/resources/payment';
import { loggedInBrowser, type Browser } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { parseCsv, readXlsx, SETUP_TIMEOUT } from '../resources/resource-fixtures';
import { cents, contractIdOf, type HistoryRow } from './payment-fixtures';

let t: TestApp;
let reader: Browser;
let dental: Browser;
let noah: number;

beforeAll(async () => {
  t = await createTestApp();
  reader = await loggedInBrowser(t.app, 'read@example.com');
  dental = await loggedInBrowser(t.app, 'dental@example.com');
  noah = await contractIdOf(t.db, 'Payoff');
}, SETUP_TIMEOUT);
afterAll(() => t.close());

const historyOf = async (browser: Browser, query: string) => {
  const response = await browser.get(`/api/crud/payment?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { count: number; rows: HistoryRow[]; totals: Record<string, number> };
};

describe("Noah Payoff's history (the servicing engine: each debit returned R01, a return fee, re-presented and paid)", () => {
  test('rows in date order, each with its kind of amount', async () => {
    const { rows, count } = await historyOf(reader, `contract_id=${noah}`);
    expect(count).toBe(rows.length);
    expect(rows.slice(0, 4).map((r) => r.type)).toEqual(['ACH', 'RETURN', 'RETURN FEE', 'ACH']);
    const dates = rows.map((r) => r.date);
    expect([...dates].sort()).toEqual(dates);
    const [returned, reversal, returnFee, representment] = rows;
    expect(returned).toMatchObject({ return_reason: 'R01 Insufficient Funds', fee_amount: null });
    expect(returned.description).toBe('Scheduled ACH debit (payment 1)');
    expect(reversal).toMatchObject({
      return_amount: returned.payment_amount,
      payment_amount: null,
      return_reason: 'R01 Insufficient Funds',
    });
    expect(returnFee).toMatchObject({ fee_amount: 25, payment_amount: null, return_amount: null });
    expect(representment).toMatchObject({
      description: 'Scheduled ACH debit (payment 1, presentment 2)',
      payment_amount: returned.payment_amount,
      return_reason: null,
    });
  });

  test('the balance runs down from the total of payments: payments lower it, fees and returns raise it', async () => {
    const { rows } = await historyOf(reader, `contract_id=${noah}`);
    const contract = (await reader.get(`/api/crud/contract/${noah}?check_payments=true`)).json().contract;
    const returnFees = rows.filter((r) => r.type === 'RETURN FEE').length;
    expect(returnFees).toBeGreaterThan(0);
    let balance = cents(contract.total_of_payments);
    for (const r of rows) {
      balance += cents(r.fee_amount) + cents(r.return_amount) - cents(r.payment_amount);
      expect(cents(r.balance)).toBe(balance);
    }
    // After the last row: what is left of the agreement plus the fees due.
    expect(balance).toBe(cents(contract.remaining_agreement_balance) + returnFees * 2500);
    expect(contract).toMatchObject({ has_payments: true, late_fee_due: 0, return_fee_due: returnFees * 25 });
    // The payoff by the actuarial method: less than the remaining balance (the unearned finance
    // charge is not collected), plus the fees due.
    expect(contract.payoff_amount).toBeGreaterThan(0);
    expect(contract.payoff_amount).toBeLessThan(contract.remaining_agreement_balance);
    expect(cents(contract.total_payoff_with_fees)).toBe(cents(contract.payoff_amount) + returnFees * 2500);
  });

  test('totals of payments, fees and returns', async () => {
    const { rows, totals } = await historyOf(reader, `contract_id=${noah}`);
    const sum = (f: keyof HistoryRow) => rows.reduce((s, r) => s + cents(r[f] as number | null), 0) / 100;
    // Every field of the history comes back (the route's response schema lists them all).
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(PAYMENT_FIELDS.map((f) => f.name).sort());
    expect(totals).toEqual({
      payment_amount: sum('payment_amount'),
      fee_amount: sum('fee_amount'),
      return_amount: sum('return_amount'),
      rebate_amount: 0,
    });
    expect(totals.fee_amount).toBe(25 * rows.filter((r) => r.type === 'RETURN FEE').length);
  });

  test("a filtered or reordered list keeps each row's running balance", async () => {
    const all = (await historyOf(reader, `contract_id=${noah}`)).rows;
    const fees = (await historyOf(reader, `contract_id=${noah}&search_type=RETURN%20FEE`)).rows;
    expect(fees).toHaveLength(all.filter((r) => r.type === 'RETURN FEE').length);
    expect(fees[0].balance).toBe(all.find((r) => r.type === 'RETURN FEE')?.balance);
    const newestFirst = (await historyOf(reader, `contract_id=${noah}&orderby=-date`)).rows;
    expect(newestFirst[0]).toEqual(all[all.length - 1]);
  });
});

describe('refusals', () => {
  test('contract_id is required', async () => {
    const response = await reader.get('/api/crud/payment');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('contract_id is required.');
  });

  test('an unknown field or a contract_id that is not a number is a 400, never a database error', async () => {
    expect((await reader.get(`/api/crud/payment?contract_id=${noah}&orderby=amount_cents`)).statusCode).toBe(
      400,
    );
    expect((await reader.get('/api/crud/payment?contract_id=abc')).statusCode).toBe(400);
  });
});

describe('exports', () => {
  test('CSV with the on-screen headers, dates MM/DD/YYYY and money as plain decimals', async () => {
    const response = await reader.get(`/api/crud/payment?contract_id=${noah}&output_format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="payment-history-\d+-[\d-]+\.csv"$/,
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([
      'Payment #',
      'Contract #',
      'Date',
      'Type',
      'Description',
      'Payment',
      'Fee',
      'Return',
      'Rebate',
      'Return Reason',
      'Returned On',
      'Balance with Fees',
    ]);
    const json = (await historyOf(reader, `contract_id=${noah}`)).rows;
    expect(rows).toHaveLength(json.length);
    const fee = rows.find((r) => r[header.indexOf('Type')] === 'RETURN FEE') ?? [];
    const [y, m, d] = (json.find((r) => r.type === 'RETURN FEE')?.date ?? '').split('-');
    expect(fee[header.indexOf('Date')]).toBe(`${m}/${d}/${y}`);
    expect(fee[header.indexOf('Fee')]).toBe('25.00');
    expect(fee[header.indexOf('Payment')]).toBe('');
  });

  test('Excel opens with the same rows', async () => {
    const response = await reader.get(`/api/crud/payment?contract_id=${noah}&output_format=excel`);
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = await readXlsx(response);
    expect(header).toContain('Balance with Fees');
    const json = (await historyOf(reader, `contract_id=${noah}`)).rows;
    expect(rows).toHaveLength(json.length);
    expect(rows.map((r) => r[header.indexOf('Type')])).toEqual(json.map((r) => r.type));
  });
});

describe('tenant isolation', () => {
  test("another client's user gets no row of the contract, counted, totalled or exported", async () => {
    const { rows, count, totals } = await historyOf(dental, `contract_id=${noah}`);
    expect(rows).toEqual([]);
    expect(count).toBe(0);
    expect(totals).toEqual({ payment_amount: 0, fee_amount: 0, return_amount: 0, rebate_amount: 0 });
    const csv = parseCsv((await dental.get(`/api/crud/payment?contract_id=${noah}&output_format=csv`)).body);
    expect(csv).toHaveLength(1);
    const xlsx = await readXlsx(
      await dental.get(`/api/crud/payment?contract_id=${noah}&output_format=excel`),
    );
    expect(xlsx).toHaveLength(1);
  });

  test('without a session: 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/crud/payment?contract_id=${noah}` });
    expect(response.statusCode).toBe(401);
  });
});
