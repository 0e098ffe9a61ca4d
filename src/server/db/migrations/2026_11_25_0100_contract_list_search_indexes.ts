// The contract list at the size of a large practice group (issue 6, test/tools/bench/README.md):
// - by status: a facility's list filtered by a status query and newest first finds, orders, counts
//   and totals its rows from the index alone (the amounts summed in `totals` are in it);
// - by last name: the list sorted by last name, and a last-name search counted and totalled from the
//   index (a `contains` match cannot seek a b-tree, but it is checked on index entries, not rows);
// - newest: every facility's list (internal admins) newest first, read in order and cut at a page.
// PostgreSQL keeps `id` in them for index-only scans (SQLite's rowid is in every index) and orders
// `newest` as the list does (created_on DESC NULLS LAST, id DESC).
import { sql } from 'kysely';
import { type AnyDb, isPg } from './portable';

const INDEXES = ['contracts_list_by_status', 'contracts_list_by_last_name', 'contracts_list_newest'];

export async function up(db: AnyDb): Promise<void> {
  if (isPg(db)) {
    await sql`create index contracts_list_by_status on contracts
      (facility_id, is_deleted, status, created_on, id) include (financed_amount_cents, payment_amount_cents)`.execute(
      db,
    );
    await sql`create index contracts_list_by_last_name on contracts
      (facility_id, is_deleted, customer_last_name, created_on, id) include (financed_amount_cents, payment_amount_cents)`.execute(
      db,
    );
    await sql`create index contracts_list_newest on contracts
      (is_deleted, created_on desc nulls last, id desc)`.execute(db);
    return;
  }
  const indexes: [string, string[]][] = [
    [
      INDEXES[0],
      ['facility_id', 'is_deleted', 'status', 'created_on', 'financed_amount_cents', 'payment_amount_cents'],
    ],
    [
      INDEXES[1],
      [
        'facility_id',
        'is_deleted',
        'customer_last_name',
        'created_on',
        'financed_amount_cents',
        'payment_amount_cents',
      ],
    ],
    [INDEXES[2], ['is_deleted', 'created_on']],
  ];
  for (const [name, columns] of indexes) {
    await db.schema.createIndex(name).on('contracts').columns(columns).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const name of INDEXES) await db.schema.dropIndex(name).execute();
}
