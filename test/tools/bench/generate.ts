// npm run bench:generate [-- --db sqlite|postgres|both]: a fresh benchmark database per kind, made by
// the real migrations and the demo seed, then 50 facilities, 100,000 contracts and 1,000,000 payments
// (bench-rows.ts) in multi-row inserts of a few hundred rows, one transaction, and the bench user
// bench-staff@example.com (create rights at the first bench facility, about 2,000 contracts).
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { sql, type Kysely, type Transaction } from 'kysely';
import { businessToday } from '../../../src/shared/calendar';
import type { Database } from '../../../src/server/db/schema';
import { migrateToLatest } from '../../../src/server/db/migrator';
import { DEMO_PASSWORD, seedDemo } from '../../../src/server/db/seed';
import { hashPassword } from '../../../src/server/services/password-hashing';
import {
  BENCH_USER,
  kindsOf,
  openBenchDb,
  recreatePgDatabase,
  SQLITE_FILE,
  type BenchDbKind,
} from './bench-db';
import { benchContracts, benchPayments, FACILITY_COUNT } from './bench-rows';

/** Bind parameters per statement stay well under SQLite's 32,766 and PostgreSQL's 65,535. */
const PARAMS_PER_INSERT = 16_000;

async function insertInBatches<T extends keyof Database & string>(
  trx: Transaction<Database>,
  table: T,
  rows: Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  // Every row gets every column (missing ones null) so a batch is one rectangular VALUES list.
  const columns = [...new Set(rows.slice(0, 1000).flatMap((r) => Object.keys(r)))];
  const size = Math.max(1, Math.floor(PARAMS_PER_INSERT / columns.length));
  for (let i = 0; i < rows.length; i += size) {
    const batch = rows
      .slice(i, i + size)
      .map((r) => Object.fromEntries(columns.map((c) => [c, r[c] ?? null])));
    // The rows were typed by bench-rows.ts; the table is generic here.
    await trx
      .insertInto(table)
      .values(batch as never)
      .execute();
  }
}

async function addFacilities(trx: Transaction<Database>): Promise<number[]> {
  const ids: number[] = [];
  for (let g = 0; g < 5; g++) {
    const client = await trx
      .insertInto('clients')
      .values({ name: `Bench Practice Group ${g + 1}`, client_number: String(7001 + g) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = Array.from({ length: FACILITY_COUNT / 5 }, (_, k) => ({
      client_id: client.id,
      name: `Bench Practice ${String(g * 10 + k + 1).padStart(2, '0')}`,
      facility_number: String(k + 1),
      industry_type: [2, 4, 1][(g + k) % 3],
      st: ['OH', 'PA', 'KY', 'CO', 'NC'][g],
      csr: (k % 2) as 0 | 1,
      sales_tax_percent_1: 6,
      sales_tax_percent_2: null,
      sales_tax_percent_3: null,
      finance_rate_percent: 9.9,
      can_edit: 1 as const,
      can_delete: 1 as const,
      remittance_contract_types: '[1,2]',
      analysis_contract_types: '[1,2]',
      summary_contract_types: '[1,2,3,4,5,6,7]',
      is_demo: 0 as const,
    }));
    const inserted = await trx.insertInto('facilities').values(rows).returning('id').execute();
    ids.push(...inserted.map((r) => r.id).sort((a, b) => a - b));
  }
  return ids;
}

async function addBenchUser(trx: Transaction<Database>, facilityId: number, clientId: number, now: string) {
  const terms = await trx
    .selectFrom('terms_versions')
    .select('id')
    .orderBy('version', 'desc')
    .executeTakeFirstOrThrow();
  const user = await trx
    .insertInto('users')
    .values({
      email: BENCH_USER,
      first_name: 'Bea',
      last_name: 'Bench',
      password_hash: await hashPassword(DEMO_PASSWORD),
      multifactor_required: 0,
      is_active: 1,
      created_on: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('permissions')
    .values({ user_id: user.id, client_id: clientId, facility_id: facilityId, level: 3 })
    .execute();
  await trx
    .insertInto('terms_acceptances')
    .values({ user_id: user.id, terms_version_id: terms.id, accepted_on: now })
    .execute();
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

export async function generate(kind: BenchDbKind): Promise<void> {
  const started = performance.now();
  if (kind === 'sqlite') rmSync(dirname(SQLITE_FILE), { recursive: true, force: true });
  else await recreatePgDatabase();
  const db = openBenchDb(kind);
  try {
    await migrateToLatest(db);
    const now = new Date().toISOString();
    await seedDemo(db, now);
    console.log(`[${kind}] migrated and seeded the demo in ${seconds(started)}`);
    const today = businessToday();
    await db.transaction().execute(async (trx) => {
      const facilityIds = await addFacilities(trx);
      const firstFacility = await trx
        .selectFrom('facilities')
        .select('client_id')
        .where('id', '=', facilityIds[0])
        .executeTakeFirstOrThrow();
      await addBenchUser(trx, facilityIds[0], firstFacility.client_id, now);
      let step = performance.now();
      const contracts = benchContracts(facilityIds, today);
      await insertInBatches(trx, 'contracts', contracts);
      console.log(`[${kind}] ${contracts.length} contracts in ${seconds(step)}`);
      step = performance.now();
      // Inserted oldest first, so their ids ascend in the same order.
      const ids = await trx
        .selectFrom('contracts')
        .select('id')
        .where('facility_id', 'in', facilityIds)
        .orderBy('id')
        .execute();
      const live = contracts
        .map((row, i) => ({ id: ids[i].id, row }))
        .filter((c) => c.row.is_deleted === 0 && (c.row.status === 'ACTIVE' || c.row.status === 'COLLECT'));
      const payments = benchPayments(live, today);
      await insertInBatches(trx, 'payments', payments);
      console.log(
        `[${kind}] ${payments.length} payments of ${live.length} live accounts in ${seconds(step)}`,
      );
    });
    const step = performance.now();
    await analyze(db, kind);
    console.log(`[${kind}] analyzed in ${seconds(step)}; generated in ${seconds(started)} in all`);
  } finally {
    await db.destroy();
  }
}

/** Fresh planner statistics, as PostgreSQL's autovacuum would soon gather (SQLite: ANALYZE). */
async function analyze(db: Kysely<Database>, kind: BenchDbKind) {
  if (kind === 'postgres') await sql`vacuum analyze`.execute(db);
  else await sql`analyze`.execute(db);
}

async function main() {
  for (const kind of kindsOf(process.argv)) await generate(kind);
}

if (process.argv[1]?.endsWith('generate.ts')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
