// The list's rows written as JSON text by the database (resources/fields.ts jsonRowSql, issue 17) are
// the very text JSON.stringify writes for the row objects, whatever the values; and a list answer is
// the JSON.stringify of its listRows object with the enums, on both databases.
import { sql, type RawBuilder } from 'kysely';
import {
  arrayRows,
  isPostgres,
  PREPARED_SHAPES_MAX,
  preparedWhileRoom,
} from '../../../src/server/db/database';
import { enumsOf, field, jsonRowOf, jsonRowSql } from '../../../src/server/resources/fields';
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

/** Stored values that are hard to write as JSON, each kind as both databases store it. */
const PROBE_ROWS: unknown[][] = [
  [
    1,
    'Ann "the" O\'Neil \\ / \n\t\u0001 é 漢 😀',
    12345,
    1,
    5.25,
    'A',
    '2026-11-26',
    '2026-11-26T10:00:00.000Z',
  ],
  [2, null, null, null, null, null, null, null],
  [3, '', -1, 0, 7, 'B', '', ''],
  [4, 'x', 0, 1, 0.0001, 'A', '2026-01-02', '2026-01-02T05:00:00.000Z'],
  [5, '\u007f\u2028 </script>', -100, 0, 100, 'B', 'x', 'y'],
  [6, '{"a":1}', 99999999999, 1, 12.5, 'A', null, null],
  [7, '0', 1200, 0, 99.9999, 'A', '1', '2'],
];

describe('jsonRowSql', () => {
  let t: TestApp;
  const rowsOf = (query: RawBuilder<unknown>) => arrayRows(t.db, { compile: () => query.compile(t.db) });
  beforeAll(async () => {
    t = await createTestApp();
    await sql`create table json_probe (id integer primary key, name text, amount bigint, flag integer,
      rate numeric(9, 4), status text, "on" text, at text)`.execute(t.db);
    for (const row of PROBE_ROWS) {
      await sql`insert into json_probe values (${sql.join(row.map((v) => sql`${v}`))})`.execute(t.db);
    }
  }, SETUP_TIMEOUT);
  afterAll(() => t.close());

  it('writes, in the database, the text JSON.stringify writes for the rows read as values', async () => {
    const rows = await rowsOf(
      sql`select ${sql.join(FIELDS.map((f) => sql.ref(f.name)))} from json_probe order by id`,
    );
    const texts = await rowsOf(
      sql`select ${jsonRowSql(FIELDS, isPostgres(t.db))} from json_probe order by id`,
    );
    expect(rows).toHaveLength(PROBE_ROWS.length);
    expect(`[${texts.map((r) => r[0] as string).join(',')}]`).toBe(
      JSON.stringify(rows.map((r) => jsonRowOf(FIELDS, r))),
    );
    // What the rows hold, as a user reads them: the money in dollars, the flags as booleans.
    const parsed = JSON.parse(texts[5][0] as string) as Record<string, unknown>;
    expect(parsed).toMatchObject({ id: 6, amount: 999999999.99, flag: true, rate: 12.5, on: null });
    expect(JSON.parse(texts[4][0] as string)).toMatchObject({ amount: -1, flag: false, rate: 100 });
  });

  it('writes {} for a resource without fields', async () => {
    const texts = await rowsOf(sql`select ${jsonRowSql([], isPostgres(t.db))} from json_probe`);
    expect(texts.every((r) => r[0] === '{}')).toBe(true);
  });
});

/** The internal admin logged in over HTTP, with the stored session that browser holds. */
async function adminSession(t: TestApp) {
  const browser = await loggedInBrowser(t.app, 'admin@example.com');
  const session = await t.db
    .selectFrom('sessions')
    .selectAll()
    .where('id_hash', '=', digest(browser.sid!))
    .executeTakeFirstOrThrow();
  return { browser, session };
}

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
    ['outbox', {}],
    ['change_of_information', {}],
    ['survey_response', {}],
    ['contract_search', { search: 'a' }],
  ])('%s %j: the JSON.stringify of listRows with the enums', async (name, query) => {
    const { browser, session } = await adminSession(t);
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

describe('a list page and its counts on PostgreSQL: parsed and planned once per connection (issue 17)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, SETUP_TIMEOUT);
  afterAll(() => t.close());

  /** listJson of the admin's list on one connection of the pool, with that connection's prepared texts. */
  async function onOneConnection(runs: { name: string; query: Record<string, string> }[]) {
    const { session } = await adminSession(t);
    return t.db.connection().execute(async (db) => {
      const access = await loadAccess(db, session, new Date());
      const ctx = { db, access, reach: await reachOf(db, access) };
      const answers: string[] = [];
      for (const run of runs) {
        const resource = resourceNamed(run.name)!;
        answers.push(await listJson(ctx, resource, listParamsOf(resource, run.query)));
      }
      const prepared = isPostgres(db)
        ? (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows
        : [];
      return { answers, prepared: prepared.map((r) => r.statement) };
    });
  }
  const pages = (statements: string[]) => statements.filter((s) => s.includes('{"id":'));

  it('the same answer on every run, the first page of the list prepared, a searched one not', async () => {
    const first = { name: 'contract', query: { orderby: '-created_on' } };
    const searched = { name: 'contract', query: { search_customer_last_name: 'a' } };
    // PostgreSQL plans a prepared statement for its values five times, then may keep a generic plan.
    const { answers, prepared } = await onOneConnection([...Array(8).fill(first), searched]);
    expect(JSON.parse(answers[0]).rows.length).toBeGreaterThan(0);
    expect(new Set(answers.slice(0, 8)).size).toBe(1);
    if (!isPostgres(t.db)) return; // SQLite keeps every statement prepared by its text (database.ts)
    expect(pages(prepared)).toHaveLength(1);
    expect(pages(prepared)[0]).toContain('order by "c"."created_on" desc');
    expect(pages(prepared)[0]).not.toContain('like');
    // Its maintained counts too (a searched list counts its rows, unprepared).
    const counts = prepared.filter((s) => s.includes('"contract_list_counts"'));
    expect(counts).toHaveLength(1);
    expect(counts[0]).toContain('sum(case when');
  });

  it('a page past the last row still has the whole list’s count, totals and deleted count', async () => {
    const shape = { orderby: '-created_on', limit: '5' };
    const { answers } = await onOneConnection([
      { name: 'contract', query: shape },
      { name: 'contract', query: { ...shape, offset: '100000' } },
    ]);
    const [first, past] = answers.map((a) => JSON.parse(a) as Record<string, unknown>);
    expect(first.count).toBeGreaterThan(5);
    expect(past.rows).toEqual([]);
    expect({ ...past, rows: [] }).toEqual({ ...first, rows: [] });
  });

  it(`prepares no more than ${PREPARED_SHAPES_MAX} shapes: later ones run unprepared, as before`, async () => {
    for (let i = 0; i < PREPARED_SHAPES_MAX; i++) preparedWhileRoom(`select ${i} /* filler */`);
    const { answers, prepared } = await onOneConnection([
      { name: 'contract', query: { orderby: 'customer_last_name' } },
      { name: 'contract', query: { orderby: 'customer_last_name' } },
    ]);
    expect(answers[1]).toBe(answers[0]);
    expect(pages(prepared).filter((s) => s.includes('"customer_last_name" asc'))).toEqual([]);
  });
});
