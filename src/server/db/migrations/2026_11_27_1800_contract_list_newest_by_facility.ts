// A practice's list as it opens: newest first, in a status query or none (issue 17, 200 staff at once
// on PostgreSQL). PostgreSQL chose the page's 100 keys by reading every entry of the facility in
// `contracts_list_by_status` / `contracts_list_by_last_name` (2,000 at Bench Practice 01) and sorting
// them: 1.4 ms of its CPU for every list page. This index holds them in the list's own order
// (created_on DESC NULLS LAST, id DESC), with the status to filter on, so a page reads its 100 entries
// and stops (0.1 ms). SQLite already reads that order from `contracts_facility_deleted_created`
// backwards (its rowid, the id, ends every entry): nothing to add there.
import { sql } from 'kysely';
import { type AnyDb, isPg } from './portable';

export async function up(db: AnyDb): Promise<void> {
  if (!isPg(db)) return;
  await sql`create index if not exists contracts_list_newest_by_facility on contracts
    (facility_id, is_deleted, created_on desc nulls last, id desc) include (status)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!isPg(db)) return;
  await sql`drop index if exists contracts_list_newest_by_facility`.execute(db);
}
