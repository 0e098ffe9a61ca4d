// Every resource is scoped to the clients and facilities the user reaches (ARCHITECTURE.md security
// model): another client's rows are never listed, counted, searched, exported nor readable by id.
import { loggedInBrowser, type Browser } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  BRIGHT_SMILES,
  facilityIdOf,
  insertContract,
  parseCsv,
  readXlsx,
  RIVERSIDE,
  SETUP_TIMEOUT,
} from './resource-fixtures';

let t: TestApp;
let dental: Browser;
let riverside: number;
let brightSmiles: number;
let theirs: { contract: number; note: number; change: number; client: number };

async function withNoteAndChange(contractId: number, name: string) {
  const at = new Date().toISOString();
  const note = await t.db
    .insertInto('contract_notes')
    .values({ contract_id: contractId, user_id: null, at, text: `Secret note ${name}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const change = await t.db
    .insertInto('change_of_information')
    .values({
      contract_id: contractId,
      customer_last_name: name,
      is_personal_info_change: 1,
      is_cancellation: 0,
      is_billing_date_change: 0,
      created_on: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { note: note.id, change: change.id };
}

beforeAll(async () => {
  t = await createTestApp();
  dental = await loggedInBrowser(t.app, 'dental@example.com');
  riverside = await facilityIdOf(t.db, RIVERSIDE);
  brightSmiles = await facilityIdOf(t.db, BRIGHT_SMILES);
  const contract = await insertContract(t.db, {
    facility_id: riverside,
    customer_first_name: 'Zara',
    customer_last_name: 'Zanzibar',
    customer_email: 'zanzibar@example.com',
    customer_phone2: '(937)555-0199',
    ebcs_account_number: 'ZZ-1001',
  });
  const client = await t.db
    .selectFrom('clients')
    .select('id')
    .where('client_number', '=', '12')
    .executeTakeFirstOrThrow();
  theirs = { contract, ...(await withNoteAndChange(contract, 'Zanzibar')), client: client.id };
  await withNoteAndChange(
    await insertContract(t.db, { facility_id: brightSmiles, customer_last_name: 'Own' }),
    'Own',
  );
}, SETUP_TIMEOUT);
afterAll(() => t.close());

const json = async (url: string) => {
  const response = await dental.get(url);
  expect(response.statusCode).toBe(200);
  return response.json();
};

/** The list, its count and its CSV export hold none of the other client's rows. */
async function expectNothingOfTheirs(resource: string, query: string, leak: RegExp) {
  const answer = await json(`/api/crud/${resource}?${query}`);
  expect(JSON.stringify(answer.rows)).not.toMatch(leak);
  expect(answer.count).toBe(answer.rows.length);
  const csv = await dental.get(`/api/crud/${resource}?${query}&output_format=csv`);
  expect(csv.statusCode).toBe(200);
  expect(csv.body).not.toMatch(leak);
  expect(parseCsv(csv.body).length - 1).toBe(answer.count);
  const xlsx = await readXlsx(await dental.get(`/api/crud/${resource}?${query}&output_format=excel`));
  expect(JSON.stringify(xlsx)).not.toMatch(leak);
  expect(xlsx.length - 1).toBe(answer.count);
}

describe('another client’s rows', () => {
  test('contract: not listed, counted, found by search or exported; other facility_id is 403', async () => {
    await expectNothingOfTheirs('contract', '', /Zanzibar/);
    const searched = await json('/api/crud/contract?search_customer_last_name=Zanzibar&status=all');
    expect(searched).toMatchObject({ count: 0, rows: [] });
    expect((await json('/api/crud/contract?status=deleted')).rows).toEqual([]);
    expect((await dental.get(`/api/crud/contract?facility_id=${riverside}`)).statusCode).toBe(403);
    expect((await dental.get(`/api/crud/contract/${theirs.contract}`)).statusCode).toBe(403);
  });

  test('contract_search: no name, email, account number or phone of theirs', async () => {
    for (const term of ['Zanzibar', 'zanzibar@example', 'ZZ-1001', '9375550199']) {
      const answer = await json(`/api/crud/contract_search?search=${encodeURIComponent(term)}`);
      expect(answer).toMatchObject({ count: 0, rows: [] });
    }
    await expectNothingOfTheirs('contract_search', 'search=a', /Zanzibar/);
  });

  test('change_of_information: not listed by their contract id, not readable, not writable', async () => {
    const answer = await json(`/api/crud/change_of_information?contract_id=${theirs.contract}`);
    expect(answer).toMatchObject({ count: 0, rows: [] });
    await expectNothingOfTheirs('change_of_information', '', /Zanzibar/);
    expect((await dental.get(`/api/crud/change_of_information/${theirs.change}`)).statusCode).toBe(404);
    const post = await dental.post('/api/crud/change_of_information', {
      contract_id: theirs.contract,
      is_billing_date_change: true,
      next_payment_due_date: '2027-01-05',
    });
    expect(post.statusCode).toBe(403);
  });

  test('note: not listed, counted or readable by id', async () => {
    expect(await json(`/api/crud/note?contract_id=${theirs.contract}`)).toMatchObject({ count: 0 });
    await expectNothingOfTheirs('note', '', /Zanzibar/);
    expect((await dental.get(`/api/crud/note/${theirs.note}`)).statusCode).toBe(404);
  });

  test('facility and client: only their own', async () => {
    const facilities = await json('/api/crud/facility');
    expect(facilities.rows.map((r: { id: number }) => r.id)).toEqual([brightSmiles]);
    await expectNothingOfTheirs('facility', '', /Riverside/);
    expect((await dental.get(`/api/crud/facility/${riverside}`)).statusCode).toBe(404);
    expect((await dental.get(`/api/crud/facility/${brightSmiles}`)).json().row).toMatchObject({
      name: BRIGHT_SMILES,
      client_number: '245',
    });
    const clients = await json('/api/crud/client');
    expect(clients.rows).toEqual([expect.objectContaining({ name: 'Bright Smiles Dental' })]);
    await expectNothingOfTheirs('client', '', /Riverside/);
    expect((await dental.get(`/api/crud/client/${theirs.client}`)).statusCode).toBe(404);
  });

  test('an internal admin reaches every client', async () => {
    const admin = await loggedInBrowser(t.app, 'admin@example.com');
    const clients = (await admin.get('/api/crud/client')).json();
    expect(clients.count).toBeGreaterThanOrEqual(4);
    const found = (await admin.get('/api/crud/contract_search?search=Zanzibar')).json();
    expect(found.rows.map((r: { id: number }) => r.id)).toEqual([theirs.contract]);
  });
});
