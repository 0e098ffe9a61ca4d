// Enterprise reports (issue 12): internal admins only; the month's Summary figures of every client with
// its facilities beneath, the client's row adding up its facilities'; the return-rate monitor's rates
// computed by hand and its warnings acknowledged.
import { businessToday } from '../../../src/shared/calendar';
import { addDays } from '../../../src/shared/dates';
import { ENTERPRISE_ANALYSIS_COLUMNS, ENTERPRISE_COLUMNS } from '../../../src/shared/enterprise';
import { loggedInBrowser, type Browser } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { parseCsv, RIVERSIDE, SETUP_TIMEOUT } from '../resources/resource-fixtures';
import {
  addFacility,
  addHistory,
  addPayment,
  insertContract,
  liveContract,
} from './practice-numbers-fixtures';

let t: TestApp;
let admin: Browser;
let clientAdmin: Browser;
let facilityAdmin: Browser;
let clientId: number;
let facilityA: number;
let facilityB: number;
let alertId: number;

beforeAll(async () => {
  t = await createTestApp();
  const client = await t.db
    .insertInto('clients')
    .values({ name: 'Known Answers Group', client_number: '9876' })
    .returning('id')
    .executeTakeFirstOrThrow();
  clientId = client.id;
  facilityA = (await addFacility(t.db, RIVERSIDE, { client_id: clientId })).id;
  facilityB = (await addFacility(t.db, RIVERSIDE, { client_id: clientId })).id;
  const a = await insertContract(
    t.db,
    liveContract(facilityA, { signed_on: '2025-03-10T15:00:00.000Z', financed_amount_cents: 100_000 }),
  );
  const b = await insertContract(
    t.db,
    liveContract(facilityB, { signed_on: '2025-02-10T15:00:00.000Z', financed_amount_cents: 60_000 }),
  );
  await addHistory(t.db, a, [{ from: '2025-03-10', to: null, bucket: 'current', balance: 100_000 }]);
  await addHistory(t.db, b, [
    { from: '2025-02-10', to: null, bucket: '31-60', balance: 50_000, pastDue: 20_000 },
  ]);
  await addPayment(t.db, a, '2025-03-20', 'ACH', 10_000);
  // The last 60 days of ACH debits of the client: 4, one R01 and one R10 back.
  const day = addDays(businessToday(), -3);
  const entry = (n: number, status: 'sent' | 'returned', code: string | null) => ({
    contract_id: a,
    entry_key: `known:${n}`,
    kind: 'installment' as const,
    installment_number: n,
    method: 'ACH' as const,
    business_day: day,
    effective_date: day,
    client_id: clientId,
    status,
    return_code: code,
    amount_cents: 10_000,
    created_on: new Date().toISOString(),
  });
  await t.db
    .insertInto('servicing_entries')
    .values([
      entry(1, 'sent', null),
      entry(2, 'sent', null),
      entry(3, 'returned', 'R01'),
      entry(4, 'returned', 'R10'),
    ])
    .execute();
  const alert = await t.db
    .insertInto('servicing_alerts')
    .values({
      business_day: day,
      scope: `client:${clientId}`,
      category: 'unauthorized',
      rate_percent: 25,
      threshold_percent: 0.5,
      returns: 1,
      entries: 4,
      created_on: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  alertId = alert.id;
  admin = await loggedInBrowser(t.app, 'admin@example.com');
  clientAdmin = await loggedInBrowser(t.app, 'client-admin@example.com');
  facilityAdmin = await loggedInBrowser(t.app, 'facility-admin@example.com');
}, SETUP_TIMEOUT);
afterAll(() => t.close());

describe('Enterprise reports: the Summary of every client', () => {
  it('shows one row per client with its facilities beneath, adding up', async () => {
    const response = await admin.get('/api/enterprise/summary?month=2025-03');
    expect(response.statusCode).toBe(200);
    const { clients, total } = response.json();
    const ours = clients.find((c: { client_id: number }) => c.client_id === clientId);
    expect(ours.facilities.map((f: { facility_id: number }) => f.facility_id)).toEqual([
      facilityA,
      facilityB,
    ]);
    expect(ours.facilities[0]).toMatchObject({
      active_accounts: 1,
      balance: 1000,
      collected: 100,
      new_agreements: 1,
    });
    expect(ours.facilities[1]).toMatchObject({
      active_accounts: 1,
      balance: 500,
      past_due_count: 1,
      past_due: 200,
      par30: 100,
      new_agreements: 0,
    });
    expect(ours).toMatchObject({
      active_accounts: 2,
      balance: 1500,
      past_due: 200,
      par30: 33.33, // 500 of 1,500
      delinquency_rate: 50,
      collected: 100,
      new_agreements: 1,
      amount_financed: 1000,
    });
    expect(clients.length).toBeGreaterThan(1);
    expect(total.active_accounts).toBe(
      clients.reduce((s: number, c: { active_accounts: number }) => s + c.active_accounts, 0),
    );
  });

  it('downloads the rows with the on-screen headers', async () => {
    const csv = await admin.get('/api/enterprise/summary?month=2025-03&output_format=csv');
    expect(csv.statusCode).toBe(200);
    const [header, ...lines] = parseCsv(csv.body);
    expect(header).toEqual(ENTERPRISE_COLUMNS.map((c) => c.header));
    const ours = lines.findIndex((l) => l[0] === 'Known Answers Group' && l[1] === 'All facilities');
    expect(lines[ours].slice(2, 5)).toEqual(['2', '1500.00', '1']);
    expect(lines[ours + 1][0]).toBe('Known Answers Group');
  });

  it('is for internal admins only', async () => {
    expect((await clientAdmin.get('/api/enterprise/summary')).statusCode).toBe(403);
    expect((await facilityAdmin.get('/api/enterprise/return_rates')).statusCode).toBe(403);
    expect((await clientAdmin.post(`/api/enterprise/alerts/${alertId}/acknowledge`)).statusCode).toBe(403);
  });
});

describe('Enterprise reports: the Analysis of every client', () => {
  it('one row per client and facility: the twelve months of the Analysis report added up', async () => {
    const response = await admin.get('/api/enterprise/analysis?month=2025-03');
    expect(response.statusCode).toBe(200);
    const { month, clients, total } = response.json();
    expect(month).toBe('2025-03');
    const ours = clients.find((c: { client_id: number }) => c.client_id === clientId);
    expect(ours.facilities.map((f: { facility_id: number }) => f.facility_id)).toEqual([
      facilityA,
      facilityB,
    ]);
    // Facility A: one plan signed in March 2025 for $1,000.00, $100.00 collected; B: February's $600.00.
    expect(ours.facilities[0].figures).toMatchObject({ new_plans: 1, amount_financed: 1000, collected: 100 });
    expect(ours.facilities[1].figures).toMatchObject({ new_plans: 1, amount_financed: 600, collected: 0 });
    expect(ours.figures).toMatchObject({
      new_plans: 2,
      amount_financed: 1600,
      collected: 100,
      // One of the two accounts past due at March's end.
      delinquency_rate: 50,
    });
    // The same figures as the client's own Analysis report, summed over its twelve months.
    const report = (await admin.get(`/api/analysis?month_to=2025-03&client_id=${clientId}`)).json();
    const sum = (name: string) =>
      report.months.reduce((t: number, m: Record<string, number>) => t + Number(m[name] ?? 0), 0);
    expect(ours.figures.new_plans).toBe(sum('new_plans'));
    expect(ours.figures.collected).toBeCloseTo(sum('collected'), 2);
    expect(ours.figures.roll_1).toBe(report.months[11].roll_1);
    expect(total.new_plans).toBeGreaterThanOrEqual(2);
  });

  it('downloads the rows with the on-screen headers', async () => {
    const csv = await admin.get('/api/enterprise/analysis?month=2025-03&output_format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/enterprise-analysis-2025-03-/);
    const [header, ...lines] = parseCsv(csv.body);
    expect(header).toEqual(ENTERPRISE_ANALYSIS_COLUMNS.map((c) => c.header));
    const ours = lines.findIndex((l) => l[0] === 'Known Answers Group' && l[1] === 'All facilities');
    expect(lines[ours].slice(2, 4)).toEqual(['2', '1600.00']);
    const xlsx = await admin.get('/api/enterprise/analysis?month=2025-03&output_format=xlsx');
    expect(xlsx.statusCode).toBe(200);
  });

  it('is for internal admins only', async () => {
    expect((await clientAdmin.get('/api/enterprise/analysis')).statusCode).toBe(403);
    expect((await facilityAdmin.get('/api/enterprise/analysis?output_format=csv')).statusCode).toBe(403);
  });
});

describe('Enterprise reports: the return-rate monitor', () => {
  it("shows the client's rolling 60-day rates and its warnings", async () => {
    const monitor = (await admin.get('/api/enterprise/return_rates')).json();
    expect(monitor.thresholds).toEqual({ unauthorized: 0.5, administrative: 3, overall: 15 });
    expect(monitor.rates[0].scope).toBe('all');
    const ours = monitor.rates.find((r: { scope: string }) => r.scope === `client:${clientId}`);
    expect(ours).toEqual({
      scope: `client:${clientId}`,
      name: 'Known Answers Group',
      entries: 4,
      returns: { unauthorized: 1, administrative: 0, overall: 2 },
      rates: { unauthorized: 25, administrative: 0, overall: 50 },
    });
    const alert = monitor.alerts.find((a: { id: number }) => a.id === alertId);
    expect(alert).toMatchObject({
      name: 'Known Answers Group',
      category: 'unauthorized',
      acknowledged: false,
    });
  });

  it('lets an admin acknowledge a warning', async () => {
    const response = await admin.post(`/api/enterprise/alerts/${alertId}/acknowledge`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: alertId, acknowledged: true });
    const monitor = (await admin.get('/api/enterprise/return_rates')).json();
    expect(monitor.alerts.find((a: { id: number }) => a.id === alertId).acknowledged).toBe(true);
    expect((await admin.post('/api/enterprise/alerts/999999/acknowledge')).statusCode).toBe(404);
  });
});
