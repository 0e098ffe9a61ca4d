// Column helpers that make one migration run on SQLite and PostgreSQL (conventions in ../schema.ts).
// Part of the migrations: it must never import app code, so old migrations keep their meaning.
import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Table = CreateTableBuilder<any, any>;

export const isPg = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/** `integer primary key autoincrement` on SQLite, an identity column on PostgreSQL. */
export function withId(db: AnyDb, table: Table): Table {
  return isPg(db)
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** A 0/1 flag. */
export const flag = (table: Table, name: string, dflt: 0 | 1 = 0) =>
  table.addColumn(name, 'integer', (c) => c.notNull().defaultTo(dflt));

/** ISO-8601 UTC text. */
export const timestamp = (table: Table, name: string, required = true) =>
  table.addColumn(name, 'text', (c) => (required ? c.notNull() : c));

/** A percentage such as 7.25 (numeric on both; read back as a number). */
export const percent = (table: Table, name: string) => table.addColumn(name, 'numeric(9, 4)');

/** Integer cents. */
export const cents = (table: Table, name: string) => table.addColumn(name, 'bigint', (c) => c.notNull());

export const fk = (table: Table, name: string, target: string, required = true) =>
  table.addColumn(name, 'integer', (c) => {
    const col = c.references(target).onDelete('cascade');
    return required ? col.notNull() : col;
  });
