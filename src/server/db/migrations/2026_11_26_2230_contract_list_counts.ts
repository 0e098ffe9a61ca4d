// Maintained counts of the contract list (issue 17): contracts and the sums of the list's totals
// (financed and payment amount) per facility, deleted flag and status, kept by triggers in the
// transaction of every write to contracts, so they are exact. A list that no search narrows reads its
// `count`, `totals` and `deleted` here (a few rows per facility) instead of counting every contract:
// an internal admin's list over every facility read ~97,000 rows per request.
import { sql } from 'kysely';
import { type AnyDb, isPg } from './portable';

const KEY = ['facility_id', 'is_deleted', 'status'] as const;

/** What changes a row's counts: its key or its amounts (a save that sets them unchanged does not). */
const CHANGED = [...KEY, 'financed_amount_cents', 'payment_amount_cents'];

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('contract_list_counts')
    .addColumn('facility_id', 'integer', (c) => c.notNull())
    .addColumn('is_deleted', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('contracts', 'integer', (c) => c.notNull())
    .addColumn('financed_amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('payment_amount_cents', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('contract_list_counts_pk', [...KEY])
    .execute();
  await sql`insert into contract_list_counts
      (facility_id, is_deleted, status, contracts, financed_amount_cents, payment_amount_cents)
    select facility_id, is_deleted, status, count(*),
      coalesce(sum(financed_amount_cents), 0), coalesce(sum(payment_amount_cents), 0)
    from contracts group by facility_id, is_deleted, status`.execute(db);
  if (isPg(db)) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

/** Adds a row's counts (sign 1) or takes them away (-1); `row` is NEW or OLD. */
function sqliteApply(row: 'new' | 'old', sign: 1 | -1) {
  return `insert into contract_list_counts
      (facility_id, is_deleted, status, contracts, financed_amount_cents, payment_amount_cents)
    values (${row}.facility_id, ${row}.is_deleted, ${row}.status, ${sign},
      ${sign} * coalesce(${row}.financed_amount_cents, 0), ${sign} * coalesce(${row}.payment_amount_cents, 0))
    on conflict (facility_id, is_deleted, status) do update set
      contracts = contracts + excluded.contracts,
      financed_amount_cents = financed_amount_cents + excluded.financed_amount_cents,
      payment_amount_cents = payment_amount_cents + excluded.payment_amount_cents;`;
}

async function sqliteTriggers(db: AnyDb) {
  const changed = CHANGED.map((c) => `old.${c} is not new.${c}`).join(' or ');
  await sql
    .raw(
      `create trigger contract_list_counts_insert after insert on contracts begin ${sqliteApply('new', 1)} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger contract_list_counts_delete after delete on contracts begin ${sqliteApply('old', -1)} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger contract_list_counts_update after update on contracts when ${changed}
      begin ${sqliteApply('old', -1)} ${sqliteApply('new', 1)} end`,
    )
    .execute(db);
}

async function postgresTriggers(db: AnyDb) {
  await sql`create function contract_list_counts_add(f integer, d integer, s text, sign integer,
      financed bigint, payment bigint) returns void language sql as $$
    insert into contract_list_counts
      (facility_id, is_deleted, status, contracts, financed_amount_cents, payment_amount_cents)
    values (f, d, s, sign, sign * coalesce(financed, 0), sign * coalesce(payment, 0))
    on conflict (facility_id, is_deleted, status) do update set
      contracts = contract_list_counts.contracts + excluded.contracts,
      financed_amount_cents = contract_list_counts.financed_amount_cents + excluded.financed_amount_cents,
      payment_amount_cents = contract_list_counts.payment_amount_cents + excluded.payment_amount_cents
  $$`.execute(db);
  // An update touches two counts rows in key order, so two saves moving contracts both ways between
  // the same statuses lock them in the same order (no deadlock).
  await sql`create function contract_list_counts_row() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform contract_list_counts_add(new.facility_id, new.is_deleted, new.status, 1,
          new.financed_amount_cents, new.payment_amount_cents);
      elsif tg_op = 'DELETE' then
        perform contract_list_counts_add(old.facility_id, old.is_deleted, old.status, -1,
          old.financed_amount_cents, old.payment_amount_cents);
      elsif (old.facility_id, old.is_deleted, old.status) <= (new.facility_id, new.is_deleted, new.status) then
        perform contract_list_counts_add(old.facility_id, old.is_deleted, old.status, -1,
          old.financed_amount_cents, old.payment_amount_cents);
        perform contract_list_counts_add(new.facility_id, new.is_deleted, new.status, 1,
          new.financed_amount_cents, new.payment_amount_cents);
      else
        perform contract_list_counts_add(new.facility_id, new.is_deleted, new.status, 1,
          new.financed_amount_cents, new.payment_amount_cents);
        perform contract_list_counts_add(old.facility_id, old.is_deleted, old.status, -1,
          old.financed_amount_cents, old.payment_amount_cents);
      end if;
      return null;
    end
  $$`.execute(db);
  await sql`create function contract_list_counts_truncate() returns trigger language plpgsql as $$
    begin
      delete from contract_list_counts;
      return null;
    end
  $$`.execute(db);
  const changed = CHANGED.map((c) => `old.${c} is distinct from new.${c}`).join(' or ');
  await sql`create trigger contract_list_counts_insert_delete after insert or delete on contracts
    for each row execute function contract_list_counts_row()`.execute(db);
  await sql
    .raw(
      `create trigger contract_list_counts_update after update on contracts
      for each row when (${changed}) execute function contract_list_counts_row()`,
    )
    .execute(db);
  await sql`create trigger contract_list_counts_truncate after truncate on contracts
    for each statement execute function contract_list_counts_truncate()`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (isPg(db)) {
    await sql`drop trigger contract_list_counts_insert_delete on contracts`.execute(db);
    await sql`drop trigger contract_list_counts_update on contracts`.execute(db);
    await sql`drop trigger contract_list_counts_truncate on contracts`.execute(db);
    await sql`drop function contract_list_counts_row()`.execute(db);
    await sql`drop function contract_list_counts_truncate()`.execute(db);
    await sql`drop function contract_list_counts_add(integer, integer, text, integer, bigint, bigint)`.execute(
      db,
    );
  } else {
    for (const name of ['insert', 'delete', 'update']) {
      await sql.raw(`drop trigger contract_list_counts_${name}`).execute(db);
    }
  }
  await db.schema.dropTable('contract_list_counts').execute();
}
