// GET /api/stats (spec §7, issue 12 "The dashboard"): each figure on data with known answers, in the
// user's scope (another client's contracts never counted; a facility out of reach is a 403), aging only
// for facility admins and up.
import { businessToday } from '../../../src/shared/calendar';
import { addDays } from '../../../src/shared/dates';
import { loggedInBrowser, type Browser } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { BRIGHT_SMILES, facilityIdOf, RIVERSIDE, SETUP_TIMEOUT } from '../resources/resource-fixtures';
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
let create: Browser;
let admin: Browser;
let known: number;
let riverside: number;
let brightSmiles: number;
const today = businessToday();
const now = new Date().toISOString();
const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  known = (await addFacility(t.db, RIVERSIDE)).id;
  riverside = await facilityIdOf(t.db, RIVERSIDE);
  brightSmiles = await facilityIdOf(t.db, BRIGHT_SMILES);
  const c = (values: Parameters<typeof insertContract>[1]) => insertContract(t.db, values);
  await c({ facility_id: known, csr_status: 'RECEIVED AUTHORIZATION' });
  await c({ facility_id: known, status: 'WAITING E-SIGNATURE' });
  await c({ facility_id: known, status: 'PROCESS FEE DECLINED' });
  const late = await c(
    liveContract(known, { financed_amount_cents: 100_000, signed_on: now, days_late: 12, csr_skipped: 1 }),
  );
  await c({ facility_id: known, created_on: tenDaysAgo });
  await c({ facility_id: known, created_on: tenDaysAgo, is_deleted: 1 });
  const current = await c(
    liveContract(known, { financed_amount_cents: 50_000, signed_on: now, days_late: 0 }),
  );
  await addPayment(t.db, late, today, 'ACH', 12_000);
  await addPayment(t.db, current, today, 'CARD', 5_000);
  await addPayment(t.db, late, today, 'RETURN', 2_000);
  await addPayment(t.db, current, today, 'LATE FEE', 1_500); // a fee charged is not money collected
  // The servicer flagged the late account's bank after an R02.
  await t.db
    .insertInto('banks')
    .values({
      contract_id: late,
      bank_name: 'First Bank',
      aba_number: '011000015',
      account_number_encrypted: 'x',
      account_number_last4: '1234',
      first_name_on_account: 'Test',
      last_name_on_account: 'Person',
      is_savings_account: 0,
      is_business_account: 0,
      preferred: 1,
      flagged_bad_on: addDays(today, -3),
      flagged_bad_code: 'R02',
    })
    .execute();
  await addHistory(t.db, late, [
    { from: '2025-12-01', to: addDays(today, -20), bucket: 'current', balance: 100_000 },
    { from: addDays(today, -20), to: null, bucket: '1-30', balance: 90_000, pastDue: 12_000 },
  ]);
  await addHistory(t.db, current, [
    { from: addDays(today, -40), to: null, bucket: 'current', balance: 45_000 },
  ]);
  // Another client's late account: never in Riverside's figures.
  await c(liveContract(brightSmiles, { financed_amount_cents: 70_000, signed_on: now, days_late: 3 }));
  clientAdmin = await loggedInBrowser(t.app, 'client-admin@example.com');
  facilityAdmin = await loggedInBrowser(t.app, 'facility-admin@example.com');
  create = await loggedInBrowser(t.app, 'create@example.com');
  admin = await loggedInBrowser(t.app, 'admin@example.com');
}, SETUP_TIMEOUT);
afterAll(() => t.close());

const stats = async (b: Browser, query: string) => {
  const response = await b.get(`/api/stats?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('GET /api/stats: the figures of one facility', () => {
  it('counts what needs the staff today', async () => {
    const s = await stats(clientAdmin, `facility_id=${known}`);
    expect(s.facility_ids).toEqual([known]);
    expect(s.todo).toEqual({
      csr_approval: 1,
      waiting_signature: 1,
      fee_declined: 1,
      missed_payments: 1,
      bank_flagged: 1,
      stale_incomplete: 1,
    });
  });

  it("sums this month's new agreements, collections (returns taken off, fees not money in) and past due", async () => {
    const s = await stats(clientAdmin, `facility_id=${known}`);
    expect(s.month).toEqual({
      month: today.slice(0, 7),
      new_agreements: 2,
      amount_financed: 1500,
      collected: 150,
    });
    expect(s.past_due).toEqual({ accounts: 1, amount: 120 });
    expect(s.new_plans).toHaveLength(12);
    expect(s.new_plans[11]).toEqual({ month: today.slice(0, 7), count: 2, amount: 1500 });
    expect(s.new_plans.slice(0, 11).every((m: { count: number }) => m.count === 0)).toBe(true);
  });

  it('draws the funnel of the contracts started in twelve months', async () => {
    const s = await stats(clientAdmin, `facility_id=${known}`);
    expect(s.funnel).toEqual({ requested: 7, approved: 2, signed: 2, active: 2 });
  });

  it("ages today's live balances from account_history (a closed row no longer counts)", async () => {
    const s = await stats(clientAdmin, `facility_id=${known}`);
    expect(s.aging).toEqual([
      { bucket: 'current', accounts: 1, balance: 450 },
      { bucket: '1-30', accounts: 1, balance: 900 },
      { bucket: '31-60', accounts: 0, balance: 0 },
      { bucket: '61-90', accounts: 0, balance: 0 },
      { bucket: '91-120', accounts: 0, balance: 0 },
      { bucket: '120+', accounts: 0, balance: 0 },
    ]);
  });
});

describe('GET /api/stats: scope', () => {
  it("a client's figures take in its facilities and never another client's", async () => {
    const riversideClient = await clientIdOf(t.db, '12');
    const all = await stats(clientAdmin, `client_id=${riversideClient}`);
    expect(all.facility_ids).toContain(known);
    expect(all.facility_ids).not.toContain(brightSmiles);
    const one = await stats(clientAdmin, `facility_id=${known}`);
    expect(all.todo.missed_payments).toBeGreaterThanOrEqual(one.todo.missed_payments);
    const everything = await stats(clientAdmin, '');
    expect(everything.facility_ids).not.toContain(brightSmiles);
    const dental = await stats(admin, `facility_id=${brightSmiles}`);
    expect(dental.todo.missed_payments).toBeGreaterThanOrEqual(1);
  });

  it('refuses a facility or a client out of reach with a 403', async () => {
    expect((await facilityAdmin.get(`/api/stats?facility_id=${known}`)).statusCode).toBe(403);
    expect((await clientAdmin.get(`/api/stats?facility_id=${brightSmiles}`)).statusCode).toBe(403);
    const dentalClient = (
      await t.db
        .selectFrom('facilities')
        .select('client_id')
        .where('id', '=', brightSmiles)
        .executeTakeFirstOrThrow()
    ).client_id;
    expect((await clientAdmin.get(`/api/stats?client_id=${dentalClient}`)).statusCode).toBe(403);
    expect((await clientAdmin.get('/api/stats?facility_id=abc')).statusCode).toBe(400);
  });

  it('shows aging to facility admins and up, not to staff', async () => {
    expect((await stats(facilityAdmin, `facility_id=${riverside}`)).aging).toHaveLength(6);
    expect((await stats(create, `facility_id=${riverside}`)).aging).toBeNull();
  });
});
