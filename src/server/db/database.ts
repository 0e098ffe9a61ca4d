// One Kysely instance over the embedded SQLite file (default) or PostgreSQL (DATABASE_URL).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  type Compilable,
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  databaseUrl: string | null;
  sqliteFile: string;
  /** Most PostgreSQL connections the pool opens (DATABASE_POOL_MAX; default DEFAULT_PG_POOL_MAX). */
  databasePoolMax?: number;
}

/**
 * 10 (node-postgres' default) made 200 staff at once queue for a connection, reads and saves (several
 * statements each) far longer than lists (issue 17); 20 connections stay well inside PostgreSQL's
 * default max_connections of 100 with a few server processes.
 */
export const DEFAULT_PG_POOL_MAX = 20;
/** The memory of each sort or hash of a query on PostgreSQL (createPgPool). */
const WORK_MEM = '-c work_mem=16MB';

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

/** SQL texts run as named prepared statements on PostgreSQL, with their names (preparedOnPostgres). */
const PREPARED = new Map<string, string>();

/**
 * Marks an SQL text (one that never changes, run on every request) to be parsed and planned once per
 * PostgreSQL connection instead of once per execution; returns the text. Only for statements whose
 * best plan does not depend on their parameters (a lookup by key): PostgreSQL may settle on a
 * generic plan for a prepared statement.
 */
export function preparedOnPostgres(text: string): string {
  if (!PREPARED.has(text)) PREPARED.set(text, `payplan_prepared_${PREPARED.size + 1}`);
  return text;
}

/**
 * At most this many texts of preparedWhileRoom are prepared: each is kept, with its plan, on every
 * connection of the pool that ran it (the contract list's page: ~0.6 MB of a backend's memory, measured
 * with pg_backend_memory_contexts), so at worst 16 × 20 connections × 0.6 MB ≈ 190 MB a server process.
 * The first comers are the common ones (a list's first page in each of its orders and status tabs);
 * the rest run as before, parsed and planned each time.
 */
export const PREPARED_SHAPES_MAX = 16;
let preparedShapes = 0;

/**
 * preparedOnPostgres for a text built from a request's shape (a list page: its query, order and reach
 * size; its values are parameters; and its maintained counts), while fewer than PREPARED_SHAPES_MAX
 * such texts are prepared.
 * Parsing and planning a list page took PostgreSQL ~3.7 ms of its ~8 ms (issue 17); after five runs
 * it settles on the same plan as a generic one. Only for shapes whose plan does not turn on a value:
 * no searched text nor filter.
 */
export function preparedWhileRoom(text: string): string {
  if (PREPARED.has(text) || preparedShapes >= PREPARED_SHAPES_MAX) return text;
  preparedShapes++;
  return preparedOnPostgres(text);
}

/** The rows of a compiled select; `prepared`: prepared on PostgreSQL while there is room. */
async function rowsOf<Row>(db: Db, compiled: CompiledQuery<Row>, prepared: boolean): Promise<Row[]> {
  if (prepared && isPostgres(db)) preparedWhileRoom(compiled.sql);
  return (await db.executeQuery(compiled)).rows;
}

/**
 * The rows of a select whose text is a request's shape (a list's maintained counts: the status query and
 * how many facilities are in reach), prepared on PostgreSQL while there is room (preparedWhileRoom).
 */
export const shapedRows = <Row>(db: Db, query: Compilable<Row>): Promise<Row[]> =>
  rowsOf(db, query.compile(), true);

/**
 * Marks a query whose rows are read as arrays of values in the order of its select list (arrayRows):
 * neither driver then makes an object of each row, a good part of reading a page of wide rows.
 */
const ARRAY_ROWS = ' /* rows as arrays */';

/**
 * The rows of a select as arrays of values, in the order of its select list (issue 17: a list page);
 * `prepared`: its text is a request's shape, prepared on PostgreSQL while there is room
 * (preparedWhileRoom).
 */
export function arrayRows(
  db: Db,
  query: Compilable,
  options: { prepared?: boolean } = {},
): Promise<unknown[][]> {
  const { sql, parameters } = query.compile();
  const compiled = CompiledQuery.raw(`${sql}${ARRAY_ROWS}`, [...parameters]) as CompiledQuery<unknown[]>;
  return rowsOf(db, compiled, options.prepared ?? false);
}

type QueryFn = (config: unknown, values?: unknown, callback?: unknown) => unknown;

export function createPgPool(connectionString: string, max = DEFAULT_PG_POOL_MAX): pg.Pool {
  // A report's group-by over a client's year of account history (~76,000 rows for 56 facilities)
  // is hashed in memory with 16 MB; with PostgreSQL's default 4 MB it is sorted on disk (Analysis's
  // month ends 0.38 s → 0.26 s on the bench). An `options` parameter in the URL is the operator's.
  const options = new URL(connectionString).searchParams.has('options') ? undefined : WORK_MEM;
  const pool = new pg.Pool({ connectionString, types: pgTypes, max, options });
  // An idle connection dropped by the server must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('PostgreSQL idle connection error:', error.message));
  // Each new connection runs the texts of preparedOnPostgres as named statements (node-postgres
  // prepares a name once per connection, then only binds and executes it).
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as QueryFn;
    (client as unknown as { query: QueryFn }).query = (config, values, callback) => {
      if (typeof config !== 'string') return query(config, values, callback);
      const name = PREPARED.get(config);
      const rowMode = config.endsWith(ARRAY_ROWS) ? 'array' : undefined;
      if (name || rowMode) return query({ name, text: config, values, rowMode }, callback);
      return query(config, values, callback);
    };
  });
  return pool;
}

/** How many prepared SQLite statements are kept (the app's queries are built from a finite set). */
const SQLITE_STATEMENT_CACHE = 500;

/**
 * better-sqlite3 behind Kysely with its prepared statements kept by SQL text (Kysely prepares every
 * query afresh, a good part of a small query's cost). A statement still being iterated (a streamed
 * export) is busy: a second use of the same text then gets a fresh one.
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  const prepared = (text: string) => {
    const statement = sqlite.prepare(text);
    return text.endsWith(ARRAY_ROWS) ? statement.raw(true) : statement;
  };
  return {
    close: () => sqlite.close(),
    prepare(text: string): SqliteDatabase.Statement {
      const cached = statements.get(text);
      if (cached?.busy) return prepared(text);
      if (cached) {
        // Least recently used first: move it to the end.
        statements.delete(text);
        statements.set(text, cached);
        return cached;
      }
      const statement = prepared(text);
      statements.set(text, statement);
      if (statements.size > SQLITE_STATEMENT_CACHE) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}

/**
 * Kysely's SQLite driver with its one connection handed to waiting queries in turn. Kysely's own lock
 * wakes every waiter on each release (all but one go back to waiting): with 200 staff at once, a few
 * hundred queries wait while a save's transaction holds the connection, and each release cost that
 * many wake-ups (issue 17). Here a release wakes the next waiter only, in the order they came.
 */
class InTurnSqliteDriver extends SqliteDriver {
  #busy = false;
  readonly #waiting: (() => void)[] = [];

  override async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#busy) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    else this.#busy = true;
    // Never waits: the connection is ours (Kysely's lock is taken and given back only in here).
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    const next = this.#waiting.shift();
    // Handed over: the connection stays busy, now the next waiter's.
    if (next) next();
    else this.#busy = false;
  }
}

class InTurnSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new InTurnSqliteDriver(this.#config);
  }
}

export function createDb(options: DatabaseOptions): Db {
  if (options.databaseUrl) {
    return new Kysely<Database>({
      // The cursor lets `.stream()` read big lists (exports) a chunk at a time, as on SQLite.
      dialect: new PostgresDialect({
        pool: createPgPool(options.databaseUrl, options.databasePoolMax),
        cursor: Cursor,
      }),
    });
  }
  mkdirSync(dirname(options.sqliteFile), { recursive: true });
  const sqlite = new SqliteDatabase(options.sqliteFile);
  // WAL lets readers and the writer work at once; busy_timeout waits for a lock instead of failing.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new InTurnSqliteDialect({ database: withStatementCache(sqlite) }) });
}

export function isPostgres(db: { getExecutor(): { adapter: unknown } }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
