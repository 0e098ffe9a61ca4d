// New Agreements, Status Change, Past Due Accounts and Accounts Receivable (issue 12): rows, totals,
// figures and charts on data with answers worked out by hand, each filter, the scope, the downloads.
import { loggedInBrowser, type Browser } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { BRIGHT_SMILES, parseCsv, readXlsx, SETUP_TIMEOUT } from '../resources/resource-fixtures';
import { addHistory, addPayment, addStatusChange, insertContract, ownFacility } from './row-reports-fixtures';

let t: TestApp;
let admin: Browser;
let clientAdmin: Browser;
let facilityAdmin: Browser;
let own: { id: number; clientId: number };
let theirs: { id: number; clientId: number };
const ids: Record<string, number> = {};

async function newAgreements() {
  const plan = { facility_id: own.id, agreement_code: 'PP', agreement_description: 'Payment Plan' };
  ids.n1 = await insertContract(t.db, {
    ...plan,
    status: 'ACTIVE',
    customer_first_name: 'Nora',
    customer_last_name: 'New',
    ebcs_account_number: 'NA-1',
    signed_on: '2019-05-10T16:00:00.000Z',
    cash_price_cents: 120000,
    down_payment_cents: 20000,
    financed_amount_cents: 100000,
    number_of_payments: 10,
    payment_amount_cents: 10000,
    apr: 9.9,
    first_payment_due_date: '2019-06-10',
    credit_recommendation: 'APPROVE',
    salesperson: 'Sam Seller',
    source_code: 'WEB',
  });
  ids.n2 = await insertContract(t.db, {
    facility_id: own.id,
    agreement_code: 'DP',
    agreement_description: 'Dental Plan',
    customer_last_name: 'Second',
    signed_on: '2019-05-20T15:00:00.000Z',
    cash_price_cents: 60000,
    down_payment_cents: 0,
    financed_amount_cents: 60000,
    number_of_payments: 6,
  });
  // June; deleted; and 10 pm on April 30 in New York (May 1 in UTC): none is signed in May.
  await insertContract(t.db, { ...plan, signed_on: '2019-06-15T15:00:00.000Z', cash_price_cents: 1 });
  await insertContract(t.db, { ...plan, signed_on: '2019-05-12T15:00:00.000Z', is_deleted: 1 });
  await insertContract(t.db, { ...plan, signed_on: '2019-05-01T02:00:00.000Z', cash_price_cents: 1 });
  const secret = await insertContract(t.db, {
    facility_id: theirs.id,
    customer_last_name: 'Secret',
    signed_on: '2019-05-10T16:00:00.000Z',
    cash_price_cents: 999900,
  });
  await addStatusChange(t.db, {
    contractId: secret,
    at: '2019-05-10T16:00:00.000Z',
    from: 'SIGNED',
    to: 'ACTIVE',
    action: 'servicer.boarded',
  });
}

async function statusChanges() {
  const fiona = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'facility-admin@example.com')
    .executeTakeFirstOrThrow();
  const n1 = ids.n1;
  await addStatusChange(t.db, {
    contractId: n1,
    at: '2019-05-10T16:00:00.000Z',
    from: 'WAITING E-SIGNATURE',
    to: 'SIGNED',
    action: 'customer.signed',
  });
  await addStatusChange(t.db, {
    contractId: n1,
    at: '2019-05-11T12:00:00.000Z',
    from: 'SIGNED',
    to: 'ACTIVE',
    action: 'servicer.boarded',
  });
  await addStatusChange(t.db, {
    contractId: n1,
    at: '2019-05-15T12:00:00.000Z',
    from: 'ACTIVE',
    to: 'COLLECT',
    action: 'servicer.collect',
  });
  await addStatusChange(t.db, {
    contractId: ids.n2,
    at: '2019-05-20T14:00:00.000Z',
    from: 'INCOMPLETE',
    to: 'WAITING E-SIGNATURE',
    action: 'request-signature',
    userId: fiona.id,
  });
  await addStatusChange(t.db, {
    contractId: ids.n2,
    at: '2019-06-01T14:00:00.000Z',
    from: 'WAITING E-SIGNATURE',
    to: 'SIGNED',
    action: 'customer.signed',
  });
}

async function pastDue() {
  const live = { facility_id: own.id, status: 'ACTIVE' };
  ids.d1 = await insertContract(t.db, {
    ...live,
    customer_first_name: 'Dana',
    customer_last_name: 'Late',
    customer_phone2: '(937)555-0142',
    customer_email: 'dana.late@example.com',
    ebcs_account_number: 'PD-1',
    days_late: 15,
    total_del_pmts_owed_cents: 10000,
    late_fee_due_cents: 1500,
    return_fee_due_cents: 2500,
    date_of_last_payment: '2019-02-01',
    reason_for_return: 'R01 Insufficient Funds',
    promise_to_pay_date: '2019-03-01',
  });
  await addPayment(t.db, { contractId: ids.d1, date: '2019-01-05', type: 'ACH', cents: 8000 });
  await addPayment(t.db, { contractId: ids.d1, date: '2019-02-01', type: 'PRACTICE', cents: 5000 });
  ids.d2 = await insertContract(t.db, {
    ...live,
    status: 'COLLECT',
    customer_last_name: 'Collected',
    days_late: 95,
    total_del_pmts_owed_cents: 45000,
  });
  ids.d5 = await insertContract(t.db, {
    ...live,
    customer_last_name: 'Middling',
    days_late: 45,
    total_del_pmts_owed_cents: 20000,
  });
  await insertContract(t.db, { ...live, customer_last_name: 'Current', days_late: 0 });
  await insertContract(t.db, { ...live, status: 'REJECTED', customer_last_name: 'Rejected', days_late: 40 });
  await insertContract(t.db, {
    facility_id: theirs.id,
    status: 'ACTIVE',
    customer_last_name: 'Secret',
    days_late: 50,
    total_del_pmts_owed_cents: 999900,
  });
}

async function receivable() {
  const a = async (last: string, financed: number) =>
    insertContract(t.db, {
      facility_id: own.id,
      status: 'ACTIVE',
      customer_last_name: last,
      financed_amount_cents: financed,
    });
  ids.a1 = await a('Aging', 100000);
  ids.a2 = await a('Behind', 60000);
  ids.a3 = await a('Collect', 40000);
  ids.a4 = await a('Paidoff', 70000);
  const secret = await insertContract(t.db, {
    facility_id: theirs.id,
    status: 'ACTIVE',
    customer_last_name: 'Secret',
  });
  const bucket = { days: 0, bucket: 'current', pastDue: 0 };
  await addHistory(t.db, [
    { contractId: ids.a1, from: '2019-05-01', to: '2019-06-15', ...bucket, balance: 100000 },
    {
      contractId: ids.a1,
      from: '2019-06-15',
      to: null,
      days: 20,
      bucket: '1-30',
      balance: 90000,
      pastDue: 10000,
    },
    {
      contractId: ids.a2,
      from: '2019-04-01',
      to: '2019-07-01',
      days: 45,
      bucket: '31-60',
      balance: 50000,
      pastDue: 20000,
    },
    {
      contractId: ids.a2,
      from: '2019-07-01',
      to: null,
      days: 75,
      bucket: '61-90',
      balance: 50000,
      pastDue: 30000,
    },
    {
      contractId: ids.a3,
      from: '2019-03-01',
      to: null,
      status: 'COLLECT',
      days: 130,
      bucket: '120+',
      balance: 30000,
      pastDue: 30000,
    },
    { contractId: ids.a4, from: '2019-01-01', to: '2019-06-30', ...bucket, balance: 70000 },
    { contractId: ids.a4, from: '2019-06-30', to: null, status: 'PAID IN FULL', ...bucket, balance: 0 },
    {
      contractId: secret,
      from: '2019-01-01',
      to: null,
      days: 200,
      bucket: '120+',
      balance: 999900,
      pastDue: 999900,
    },
  ]);
  await addPayment(t.db, { contractId: ids.a1, date: '2019-06-01', type: 'ACH', cents: 10000 });
  await addPayment(t.db, { contractId: ids.a1, date: '2019-06-05', type: 'RETURN', cents: 10000 });
  await addPayment(t.db, { contractId: ids.a1, date: '2019-06-10', type: 'CARD', cents: 10000 });
  await addPayment(t.db, { contractId: ids.a1, date: '2019-07-10', type: 'CARD', cents: 10000 });
  await t.db
    .updateTable('contracts')
    .set({ next_payment_due_date: '2019-09-01' })
    .where('id', '=', ids.a1)
    .execute();
  // The servicer presented Aging's installments of July (twice: a second presentment) and August.
  const client = await t.db
    .selectFrom('facilities')
    .select('client_id')
    .where('id', '=', own.id)
    .executeTakeFirstOrThrow();
  const presented = [
    ['2019-07-01', 1],
    ['2019-07-08', 2],
    ['2019-08-01', 1],
  ] as const;
  for (const [day, presentment] of presented)
    await t.db
      .insertInto('servicing_entries')
      .values({
        contract_id: ids.a1,
        entry_key: `ar-next-due:${ids.a1}:${day}`,
        kind: 'installment',
        installment_number: day.slice(5, 7) === '07' ? 2 : 3,
        presentment,
        method: 'ACH',
        business_day: day,
        effective_date: day,
        client_id: client.client_id,
        status: 'sent',
        amount_cents: 10000,
        created_on: `${day}T12:00:00.000Z`,
      })
      .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await loggedInBrowser(t.app, 'admin@example.com');
  clientAdmin = await loggedInBrowser(t.app, 'client-admin@example.com');
  facilityAdmin = await loggedInBrowser(t.app, 'facility-admin@example.com');
  own = await ownFacility(t.db, 'Riverside Animal Hospital');
  theirs = await ownFacility(t.db, BRIGHT_SMILES);
  await newAgreements();
  await statusChanges();
  await pastDue();
  await receivable();
}, SETUP_TIMEOUT);
afterAll(() => t.close());

const report = async (name: string, query: string, who = clientAdmin) => {
  const response = await who.get(`/api/reports/${name}?facility_id=${own.id}&${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const names = (rows: { customer: string }[]) => rows.map((r) => r.customer);
const MAY = 'date_from=2019-05-01&date_to=2019-05-31';

describe('New Agreements', () => {
  it('lists the contracts signed in the range (New York days), with sums and the average term', async () => {
    const answer = await report('new-agreements', MAY);
    expect(names(answer.rows)).toEqual(['Second', 'Nora New']);
    expect(answer.rows[1]).toMatchObject({
      account_number: 'NA-1',
      agreement_type: 'Payment Plan',
      cash_price: 1200,
      down_payment: 200,
      financed_amount: 1000,
      number_of_payments: 10,
      payment_amount: 100,
      apr: 9.9,
      first_payment_due_date: '2019-06-10',
      credit_recommendation: 'APPROVE',
      salesperson: 'Sam Seller',
      source_code: 'WEB',
    });
    expect(answer.totals).toMatchObject({
      cash_price: 1800,
      down_payment: 200,
      financed_amount: 1600,
      agreements: 2,
      average_payments: 8,
    });
  });

  it('charts new plans per week', async () => {
    const { chart } = await report('new-agreements', MAY);
    expect(chart.title).toBe('New plans per week');
    expect(chart.series[0].data.reduce((a: number, b: number) => a + b, 0)).toBe(2);
    expect(chart.categories[0]).toBe('Week of 04/29');
  });

  it('filters by agreement type (code or name)', async () => {
    expect(names((await report('new-agreements', `${MAY}&agreement_type=dental`)).rows)).toEqual(['Second']);
    expect((await report('new-agreements', `${MAY}&agreement_type=PP`)).count).toBe(1);
    expect((await report('new-agreements', 'date_from=2019-04-30&date_to=2019-06-30')).count).toBe(4);
  });

  it("offers the agreement types of the facilities in scope, never another client's", async () => {
    const response = await clientAdmin.get(`/api/reports/new-agreements?client_id=${own.clientId}&${MAY}`);
    const { filters } = response.json();
    const options: { value: string; label: string }[] = filters.find(
      (f: { name: string }) => f.name === 'agreement_type',
    ).options;
    expect(options).toContainEqual({ value: 'WELL', label: 'Wellness Plan (WELL)' });
    expect(options.map((o) => o.value)).not.toContain('ORTHO');
    expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
  });
});

describe('Status Change', () => {
  it('lists each change in the range with who made it: a user, the customer or the servicer', async () => {
    const answer = await report('status-change', MAY);
    expect(answer.count).toBe(4);
    expect(
      answer.rows.map((r: { from_status: string; to_status: string; by: string }) => [
        r.from_status,
        r.to_status,
        r.by,
      ]),
    ).toEqual([
      ['INCOMPLETE', 'WAITING E-SIGNATURE', 'Fiona Fairchild'],
      ['ACTIVE', 'COLLECT', 'Servicer'],
      ['SIGNED', 'ACTIVE', 'Servicer'],
      ['WAITING E-SIGNATURE', 'SIGNED', 'Customer'],
    ]);
    expect(answer.totals.changes).toBe(4);
    expect(answer.chart.categories).toHaveLength(4);
    expect(answer.chart.series[0].data).toEqual([1, 1, 1, 1]);
  });

  it('filters by the status changed to', async () => {
    const answer = await report('status-change', `${MAY}&to_status=ACTIVE`);
    expect(answer.rows.map((r: { action: string }) => r.action)).toEqual(['servicer.boarded']);
    expect(
      (await report('status-change', 'date_from=2019-05-01&date_to=2019-06-30&to_status=SIGNED')).count,
    ).toBe(2);
  });
});

describe('Past Due Accounts', () => {
  it('lists the live accounts past due, latest first, with amounts by bucket', async () => {
    const answer = await report('delinquent-accounts', '');
    expect(names(answer.rows)).toEqual(['Collected', 'Middling', 'Dana Late']);
    expect(answer.rows[2]).toMatchObject({
      phone: '(937)555-0142',
      email: 'dana.late@example.com',
      days_past_due: 15,
      bucket: '1-30',
      past_due: 100,
      fees_due: 40,
      last_payment_date: '2019-02-01',
      last_payment_amount: 50,
      last_return_code: 'R01',
      status: 'ACTIVE',
      promise_to_pay_date: '2019-03-01',
    });
    expect(answer.totals).toMatchObject({
      past_due: 750,
      fees_due: 40,
      'count_1-30': 1,
      'amount_1-30': 100,
      'count_31-60': 1,
      'amount_31-60': 200,
      'count_61-90': 0,
      'count_91-120': 1,
      'amount_91-120': 450,
    });
    expect(answer.chart.series[0].data).toEqual([100, 200, 0, 450, 0]);
  });

  it('filters by minimum days and by bucket', async () => {
    expect(names((await report('delinquent-accounts', 'min_days=30')).rows)).toEqual([
      'Collected',
      'Middling',
    ]);
    expect(names((await report('delinquent-accounts', 'bucket=31-60')).rows)).toEqual(['Middling']);
    expect((await report('delinquent-accounts', 'bucket=120%2B')).count).toBe(0);
    expect((await clientAdmin.get(`/api/reports/delinquent-accounts?min_days=-4`)).statusCode).toBe(400);
  });
});

describe('Accounts Receivable', () => {
  it('shows each live account as of the date with its balance in its bucket, PAR30 and PAR90', async () => {
    const answer = await report('accounts-receivable', 'as_of=2019-06-30');
    expect(names(answer.rows)).toEqual(['Aging', 'Behind', 'Collect']);
    expect(answer.rows[0]).toMatchObject({
      balance: 900,
      bucket_1_30: 900,
      bucket_current: 0,
      paid_to_date: 100,
      financed_amount: 1000,
    });
    expect(answer.rows[2]).toMatchObject({ status: 'COLLECT', bucket_120_plus: 300 });
    // 1,700 in all: 800 more than 30 days past due, 300 more than 90.
    expect(answer.totals).toMatchObject({
      balance: 1700,
      bucket_current: 0,
      bucket_1_30: 900,
      bucket_31_60: 500,
      bucket_61_90: 0,
      bucket_91_120: 0,
      bucket_120_plus: 300,
      accounts: 3,
      par30: 47.06,
      par90: 17.65,
    });
    expect(answer.chart.series.map((s: { data: number[] }) => s.data[0])).toEqual([0, 900, 500, 0, 0, 300]);
  });

  it('reads an earlier date from the history', async () => {
    const answer = await report('accounts-receivable', 'as_of=2019-06-01');
    expect(answer.totals).toMatchObject({
      balance: 2500,
      bucket_current: 1700,
      accounts: 4,
      par30: 32,
      par90: 12,
    });
    expect(answer.rows.find((r: { customer: string }) => r.customer === 'Aging').paid_to_date).toBe(100);
  });

  it("shows the payment that was next due on the date, not today's", async () => {
    const aging = async (asOf: string) =>
      (await report('accounts-receivable', asOf)).rows.find(
        (r: { customer: string }) => r.customer === 'Aging',
      ).next_payment_due_date;
    // On June 30 the July installment was next; on July 5 (its first presentment made) August's; on
    // August 15 none presented since, so the account's next due date today.
    expect(await aging('as_of=2019-06-30')).toBe('2019-07-01');
    expect(await aging('as_of=2019-07-05')).toBe('2019-08-01');
    expect(await aging('as_of=2019-08-15')).toBe('2019-09-01');
    expect(await aging('')).toBe('2019-09-01');
  });

  it('defaults to today', async () => {
    const answer = await report('accounts-receivable', '');
    expect(answer.applied.as_of >= '2026-01-01').toBe(true);
    expect(answer.totals.balance).toBe(1700);
  });
});

describe('scope and downloads', () => {
  it.each(['new-agreements', 'status-change', 'delinquent-accounts', 'accounts-receivable'])(
    '%s: another client’s rows are never returned, counted, charted or exported',
    async (name) => {
      const query = `client_id=${own.clientId}&date_from=2019-01-01&date_to=2019-12-31&as_of=2019-06-30`;
      const answer = (await admin.get(`/api/reports/${name}?${query}`)).json();
      expect(JSON.stringify(answer)).not.toMatch(/Secret|9999/);
      const csv = await admin.get(`/api/reports/${name}?${query}&output_format=csv`);
      expect(csv.body).not.toMatch(/Secret/);
      expect((await facilityAdmin.get(`/api/reports/${name}?facility_id=${own.id}`)).statusCode).toBe(403);
      expect((await clientAdmin.get(`/api/reports/${name}?client_id=${theirs.clientId}`)).statusCode).toBe(
        403,
      );
    },
  );

  it('a CSV of Accounts Receivable parses back with the on-screen headers', async () => {
    const response = await clientAdmin.get(
      `/api/reports/accounts-receivable?facility_id=${own.id}&as_of=2019-06-30&output_format=csv`,
    );
    const [header, ...lines] = parseCsv(response.body);
    expect(header.slice(-6)).toEqual([
      'Current',
      '1–30 Days',
      '31–60 Days',
      '61–90 Days',
      '91–120 Days',
      'Over 120 Days',
    ]);
    expect(lines.map((l) => l[header.indexOf('Balance')])).toEqual(['900.00', '500.00', '300.00']);
  });

  it('an Excel file of Status Change opens with real dates', async () => {
    const response = await clientAdmin.get(
      `/api/reports/status-change?facility_id=${own.id}&${MAY}&output_format=xlsx`,
    );
    const rows = await readXlsx(response);
    expect(rows[0]).toContain('By');
    expect(rows).toHaveLength(5);
    expect(rows[1][1]).toBeInstanceOf(Date);
  });
});
