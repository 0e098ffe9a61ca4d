// Analysis (issue 12): twelve months of new plans, collected against scheduled, the delinquency rate,
// roll rates between aging buckets, CSR approval by credit grade and new plans sent to COLLECT, each
// computed by hand on rows the test writes; only the facility's analysis contract types count
// (spec §3); scope; the CSV parsed back with the on-screen headers.
import { ANALYSIS_COLUMNS } from '../../../src/shared/analysis';
import { loggedInBrowser, type Browser } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  BRIGHT_SMILES,
  facilityIdOf,
  parseCsv,
  readXlsx,
  RIVERSIDE,
  SETUP_TIMEOUT,
} from '../resources/resource-fixtures';
import {
  addFacility,
  addHistory,
  addPayment,
  insertContract,
  liveContract,
} from './practice-numbers-fixtures';

let t: TestApp;
let clientAdmin: Browser;
let facilityAdmin: Browser;
let create: Browser;
let known: number;
let brightSmiles: number;

const monthly = (first: string, payments: number) => ({
  first_payment_due_date: first,
  billing_cycle: 'monthly',
  number_of_payments: payments,
  payment_amount_cents: 10_000,
  total_of_payments_cents: 10_000 * payments,
});

beforeAll(async () => {
  t = await createTestApp();
  known = (await addFacility(t.db, RIVERSIDE, { analysis_contract_types: '[1]' })).id;
  brightSmiles = await facilityIdOf(t.db, BRIGHT_SMILES);
  const live = (values: Parameters<typeof liveContract>[1]) =>
    insertContract(t.db, liveContract(known, values));
  const credit = (grade: string) => ({ csr_status: 'COMPLETED', credit_grade: grade });
  const a = await live({
    signed_on: '2025-03-10T15:00:00.000Z',
    created_on: '2025-03-01T15:00:00.000Z',
    financed_amount_cents: 100_000,
    ...monthly('2025-04-01', 10),
    ...credit('A'),
  });
  const b = await live({
    signed_on: '2025-02-05T15:00:00.000Z',
    created_on: '2025-02-01T15:00:00.000Z',
    financed_amount_cents: 50_000,
    ...monthly('2025-03-05', 5),
    ...credit('B'),
  });
  await insertContract(t.db, {
    facility_id: known,
    contract_type: 1,
    status: 'REJECTED',
    created_on: '2025-03-02T15:00:00.000Z',
    ...credit('B'),
  });
  const other = await live({
    contract_type: 2,
    signed_on: '2025-03-11T15:00:00.000Z',
    created_on: '2025-03-11T15:00:00.000Z',
    financed_amount_cents: 99_900,
    ...monthly('2025-04-01', 9),
    ...credit('A'),
  });
  await addHistory(t.db, a, [
    { from: '2025-03-10', to: '2025-04-15', bucket: 'current', balance: 100_000 },
    { from: '2025-04-15', to: '2025-05-20', bucket: '1-30', balance: 90_000, pastDue: 10_000 },
    { from: '2025-05-20', to: null, bucket: '61-90', balance: 90_000, pastDue: 30_000, status: 'COLLECT' },
  ]);
  await addHistory(t.db, b, [
    { from: '2025-02-05', to: '2025-03-20', bucket: 'current', balance: 50_000 },
    { from: '2025-03-20', to: null, bucket: '1-30', balance: 40_000, pastDue: 10_000 },
  ]);
  await addHistory(t.db, other, [
    { from: '2025-03-11', to: null, bucket: '31-60', balance: 99_900, pastDue: 9_000 },
  ]);
  await addPayment(t.db, a, '2025-04-01', 'ACH', 10_000);
  await addPayment(t.db, b, '2025-03-05', 'ACH', 10_000);
  await addPayment(t.db, b, '2025-03-10', 'RETURN', 10_000);
  await addPayment(t.db, other, '2025-04-01', 'ACH', 5_000);
  clientAdmin = await loggedInBrowser(t.app, 'client-admin@example.com');
  facilityAdmin = await loggedInBrowser(t.app, 'facility-admin@example.com');
  create = await loggedInBrowser(t.app, 'create@example.com');
}, SETUP_TIMEOUT);
afterAll(() => t.close());

const analysis = async (query: string) => {
  const response = await clientAdmin.get(`/api/analysis?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('Analysis: twelve months with known answers', () => {
  it('lists the twelve months up to the month asked', async () => {
    const answer = await analysis(`facility_id=${known}&month_to=2025-04`);
    expect(answer.months.map((m: { month: string }) => m.month)).toEqual([
      '2024-05', '2024-06', '2024-07', '2024-08', '2024-09', '2024-10',
      '2024-11', '2024-12', '2025-01', '2025-02', '2025-03', '2025-04',
    ]); // prettier-ignore
  });

  it('new plans, collected against scheduled, delinquency and roll rates per month', async () => {
    const { months } = await analysis(`facility_id=${known}&month_to=2025-04`);
    const [feb, mar, apr] = months.slice(-3);
    expect(feb).toMatchObject({
      new_plans: 1,
      amount_financed: 500,
      scheduled: 0,
      collected: 0,
      collected_percent: null,
      delinquency_rate: 0,
      roll_0: null, // nothing was current at the end of January
    });
    expect(mar).toMatchObject({
      new_plans: 1,
      amount_financed: 1000,
      scheduled: 100, // B's first payment
      collected: 0, // paid, then returned
      collected_percent: 0,
      delinquency_rate: 50, // B of A and B
      roll_0: 80, // 400 in 1–30 at the end of March ÷ 500 current at the end of February
      roll_1: null,
      sent_to_collect: 1, // A, since
    });
    expect(apr).toMatchObject({
      new_plans: 0,
      scheduled: 200, // A's first and B's second
      collected: 100,
      collected_percent: 50,
      delinquency_rate: 100,
      roll_0: 130, // (900 + 400) in 1–30 ÷ 1,000 current the month before
      roll_1: 0, // nothing in 31–60 ÷ 400 in 1–30
    });
    expect(feb.sent_to_collect).toBe(0);
  });

  it('CSR approval rate by credit grade, of the counted contract types', async () => {
    const { grades } = await analysis(`facility_id=${known}&month_to=2025-04`);
    expect(grades).toEqual([
      { grade: 'A', requested: 1, approved: 1, rate: 100 },
      { grade: 'B', requested: 2, approved: 1, rate: 50 },
    ]);
  });

  it('downloads the month table with the on-screen headers', async () => {
    const csv = await clientAdmin.get(
      `/api/analysis?facility_id=${known}&month_to=2025-04&output_format=csv`,
    );
    expect(csv.statusCode).toBe(200);
    const [header, ...lines] = parseCsv(csv.body);
    expect(header).toEqual(ANALYSIS_COLUMNS.map((c) => c.header));
    expect(lines).toHaveLength(12);
    expect(lines[10].slice(0, 7)).toEqual(['2025-03', '1', '1000.00', '100.00', '0.00', '0', '50']);
    const xlsx = await clientAdmin.get(
      `/api/analysis?facility_id=${known}&month_to=2025-04&output_format=xlsx`,
    );
    expect((await readXlsx(xlsx))[12].slice(0, 5)).toEqual(['2025-04', 0, 0, 200, 100]);
  });
});

describe('Analysis: scheduled', () => {
  it('sums the installments of plans sharing a schedule, each with its own level and last payment', async () => {
    const facility = (await addFacility(t.db, RIVERSIDE, { analysis_contract_types: '[1]' })).id;
    const plan = (first: string, payments: number, level: number, total: number) =>
      insertContract(
        t.db,
        liveContract(facility, {
          signed_on: '2025-05-20T15:00:00.000Z',
          financed_amount_cents: total,
          first_payment_due_date: first,
          billing_cycle: 'monthly',
          number_of_payments: payments,
          payment_amount_cents: level,
          total_of_payments_cents: total,
        }),
      );
    await plan('2025-06-10', 3, 3_333, 10_000); // last 3,334
    await plan('2025-06-10', 3, 5_000, 14_000); // last 4,000
    await plan('2025-07-20', 2, 1_000, 2_500); // last 1,500
    const answer = await analysis(`facility_id=${facility}&month_to=2025-09`);
    const scheduled = Object.fromEntries(
      answer.months.map((m: { month: string; scheduled: number }) => [m.month, m.scheduled]),
    );
    expect(scheduled).toMatchObject({
      '2025-05': 0,
      '2025-06': 83.33,
      '2025-07': 93.33,
      '2025-08': 88.34,
      '2025-09': 0,
    });
  });
});

describe('Analysis: scope', () => {
  it("refuses another facility's or client's analysis, and staff", async () => {
    expect((await facilityAdmin.get(`/api/analysis?facility_id=${known}`)).statusCode).toBe(403);
    expect((await clientAdmin.get(`/api/analysis?facility_id=${brightSmiles}`)).statusCode).toBe(403);
    expect((await create.get('/api/analysis')).statusCode).toBe(403);
    expect((await clientAdmin.get('/api/analysis?month_to=2025-13')).statusCode).toBe(400);
  });
});
