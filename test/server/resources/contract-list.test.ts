// GET /api/crud/contract (spec §2 /contracts, §7 Generic resource access): each parameter of the list.
import { sql } from 'kysely';
import { SIGNED_OR_LATER } from '../../../machines/contract-lifecycle.types';
import { TERMS_NOT_ACCEPTED } from '../../../src/shared/constants';
import { loggedInBrowser, type Browser } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { facilityIdOf, insertContract, SETUP_TIMEOUT } from './resource-fixtures';

let t: TestApp;
let clientAdmin: Browser;
let grooming: number;
const ids: Record<string, number> = {};

const list = async (query: string) => {
  const response = await clientAdmin.get(`/api/crud/contract?facility_id=${grooming}&${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const listIds = async (query: string) => (await list(query)).rows.map((r: { id: number }) => r.id);

beforeAll(async () => {
  t = await createTestApp();
  clientAdmin = await loggedInBrowser(t.app, 'client-admin@example.com');
  grooming = await facilityIdOf(t.db, 'Riverside Grooming & Boarding');
  const f = { facility_id: grooming };
  ids.adams = await insertContract(t.db, {
    ...f,
    customer_first_name: 'Grace',
    customer_last_name: 'Adams',
    financed_amount_cents: 100_000,
    payment_amount_cents: 10_050,
    created_on: '2026-01-05T15:00:00.000Z',
    next_payment_due_date: '2026-12-01',
    status: 'ACTIVE',
    days_late: 12,
  });
  ids.baker = await insertContract(t.db, {
    ...f,
    customer_first_name: 'Henry',
    customer_last_name: 'Baker',
    financed_amount_cents: 250_000,
    payment_amount_cents: 20_000,
    created_on: '2026-02-01T04:30:00.000Z',
    next_payment_due_date: '2026-12-15',
    status: 'SIGNED',
    is_select: 1,
    apr: 9.75,
  });
  ids.cole = await insertContract(t.db, {
    ...f,
    customer_first_name: 'Iris',
    customer_last_name: 'Cole 100%',
    financed_amount_cents: 50_000,
    created_on: '2026-03-10T12:00:00.000Z',
    status: 'INCOMPLETE',
    csr_status: 'WAITING AUTHORIZATION',
  });
  ids.deleted = await insertContract(t.db, {
    ...f,
    customer_last_name: 'Dunn',
    created_on: '2026-03-11T12:00:00.000Z',
    is_deleted: 1,
  });
}, SETUP_TIMEOUT);
afterAll(() => t.close());

describe('the list answer', () => {
  test('count, rows newest first, totals in dollars and the enums; deleted ones counted apart', async () => {
    const answer = await list('');
    expect(answer.count).toBe(3);
    expect(answer.deleted).toBe(1);
    expect((await list('search_customer_last_name=adams')).deleted).toBe(0);
    expect(answer.rows.map((r: { id: number }) => r.id)).toEqual([ids.cole, ids.baker, ids.adams]);
    expect(answer.rows[2]).toMatchObject({
      id: ids.adams,
      customer_name: 'Grace Adams',
      status: 'ACTIVE',
      facility: 'Riverside Grooming & Boarding',
      financed_amount: 1000,
      payment_amount: 100.5,
      next_payment_due_date: '2026-12-01',
      days_late: 12,
      is_deleted: false,
      is_select: false,
    });
    expect(answer.totals).toEqual({ financed_amount: 4000, payment_amount: 300.5 });
    expect(answer.enums.status).toContain('WAITING E-SIGNATURE');
    expect(answer.enums.csr_status).toContain('RECEIVED AUTHORIZATION');
  });
});

describe('search_{field}', () => {
  test('text contains, in any case; % and _ are matched as typed', async () => {
    expect(await listIds('search_customer_name=ACE ada')).toEqual([ids.adams]);
    expect(await listIds('search_customer_last_name=e')).toEqual([ids.cole, ids.baker]);
    expect(await listIds(`search_customer_last_name=${encodeURIComponent('100%')}`)).toEqual([ids.cole]);
    expect(await listIds('search_customer_last_name=_')).toEqual([]);
  });

  test('timestamps by business date: exact day or a range (New York days)', async () => {
    // 2026-02-01T04:30Z is still January 31 in New York.
    expect(await listIds('search_created_on=2026-01-31')).toEqual([ids.baker]);
    expect(await listIds('search_created_on=2026-01-01..2026-02-01')).toEqual([ids.baker, ids.adams]);
    expect(await listIds('search_created_on=2026-03-01..')).toEqual([ids.cole]);
    expect(await listIds('search_created_on=..01/05/2026')).toEqual([ids.adams]);
  });

  test('dates and money exact or as ranges; money in dollars', async () => {
    expect(await listIds('search_next_payment_due_date=2026-12-15')).toEqual([ids.baker]);
    expect(await listIds('search_next_payment_due_date=2026-12-01..2026-12-31')).toEqual([
      ids.baker,
      ids.adams,
    ]);
    expect(await listIds('search_financed_amount=1000')).toEqual([ids.adams]);
    expect(await listIds('search_financed_amount=600..2500.00')).toEqual([ids.baker, ids.adams]);
    expect(await listIds('search_days_late=1..')).toEqual([ids.adams]);
    expect(await listIds('search_apr=9.5..10')).toEqual([ids.baker]);
    expect((await list('search_apr=9.75')).rows[0].apr).toBe(9.75);
  });

  test('enums and flags exact', async () => {
    expect(await listIds('search_status=SIGNED')).toEqual([ids.baker]);
    expect(await listIds('search_csr_status=WAITING AUTHORIZATION')).toEqual([ids.cole]);
    expect(await listIds('search_is_select=true')).toEqual([ids.baker]);
    expect(await listIds('search_is_select=0')).toEqual([ids.cole, ids.adams]);
  });

  test('a value that is not one of the field is 400 naming both', async () => {
    const response = await clientAdmin.get('/api/crud/contract?search_status=LOST');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("'LOST' is not a valid value for 'status'.");
    expect((await clientAdmin.get('/api/crud/contract?search_created_on=yesterday')).statusCode).toBe(400);
    expect((await clientAdmin.get('/api/crud/contract?search_financed_amount=lots')).statusCode).toBe(400);
  });
});

describe('the search box (search=) and what a row’s actions read', () => {
  test('search= finds by name, account number, email and phone digits', async () => {
    await t.db
      .updateTable('contracts')
      .set({
        ebcs_account_number: 'EB3099',
        customer_email: 'grace.a@example.com',
        customer_phone2: '(614)555-2077',
        customer_business_name: 'Adams Kennels',
        client_internal_acct_number: 'RG-771',
      })
      .where('id', '=', ids.adams)
      .execute();
    expect(await listIds('search=grace ad')).toEqual([ids.adams]);
    expect(await listIds('search=s kenn')).toEqual([ids.adams]);
    expect(await listIds('search=rg-77')).toEqual([ids.adams]);
    // Each value on its own: PostgreSQL joins them to lower them once, and no match may span two
    // (email, then account number; account number, then practice account number).
    expect(await listIds('search=.comeb30')).toEqual([]);
    expect(await listIds('search=3099rg')).toEqual([]);
    expect(await listIds('search=kennelsgrace')).toEqual([]);
    expect(await listIds('search=eb3099')).toEqual([ids.adams]);
    expect(await listIds('search=grace.a@')).toEqual([ids.adams]);
    // In any case, typed or stored (SQLite matches the values as they are, PostgreSQL lowers them).
    expect(await listIds('search=GRACE AD')).toEqual([ids.adams]);
    expect(await listIds('search=eB3099')).toEqual([ids.adams]);
    expect(await listIds('search=GRACE.A@EXAMPLE')).toEqual([ids.adams]);
    // % and _ are matched as typed, not as wildcards.
    expect(await listIds(`search=${encodeURIComponent('grace%ad')}`)).toEqual([]);
    expect(await listIds('search=grace_a@')).toEqual([]);
    expect(await listIds('search=555 2077')).toEqual([ids.adams]);
    expect(await listIds('search=Nobody-at-all')).toEqual([]);
    const row = (await list('search=eb3099')).rows[0];
    expect(row).toMatchObject({ customer_phone: '(614)555-2077', customer_email: 'grace.a@example.com' });
  });

  test('delete_allowed is the contract’s flag and the facility’s setting; has_payments; rewrite fields', async () => {
    const rowOf = async (id: number) =>
      (await list('orderby=id')).rows.find((r: { id: number }) => r.id === id);
    expect(await rowOf(ids.cole)).toMatchObject({
      delete_allowed: true,
      rewrite_allowed: false,
      current_rewrite_id: null,
      has_payments: false,
    });
    await t.db.updateTable('contracts').set({ delete_allowed: 0 }).where('id', '=', ids.cole).execute();
    expect((await rowOf(ids.cole)).delete_allowed).toBe(false);
    await t.db.updateTable('contracts').set({ delete_allowed: 1 }).where('id', '=', ids.cole).execute();
    await t.db.updateTable('facilities').set({ can_delete: 0 }).where('id', '=', grooming).execute();
    expect((await rowOf(ids.cole)).delete_allowed).toBe(false);
    await t.db.updateTable('facilities').set({ can_delete: 1 }).where('id', '=', grooming).execute();
    expect((await rowOf(ids.cole)).delete_allowed).toBe(true);

    await sql`insert into payments (contract_id, date, amount_cents, type, created_on)
      values (${ids.adams}, '2026-02-01', 10050, 'ACH', ${new Date().toISOString()})`.execute(t.db);
    expect((await rowOf(ids.adams)).has_payments).toBe(true);
    expect((await clientAdmin.get('/api/crud/contract?search_has_payments=true')).statusCode).toBe(400);
  });
});

describe('orderby, limit and offset', () => {
  test('several fields, each ascending or descending (-field)', async () => {
    expect(await listIds('orderby=customer_last_name')).toEqual([ids.adams, ids.baker, ids.cole]);
    expect(await listIds('orderby=-financed_amount')).toEqual([ids.baker, ids.adams, ids.cole]);
    expect(await listIds('orderby=is_select,-customer_last_name')).toEqual([ids.cole, ids.adams, ids.baker]);
  });

  test('pages: limit and offset, with the count of the whole list', async () => {
    const first = await list('orderby=customer_last_name&limit=2');
    expect(first.count).toBe(3);
    expect(first.rows.map((r: { id: number }) => r.id)).toEqual([ids.adams, ids.baker]);
    expect(await listIds('orderby=customer_last_name&limit=2&offset=2')).toEqual([ids.cole]);
  });

  test('limit is 1 to 1000 (400 otherwise); the default page is 100 rows', async () => {
    expect((await clientAdmin.get('/api/crud/contract?limit=1001')).statusCode).toBe(400);
    expect((await clientAdmin.get('/api/crud/contract?limit=0')).statusCode).toBe(400);
    for (let i = 0; i < 101; i++)
      await insertContract(t.db, { facility_id: grooming, customer_last_name: 'Zed' });
    const answer = await list('search_customer_last_name=Zed');
    expect(answer.count).toBe(101);
    expect(answer.rows).toHaveLength(100);
    await t.db.deleteFrom('contracts').where('customer_last_name', '=', 'Zed').execute();
  });
});

describe('refusals', () => {
  test('an unknown field to search or order by is 400 naming it', async () => {
    const search = await clientAdmin.get('/api/crud/contract?search_foo=1');
    expect(search.statusCode).toBe(400);
    expect(search.json().message).toBe("Cannot search by 'foo'.");
    const order = await clientAdmin.get('/api/crud/contract?orderby=-foo');
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toBe("Cannot order by 'foo'.");
  });

  test('an unknown parameter, status query or resource', async () => {
    expect((await clientAdmin.get('/api/crud/contract?colour=red')).json().message).toBe(
      "Unknown parameter 'colour'.",
    );
    expect((await clientAdmin.get('/api/crud/contract?status=lost')).json().message).toBe(
      "Unknown query 'lost'.",
    );
    expect((await clientAdmin.get('/api/crud/users')).statusCode).toBe(404);
    expect((await clientAdmin.get('/api/crud/sessions/1')).statusCode).toBe(404);
  });

  test('not logged in is 401; terms not accepted 403; a facility not reached 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/crud/contract' })).statusCode).toBe(401);
    const newTerms = await loggedInBrowser(t.app, 'newterms@example.com');
    const terms = await newTerms.get('/api/crud/contract');
    expect(terms.statusCode).toBe(403);
    expect(terms.json().message).toBe(TERMS_NOT_ACCEPTED);
    const dental = await loggedInBrowser(t.app, 'dental@example.com');
    expect((await dental.get(`/api/crud/contract?facility_id=${grooming}`)).statusCode).toBe(403);
  });

  test('a verb the resource does not take is 405; PUT and DELETE outside the contract API are 404', async () => {
    expect((await clientAdmin.post('/api/crud/facility', { name: 'New' })).statusCode).toBe(405);
    expect((await clientAdmin.request('PUT', '/api/crud/note/1', {})).statusCode).toBe(404);
    expect((await clientAdmin.request('DELETE', '/api/crud/client/1', {})).statusCode).toBe(404);
  });
});

type Contracts = ReturnType<typeof contractsOf>;
const contractsOf = (deleted: 0 | 1) => t.db.selectFrom('contracts as c').where('c.is_deleted', '=', deleted);

describe('count, totals and deleted of an unsearched list stay exact through every write (issue 17)', () => {
  type Figures = {
    count: number;
    deleted: number;
    totals: { financed_amount: number; payment_amount: number };
  };
  /** The figures as counting the contracts themselves gives them. */
  async function counted(where: (q: Contracts) => Contracts, facilityId?: number): Promise<Figures> {
    const of = (deleted: 0 | 1) => {
      let q = contractsOf(deleted);
      if (facilityId !== undefined) q = q.where('c.facility_id', '=', facilityId);
      return q;
    };
    const live = await where(of(0))
      .select([
        sql<number>`count(*)`.as('n'),
        sql<number>`coalesce(sum(c.financed_amount_cents), 0)`.as('f'),
        sql<number>`coalesce(sum(c.payment_amount_cents), 0)`.as('p'),
      ])
      .executeTakeFirstOrThrow();
    const gone = await of(1)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    return {
      count: Number(live.n),
      deleted: Number(gone.n),
      totals: { financed_amount: Number(live.f) / 100, payment_amount: Number(live.p) / 100 },
    };
  }
  const figures = ({ count, deleted, totals }: Figures) => ({ count, deleted, totals });
  const completed = [...SIGNED_OR_LATER];

  async function expectExact() {
    const admin = await loggedInBrowser(t.app, 'admin@example.com');
    const every = await admin.get('/api/crud/contract');
    expect(figures(every.json())).toEqual(await counted((q) => q));
    const everyCompleted = await admin.get('/api/crud/contract?status=completed');
    expect(figures(everyCompleted.json())).toEqual(
      await counted((q) => q.where('c.status', 'in', completed)),
    );
    expect(figures(await list(''))).toEqual(await counted((q) => q, grooming));
    expect(figures(await list('status=rejected'))).toEqual(
      await counted((q) => q.where('c.status', '=', 'REJECTED'), grooming),
    );
    expect((await list('status=deleted')).count).toBe((await counted((q) => q, grooming)).deleted);
  }

  test('inserts, status and amount changes, deleting and undeleting, moving, removing', async () => {
    await expectExact();
    const id = await insertContract(t.db, {
      facility_id: grooming,
      customer_last_name: 'Counted',
      financed_amount_cents: 123_456,
      payment_amount_cents: 7_89,
      status: 'SIGNED',
    });
    await expectExact();
    const change = async (values: Record<string, unknown>) => {
      await t.db.updateTable('contracts').set(values).where('id', '=', id).execute();
      await expectExact();
    };
    await change({ status: 'ACTIVE' });
    await change({ financed_amount_cents: 200_000, payment_amount_cents: null });
    await change({ customer_first_name: 'Only a name' });
    await change({ status: 'REJECTED' });
    await change({ is_deleted: 1 });
    await change({ is_deleted: 0, status: 'COLLECT' });
    const other = await facilityIdOf(t.db, 'Riverside Animal Hospital');
    await change({ facility_id: other });
    await change({ facility_id: grooming });
    await t.db.deleteFrom('contracts').where('id', '=', id).execute();
    await expectExact();
  });
});
