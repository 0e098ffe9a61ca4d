// Where the contract-list benchmark keeps its databases: a SQLite file under data/bench/ (ignored by
// git) and the PostgreSQL database payplan_bench on 127.0.0.1:5432, made and dropped by the generator.
import { resolve } from 'node:path';
import pg from 'pg';
import { createDb, type Db } from '../../../src/server/db/database';

/** Create rights at Bench Practice 01 (about 2,000 contracts); password DEMO_PASSWORD. */
export const BENCH_USER = 'bench-staff@example.com';

export type BenchDbKind = 'sqlite' | 'postgres';

// BENCH_SQLITE_FILE / BENCH_PG_DATABASE: a copy to run the benches on (e.g. the load bench, which saves
// contracts and adds notes) so the generated databases stay as generated for others reading them.
export const SQLITE_FILE = resolve(process.env.BENCH_SQLITE_FILE || 'data/bench/payplan-bench.sqlite');
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const PG_DATABASE = process.env.BENCH_PG_DATABASE || 'payplan_bench';

export function pgUrl(): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${PG_DATABASE}`;
  return url.toString();
}

/** The databases named on the command line (`--db sqlite|postgres|both`, default both). */
export function kindsOf(argv: string[]): BenchDbKind[] {
  const at = argv.indexOf('--db');
  const which = at >= 0 ? argv[at + 1] : 'both';
  if (which === 'sqlite' || which === 'postgres') return [which];
  if (which === 'both') return ['sqlite', 'postgres'];
  throw new Error(`--db must be sqlite, postgres or both (not '${which}')`);
}

/** What buildApp/createDb take to open the bench database of a kind. */
export const connectionOf = (kind: BenchDbKind) =>
  kind === 'sqlite'
    ? { databaseUrl: null, sqliteFile: SQLITE_FILE }
    : { databaseUrl: pgUrl(), sqliteFile: '' };

export const openBenchDb = (kind: BenchDbKind): Db => createDb(connectionOf(kind));

/** Drops and creates payplan_bench (PostgreSQL only). */
export async function recreatePgDatabase(): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(`drop database if exists ${PG_DATABASE} with (force)`);
    await client.query(`create database ${PG_DATABASE}`);
  } finally {
    await client.end();
  }
}

/** The facility the per-facility cases read: Bench Practice 01 (~2,000 contracts, the bench user's). */
export async function benchFacilityId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('facilities')
    .select('id')
    .where('name', '=', 'Bench Practice 01')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The same, on its own connection. */
export async function benchFacility(kind: BenchDbKind): Promise<number> {
  const db = openBenchDb(kind);
  try {
    return await benchFacilityId(db);
  } finally {
    await db.destroy();
  }
}
