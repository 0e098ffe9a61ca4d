// The search box's condition on PostgreSQL is the expression its trigram index holds (migration
// 2026_11_27_1810_contract_search_trigrams): were the two to drift apart, every search would scan the
// practice's contracts again, and no other test would notice. SQLite has no such index.
import { CompiledQuery, sql } from 'kysely';
import { anyOf } from '../../../src/server/resources/contract-search';
import { createTestApp, TEST_DB, type TestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

(TEST_DB === 'postgres' ? test : test.skip)('a search for a name can read the trigram index', async () => {
  const plan = await t.db.transaction().execute(async (trx) => {
    // With a handful of test contracts a scan is cheaper: forbid it, so only a usable index remains.
    await sql`set local enable_seqscan = off`.execute(trx);
    const compiled = trx
      .selectFrom('contracts as c')
      .select(sql<number>`count(*)`.as('n'))
      .where(anyOf('Adams', true))
      .compile();
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
    );
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
  expect(plan).toContain('contracts_search_trigrams');
});
