// Payments Made (issue 12): payments received in a date range with their method, what they paid and
// their status; totals and counts by method; scoped to the facilities whose reports the user views.
import { loggedInBrowser, type Browser } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { BRIGHT_SMILES, parseCsv, readXlsx, SETUP_TIMEOUT } from '../resources/resource-fixtures';
import { addPayment, insertContract, ownFacility } from './row-reports-fixtures';

let t: TestApp;
let admin: Browser;
let clientAdmin: Browser;
let facilityAdmin: Browser;
let own: { id: number; clientId: number };
let theirs: { id: number; clientId: number };

const MARCH = 'date_from=2019-03-01&date_to=2019-03-31';

beforeAll(async () => {
  t = await createTestApp();
  admin = await loggedInBrowser(t.app, 'admin@example.com');
  clientAdmin = await loggedInBrowser(t.app, 'client-admin@example.com');
  facilityAdmin = await loggedInBrowser(t.app, 'facility-admin@example.com');
  own = await ownFacility(t.db, 'Riverside Animal Hospital');
  theirs = await ownFacility(t.db, BRIGHT_SMILES);
  const a = await insertContract(t.db, {
    facility_id: own.id,
    status: 'ACTIVE',
    customer_first_name: 'Paula',
    customer_last_name: 'Payer',
    ebcs_account_number: 'PM-0001',
  });
  const b = await insertContract(t.db, {
    facility_id: theirs.id,
    status: 'ACTIVE',
    customer_last_name: 'Secret',
  });
  await addPayment(t.db, {
    contractId: a,
    date: '2019-03-04',
    type: 'ACH',
    cents: 10000,
    entry: { kind: 'installment', businessDay: '2019-03-01' },
  });
  await addPayment(t.db, {
    contractId: a,
    date: '2019-03-05',
    type: 'ACH',
    cents: 5000,
    returnedOn: '2019-03-07',
    returnCode: 'R01',
    entry: { kind: 'installment', businessDay: '2019-03-04' },
  });
  await addPayment(t.db, {
    contractId: a,
    date: '2019-03-10',
    type: 'CARD',
    cents: 2500,
    entry: { kind: 'installment', businessDay: '2019-03-10' },
  });
  await addPayment(t.db, {
    contractId: a,
    date: '2019-03-11',
    type: 'ACH',
    cents: 2500,
    entry: { kind: 'return_fee', businessDay: '2019-03-08' },
  });
  await addPayment(t.db, { contractId: a, date: '2019-03-15', type: 'PRACTICE', cents: 7000 });
  await addPayment(t.db, { contractId: a, date: '2019-03-12', type: 'LATE FEE', cents: 1500 });
  await addPayment(t.db, { contractId: a, date: '2019-04-02', type: 'ACH', cents: 1000 });
  await addPayment(t.db, { contractId: b, date: '2019-03-06', type: 'ACH', cents: 99900 });
}, SETUP_TIMEOUT);
afterAll(() => t.close());

const report = async (who: Browser, query: string) => {
  const response = await who.get(`/api/reports/payments?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('Payments Made: rows and totals', () => {
  it('lists the payments received in the range, newest first, with what they paid and their status', async () => {
    const answer = await report(clientAdmin, `facility_id=${own.id}&${MARCH}`);
    expect(answer.count).toBe(5);
    expect(answer.pageSize).toBe(1000);
    expect(answer.rows.map((r: { date: string }) => r.date)).toEqual([
      '2019-03-15',
      '2019-03-11',
      '2019-03-10',
      '2019-03-05',
      '2019-03-04',
    ]);
    const [practice, fee, card, returned, settled] = answer.rows;
    expect(practice).toMatchObject({
      method: 'PRACTICE',
      amount: 70,
      status: 'settled',
      posted_on: '2019-03-15',
    });
    expect(fee).toMatchObject({
      method: 'ACH',
      applied_to_fees: 25,
      applied_to_payment: 0,
      posted_on: '2019-03-08',
    });
    expect(card).toMatchObject({ method: 'CARD', amount: 25, applied_to_payment: 25, status: 'settled' });
    expect(returned).toMatchObject({ status: 'returned', return_code: 'R01', account_number: 'PM-0001' });
    expect(settled).toMatchObject({ customer: 'Paula Payer', status: 'settled', posted_on: '2019-03-01' });
    // 100 + 50 + 25 + 25 + 70 dollars; 25 of them paid a return fee.
    expect(answer.totals).toMatchObject({
      amount: 270,
      applied_to_payment: 245,
      applied_to_fees: 25,
      count_ACH: 3,
      amount_ACH: 175,
      count_CARD: 1,
      amount_CARD: 25,
      count_PRACTICE: 1,
      amount_PRACTICE: 70,
    });
    expect(answer.columns.find((c: { name: string }) => c.name === 'amount')).toMatchObject({
      header: 'Amount',
      type: 'money',
    });
  });

  it('charts the amounts per day by method', async () => {
    const { chart } = await report(clientAdmin, `facility_id=${own.id}&${MARCH}`);
    expect(chart.kind).toBe('bar');
    expect(chart.categories).toHaveLength(31);
    const ach = chart.series.find((s: { label: string }) => s.label === 'ACH');
    expect(ach.data[3]).toBe(100);
    expect(ach.data.reduce((a: number, b: number) => a + b, 0)).toBe(175);
  });
});

describe('Payments Made: filters', () => {
  it.each([
    ['method=CARD', 1, 25],
    ['method=PRACTICE', 1, 70],
    ['status=returned', 1, 50],
    ['status=settled', 4, 220],
    ['status=pending', 0, 0],
    ['date_from=2019-03-10&date_to=2019-04-30', 4, 130],
    ['search_customer=payer', 5, 270],
  ])('%s', async (filter, count, amount) => {
    const query = filter.startsWith('date_') ? filter : `${MARCH}&${filter}`;
    const answer = await report(clientAdmin, `facility_id=${own.id}&${query}`);
    expect(answer.count).toBe(count);
    expect(answer.totals.amount).toBe(amount);
  });

  it('refuses a value it cannot use with a 400 naming the parameter', async () => {
    for (const bad of [
      'method=CHECK',
      'date_from=2019-13-45',
      'status=lost',
      'orderby=secret',
      'colour=red',
    ]) {
      const response = await clientAdmin.get(`/api/reports/payments?facility_id=${own.id}&${bad}`);
      expect(response.statusCode).toBe(400);
    }
  });

  it('a range end given empty is open: every payment up to the other end, or from it', async () => {
    // Own facility: five payments in March 2019 (270.00) and one in April (10.00).
    const upTo = await report(clientAdmin, `facility_id=${own.id}&date_from=&date_to=2019-03-31`);
    expect(upTo.count).toBe(5);
    expect(upTo.totals.amount).toBe(270);
    expect(upTo.applied.date_from).toBeUndefined();
    const from = await report(clientAdmin, `facility_id=${own.id}&date_from=2019-03-12&date_to=`);
    expect(from.count).toBe(2);
    expect(from.totals.amount).toBe(80);
    const all = await report(clientAdmin, `facility_id=${own.id}&date_from=&date_to=`);
    expect(all.count).toBe(6);
    expect(all.totals.amount).toBe(280);
    // The chart still has a category for each month with payments.
    expect(all.chart.categories).toEqual(['03/2019', '04/2019']);
    const filter = all.filters.find((f: { name: string }) => f.name === 'date_from');
    expect(filter).toMatchObject({ type: 'date', open: true });
    // The download is the same open view.
    const csv = await clientAdmin.get(
      `/api/reports/payments?facility_id=${own.id}&date_from=&date_to=&output_format=csv`,
    );
    expect(parseCsv(csv.body)).toHaveLength(7);
  });

  it('defaults to the last 30 days', async () => {
    const answer = await report(clientAdmin, `facility_id=${own.id}`);
    expect(answer.applied.date_to >= '2026-01-01').toBe(true);
    expect(answer.count).toBe(0);
  });
});

describe('Payments Made: scope', () => {
  it('never returns, counts, charts or exports another client’s payments', async () => {
    const answer = await report(admin, `client_id=${own.clientId}&${MARCH}`);
    expect(answer.totals.amount).toBe(270);
    expect(JSON.stringify(answer)).not.toMatch(/Secret|999/);
    const csv = await admin.get(`/api/reports/payments?client_id=${own.clientId}&${MARCH}&output_format=csv`);
    expect(csv.body).not.toMatch(/Secret/);
    const everything = await report(admin, MARCH);
    expect(everything.totals.amount).toBe(1269);
  });

  it('gives a client admin one facility or all of the client’s, and refuses another client', async () => {
    expect((await report(clientAdmin, `client_id=${own.clientId}&${MARCH}`)).count).toBe(5);
    expect((await clientAdmin.get(`/api/reports/payments?client_id=${theirs.clientId}`)).statusCode).toBe(
      403,
    );
    expect((await clientAdmin.get(`/api/reports/payments?facility_id=${theirs.id}`)).statusCode).toBe(403);
  });

  it('keeps a facility admin to the facility: another facility of the client is refused or left out', async () => {
    expect((await facilityAdmin.get(`/api/reports/payments?facility_id=${own.id}`)).statusCode).toBe(403);
    const client = await report(facilityAdmin, `client_id=${own.clientId}&${MARCH}`);
    expect(client.count).toBe(0);
  });

  it('refuses users who may not view reports', async () => {
    const reader = await loggedInBrowser(t.app, 'read@example.com');
    expect((await reader.get('/api/reports/payments')).statusCode).toBe(403);
    expect((await admin.get('/api/reports/nothing')).statusCode).toBe(404);
  });
});

describe('Payments Made: downloads', () => {
  it('streams a CSV with the on-screen headers that parses back to the rows', async () => {
    const response = await clientAdmin.get(
      `/api/reports/payments?facility_id=${own.id}&${MARCH}&output_format=csv`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    const [header, ...lines] = parseCsv(response.body);
    expect(header).toEqual([
      'Payment #',
      'Posted',
      'Effective',
      'Account #',
      'Customer',
      'Facility',
      'Method',
      'Amount',
      'Applied to Payment',
      'Applied to Fees',
      'Status',
      'Return Code',
    ]);
    expect(lines).toHaveLength(5);
    expect(lines[3].slice(1, 8)).toEqual([
      '03/04/2019',
      '03/05/2019',
      'PM-0001',
      'Paula Payer',
      expect.any(String),
      'ACH',
      '50.00',
    ]);
    expect(lines[3].slice(10)).toEqual(['returned', 'R01']);
  });

  it('streams an Excel workbook with the same rows', async () => {
    const response = await clientAdmin.get(
      `/api/reports/payments?facility_id=${own.id}&${MARCH}&output_format=xlsx`,
    );
    expect(response.statusCode).toBe(200);
    const rows = await readXlsx(response);
    expect(rows[0][0]).toBe('Payment #');
    expect(rows).toHaveLength(6);
    expect(rows.slice(1).map((r) => r[7])).toEqual([70, 25, 25, 50, 100]);
  });
});
