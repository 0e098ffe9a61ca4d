// GET/POST/PUT /api/crud/contract (spec §7 Contract): scope, rights, validation, figures, concurrency.
import { computeAgreement } from '../../../src/shared/agreement';
import { MESSAGES } from '../../../src/shared/messages';
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
  riversideAdmin,
} from './contract-fixtures';
import { savedContract } from './contract-flows';

let t: TestApp;
let admin: Browser;
let riverside: number;

beforeAll(async () => ({ t, admin, riverside } = await riversideAdmin()));
afterAll(() => t.close());

describe('creating a contract', () => {
  test('saves the customer section, INCOMPLETE, with the SSN masked', async () => {
    const c = await createContract(admin, riverside);
    expect(c).toMatchObject({
      status: 'INCOMPLETE',
      customer_last_name: 'Approve',
      customer_ssn: '***-**-1111',
      ssn_is_stored: true,
      editable: true,
      deletable: true,
      cards: [],
      banks: [],
    });
    expect(c.allowed_actions).toEqual(expect.arrayContaining(['SAVE', 'REQUEST-CSR', 'SKIP-CSR']));
  });

  test('a facility the user does not reach is 403', async () => {
    const dental = await facilityIdOf(t.db, BRIGHT_SMILES);
    const response = await admin.post('/api/crud/contract', { facility_id: dental, contract: customer() });
    expect(response.statusCode).toBe(403);
  });

  test('invalid fields are 400, keyed by field, in the spec wording', async () => {
    const response = await admin.post('/api/crud/contract', {
      facility_id: riverside,
      contract: { ...customer(), customer_zip: '123', customer_email: '', customer_first_name: 'Jo"' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: MESSAGES.validationErrors,
      errors: {
        customer_zip: 'Enter a valid zip code.',
        customer_email: 'Enter an email address.',
        customer_first_name: 'Cannot contain double quotes (").',
      },
    });
  });
});

describe('saving the agreement', () => {
  test('the server recomputes every figure; the browser’s are ignored', async () => {
    const c = await createContract(admin, riverside);
    const response = await put(admin, c, {
      contract: { ...agreement(), financed_amount: 1, finance_charge: 1, total_of_payments: 1, apr: 99 },
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json().contract;
    expect(saved.financed_amount).toBe(1000);
    expect(saved.number_of_payments).toBe(12);
    expect(saved.finance_charge).toBeGreaterThan(40);
    expect(saved.total_of_payments).toBeCloseTo(1000 + saved.finance_charge, 2);
    const expected = computeAgreement({ ...agreement(), billing_cycle: 'monthly', fee: null });
    expect(saved.apr).toBe(expected.apr);
    expect(saved.payment_amount).toBe(expected.payment_amount);
    expect(saved.agreement_description).toBe('Payment Plan');
  });

  test('agreement rules answer with their own messages', async () => {
    const c = await createContract(admin, riverside);
    const response = await put(admin, c, { contract: agreement({ down_payment: 5000, cash_price: 0 }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      cash_price: 'Please enter an amount greater than $0.00.',
    });
  });

  test('the APR may not exceed the maximum of the practice’s state (the taxes-by-state lookup)', async () => {
    const ohio = t.db.updateTable('lookups').where('kind', '=', 'taxes').where('code', '=', 'OH');
    const { max_interest_rate: stored } = await t.db
      .selectFrom('lookups')
      .select('max_interest_rate')
      .where('kind', '=', 'taxes')
      .where('code', '=', 'OH')
      .executeTakeFirstOrThrow();
    await ohio.set({ max_interest_rate: 5 }).execute();
    try {
      const c = await createContract(admin, riverside);
      const over = await put(admin, c, { contract: agreement({ finance_rate_percent: 9.9 }) });
      expect(over.statusCode).toBe(400);
      expect(over.json().errors.apr).toMatch(/^Cannot exceed Ohio state maximum of 5/);
      // A customer's save does not read the agreement's rules (nor the lookup) and is not refused.
      const later = await put(admin, c, { contract: { customer_last_name: 'Later' } });
      expect(later.statusCode).toBe(200);
      // The lookup is read at each agreement save: with the state's own maximum the same terms save.
      await ohio.set({ max_interest_rate: stored }).execute();
      const within = await put(admin, later.json().contract, {
        contract: agreement({ finance_rate_percent: 9.9 }),
      });
      expect(within.statusCode).toBe(200);
    } finally {
      await ohio.set({ max_interest_rate: stored }).execute();
    }
  });

  test('a stale copy is 409', async () => {
    const c = await createContract(admin, riverside);
    expect((await put(admin, c, { contract: { customer_last_name: 'Newer' } })).statusCode).toBe(200);
    const stale = await put(admin, c, { contract: { customer_last_name: 'Older' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'This contract was changed by someone else. Reload it to see their changes.',
    );
  });
});

describe('reading', () => {
  test('the view carries banks and cards masked and the computed extras', async () => {
    const c = await savedContract(admin, riverside);
    const response = await admin.get(`/api/crud/contract/${c.id}?check_payments=true`);
    expect(response.statusCode).toBe(200);
    const view = response.json().contract;
    expect(view.cards[0]).toMatchObject({ card_number: '************1111', cvc: null, preferred: true });
    expect(view.banks[0]).toMatchObject({ account_number: '******6789', aba_number: '021000021' });
    expect(view).toMatchObject({
      processing_fee_required: true,
      cc_is_chargeable: true,
      waive_processing_fee: false,
      has_pdf: false,
      has_payments: false,
      current_rewrite_id: null,
      rejected_by: null,
      deleted_by: null,
      billing_complete: true,
    });
  });

  test('another client’s contract is 403 whatever its id; an unknown one 404', async () => {
    const c = await createContract(admin, riverside);
    const dental = await loggedInBrowser(t.app, 'dental@example.com');
    expect((await dental.get(`/api/crud/contract/${c.id}`)).statusCode).toBe(403);
    expect((await dental.request('PUT', `/api/crud/contract/${c.id}`, { contract: {} })).statusCode).toBe(
      403,
    );
    expect((await admin.get('/api/crud/contract/999999')).statusCode).toBe(404);
  });

  test('the list shows only reached facilities, newest first', async () => {
    const dental = await loggedInBrowser(t.app, 'dental@example.com');
    const own = (await dental.get('/api/crud/contract')).json();
    const dentalId = await facilityIdOf(t.db, BRIGHT_SMILES);
    expect(own.rows.length).toBeGreaterThan(0);
    expect(own.rows.every((r: { facility_id: number }) => r.facility_id === dentalId)).toBe(true);
    expect((await dental.get(`/api/crud/contract?facility_id=${riverside}`)).statusCode).toBe(403);
    const list = (
      await admin.get(`/api/crud/contract?facility_id=${riverside}&search_status=INCOMPLETE&limit=2`)
    ).json();
    expect(list.count).toBeGreaterThan(2);
    expect(list.rows).toHaveLength(2);
    expect(list.rows[0].id).toBeGreaterThan(list.rows[1].id);
  });

  test('check_payments tells whether payments were recorded', async () => {
    const c = await createContract(admin, riverside);
    await t.db
      .insertInto('payments')
      .values({
        contract_id: c.id,
        date: '2026-11-01',
        amount_cents: 9900,
        type: 'ACH',
        returned_on: null,
        return_reason: null,
        return_amount_cents: null,
        created_on: new Date().toISOString(),
      })
      .execute();
    expect(
      (await admin.get(`/api/crud/contract/${c.id}?check_payments=true`)).json().contract.has_payments,
    ).toBe(true);
  });

  test('check_status answers the status or the CSR status', async () => {
    const c = await createContract(admin, riverside);
    const status = await admin.get(`/api/check_status?contract_id=${c.id}&status_field=status`);
    expect(status.json()).toEqual({ status: 'INCOMPLETE' });
    const csr = await admin.get(`/api/check_status?contract_id=${c.id}&status_field=csr_status`);
    expect(csr.json()).toEqual({ status: null });
  });
});

describe('rights', () => {
  test('a read-only user reads but cannot save or create (403)', async () => {
    const c = await createContract(admin, riverside);
    const reader = await loggedInBrowser(t.app, 'read@example.com');
    expect((await reader.get(`/api/crud/contract/${c.id}`)).json().contract.allowed_actions).toEqual([]);
    expect((await put(reader, c, { contract: { customer_last_name: 'Nope' } })).statusCode).toBe(403);
    const create = await reader.post('/api/crud/contract', { facility_id: riverside, contract: customer() });
    expect(create.statusCode).toBe(403);
  });

  test('rights are those at the contract’s facility, not the session’s', async () => {
    const east = await facilityIdOf(t.db, 'Riverside Pet Clinic East');
    const clientAdmin = await loggedInBrowser(t.app, 'client-admin@example.com');
    const c = await createContract(clientAdmin, east);
    expect((await put(clientAdmin, c, { contract: { customer_last_name: 'East' } })).statusCode).toBe(200);
    // Same client, another facility: the creator at Riverside Animal Hospital does not reach it.
    const creator = await loggedInBrowser(t.app, 'create@example.com');
    expect((await creator.get(`/api/crud/contract/${c.id}`)).statusCode).toBe(403);
    const create = await creator.post('/api/crud/contract', { facility_id: east, contract: customer() });
    expect(create.statusCode).toBe(403);
  });

  test('an editor saves but cannot create', async () => {
    const c = await createContract(admin, riverside);
    const editor = await loggedInBrowser(t.app, 'edit@example.com');
    expect((await put(editor, c, { contract: { customer_last_name: 'Edited' } })).statusCode).toBe(200);
    const create = await editor.post('/api/crud/contract', { facility_id: riverside, contract: customer() });
    expect(create.statusCode).toBe(403);
  });
});
