// What a payload cannot do: set the fields the server keeps (status, CSR, charge, permissions), create
// twice on a retry, or hide who acted behind an impersonation (machines/LIFECYCLE.md History rule).
import type { Browser } from '../helpers/browser';
import { loggedInBrowser } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import { agreement, createContract, customer, put, riversideAdmin } from './contract-fixtures';

let t: TestApp;
let admin: Browser;
let riverside: number;

beforeAll(async () => ({ t, admin, riverside } = await riversideAdmin()));
afterAll(() => t.close());

const idOf = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

test('fields the server keeps are not taken from the payload', async () => {
  const c = await createContract(admin, riverside);
  const response = await put(admin, c, {
    contract: {
      ...customer('Kept'),
      ...agreement(),
      status: 'ACTIVE',
      csr_status: 'COMPLETED',
      charged_on: '2026-01-01T00:00:00.000Z',
      edit_allowed: false,
      rewrite_allowed: true,
      credit_grade: 'A',
      ebcs_account_number: 'EB999',
      facility_id: 9999,
    },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().contract).toMatchObject({
    customer_last_name: 'Kept',
    agreement_code: 'PP',
    status: 'INCOMPLETE',
    csr_status: null,
    charged_on: null,
    edit_allowed: true,
    rewrite_allowed: false,
    credit_grade: null,
    ebcs_account_number: null,
    facility_id: riverside,
  });
});

test('a create retried with the same idempotency key creates one contract', async () => {
  const before = await t.db.selectFrom('contracts').select('id').execute();
  const body = { facility_id: riverside, contract: customer('Once'), idempotency_key: 'create-once' };
  const first = await admin.post('/api/crud/contract', body);
  const retry = await admin.post('/api/crud/contract', body);
  expect(retry.json().contract.id).toBe(first.json().contract.id);
  expect(await t.db.selectFrom('contracts').select('id').execute()).toHaveLength(before.length + 1);
});

test('history names the impersonated user and the internal admin behind them', async () => {
  const internal = await loggedInBrowser(t.app, 'admin@example.com');
  await internal.getUser({ impersonate_id: await idOf('facility-admin@example.com') });
  const c = await createContract(internal, riverside);
  const response = await put(internal, c, { action: 'REQUEST-CSR', method: 'sms' });
  expect(response.statusCode).toBe(200);
  const [row] = await t.db
    .selectFrom('contract_status_history')
    .selectAll()
    .where('contract_id', '=', c.id)
    .execute();
  expect(row).toMatchObject({
    user_id: await idOf('facility-admin@example.com'),
    impersonator_id: await idOf('admin@example.com'),
    action: 'REQUEST-CSR',
  });
  const text = await t.db
    .selectFrom('outbox')
    .selectAll()
    .where('channel', '=', 'sms')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(text).toMatchObject({ to_address: '(937)555-0101' });
  expect(text.body).toMatch(/http:\/\/payplan\.test\/c\/csr\//);
});

test('a link by text needs a phone: 400 keyed by the field', async () => {
  const c = await createContract(admin, riverside, {
    ...customer(),
    customer_phone2: '',
    customer_phone1: '(937)555-0199',
  } as never);
  const withoutPhones = { ...c, customer_phone1: null };
  await t.db
    .updateTable('contracts')
    .set({ customer_phone1: null, customer_phone2: null })
    .where('id', '=', c.id)
    .execute();
  const response = await put(admin, withoutPhones, { action: 'REQUEST-CSR', method: 'sms' });
  expect(response.statusCode).toBe(400);
  expect(response.json().errors).toEqual({ customer_phone2: 'Enter a mobile phone number.' });
});
