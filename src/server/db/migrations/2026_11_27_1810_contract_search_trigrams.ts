// The contract list's search box on PostgreSQL (issue 17, 200 staff at once): a search for a name
// lowered and matched five values of each of the practice's contracts, twice (the page and its count):
// 45 % of PostgreSQL's time under the load bench. A trigram index (pg_trgm, a trusted extension any
// database owner may create) over those values, joined and lowered as `containsAnyText` in
// resources/search.ts writes them, hands the search the few contracts that can match (Bench Practice 01:
// 2.8 → 0.7 ms a scan; every facility: a read of every contract → 8.5 ms). Text of under three letters
// has no trigram and is scanned as before. The expression must stay the one the search writes, or the
// index is never used: contract-search-index.test.ts checks the plan. SQLite scans (no such index).
import { sql } from 'kysely';
import { type AnyDb, isPg } from './portable';

export async function up(db: AnyDb): Promise<void> {
  if (!isPg(db)) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index if not exists contracts_search_trigrams on contracts using gin ((lower(
    coalesce(nullif(trim(coalesce(customer_first_name, '') || ' ' || coalesce(customer_last_name, '')), ''), '')
    || chr(31) || coalesce(customer_business_name, '')
    || chr(31) || coalesce(customer_email, '')
    || chr(31) || coalesce(ebcs_account_number, '')
    || chr(31) || coalesce(client_internal_acct_number, ''))) gin_trgm_ops)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!isPg(db)) return;
  await sql`drop index if exists contracts_search_trigrams`.execute(db);
}
