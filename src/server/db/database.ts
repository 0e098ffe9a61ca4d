// One Kysely instance over the embedded SQLite file (default) or PostgreSQL (DATABASE_URL).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  databaseUrl: string | null;
  sqliteFile: string;
}

// node-postgres returns int8 (count(*), sum) and numeric as strings; parse them so a query returns
// the same numbers on PostgreSQL as on SQLite (TOOLCHAIN.md). Our values stay far below 2^53.
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID) return (value: string) => Number(value);
    if (oid === NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

export function createPgPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, types: pgTypes, max: 10 });
  // An idle connection dropped by the server must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('PostgreSQL idle connection error:', error.message));
  return pool;
}

export function createDb(options: DatabaseOptions): Db {
  if (options.databaseUrl) {
    return new Kysely<Database>({
      // The cursor lets `.stream()` read big lists (exports) a chunk at a time, as on SQLite.
      dialect: new PostgresDialect({ pool: createPgPool(options.databaseUrl), cursor: Cursor }),
    });
  }
  mkdirSync(dirname(options.sqliteFile), { recursive: true });
  const sqlite = new SqliteDatabase(options.sqliteFile);
  // WAL lets readers and the writer work at once; busy_timeout waits for a lock instead of failing.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
