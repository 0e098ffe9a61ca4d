// Spec §8 name_or_ssn_change_prevented: once a credit report was pulled for the customer (CSR
// COMPLETED) or the contract was submitted, a SAVE that changes the first name, last name or SSN is
// refused with 400 under that key, and nothing of the save is stored.
import type { Browser } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import { CONTRACT_MESSAGES } from '../../../src/shared/contract-messages';
import { customer, put, riversideAdmin } from './contract-fixtures';
import { act, readyContract, savedContract, type View } from './contract-flows';

let t: TestApp;
let admin: Browser;
let riverside: number;

beforeAll(async () => ({ t, admin, riverside } = await riversideAdmin()));
afterAll(() => t.close());

async function csrCompleted(): Promise<View> {
  const c = await act(admin, await savedContract(admin, riverside), 'OVERRIDE-CSR');
  return act(admin, c, 'ACCEPT-CSR');
}

/** The customer section as the editor sends it, with the SSN as the view shows it (masked). */
const customerSection = (c: View, changes: Record<string, unknown>) => ({
  contract: { ...customer(), customer_ssn: c.customer_ssn, ...changes },
  section: 'customer',
  action: 'SAVE',
});

const reload = async (c: View) => (await admin.get(`/api/crud/contract/${c.id}`)).json().contract as View;

describe('after the CSR is completed', () => {
  test.each<[string, Record<string, unknown>]>([
    ['the first name', { customer_first_name: 'Jordyn' }],
    ['the last name', { customer_last_name: 'Someone' }],
    ['the SSN', { customer_ssn: '222-22-2222' }],
    ['the SSN removed', { customer_ssn: '' }],
  ])('changing %s is refused and nothing is saved', async (_, change) => {
    const c = await csrCompleted();
    const response = await put(admin, c, customerSection(c, { ...change, customer_city: 'Kettering' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name_or_ssn_change_prevented: CONTRACT_MESSAGES.nameOrSsnChangePrevented,
    });
    const stored = await reload(c);
    expect(stored).toMatchObject({
      customer_first_name: 'Jordan',
      customer_last_name: 'Approve',
      customer_ssn: c.customer_ssn,
      customer_city: 'Dayton',
      modified_on: c.modified_on,
    });
  });

  test('the same name in another case or with spaces, and the masked SSN, are no change', async () => {
    const c = await csrCompleted();
    expect(String(c.customer_ssn)).toMatch(/^\*/);
    const response = await put(
      admin,
      c,
      customerSection(c, {
        customer_first_name: ' JORDAN ',
        customer_last_name: 'approve',
        customer_city: 'Kettering',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().contract).toMatchObject({ customer_city: 'Kettering' });
  });

  test('the SSN typed again as stored is no change', async () => {
    const c = await csrCompleted();
    const response = await put(admin, c, customerSection(c, { customer_ssn: '111-11-1111' }));
    expect(response.statusCode).toBe(200);
  });
});

describe('before the CSR is completed', () => {
  test('the name and SSN may still be corrected', async () => {
    const c = await savedContract(admin, riverside);
    const response = await put(
      admin,
      c,
      customerSection(c, { customer_last_name: 'Approved', customer_ssn: '333-33-3333' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().contract).toMatchObject({
      customer_last_name: 'Approved',
      customer_ssn: '***-**-3333',
    });
  });
});

describe('after the contract was submitted', () => {
  test('undone and editable again, the name is still fixed', async () => {
    const ready = await readyContract(admin, riverside);
    const sent = await admin.post('/api/request_signature', { contract_id: ready.id, method: 'email' });
    expect(sent.statusCode).toBe(200);
    const c = await act(admin, sent.json().contract, 'UNDO-SUBMIT');
    expect(c.status).toBe('INCOMPLETE');
    const response = await put(admin, c, customerSection(c, { customer_last_name: 'Other' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('name_or_ssn_change_prevented');
    expect((await reload(c)).customer_last_name).toBe('Approve');
  });
});
