// Maintained month totals of the payments (issue 12): per facility, contract type and payment month
// (a payment's date is a calendar day: its month is the date's first seven characters), how many
// payments there are and what they collected (received less returns, as the Summary and Analysis
// count it: reports/month-figures.ts collectedByMonth). Kept exact by triggers in the transaction of
// every write to payments, and of a contract's move to another facility or contract type, so the
// Summary and Analysis read a few hundred rows instead of grouping the year's ~330,000 payments.
// Payments of a contract without a contract type are not kept: no facility setting counts them.
import { sql } from 'kysely';
import { RECEIVED_TYPES } from '../../../shared/servicing';
import { type AnyDb, isPg } from './portable';

const KEY = ['facility_id', 'contract_type', 'month'] as const;

/** What a payment row `p` adds to the collected cents. */
const collectedOf = (p: string) =>
  `case when ${p}.type in (${RECEIVED_TYPES.map((t) => `'${t}'`).join(', ')}) then ${p}.amount_cents
    when ${p}.type = 'RETURN' then -${p}.amount_cents else 0 end`;

/** What changes a payment's totals: its contract, date, type or amount. */
const PAYMENT_CHANGED = ['contract_id', 'date', 'type', 'amount_cents'];
/** What changes the totals a contract's payments are in. */
const CONTRACT_CHANGED = ['facility_id', 'contract_type'];

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('payment_month_totals')
    .addColumn('facility_id', 'integer', (c) => c.notNull())
    .addColumn('contract_type', 'integer', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('payments', 'integer', (c) => c.notNull())
    .addColumn('collected_cents', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_month_totals_pk', [...KEY])
    .execute();
  await backfill(db);
  if (isPg(db)) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

/** The totals recounted from the payments (the migration's backfill; the tests' recount). */
export const recountSql = sql`select c.facility_id as facility_id, c.contract_type as contract_type,
    substr(p.date, 1, 7) as month, count(*) as payments, sum(${sql.raw(collectedOf('p'))}) as collected_cents
  from payments p inner join contracts c on c.id = p.contract_id
  where c.contract_type is not null
  group by c.facility_id, c.contract_type, substr(p.date, 1, 7)`;

export async function backfill(db: AnyDb): Promise<void> {
  await sql`insert into payment_month_totals (facility_id, contract_type, month, payments, collected_cents)
    select facility_id, contract_type, month, payments, collected_cents from (${recountSql}) r`.execute(db);
}

const UPSERT = `on conflict (${KEY.join(', ')}) do update set
  payments = payment_month_totals.payments + excluded.payments,
  collected_cents = payment_month_totals.collected_cents + excluded.collected_cents`;

/** SQLite: adds one payment row's totals (sign 1) or takes them away (-1); `row` is NEW or OLD. */
function sqlitePayment(row: 'new' | 'old', sign: 1 | -1) {
  return `insert into payment_month_totals (${KEY.join(', ')}, payments, collected_cents)
    select c.facility_id, c.contract_type, substr(${row}.date, 1, 7), ${sign}, ${sign} * (${collectedOf(row)})
    from contracts c where c.id = ${row}.contract_id and c.contract_type is not null
    ${UPSERT};`;
}

/** SQLite: adds (1) or takes away (-1) every payment of a contract, under its NEW or OLD key. */
function sqliteContract(row: 'new' | 'old', sign: 1 | -1) {
  return `insert into payment_month_totals (${KEY.join(', ')}, payments, collected_cents)
    select ${row}.facility_id, ${row}.contract_type, substr(p.date, 1, 7), ${sign} * count(*),
      ${sign} * sum(${collectedOf('p')})
    from payments p where p.contract_id = ${row}.id and ${row}.contract_type is not null
    group by substr(p.date, 1, 7)
    ${UPSERT};`;
}

async function sqliteTriggers(db: AnyDb) {
  const raw = (text: string) => sql.raw(text).execute(db);
  const paymentChanged = PAYMENT_CHANGED.map((c) => `old.${c} is not new.${c}`).join(' or ');
  const contractChanged = CONTRACT_CHANGED.map((c) => `old.${c} is not new.${c}`).join(' or ');
  await raw(`create trigger payment_month_totals_insert after insert on payments
    begin ${sqlitePayment('new', 1)} end`);
  // A payment deleted with its contract (on delete cascade) finds no contract here: the contract's
  // delete trigger has taken its payments away already.
  await raw(`create trigger payment_month_totals_delete after delete on payments
    begin ${sqlitePayment('old', -1)} end`);
  await raw(`create trigger payment_month_totals_update after update on payments when ${paymentChanged}
    begin ${sqlitePayment('old', -1)} ${sqlitePayment('new', 1)} end`);
  await raw(`create trigger payment_month_totals_contract_update after update on contracts when ${contractChanged}
    begin ${sqliteContract('old', -1)} ${sqliteContract('new', 1)} end`);
  await raw(`create trigger payment_month_totals_contract_delete before delete on contracts
    begin ${sqliteContract('old', -1)} end`);
}

async function postgresTriggers(db: AnyDb) {
  await sql
    .raw(
      `create function payment_month_totals_add(f integer, t integer, m text, n bigint, collected bigint)
      returns void language sql as $$
    insert into payment_month_totals (${KEY.join(', ')}, payments, collected_cents)
    select f, t, m, n, collected where t is not null
    ${UPSERT}
  $$`,
    )
    .execute(db);
  // An update touches two totals rows in key order, so two updates moving payments both ways lock
  // them in the same order (no deadlock).
  await sql
    .raw(
      `create function payment_month_totals_payment() returns trigger language plpgsql as $$
    declare
      old_f integer; old_t integer; old_m text; old_c bigint;
      new_f integer; new_t integer; new_m text; new_c bigint;
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        select c.facility_id, c.contract_type, substr(old.date, 1, 7), (${collectedOf('old')})
        into old_f, old_t, old_m, old_c
        from contracts c where c.id = old.contract_id;
      end if;
      if tg_op in ('UPDATE', 'INSERT') then
        select c.facility_id, c.contract_type, substr(new.date, 1, 7), (${collectedOf('new')})
        into new_f, new_t, new_m, new_c
        from contracts c where c.id = new.contract_id;
      end if;
      if (new_f, new_t, new_m) < (old_f, old_t, old_m) then
        perform payment_month_totals_add(new_f, new_t, new_m, 1, new_c);
        perform payment_month_totals_add(old_f, old_t, old_m, -1, -old_c);
        return null;
      end if;
      if old_f is not null then
        perform payment_month_totals_add(old_f, old_t, old_m, -1, -old_c);
      end if;
      if new_f is not null then
        perform payment_month_totals_add(new_f, new_t, new_m, 1, new_c);
      end if;
      return null;
    end
  $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function payment_month_totals_contract() returns trigger language plpgsql as $$
    begin
      if old.contract_type is not null then
        insert into payment_month_totals (${KEY.join(', ')}, payments, collected_cents)
        select old.facility_id, old.contract_type, substr(p.date, 1, 7), -count(*), -sum(${collectedOf('p')})
        from payments p where p.contract_id = old.id group by substr(p.date, 1, 7)
        order by 3
        ${UPSERT};
      end if;
      if tg_op = 'UPDATE' and new.contract_type is not null then
        insert into payment_month_totals (${KEY.join(', ')}, payments, collected_cents)
        select new.facility_id, new.contract_type, substr(p.date, 1, 7), count(*), sum(${collectedOf('p')})
        from payments p where p.contract_id = new.id group by substr(p.date, 1, 7)
        order by 3
        ${UPSERT};
      end if;
      if tg_op = 'DELETE' then
        return old;
      end if;
      return null;
    end
  $$`,
    )
    .execute(db);
  await sql`create function payment_month_totals_truncate() returns trigger language plpgsql as $$
    begin
      delete from payment_month_totals;
      return null;
    end
  $$`.execute(db);
  const paymentChanged = PAYMENT_CHANGED.map((c) => `old.${c} is distinct from new.${c}`).join(' or ');
  const contractChanged = CONTRACT_CHANGED.map((c) => `old.${c} is distinct from new.${c}`).join(' or ');
  await sql`create trigger payment_month_totals_insert_delete after insert or delete on payments
    for each row execute function payment_month_totals_payment()`.execute(db);
  await sql
    .raw(
      `create trigger payment_month_totals_update after update on payments
      for each row when (${paymentChanged}) execute function payment_month_totals_payment()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger payment_month_totals_contract_update after update on contracts
      for each row when (${contractChanged}) execute function payment_month_totals_contract()`,
    )
    .execute(db);
  // Before the delete: its payments are still there to take away, and deleted with it (on delete
  // cascade) they find no contract in the payment trigger.
  await sql`create trigger payment_month_totals_contract_delete before delete on contracts
    for each row execute function payment_month_totals_contract()`.execute(db);
  await sql`create trigger payment_month_totals_truncate after truncate on payments
    for each statement execute function payment_month_totals_truncate()`.execute(db);
  await sql`create trigger payment_month_totals_contract_truncate after truncate on contracts
    for each statement execute function payment_month_totals_truncate()`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (isPg(db)) {
    await sql`drop trigger payment_month_totals_insert_delete on payments`.execute(db);
    await sql`drop trigger payment_month_totals_update on payments`.execute(db);
    await sql`drop trigger payment_month_totals_truncate on payments`.execute(db);
    await sql`drop trigger payment_month_totals_contract_truncate on contracts`.execute(db);
    await sql`drop trigger payment_month_totals_contract_update on contracts`.execute(db);
    await sql`drop trigger payment_month_totals_contract_delete on contracts`.execute(db);
    await sql`drop function payment_month_totals_payment()`.execute(db);
    await sql`drop function payment_month_totals_contract()`.execute(db);
    await sql`drop function payment_month_totals_truncate()`.execute(db);
    await sql`drop function payment_month_totals_add(integer, integer, text, bigint, bigint)`.execute(db);
  } else {
    for (const name of ['insert', 'delete', 'update', 'contract_update', 'contract_delete']) {
      await sql.raw(`drop trigger payment_month_totals_${name}`).execute(db);
    }
  }
  await db.schema.dropTable('payment_month_totals').execute();
}
