// The demo contracts (db/seed/contracts.ts): a dozen across the demo facilities, in the statuses a
// practice sees, readable through the API with their secrets masked.
import { DEMO_CONTRACT_COUNT } from '../../../src/server/db/seed/contracts';
import { loggedInBrowser } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import { contractsTestApp } from './contract-fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await contractsTestApp();
});
afterAll(() => t.close());

test('a dozen contracts in the statuses of spec §4, with methods, history and notes', async () => {
  const rows = await t.db.selectFrom('contracts').select(['status', 'is_deleted', 'facility_id']).execute();
  expect(rows).toHaveLength(DEMO_CONTRACT_COUNT);
  expect(rows.length).toBeGreaterThanOrEqual(12);
  const statuses = new Set(rows.map((r) => r.status));
  for (const status of [
    'INCOMPLETE',
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
  const ids = await t.db.selectFrom('contracts').select('id').execute();
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
