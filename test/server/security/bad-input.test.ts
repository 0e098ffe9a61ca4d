// Bad input answers 4xx on both databases, never a 500 (PostgreSQL refuses what SQLite stores: ids of
// 2^31 and above, NUL characters): the exact requests of the security review, then the safety net of
// the error handler for whatever a route might still let through.
import type { FastifyError } from 'fastify';
import { sql } from 'kysely';
import { MESSAGES } from '../../../src/shared/messages';
import { VALIDATION_MESSAGES } from '../../../src/shared/validation';
import { NOT_FOUND } from '../../../src/server/services/http-error';
import { DATA_EXCEPTION_MESSAGE, SERVER_ERROR_MESSAGE } from '../../../src/server/plugins/error-handler';
import { Browser, loggedInBrowser } from '../helpers/browser';
import { createTestApp, TEST_DB, type TestApp } from '../helpers/test-app';
import { customer, facilityIdOf, RIVERSIDE } from '../contracts/contract-fixtures';

let t: TestApp;
let admin: Browser;
let riverside: number;
let contractId: number;

const NOT_ALLOWED = VALIDATION_MESSAGES.charactersNotAllowed;

beforeAll(async () => {
  t = await createTestApp();
  // A route of its own for the safety net, added before the app is ready.
  t.app.get('/api/test/data-exception', { config: { need: 'noAuth' } }, async (request) => {
    const kind = (request.query as { kind?: string }).kind;
    if (kind === 'database' && TEST_DB === 'postgres') {
      // A real PostgreSQL data exception: 22P02 invalid text representation.
      return (await sql`select ${'not a number'}::integer as n`.execute(t.db)).rows;
    }
    const error = new Error('simulated') as FastifyError & { severity?: string };
    error.severity = 'ERROR';
    error.code = kind === 'other' ? '42P01' : '22003';
    throw error;
  });
  admin = await loggedInBrowser(t.app, 'developer@example.com');
  riverside = await facilityIdOf(t.db, RIVERSIDE);
  const created = await admin.post('/api/crud/contract', {
    facility_id: riverside,
    contract: customer(),
    action: 'SAVE',
  });
  expect(created.statusCode).toBe(200);
  contractId = created.json().contract.id;
}, 60_000);
afterAll(() => t.close());

const countOf = async (table: 'contracts' | 'contract_notes') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('ids out of range', () => {
  test.each(['2147483648', '9007199254740992', '1e308', '0', '-1', '1.5'])(
    'GET /api/crud/contract/%s is not found (404)',
    async (id) => {
      const response = await admin.get(`/api/crud/contract/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, message: NOT_FOUND });
    },
  );

  test.each([
    '/api/crud/note/2147483648',
    '/api/note/2147483648',
    '/api/contract_document/2147483648/contract',
    '/api/crud/facility/99999999999',
  ])('GET %s is not found (404)', async (url) => {
    expect((await admin.get(url)).statusCode).toBe(404);
  });

  test.each([
    ['/api/check_status?status_field=status&contract_id=1e308', 'contract_id'],
    ['/api/check_status?status_field=status&contract_id=2147483648', 'contract_id'],
    ['/api/check_status?status_field=status&contract_id=-1', 'contract_id'],
    ['/api/crud/payment?contract_id=1e308', 'contract_id'],
    ['/api/crud/payment?contract_id=2147483648', 'contract_id'],
    ['/api/crud/note?contract_id=2147483648', 'contract_id'],
    ['/api/crud/change_of_information?contract_id=9007199254740992', 'contract_id'],
    ['/api/crud/contract?facility_id=2147483648', 'facility_id'],
    ['/api/crud/contract?facility_id=1e308', 'facility_id'],
    ['/api/crud/contract?search_id=2147483648', 'search_id'],
    ['/api/crud/contract?search_id=1e308', 'search_id'],
    ['/api/crud/contract?search_id=1.5', 'search_id'],
    ['/api/crud/contract?search_facility_id=..2147483648', 'search_facility_id'],
    ['/api/crud/contract?search_days_late=99999999999', 'search_days_late'],
    ['/api/crud/contract?search_financed_amount=1e308', 'search_financed_amount'],
    ['/api/crud/contract?offset=1e308', 'offset'],
    ['/api/crud/contract?offset=9007199254740993', 'offset'],
    ['/api/get_facility?facility_id=2147483648', 'facility_id'],
    ['/api/lookup?facility_id=2147483648', 'facility_id'],
  ])('GET %s is 400 with a message for %s', async (url, field) => {
    const response = await admin.get(url);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errors?.[field] ?? body.message).toEqual(expect.any(String));
  });

  test.each([
    ['/api/apply_payment', { contract_id: '9007199254740992', payment_amount: 10 }],
    ['/api/apply_payment', { contract_id: 2147483648, payment_amount: 10 }],
    ['/api/send_pif_email', { contract_id: 1e308 }],
    ['/api/request_signature', { contract_id: '9007199254740992', method: 'email' }],
    ['/api/contract_rewrite', { contract_id: -1, rewrite_as_select_or_standard: 'select' }],
    ['/api/crud/change_of_information', { contract_id: '9007199254740992' }],
    ['/api/crud/contract', { facility_id: '9007199254740992', contract: customer(), action: 'SAVE' }],
    ['/api/crud/contract', { contract: { ...customer(), facility_id: 2147483648 }, action: 'SAVE' }],
    [
      '/api/ssn_scan',
      {
        facility_id: 2147483648,
        first_name: 'A',
        last_name: 'B',
        dob: '1980-01-01',
        address: 'x',
        city: 'y',
        state: 'OH',
        zip: '45402',
      },
    ],
  ])('POST %s with an id out of range is 400 with the field message', async (url, body) => {
    const before = await countOf('contracts');
    const response = await admin.post(url, body);
    expect(response.statusCode).toBe(400);
    const json = response.json();
    expect(json.message).toBe(MESSAGES.validationErrors);
    expect(Object.values(json.errors ?? {})).not.toHaveLength(0);
    expect(await countOf('contracts')).toBe(before);
  });
});

describe('control characters', () => {
  test('a NUL in a note is 400 with the field message, nothing written', async () => {
    const before = await countOf('contract_notes');
    const response = await admin.post(`/api/note/${contractId}`, { text: '\u0000' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      message: MESSAGES.validationErrors,
      errors: { text: NOT_ALLOWED },
    });
    expect(await countOf('contract_notes')).toBe(before);
  });

  test('a note keeps its tabs and line breaks', async () => {
    const response = await admin.post(`/api/note/${contractId}`, { text: 'Called:\r\n\tno answer' });
    expect(response.statusCode).toBe(200);
  });

  test.each(['\u0000', '\u0007', '\u001b[31m', '\u007f', '\ud800'])(
    'a note with %j is refused',
    async (bad) => {
      const response = await admin.post(`/api/note/${contractId}`, { text: `Called ${bad} back` });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ text: NOT_ALLOWED });
    },
  );

  test('a login email with a NUL is 400', async () => {
    const browser = new Browser(t.app);
    await browser.getUser();
    const response = await browser.post('/auth/login', {
      email: 'developer@example.com\u0000',
      password: 'Demo-pass-2026',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ email: NOT_ALLOWED });
  });

  test('a customer field with a NUL is 400 under the field, nothing written', async () => {
    const before = await countOf('contracts');
    const response = await admin.post('/api/crud/contract', {
      facility_id: riverside,
      contract: { ...customer(), customer_first_name: 'Jor\u0000dan' },
      action: 'SAVE',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: MESSAGES.validationErrors,
      errors: { customer_first_name: NOT_ALLOWED },
    });
    expect(await countOf('contracts')).toBe(before);
  });

  test('a list of payment methods with a NUL names the item', async () => {
    const response = await admin.request('PUT', `/api/crud/contract/${contractId}`, {
      contract: { modified_on: 'x' },
      banks: [{ id: -1, bank_name: 'Chase\u0000' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'banks[0].bank_name': NOT_ALLOWED });
  });

  test('a query string and a path with a NUL are refused', async () => {
    const query = await admin.get('/api/crud/contract?search=%00');
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toEqual({ search: NOT_ALLOWED });
    expect((await admin.get('/api/crud/contract?search_customer_name=a%01b')).statusCode).toBe(400);
    expect((await admin.get('/api/crud/%00')).statusCode).toBe(400);
    expect((await admin.get('/api/crud/contract?search=Jordan%0AApprove')).statusCode).toBe(400);
    // A tab pasted from a spreadsheet is only a space to the search.
    expect((await admin.get('/api/crud/contract?search=Jordan%09Approve')).statusCode).toBe(200);
  });

  test('a customer link body with a NUL is 400 (no session needed to be refused)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/customer/links/AAAAAAAAAAAAAAAAAAAAAAAA/signature',
      payload: { signature_name: 'Jordan\u0000', document_sha256: 'a'.repeat(64) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ signature_name: NOT_ALLOWED });
  });

  test('a key with a NUL is refused too', async () => {
    const response = await admin.post(`/api/note/${contractId}`, { text: 'ok', 'a\u0000': 1 });
    expect(response.statusCode).toBe(400);
  });
});

describe('the safety net: data exceptions of the database', () => {
  test('a PostgreSQL data exception (class 22) is a 400 with a clear message', async () => {
    for (const kind of ['simulated', 'database']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/test/data-exception?kind=${kind}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: DATA_EXCEPTION_MESSAGE,
      });
    }
  });

  test('other database errors stay server errors', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/data-exception?kind=other' });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toBe(SERVER_ERROR_MESSAGE);
  });
});
