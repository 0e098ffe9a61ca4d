// npx tsx test/tools/bench/explain.ts [--db sqlite|postgres|both] [--analyze]: the query plans of the
// benchmark's cases, built by the real list code (resources/list.ts) on the bench databases.
import { sql } from 'kysely';
import type { Db } from '../../../src/server/db/database';
import { exprOf } from '../../../src/server/resources/fields';
import { listParamsOf, rowsQuery, filteredQuery } from '../../../src/server/resources/list';
import { resourceNamed } from '../../../src/server/resources/registry';
import type { ResourceContext } from '../../../src/server/resources/resource';
import { kindsOf, openBenchDb, type BenchDbKind } from './bench-db';

const ANALYZE = process.argv.includes('--analyze');

async function explain(
  db: Db,
  kind: BenchDbKind,
  title: string,
  compiled: { sql: string; parameters: readonly unknown[] },
) {
  const prefix =
    kind === 'sqlite' ? 'explain query plan ' : ANALYZE ? 'explain (analyze, buffers off) ' : 'explain ';
  const result = await db.executeQuery<Record<string, unknown>>({
    ...compiled,
    sql: prefix + compiled.sql,
    query: { kind: 'RawNode', sqlFragments: [], parameters: [] } as never,
    queryId: { queryId: title },
  });
  console.log(`\n-- ${title}\n${compiled.sql.slice(0, 400)}`);
  for (const row of result.rows)
    console.log(kind === 'sqlite' ? `   ${String(row.detail)}` : `   ${String(row['QUERY PLAN'])}`);
}

async function main() {
  for (const kind of kindsOf(process.argv)) {
    const db = openBenchDb(kind);
    try {
      const f = await db
        .selectFrom('facilities')
        .select(['id', 'client_id'])
        .where('name', '=', 'Bench Practice 01')
        .executeTakeFirstOrThrow();
      const staff = { everything: false, facilityIds: [f.id], clientIds: [f.client_id] };
      const admin = { everything: true, facilityIds: [], clientIds: [] };
      const cases: [string, string, Record<string, string>, typeof staff][] = [
        [
          'facility, completed, -created_on',
          'contract',
          { facility_id: String(f.id), status: 'completed', orderby: '-created_on' },
          staff,
        ],
        [
          'facility, completed, customer_last_name',
          'contract',
          { facility_id: String(f.id), status: 'completed', orderby: 'customer_last_name' },
          staff,
        ],
        [
          'facility, search_customer_last_name',
          'contract',
          { facility_id: String(f.id), search_customer_last_name: 'smith' },
          staff,
        ],
        ['contract_search', 'contract_search', { search: 'smith' }, staff],
        ['admin, all', 'contract', {}, admin],
        ['admin, search_customer_last_name', 'contract', { search_customer_last_name: 'smith' }, admin],
      ];
      for (const [title, name, query, reach] of cases) {
        const resource = resourceNamed(name);
        if (!resource) continue;
        const ctx = { db, reach, access: undefined } as unknown as ResourceContext;
        const p = listParamsOf(resource, query);
        await explain(
          db,
          kind,
          `${kind} ${title}: page`,
          rowsQuery(ctx, resource, { ...p, limit: 100 }).compile(),
        );
        // As listRows counts and totals: one pass.
        const sums = resource.fields
          .filter((fd) => resource.totals?.includes(fd.name))
          .map((fd) => sql`sum(${exprOf(fd)})`.as(fd.name));
        const counted = filteredQuery(ctx, resource, p).select([sql<number>`count(*)`.as('n'), ...sums]);
        await explain(db, kind, `${kind} ${title}: count`, counted.compile());
      }
    } finally {
      await db.destroy();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
