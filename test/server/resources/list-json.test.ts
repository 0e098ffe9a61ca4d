// The list's JSON text written straight from rows read as arrays (resources/fields.ts jsonRowsText,
// issue 17) is the very text JSON.stringify writes for the row objects, whatever the values; and a list
// answer is the JSON.stringify of its listRows object with the enums, on both databases.
import { enumsOf, field, jsonRowOf, jsonRowsText } from '../../../src/server/resources/fields';
import { listJson, listParamsOf, listRows } from '../../../src/server/resources/list';
import { reachOf } from '../../../src/server/resources/reach';
import { resourceNamed } from '../../../src/server/resources/registry';
import type { ResourceField } from '../../../src/server/resources/resource';
import { loadAccess } from '../../../src/server/services/access';
import { digest } from '../../../src/server/services/tokens';
import { loggedInBrowser } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { facilityIdOf, insertContract, RIVERSIDE, SETUP_TIMEOUT } from './resource-fixtures';

const FIELDS: ResourceField[] = [
  field('id', 'Id', 'number'),
  field('name', 'Name', 'text'),
  field('amount', 'Amount', 'money-cents'),
  field('flag', 'Flag', 'boolean'),
  field('rate', 'Rate', 'percent'),
  field('status', 'Status', 'enum', 'status', { values: ['A', 'B'] }),
  field('on', 'On', 'date'),
  field('at', 'At', 'timestamp'),
];

describe('jsonRowsText', () => {
  it('writes what JSON.stringify writes for the row objects', () => {
    const rows: unknown[][] = [
      [
        1,
        'Ann "the" O\'Neil \\ / \n\t\u0001 é 漢 😀',
        12345,
        1,
        5.25,
        'A',
        '2026-11-26',
        '2026-11-26T10:00:00Z',
      ],
      [2, null, null, null, null, null, null, null],
      [3, '\ud800 lone surrogate', -1, 0, '7', 'B', undefined, new Date(Date.UTC(2026, 0, 2))],
      [4, 42, 2 ** 60, true, NaN, '', '', ''],
      [-0, '', 0, '1', Infinity, 'x', 0, -1.5],
      [5, Buffer.from('ab'), Number.MAX_SAFE_INTEGER, false, -Infinity, 'A', 'x', { a: 1 }],
    ];
    const expected = JSON.stringify(rows.map((r) => jsonRowOf(FIELDS, r)));
    expect(`[${jsonRowsText(FIELDS, rows)}]`).toBe(expected);
    expect(`[${jsonRowsText(FIELDS, [])}]`).toBe('[]');
    expect(`[${jsonRowsText([], [[], []])}]`).toBe(JSON.stringify([{}, {}]));
  });
});

describe('listJson', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const riverside = await facilityIdOf(t.db, RIVERSIDE);
    await insertContract(t.db, {
      facility_id: riverside,
      customer_first_name: 'Zoë "Z"',
      customer_last_name: 'Ünal\\',
      status: 'ACTIVE',
      financed_amount_cents: 123457,
      payment_amount_cents: 10289,
    });
  }, SETUP_TIMEOUT);
  afterAll(() => t.close());

  it.each([
    ['contract', {}],
    ['contract', { status: 'completed', orderby: '-created_on', limit: '7' }],
    ['contract', { search_customer_last_name: 'ünal', offset: '1' }],
    ['contract', { status: 'deleted' }],
    ['payment', { limit: '20' }],
    ['facility', {}],
    ['client', {}],
    ['note', {}],
  ])('%s %j: the JSON.stringify of listRows with the enums', async (name, query) => {
    const browser = await loggedInBrowser(t.app, 'admin@example.com');
    const session = await t.db
      .selectFrom('sessions')
      .selectAll()
      .where('id_hash', '=', digest(browser.sid!))
      .executeTakeFirstOrThrow();
    const access = await loadAccess(t.db, session, new Date());
    const resource = resourceNamed(name)!;
    const ctx = { db: t.db, access, reach: await reachOf(t.db, access) };
    const params = listParamsOf(resource, query);
    const objects = { ...(await listRows(ctx, resource, params)), enums: enumsOf(resource.fields) };
    expect(await listJson(ctx, resource, params)).toBe(JSON.stringify(objects));
    // And the answer over HTTP is that text (the payment history has its own route, with its checks).
    if (name === 'payment') return;
    const answer = await browser.get(`/api/crud/${name}?${new URLSearchParams(query).toString()}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(JSON.stringify(objects));
  });
});
