// The maintained payment month totals (migration 2026_11_27_0100, issue 12) equal a recount from the
// payments after every kind of write: the demo seed's servicing run, payments added, returned, edited,
// moved to another month or contract and deleted, a contract moved to another facility or contract
// type, a contract deleted with its payments; and the Summary's collected read from them equals the
// sum over the payments for a month running with payments dated after today.
import { sql } from 'kysely';
import { recountSql } from '../../../src/server/db/migrations/2026_11_27_0100_payment_month_totals';
import { collectedByMonth, countedTypes } from '../../../src/server/reports/month-figures';
import { RECEIVED_TYPES } from '../../../src/shared/servicing';
import { seededDatabase, TEST_DB } from '../helpers/test-app';
import { RIVERSIDE, SETUP_TIMEOUT } from '../resources/resource-fixtures';
import { addFacility, addPayment, insertContract, liveContract } from './practice-numbers-fixtures';
import type { Db } from '../../../src/server/db/database';

let db: Db;
let drop: () => Promise<void>;
let facility: number;
let other: number;

type Totals = Record<string, { payments: number; collected_cents: number }>;

const keyOf = (r: { facility_id: unknown; contract_type: unknown; month: unknown }) =>
  `${Number(r.facility_id)}/${Number(r.contract_type)}/${String(r.month)}`;

async function maintained(): Promise<Totals> {
  const rows = await db
    .selectFrom('payment_month_totals')
    .selectAll()
    .where((eb) => eb.or([eb('payments', '<>', 0), eb('collected_cents', '<>', 0)]))
    .execute();
  return Object.fromEntries(
    rows.map((r) => [keyOf(r), { payments: Number(r.payments), collected_cents: Number(r.collected_cents) }]),
  );
}

async function recounted(): Promise<Totals> {
  const rows = await sql<Record<string, unknown>>`${recountSql}`.execute(db);
  return Object.fromEntries(
    rows.rows.map((r) => [
      keyOf(r as never),
      { payments: Number(r.payments), collected_cents: Number(r.collected_cents) },
    ]),
  );
}

async function expectExact() {
  expect(await maintained()).toEqual(await recounted());
}

beforeAll(async () => {
  ({ db, drop } = await seededDatabase());
  facility = (await addFacility(db, RIVERSIDE, { summary_contract_types: '[1, 2]' })).id;
  other = (await addFacility(db, RIVERSIDE, { summary_contract_types: '[1]' })).id;
}, SETUP_TIMEOUT);

afterAll(async () => {
  await db.destroy();
  await drop();
});

test('the seeded demo (migrated, then its servicing run) has its totals exact', async () => {
  const totals = await maintained();
  expect(Object.keys(totals).length).toBeGreaterThan(0);
  await expectExact();
});

test('payments added, returned, edited, moved and deleted keep the totals exact', async () => {
  const a = await insertContract(db, liveContract(facility, { signed_on: '2025-03-01T15:00:00.000Z', financed_amount_cents: 100_000, contract_type: 1 })); // prettier-ignore
  const b = await insertContract(db, liveContract(facility, { signed_on: '2025-03-01T15:00:00.000Z', financed_amount_cents: 100_000, contract_type: 2 })); // prettier-ignore
  const untyped = await insertContract(db, liveContract(facility, { signed_on: '2025-03-01T15:00:00.000Z', financed_amount_cents: 100_000, contract_type: null })); // prettier-ignore
  const ach = await addPayment(db, a, '2025-03-05', 'ACH', 10_000);
  const card = await addPayment(db, a, '2025-03-31', 'CARD', 2_500);
  await addPayment(db, a, '2025-04-01', 'PRACTICE', 700);
  await addPayment(db, a, '2025-04-02', 'LATE FEE', 1_500);
  const onB = await addPayment(db, b, '2025-03-05', 'ACH', 9_000);
  await addPayment(db, untyped, '2025-03-05', 'ACH', 4_000);
  await expectExact();
  expect((await maintained())[`${facility}/1/2025-03`]).toEqual({ payments: 2, collected_cents: 12_500 });
  expect((await maintained())[`${facility}/1/2025-04`]).toEqual({ payments: 2, collected_cents: 700 });

  // A return: the payment marked returned (no change to the totals) and a RETURN row taking it away.
  await db
    .updateTable('payments')
    .set({ returned_on: '2025-03-09', return_reason: 'R01', return_amount_cents: 10_000 })
    .where('id', '=', ach)
    .execute();
  await addPayment(db, a, '2025-03-09', 'RETURN', 10_000);
  await expectExact();
  expect((await maintained())[`${facility}/1/2025-03`]).toEqual({ payments: 3, collected_cents: 2_500 });

  // Edited: amount, type, date into another month, contract.
  await db.updateTable('payments').set({ amount_cents: 3_000 }).where('id', '=', card).execute();
  await expectExact();
  await db.updateTable('payments').set({ type: 'REBATE' }).where('id', '=', card).execute();
  await expectExact();
  await db.updateTable('payments').set({ type: 'ACH', date: '2025-05-10' }).where('id', '=', card).execute();
  await expectExact();
  await db.updateTable('payments').set({ contract_id: b }).where('id', '=', card).execute();
  await expectExact();
  await db.updateTable('payments').set({ contract_id: untyped }).where('id', '=', onB).execute();
  await expectExact();
  await db.updateTable('payments').set({ contract_id: a }).where('id', '=', onB).execute();
  await expectExact();

  await db.deleteFrom('payments').where('id', '=', ach).execute();
  await expectExact();
  expect((await maintained())[`${facility}/2/2025-05`]).toEqual({ payments: 1, collected_cents: 3_000 });
});

test("a contract's move to another facility or contract type, and its deletion, keep the totals exact", async () => {
  const c = await insertContract(db, liveContract(facility, { signed_on: '2025-06-01T15:00:00.000Z', financed_amount_cents: 50_000, contract_type: 1 })); // prettier-ignore
  await addPayment(db, c, '2025-06-05', 'ACH', 5_000);
  await addPayment(db, c, '2025-07-05', 'ACH', 5_000);
  await addPayment(db, c, '2025-07-09', 'RETURN', 5_000);
  await addPayment(db, c, '2025-07-09', 'RETURN FEE', 2_500);
  await expectExact();
  await db.updateTable('contracts').set({ contract_type: 2 }).where('id', '=', c).execute();
  await expectExact();
  await db.updateTable('contracts').set({ facility_id: other }).where('id', '=', c).execute();
  await expectExact();
  expect((await maintained())[`${other}/2/2025-07`]).toEqual({ payments: 3, collected_cents: 0 });
  await db.updateTable('contracts').set({ contract_type: null }).where('id', '=', c).execute();
  await expectExact();
  await db
    .updateTable('contracts')
    .set({ contract_type: 1, facility_id: facility })
    .where('id', '=', c)
    .execute();
  await expectExact();
  // A save that sets them unchanged.
  await db
    .updateTable('contracts')
    .set({ contract_type: 1, status: 'COLLECT' })
    .where('id', '=', c)
    .execute();
  await expectExact();
  // Deleted with its payments (on delete cascade).
  await db.deleteFrom('contracts').where('id', '=', c).execute();
  expect(await db.selectFrom('payments').select('id').where('contract_id', '=', c).execute()).toEqual([]);
  await expectExact();
  expect((await maintained())[`${facility}/1/2025-06`]).toBeUndefined();
});

test('the month running: collected from the totals, less the payments dated after today', async () => {
  const c = await insertContract(db, liveContract(facility, { signed_on: '2025-08-01T15:00:00.000Z', financed_amount_cents: 50_000, contract_type: 1 })); // prettier-ignore
  await addPayment(db, c, '2025-08-05', 'ACH', 1_000);
  await addPayment(db, c, '2025-09-05', 'ACH', 2_000);
  await addPayment(db, c, '2025-09-20', 'CARD', 4_000);
  await addPayment(db, c, '2025-10-01', 'ACH', 8_000);
  const counted = await countedTypes(db, 'summary_contract_types');
  // What the payments collected up to the day, per facility and month (the reports' definition).
  const byPayments = async (from: string, to: string) => {
    const rows = await sql<{ facility_id: number; month: string; cents: number }>`
      select c.facility_id as facility_id, substr(p.date, 1, 7) as month,
        sum(case when p.type in (${sql.join([...RECEIVED_TYPES])}) then p.amount_cents
          when p.type = 'RETURN' then -p.amount_cents else 0 end) as cents
      from contracts c inner join payments p on p.contract_id = c.id
      where p.date >= ${from} and p.date <= ${to} and ${counted}
      group by c.facility_id, substr(p.date, 1, 7)`.execute(db);
    return rows.rows.map((r) => `${r.facility_id}/${r.month}/${Number(r.cents)}`).sort();
  };
  const read = async (months: string[], today: string) =>
    (await collectedByMonth(db, months, today, counted))
      .map((r) => `${r.facility_id}/${r.month}/${r.cents}`)
      .sort();
  const months = ['2025-07', '2025-08', '2025-09', '2025-10'];
  for (const today of ['2025-09-01', '2025-09-10', '2025-09-20', '2025-09-30', '2025-10-01', '2025-12-31']) {
    const to = today < '2025-10-31' ? today : '2025-10-31';
    expect(await read(months, today)).toEqual(await byPayments('2025-07-01', to));
  }
  expect(await read(months, '2025-09-10')).toContain(`${facility}/2025-09/2000`);
  expect(await read(['2025-11'], '2025-10-15')).toEqual([]);
});

(TEST_DB === 'postgres' ? test : test.skip)('TRUNCATE of the payments empties the totals', async () => {
  await sql`truncate payments cascade`.execute(db);
  expect(await db.selectFrom('payment_month_totals').selectAll().execute()).toEqual([]);
  await expectExact();
});
