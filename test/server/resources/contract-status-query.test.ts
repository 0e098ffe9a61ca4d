// The contract list's status query (spec §2 Contracts sub-menu): status=<value>, or the same value in
// belongs_queries; each defined by stored fields in resources/contract-status-query.ts.
import { loggedInBrowser, type Browser } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { facilityIdOf, insertContract, SETUP_TIMEOUT } from './resource-fixtures';

let t: TestApp;
let clientAdmin: Browser;
let admin: Browser;
let grooming: number;
let east: number;
const ids: Record<string, number> = {};

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  clientAdmin = await loggedInBrowser(t.app, 'client-admin@example.com');
  admin = await loggedInBrowser(t.app, 'admin@example.com');
  grooming = await facilityIdOf(t.db, 'Riverside Grooming & Boarding');
  east = await facilityIdOf(t.db, 'Riverside Pet Clinic East');
  const add = async (key: string, values: Record<string, unknown>) => {
    ids[key] = await insertContract(t.db, { facility_id: grooming, created_on: daysAgo(3), ...values });
  };
  await add('today', { status: 'INCOMPLETE', created_on: new Date().toISOString() });
  await add('csr', { status: 'INCOMPLETE', csr_status: 'RECEIVED AUTHORIZATION' });
  await add('csrDone', { status: 'INCOMPLETE', csr_status: 'COMPLETED' });
  await add('esign', { status: 'WAITING E-SIGNATURE' });
  await add('upload', { status: 'WAITING CONTRACT UPLOAD' });
  await add('application', { status: 'WAITING AGREEMENT APPLICATION' });
  await add('signed', { status: 'SIGNED' });
  await add('active', { status: 'ACTIVE', days_late: 0 });
  await add('late', { status: 'COLLECT', days_late: 45 });
  await add('rejected', { status: 'REJECTED' });
  await add('declined', { status: 'PROCESS FEE DECLINED' });
  await add('deleted', { status: 'WAITING E-SIGNATURE', is_deleted: 1 });
  await add('stale', { status: 'INCOMPLETE', created_on: daysAgo(8) });
  // The servicing engine flagged the late account's bank after an R02 (its other bank is fine).
  const bank = (values: Record<string, unknown>) =>
    t.db
      .insertInto('banks')
      .values({
        contract_id: ids.late,
        bank_name: 'First Bank',
        aba_number: '011000015',
        account_number_encrypted: 'x',
        account_number_last4: '1234',
        first_name_on_account: 'Test',
        last_name_on_account: 'Person',
        is_savings_account: 0,
        is_business_account: 0,
        preferred: 0,
        ...values,
      })
      .execute();
  await bank({ preferred: 1, flagged_bad_on: '2026-10-02', flagged_bad_code: 'R02' });
  await bank({ contract_id: ids.active });
}, SETUP_TIMEOUT);
afterAll(() => t.close());

const ADMIN_ONLY = ['started-today', 'incomplete-waiting'];

async function idsOf(status: string, facility = grooming) {
  // Started Today and Incomplete/Waiting are the internal admins' (spec §2).
  const reader = ADMIN_ONLY.includes(status) ? admin : clientAdmin;
  const response = await reader.get(`/api/crud/contract?facility_id=${facility}&status=${status}`);
  expect(response.statusCode).toBe(200);
  return new Set(response.json().rows.map((r: { id: number }) => r.id));
}
const keysOf = (set: Set<unknown>) =>
  Object.keys(ids)
    .filter((k) => set.has(ids[k]))
    .sort();

describe('status query values', () => {
  test.each([
    [
      'all',
      [
        'active',
        'application',
        'csr',
        'csrDone',
        'declined',
        'esign',
        'late',
        'rejected',
        'signed',
        'stale',
        'today',
        'upload',
      ],
    ],
    ['started-today', ['today']],
    ['incomplete-waiting', ['application', 'csr', 'csrDone', 'esign', 'stale', 'today', 'upload']],
    ['waiting-csr', ['csr']],
    ['waiting-signature', ['application', 'esign', 'upload']],
    ['completed', ['active', 'late', 'signed']],
    ['missed-payments', ['late']],
    ['bank-flagged', ['late']],
    // Created three days ago (add's default): not yet stale; 'stale' was added eight days ago.
    ['incomplete-stale', ['stale']],
    ['rejected', ['rejected']],
    ['process-fee-declined', ['declined']],
    ['deleted', ['deleted']],
  ])('%s', async (status, expected) => {
    expect(keysOf(await idsOf(status))).toEqual(expected);
  });

  test("the flagged bank account says so on the contract, in the bank's words", async () => {
    const response = await clientAdmin.get(`/api/crud/contract/${ids.late}`);
    expect(response.json().contract.banks).toEqual([
      expect.objectContaining({ flagged_bad_on: '2026-10-02', flagged_bad_reason: 'R02 Account Closed' }),
    ]);
  });

  test('no status query is "all": deleted contracts are left out', async () => {
    const response = await clientAdmin.get(`/api/crud/contract?facility_id=${grooming}`);
    expect(response.json().count).toBe(12);
  });

  test('belongs_queries names the same values', async () => {
    const response = await clientAdmin.get(
      `/api/crud/contract?facility_id=${grooming}&belongs_queries=rejected`,
    );
    expect(response.json().rows.map((r: { id: number }) => r.id)).toEqual([ids.rejected]);
  });

  test('started-today is oldest first; incomplete-waiting is ordered by facility name', async () => {
    const second = await insertContract(t.db, {
      facility_id: grooming,
      created_on: new Date().toISOString(),
    });
    const today = (await admin.get(`/api/crud/contract?facility_id=${grooming}&status=started-today`)).json();
    expect(today.rows.map((r: { id: number }) => r.id)).toEqual([ids.today, second]);
    await t.db.deleteFrom('contracts').where('id', '=', second).execute();

    await insertContract(t.db, { facility_id: east, status: 'INCOMPLETE' });
    const waiting = (await admin.get('/api/crud/contract?status=incomplete-waiting&limit=1000')).json();
    const names = waiting.rows.map((r: { facility: string }) => r.facility);
    expect(names).toEqual([...names].sort());
    expect(new Set(names).size).toBeGreaterThan(1);
  });

  test('an explicit orderby wins over the query’s own', async () => {
    const response = await clientAdmin.get(
      `/api/crud/contract?facility_id=${grooming}&status=waiting-signature&orderby=-id`,
    );
    expect(response.json().rows.map((r: { id: number }) => r.id)).toEqual([
      ids.application,
      ids.upload,
      ids.esign,
    ]);
  });
});

describe('admin-only status queries (spec §2 sub-menu: Started Today, Incomplete/Waiting)', () => {
  test.each(ADMIN_ONLY)(
    '%s is refused to users who are not internal admins, however asked',
    async (status) => {
      const staff = await loggedInBrowser(t.app, 'create@example.com');
      for (const reader of [clientAdmin, staff]) {
        for (const query of [
          `status=${status}`,
          `belongs_queries=${status}`,
          `status=${status}&output_format=csv`,
        ]) {
          const response = await reader.get(`/api/crud/contract?${query}`);
          expect(response.statusCode).toBe(403);
          expect(response.body).not.toContain('Contract #');
        }
      }
      expect((await admin.get(`/api/crud/contract?status=${status}`)).statusCode).toBe(200);
    },
  );

  test('the other values stay open to facility staff', async () => {
    const staff = await loggedInBrowser(t.app, 'create@example.com');
    const response = await staff.get('/api/crud/contract?status=waiting-signature');
    expect(response.statusCode).toBe(200);
    expect(response.json().count).toBeGreaterThan(0);
  });
});
