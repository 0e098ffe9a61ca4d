// Summary (issue 12): per month and facility, month-end figures from account_history, collections and
// new agreements, computed by hand on rows the test writes; only the facility's summary contract
// types count (spec §3); scope; the CSV parsed back.
import { loggedInBrowser, type Browser } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  BRIGHT_SMILES,
  facilityIdOf,
  parseCsv,
  RIVERSIDE,
  SETUP_TIMEOUT,
} from '../resources/resource-fixtures';
import {
  addFacility,
  addHistory,
  addPayment,
  clientIdOf,
  insertContract,
  liveContract,
} from './practice-numbers-fixtures';

let t: TestApp;
let clientAdmin: Browser;
let facilityAdmin: Browser;
let admin: Browser;
let known: number;
let brightSmiles: number;
const PERIOD = 'month_from=2025-03&month_to=2025-04';

beforeAll(async () => {
  t = await createTestApp();
  known = (await addFacility(t.db, RIVERSIDE, { summary_contract_types: '[1, 2]' })).id;
  brightSmiles = await facilityIdOf(t.db, BRIGHT_SMILES);
  const live = (values: Parameters<typeof liveContract>[1]) =>
    insertContract(t.db, liveContract(known, values));
  const a = await live({
    contract_type: 1,
    signed_on: '2025-03-10T15:00:00.000Z',
    financed_amount_cents: 100_000,
  });
  const b = await live({
    contract_type: 2,
    signed_on: '2025-04-05T15:00:00.000Z',
    financed_amount_cents: 50_000,
  });
  const c = await live({
    contract_type: 3,
    signed_on: '2025-03-12T15:00:00.000Z',
    financed_amount_cents: 70_000,
  });
  // 10 pm on March 31 in New York: a March agreement.
  await live({ contract_type: 1, signed_on: '2025-04-01T02:00:00.000Z', financed_amount_cents: 20_000 });
  await addHistory(t.db, a, [
    { from: '2025-03-10', to: '2025-04-15', bucket: 'current', balance: 100_000 },
    { from: '2025-04-15', to: null, bucket: '31-60', balance: 80_000, pastDue: 20_000 },
  ]);
  await addHistory(t.db, b, [{ from: '2025-04-05', to: null, bucket: 'current', balance: 50_000 }]);
  await addHistory(t.db, c, [
    { from: '2025-03-12', to: null, bucket: '61-90', balance: 70_000, pastDue: 9_000 },
  ]);
  await addPayment(t.db, a, '2025-03-25', 'ACH', 10_000);
  await addPayment(t.db, a, '2025-04-02', 'RETURN', 3_000);
  await addPayment(t.db, b, '2025-04-20', 'CARD', 5_000);
  await addPayment(t.db, a, '2025-04-21', 'LATE FEE', 1_500);
  await addPayment(t.db, c, '2025-03-20', 'ACH', 9_999);
  // Another client's account in the same months.
  const theirs = await insertContract(
    t.db,
    liveContract(brightSmiles, { signed_on: '2025-03-10T15:00:00.000Z', financed_amount_cents: 77_700 }),
  );
  await addHistory(t.db, theirs, [{ from: '2025-03-10', to: null, bucket: 'current', balance: 77_700 }]);
  clientAdmin = await loggedInBrowser(t.app, 'client-admin@example.com');
  facilityAdmin = await loggedInBrowser(t.app, 'facility-admin@example.com');
  admin = await loggedInBrowser(t.app, 'admin@example.com');
}, SETUP_TIMEOUT);
afterAll(() => t.close());

const summary = async (b: Browser, query: string) => {
  const response = await b.get(`/api/reports/summary?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('Summary: per month and facility', () => {
  it('reads month-end figures, collections and new agreements of the counted contract types', async () => {
    const answer = await summary(clientAdmin, `facility_id=${known}&${PERIOD}`);
    expect(answer.count).toBe(2);
    const row = (month: string) => answer.rows.find((r: { month: string }) => r.month === month);
    expect(row('2025-03')).toMatchObject({
      facility_id: known,
      active_accounts: 1,
      balance: 1000,
      past_due_count: 0,
      past_due: 0,
      par30: 0,
      collected: 100,
      new_agreements: 2,
      amount_financed: 1200,
    });
    expect(row('2025-04')).toMatchObject({
      active_accounts: 2,
      balance: 1300,
      past_due_count: 1,
      past_due: 200,
      par30: 61.54, // 800 of 1,300 more than 30 days past due
      collected: 20, // 50 by card less a 30 return; a late fee is not money in
      new_agreements: 1,
      amount_financed: 500,
    });
    expect(answer.totals).toMatchObject({
      collected: 120,
      amount_financed: 1700,
      new_agreements: 3,
      last_balance: 1300,
      last_par30: 61.54,
    });
    expect(answer.chart.categories).toEqual(['2025-03', '2025-04']);
    expect(answer.chart.series[0].data).toEqual([1000, 1300]);
  });

  it('counts every contract type once the setting lists it', async () => {
    await t.db
      .updateTable('facilities')
      .set({ summary_contract_types: '[1,2,3]' })
      .where('id', '=', known)
      .execute();
    const answer = await summary(clientAdmin, `facility_id=${known}&${PERIOD}`);
    const march = answer.rows.find((r: { month: string }) => r.month === '2025-03');
    expect(march).toMatchObject({ active_accounts: 2, balance: 1700, past_due: 90, collected: 199.99 });
    await t.db
      .updateTable('facilities')
      .set({ summary_contract_types: '[1, 2]' })
      .where('id', '=', known)
      .execute();
  });

  it('downloads the CSV with the on-screen headers', async () => {
    const response = await clientAdmin.get(
      `/api/reports/summary?facility_id=${known}&${PERIOD}&output_format=csv`,
    );
    expect(response.statusCode).toBe(200);
    const [header, ...lines] = parseCsv(response.body);
    expect(header).toEqual([
      'Month',
      'Client',
      'Facility',
      'Active Accounts',
      'Balance Outstanding',
      'Past Due Accounts',
      'Past Due Amount',
      'PAR30 %',
      'Collected',
      'New Agreements',
      'Amount Financed',
    ]);
    expect(lines.map((l) => [l[0], l[4], l[8]])).toEqual([
      ['2025-03', '1000.00', '100.00'],
      ['2025-04', '1300.00', '20.00'],
    ]);
  });
});

describe('Summary: scope', () => {
  it("a client's summary never counts another client's facilities", async () => {
    const riverside = await clientIdOf(t.db, '12');
    const answer = await summary(clientAdmin, `client_id=${riverside}&${PERIOD}&limit=100`);
    const facilities = new Set(answer.rows.map((r: { facility_id: number }) => r.facility_id));
    expect(facilities.has(known)).toBe(true);
    expect(facilities.has(brightSmiles)).toBe(false);
    const everything = await summary(admin, `${PERIOD}&limit=100`);
    expect(everything.rows.some((r: { facility_id: number }) => r.facility_id === brightSmiles)).toBe(true);
  });

  it("refuses a facility admin another facility's summary", async () => {
    expect((await facilityAdmin.get(`/api/reports/summary?facility_id=${known}&${PERIOD}`)).statusCode).toBe(
      403,
    );
    const own = await summary(facilityAdmin, `${PERIOD}&limit=100`);
    expect(own.rows.every((r: { facility_id: number }) => r.facility_id !== known)).toBe(true);
  });
});
