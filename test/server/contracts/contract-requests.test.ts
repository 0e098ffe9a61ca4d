// request_signature, request_agreement_application_completion, contract_rewrite, ssn_scan, notes and
// the lookups (spec §7 Contract, Lookup).
import type { Browser } from '../helpers/browser';
import { loggedInBrowser } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import {
  agreement,
  BRIGHT_SMILES,
  createContract,
  customer,
  facilityIdOf,
  put,
  RIVERSIDE,
  riversideAdmin,
} from './contract-fixtures';
import { readyContract, type View } from './contract-flows';

let t: TestApp;
let admin: Browser;
let riverside: number;

beforeAll(async () => ({ t, admin, riverside } = await riversideAdmin()));
afterAll(() => t.close());

const lastMessage = (to: string) =>
  t.db
    .selectFrom('outbox')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

describe('request_signature', () => {
  test('submits with the e-signature link; a retry with the same key sends once', async () => {
    const c = await readyContract(admin, riverside);
    const send = () =>
      admin.request(
        'POST',
        '/api/request_signature',
        { contract_id: c.id, method: 'email' },
        {
          headers: { 'idempotency-key': `sign-${c.id}` },
        },
      );
    const first = await send();
    expect(first.statusCode).toBe(200);
    expect(first.json().contract).toMatchObject({
      status: 'WAITING E-SIGNATURE',
      signing_method: 'email',
      has_pdf: true,
    });
    expect((await lastMessage('jordan@example.com')).body).toMatch(/http:\/\/payplan\.test\/c\/sign\/[\w-]+/);
    expect((await send()).json()).toEqual(first.json());
    const links = await t.db
      .selectFrom('customer_links')
      .selectAll()
      .where('contract_id', '=', c.id)
      .execute();
    expect(links.filter((l) => l.purpose === 'signature')).toHaveLength(1);
  });

  test('is refused before the contract is ready', async () => {
    const c = await createContract(admin, riverside);
    const response = await admin.post('/api/request_signature', { contract_id: c.id, method: 'sms' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'A contract in status INCOMPLETE cannot take the action request-signature.',
    );
  });
});

describe('a select contract', () => {
  test('is sent as an agreement application by text, and the link can be sent again', async () => {
    let c = (await createContract(admin, riverside, { ...customer(), is_select: true } as never)) as View;
    expect(c.is_select).toBe(true);
    let response = await put(admin, c, { action: 'SKIP-CSR' });
    c = response.json().contract;
    const terms = agreement({ contract_type: 2, number_of_payments: 6, processing_fee: 0 });
    response = await put(admin, c, { contract: { ...customer(), ...terms }, section: 'agreementForSelect' });
    expect(response.statusCode).toBe(200);
    response = await admin.post('/api/request_agreement_application_completion', {
      contract_id: c.id,
      method: 'sms',
    });
    expect(response.json().contract.status).toBe('WAITING AGREEMENT APPLICATION');
    expect((await lastMessage('(937)555-0101')).body).toMatch(/\/c\/application\/[\w-]+/);
    response = await admin.post('/api/request_agreement_application_completion', {
      contract_id: c.id,
      method: 'email',
    });
    expect(response.json().contract).toMatchObject({
      status: 'WAITING AGREEMENT APPLICATION',
      signing_method: 'email',
    });
  });
});

describe('contract_rewrite', () => {
  test('a live account that may be rewritten gets a new INCOMPLETE contract, once', async () => {
    const c = await createContract(admin, riverside);
    await t.db
      .updateTable('contracts')
      .set({ status: 'ACTIVE', rewrite_allowed: 1 })
      .where('id', '=', c.id)
      .execute();
    const body = { contract_id: c.id, rewrite_as_select_or_standard: 'standard' };
    const response = await admin.post('/api/contract_rewrite', body);
    expect(response.statusCode).toBe(200);
    const rewriteId = response.json().contract_id;
    const original = (await admin.get(`/api/crud/contract/${c.id}`)).json().contract;
    expect(original).toMatchObject({ current_rewrite_id: rewriteId, current_rewrite_status: 'INCOMPLETE' });
    const rewrite = (await admin.get(`/api/crud/contract/${rewriteId}`)).json().contract;
    expect(rewrite).toMatchObject({ rewrite_of: c.id, customer_last_name: 'Approve', ssn_is_stored: true });
    expect((await admin.post('/api/contract_rewrite', body)).statusCode).toBe(409);

    // Deleting the rewrite frees the account to be rewritten again.
    const deleted = await admin.request('DELETE', `/api/crud/contract/${rewriteId}`, {
      reason_for_cancel: '1',
    });
    expect(deleted.statusCode).toBe(200);
    const freed = (await admin.get(`/api/crud/contract/${c.id}`)).json().contract;
    expect(freed).toMatchObject({ current_rewrite_id: null, current_rewrite_status: null });
    expect((await admin.post('/api/contract_rewrite', body)).statusCode).toBe(200);
  });
});

describe('ssn_scan', () => {
  test('finds the SSN, keeps it encrypted on the contract and answers it masked', async () => {
    const c = await createContract(admin, riverside, { ...customer('Downpayment'), customer_ssn: '' });
    expect(c.ssn_is_stored).toBe(false);
    const response = await admin.post('/api/ssn_scan', {
      contract_id: c.id,
      facility_id: riverside,
      first_name: 'Jordan',
      last_name: 'Downpayment',
      dob: '1980-04-02',
      address: '12 Elm Street',
      city: 'Dayton',
      state: 'OH',
      zip: '45402',
    });
    expect(response.json()).toEqual({ found: true, ssn: '***-**-2222' });
    expect((await admin.get(`/api/crud/contract/${c.id}`)).json().contract.ssn_is_stored).toBe(true);
  });
});

describe('notes', () => {
  test('are added and listed with their author; other clients cannot see them', async () => {
    const c = await createContract(admin, riverside);
    const added = await admin.post(`/api/note/${c.id}`, { text: 'Customer asked to be called after 5pm.' });
    expect(added.statusCode).toBe(200);
    const notes = (await admin.get(`/api/note/${c.id}`)).json();
    expect(notes).toEqual([
      expect.objectContaining({ text: 'Customer asked to be called after 5pm.', user: 'Fiona Fairchild' }),
    ]);
    const dental = await loggedInBrowser(t.app, 'dental@example.com');
    expect((await dental.get(`/api/note/${c.id}`)).statusCode).toBe(403);
    const reader = await loggedInBrowser(t.app, 'read@example.com');
    expect((await reader.post(`/api/note/${c.id}`, { text: 'no' })).statusCode).toBe(403);
  });
});

describe('lookups', () => {
  test('get_facility answers a reached facility, 403 another client’s', async () => {
    const facility = (await admin.get(`/api/get_facility?facility_id=${riverside}`)).json();
    expect(facility).toMatchObject({ id: riverside, name: RIVERSIDE, csr: true });
    expect(facility.agreement_types.length).toBeGreaterThan(0);
    const dental = await facilityIdOf(t.db, BRIGHT_SMILES);
    expect((await admin.get(`/api/get_facility?facility_id=${dental}`)).statusCode).toBe(403);
  });

  test('lookup answers the lookups, then null while the client copy is current', async () => {
    const first = (await admin.get(`/api/lookup?facility_id=${riverside}`)).json();
    expect(first.lookupData.reasons_for_cancel).toContainEqual({ code: '3', label: 'CSR Reject' });
    const again = (
      await admin.get(`/api/lookup?last_fetched=${encodeURIComponent(first.last_fetched)}`)
    ).json();
    expect(again.lookupData).toBeNull();
  });

  test('lookup_aba answers the bank and the replacing number, or null', async () => {
    expect((await admin.get('/api/lookup_aba?aba=021000021')).json()).toEqual({
      name: 'JPMORGAN CHASE BANK, NA',
      new_aba: null,
    });
    expect((await admin.get('/api/lookup_aba?aba=011735063')).json()).toMatchObject({ new_aba: '011008732' });
    const unknown = await admin.get('/api/lookup_aba?aba=123123123');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe('null');
  });
});
