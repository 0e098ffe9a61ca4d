// The demo contracts (db/seed/contracts.ts): a dozen across the demo facilities, in the statuses a
// practice sees, readable through the API with their secrets masked; and the live accounts that reach
// each turn of the rewrite flow.
import { addBusinessDays, businessToday, previousBusinessDay } from '../../../src/shared/calendar';
import { addDays } from '../../../src/shared/dates';
import { DEMO_CONTRACT_COUNT } from '../../../src/server/db/seed/contracts';
import { VOLUME_CONTRACT_COUNT } from '../../../src/server/db/seed/contract-volume';
import { loggedInBrowser } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import { contractsTestApp } from './contract-fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await contractsTestApp();
}, 30_000);
afterAll(() => t.close());

test('a dozen contracts in the statuses of spec §4, with methods, history and notes', async () => {
  // The hand-written demo contracts are the ones with an SSN; the contract volume stores none.
  const rows = await t.db
    .selectFrom('contracts')
    .select(['status', 'is_deleted', 'facility_id'])
    .where('customer_ssn_encrypted', 'is not', null)
    .execute();
  expect(rows).toHaveLength(DEMO_CONTRACT_COUNT);
  expect(rows.length).toBeGreaterThanOrEqual(12);
  const statuses = new Set(rows.map((r) => r.status));
  for (const status of [
    'INCOMPLETE',
    'COLLECT',
    'WAITING E-SIGNATURE',
    'SIGNED',
    'ACTIVE',
    'REJECTED',
    'PROCESS FEE DECLINED',
  ]) {
    expect(statuses).toContain(status);
  }
  expect(rows.some((r) => r.is_deleted === 1)).toBe(true);
  expect(new Set(rows.map((r) => r.facility_id)).size).toBeGreaterThanOrEqual(4);
  for (const table of ['cards', 'banks', 'contract_status_history', 'contract_notes'] as const) {
    const count = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThan(0);
  }
});

test('an internal admin reads each of them through the API, masked', async () => {
  const admin = await loggedInBrowser(t.app, 'admin@example.com');
  const ids = await t.db
    .selectFrom('contracts')
    .select('id')
    .where('customer_ssn_encrypted', 'is not', null)
    .execute();
  for (const { id } of ids) {
    const response = await admin.get(`/api/crud/contract/${id}`);
    expect(response.statusCode).toBe(200);
    const view = response.json().contract;
    expect(view.customer_ssn).toMatch(/^\*\*\*-\*\*-\d{4}$/);
    for (const c of view.cards) expect(c.card_number).toMatch(/^\*+\d{4}$/);
  }
  const declined = await t.db
    .selectFrom('contracts')
    .select('id')
    .where('status', '=', 'PROCESS FEE DECLINED')
    .executeTakeFirstOrThrow();
  const view = (await admin.get(`/api/crud/contract/${declined.id}`)).json().contract;
  expect(view).toMatchObject({ cc_is_chargeable: false, editable: true });
});

/** A Riverside demo account read through the API as its practice's user, found by last name. */
async function riversideAccount(lastName: string) {
  const staff = await loggedInBrowser(t.app, 'create@example.com');
  const list = await staff.get(`/api/crud/contract?search_customer_last_name=${lastName}`);
  expect(list.statusCode).toBe(200);
  const rows = (list.json() as { rows: { id: number }[] }).rows;
  expect(rows).toHaveLength(1);
  return (await staff.get(`/api/crud/contract/${rows[0].id}`)).json().contract;
}

describe('live accounts for each turn of the rewrite flow (spec §4), as the servicing engine left them', () => {
  const today = businessToday();

  test('a payoff with collection fees, the next debit well ahead', async () => {
    const account = await riversideAccount('Payoff');
    expect(account).toMatchObject({
      customer_first_name: 'Noah',
      status: 'ACTIVE',
      rewrite_allowed: true,
      late_fee_due: 0,
      current_rewrite_id: null,
    });
    expect(account.return_fee_due).toBeGreaterThan(0);
    expect(account.payoff_amount).toBeGreaterThan(0);
    // Moved back for a bank debit, it is still more than a business day away: no warning.
    expect(previousBusinessDay(account.next_payment_due_date) > addBusinessDays(today, 1)).toBe(true);
  });

  test('a payoff whose next debit is too soon to stop', async () => {
    const account = await riversideAccount('Nextdebit');
    expect(account).toMatchObject({
      customer_first_name: 'Mia',
      status: 'ACTIVE',
      rewrite_allowed: true,
      late_fee_due: 0,
      return_fee_due: 0,
      // Her card is charged at today's close of business.
      next_payment_due_date: today,
    });
    expect(account.payoff_amount).toBeGreaterThan(0);
  });

  test('an account in collection the servicer does not allow to be rewritten', async () => {
    const account = await riversideAccount('Collect');
    expect(account).toMatchObject({
      customer_first_name: 'Liam',
      status: 'COLLECT',
      rewrite_allowed: false,
      current_rewrite_id: null,
    });
    expect(account.ebcs_account_number).toMatch(/^EB\d+$/);
  });

  test('an account paid in full: no payoff (the plain confirm)', async () => {
    const account = await riversideAccount('Fullpay');
    expect(account).toMatchObject({ status: 'ACTIVE', rewrite_allowed: true, payoff_amount: 0 });
  });
});

test('a practice’s volume at Riverside: every status over two years, some deleted, no secrets', async () => {
  const riverside = await t.db
    .selectFrom('facilities')
    .select('id')
    .where('name', '=', 'Riverside Animal Hospital')
    .executeTakeFirstOrThrow();
  const rows = await t.db
    .selectFrom('contracts')
    .select(['status', 'is_deleted', 'created_on', 'ebcs_account_number', 'facility_id'])
    .where('customer_ssn_encrypted', 'is', null)
    .execute();
  expect(rows).toHaveLength(VOLUME_CONTRACT_COUNT);
  expect(new Set(rows.map((r) => r.facility_id))).toEqual(new Set([riverside.id]));
  expect(new Set(rows.map((r) => r.status)).size).toBeGreaterThanOrEqual(8);
  expect(rows.filter((r) => r.is_deleted === 1).length).toBeGreaterThan(0);
  for (const r of rows.filter((x) => x.status === 'ACTIVE'))
    expect(r.ebcs_account_number).toMatch(/^EB3\d{5}$/);
  const ages = rows.map((r) => (Date.now() - Date.parse(r.created_on)) / 86_400_000);
  expect(Math.max(...ages)).toBeGreaterThan(365);
  expect(Math.max(...ages)).toBeLessThan(731);
});

describe('payment histories of the live accounts: what the servicing engine made of them', () => {
  const historyOf = async (lastName: string) => {
    const account = await riversideAccount(lastName);
    const staff = await loggedInBrowser(t.app, 'create@example.com');
    const rows = (await staff.get(`/api/crud/payment?contract_id=${account.id}`)).json().rows as {
      type: string;
    }[];
    return { account, types: rows.map((r) => r.type) };
  };

  test('Ava Garcia (bank) and Mia Nextdebit (card) are on schedule: debits only, nothing late', async () => {
    for (const [name, type] of [
      ['Garcia', 'ACH'],
      ['Nextdebit', 'CARD'],
    ]) {
      const { account, types } = await historyOf(name);
      expect(types.length).toBeGreaterThan(0);
      expect(new Set(types)).toEqual(new Set([type]));
      expect(account.days_late).toBe(0);
    }
  });

  test('Noah Payoff: each debit returned R01 with a return fee, re-presented and paid', async () => {
    const { account, types } = await historyOf('Payoff');
    expect(types).toEqual(expect.arrayContaining(['ACH', 'RETURN', 'RETURN FEE']));
    expect(types).not.toContain('LATE FEE');
    expect(account).toMatchObject({
      reason_for_return: 'R01 Insufficient Funds',
      type_of_last_payment: 'ACH',
    });
  });

  test('Liam Collect: every presentment returned, late fees, more than 90 days late, in collection', async () => {
    const { account, types } = await historyOf('Collect');
    expect(types.filter((x) => x === 'LATE FEE').length).toBeGreaterThanOrEqual(2);
    expect(account.days_late).toBeGreaterThan(90);
    expect(account.status).toBe('COLLECT');
    expect(account.date_sent_to_other_agcy).not.toBeNull();
  });

  test('Grace Fullpay: paid in full, the paid-in-full email sent by the engine', async () => {
    const { account, types } = await historyOf('Fullpay');
    expect(types.length).toBeGreaterThan(0);
    expect(account).toMatchObject({
      status: 'ACTIVE',
      remaining_agreement_balance: 0,
      total_payoff_with_fees: 0,
      next_payment_due_date: null,
      pif_email_sent: true,
    });
  });

  test("last month's remittance statement for Riverside Animal Hospital", async () => {
    const statements = await t.db
      .selectFrom('remittance_statements as s')
      .innerJoin('facilities as f', 'f.id', 's.facility_id')
      .select(['s.month', 's.gross_cents', 's.net_cents'])
      .where('f.name', '=', 'Riverside Animal Hospital')
      .orderBy('s.month', 'desc')
      .execute();
    // Made on a month's first business day (at its close of business) for the month before.
    const today = businessToday();
    const ranThisMonth = addBusinessDays(today, -1).slice(0, 7) === today.slice(0, 7);
    const monthStart = `${today.slice(0, 7)}-01`;
    const newest = addDays(ranThisMonth ? monthStart : addDays(monthStart, -1).slice(0, 7) + '-01', -1).slice(
      0,
      7,
    );
    expect(statements[0].month).toBe(newest);
    expect(Number(statements[0].gross_cents)).toBeGreaterThan(0);
  });
});
