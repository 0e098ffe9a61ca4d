// The other resources of the registry (spec §7): contract_search, change_of_information, note,
// facility and client.
import { addBusinessDays, businessToday } from '../../../src/shared/calendar';
import { MESSAGES } from '../../../src/shared/messages';
import { loggedInBrowser, type Browser } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { facilityIdOf, insertContract, RIVERSIDE, SETUP_TIMEOUT } from './resource-fixtures';

let t: TestApp;
let clientAdmin: Browser;
let riverside: number;
let grooming: number;
let contractId: number;

beforeAll(async () => {
  t = await createTestApp();
  clientAdmin = await loggedInBrowser(t.app, 'client-admin@example.com');
  riverside = await facilityIdOf(t.db, RIVERSIDE);
  grooming = await facilityIdOf(t.db, 'Riverside Grooming & Boarding');
  contractId = await insertContract(t.db, {
    facility_id: grooming,
    customer_first_name: 'Quinn',
    customer_last_name: 'Quartermain',
    customer_email: 'quinn.q@example.com',
    customer_phone3: '(513) 555-0142',
    ebcs_account_number: 'EB-77881',
    client_internal_acct_number: 'PR-3344',
    billing_cycle: 'monthly',
    status: 'ACTIVE',
  });
}, SETUP_TIMEOUT);
afterAll(() => t.close());

const rowsOf = async (browser: Browser, url: string) => {
  const response = await browser.get(url);
  expect(response.statusCode).toBe(200);
  return response.json().rows as Record<string, unknown>[];
};

describe('contract_search', () => {
  test.each(['quartermain', 'Quinn Q', 'QUINN.Q@', 'EB-778', 'pr-3344', '5135550142', '555-0142'])(
    'finds the contract by %s across the facilities reached',
    async (term) => {
      const rows = await rowsOf(clientAdmin, `/api/crud/contract_search?search=${encodeURIComponent(term)}`);
      expect(rows.map((r) => r.id)).toEqual([contractId]);
      expect(rows[0]).toMatchObject({
        customer_name: 'Quinn Quartermain',
        facility: 'Riverside Grooming & Boarding',
      });
    },
  );

  test('search_ fields work too; an unknown one is 400', async () => {
    const rows = await rowsOf(clientAdmin, '/api/crud/contract_search?search_customer_email=quinn');
    expect(rows.map((r) => r.id)).toEqual([contractId]);
    expect((await clientAdmin.get('/api/crud/contract_search?search_ssn=1')).statusCode).toBe(400);
  });
});

describe('change_of_information', () => {
  const valid = () => ({
    contract_id: contractId,
    is_personal_info_change: true,
    customer_first_name: 'Quinn',
    customer_last_name: 'Quartermaine',
    customer_address1: '4 Oak Lane',
    customer_city: 'Cincinnati',
    customer_st: 'OH',
    customer_zip: '45202',
    customer_date_of_birth: '1975-06-01',
    customer_email: 'quinn.q@example.com',
  });

  test('POST validates with the shared schema: 400 keyed by field', async () => {
    const none = await clientAdmin.post('/api/crud/change_of_information', { contract_id: contractId });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      message: MESSAGES.validationErrors,
      errors: { changes: expect.any(String) },
    });
    const tooSoon = await clientAdmin.post('/api/crud/change_of_information', {
      contract_id: contractId,
      is_cancellation: true,
      reason_for_cancel: '1',
      date_of_cancel: businessToday(),
    });
    expect(tooSoon.json().errors).toHaveProperty('date_of_cancel');
    const missing = await clientAdmin.post('/api/crud/change_of_information', {
      ...valid(),
      customer_city: '',
    });
    expect(missing.json().errors).toHaveProperty('customer_city');
  });

  test('POST saves the change with the contract’s account numbers; GET loads the latest pending one', async () => {
    const first = await clientAdmin.post('/api/crud/change_of_information', valid());
    expect(first.statusCode).toBe(200);
    expect(first.json().row).toMatchObject({
      contract_id: contractId,
      ebcs_account_number: 'EB-77881',
      client_internal_acct_number: 'PR-3344',
      customer_last_name: 'Quartermaine',
      is_personal_info_change: true,
      is_cancellation: false,
      ne_ebcs_transmission_status: 'QUEUED',
    });
    // One pending request at a time: the first is applied before the next is asked for.
    await t.db
      .updateTable('change_of_information')
      .set({ ne_ebcs_transmission_status: 'RECONCILED' })
      .where('id', '=', first.json().row.id)
      .execute();
    const cancel = await clientAdmin.post('/api/crud/change_of_information', {
      contract_id: contractId,
      is_cancellation: true,
      reason_for_cancel: '1',
      date_of_cancel: addBusinessDays(businessToday(), 5),
    });
    expect(cancel.statusCode).toBe(200);
    const latest = cancel.json().row as { id: number; created_on: string };
    await t.db
      .updateTable('change_of_information')
      .set({
        created_on: new Date(Date.now() + 60_000).toISOString(),
        ne_ebcs_transmission_status: 'RECONCILED',
      })
      .where('id', '=', first.json().row.id)
      .execute();
    const url = `/api/crud/change_of_information?contract_id=${contractId}&ne_ebcs_transmission_status=RECONCILED&limit=1&orderby=-created_on`;
    const answer = (await clientAdmin.get(url)).json();
    expect(answer.count).toBe(1);
    expect(answer.rows).toEqual([expect.objectContaining({ id: latest.id, is_cancellation: true })]);
    const one = await clientAdmin.get(`/api/crud/change_of_information/${latest.id}`);
    expect(one.json().row).toMatchObject({ id: latest.id, contract_id: contractId });
    const csv = await clientAdmin.get(
      `/api/crud/change_of_information?contract_id=${contractId}&output_format=csv`,
    );
    expect(csv.body.split('\r\n')[0]).toContain('Account #,Practice Account #,Source,Practice ID,First name');
  });

  test('POST needs canEdit at the contract’s facility (403), the CSRF token (403), a contract (400/404)', async () => {
    const riversideContract = await insertContract(t.db, {
      facility_id: riverside,
      billing_cycle: 'monthly',
    });
    const reader = await loggedInBrowser(t.app, 'read@example.com');
    const body = { ...valid(), contract_id: riversideContract };
    expect((await reader.post('/api/crud/change_of_information', body)).statusCode).toBe(403);
    expect(
      (await clientAdmin.post('/api/crud/change_of_information', body, { csrf: false })).statusCode,
    ).toBe(403);
    expect(
      (await clientAdmin.post('/api/crud/change_of_information', { ...valid(), contract_id: 'x' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await clientAdmin.post('/api/crud/change_of_information', { ...valid(), contract_id: 999999 }))
        .statusCode,
    ).toBe(404);
  });
});

describe('note (read-only)', () => {
  test('the notes of a contract, oldest first, with their author; one by id', async () => {
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'client-admin@example.com')
      .executeTakeFirstOrThrow();
    for (const [at, text] of [
      ['2026-11-02T10:00:00.000Z', 'Second call'],
      ['2026-11-01T10:00:00.000Z', 'First call'],
    ]) {
      await t.db
        .insertInto('contract_notes')
        .values({ contract_id: contractId, user_id: user.id, at, text })
        .execute();
    }
    const rows = await rowsOf(clientAdmin, `/api/crud/note?contract_id=${contractId}`);
    expect(rows.map((r) => r.text)).toEqual(['First call', 'Second call']);
    expect(rows[0].user).toBe('Clark Clemens');
    const one = await clientAdmin.get(`/api/crud/note/${rows[0].id as number}`);
    expect(one.json().row).toMatchObject({ text: 'First call' });
    expect((await clientAdmin.post('/api/crud/note', { text: 'x' })).statusCode).toBe(405);
  });
});

describe('facility and client', () => {
  test('a client admin lists the client’s three facilities, by name; searches them', async () => {
    const rows = await rowsOf(clientAdmin, '/api/crud/facility');
    expect(rows.map((r) => r.name)).toEqual([
      'Riverside Animal Hospital',
      'Riverside Grooming & Boarding',
      'Riverside Pet Clinic East',
    ]);
    expect(rows[0]).toMatchObject({ client_number: '12', csr: true });
    const found = await rowsOf(clientAdmin, '/api/crud/facility?search_name=groom');
    expect(found.map((r) => r.id)).toEqual([grooming]);
    const clients = await rowsOf(clientAdmin, '/api/crud/client');
    expect(clients).toEqual([
      expect.objectContaining({ name: 'Riverside Veterinary Group', client_number: '12' }),
    ]);
  });
});
