// Writes many rows at once on both databases: one UPDATE … FROM (VALUES …) for many contracts (SQLite
// and PostgreSQL name the VALUES columns column1…), and the dialect's way to pad a number.
import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import { INTEGER_COLUMNS } from '../../../shared/contract-columns';
import type { Db } from '../../db/database';

export const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

const sqlType = (column: string) =>
  column.endsWith('_cents') ||
  (INTEGER_COLUMNS as readonly string[]).includes(column) ||
  column === 'pif_email_sent'
    ? 'bigint'
    : 'text';

/** Updates each contract's columns to its values; rows must name the same columns. */
export async function updateContractsInBulk(
  db: Db,
  rows: { id: number; columns: Record<string, unknown> }[],
  chunk = 100,
): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    const names = Object.keys(part[0].columns);
    if (names.length === 0) continue;
    const tuples = part.map(
      (r) =>
        sql`(${sql.join([
          sql`cast(${r.id} as bigint)`,
          ...names.map((n) => sql`cast(${r.columns[n] ?? null} as ${sql.raw(sqlType(n))})`),
        ])})`,
    );
    const sets = names.map((n, j) => sql`${sql.ref(n)} = v.${sql.raw(`column${j + 2}`)}`);
    await sql`update contracts set ${sql.join(sets)} from (values ${sql.join(tuples)}) as v where contracts.id = v.column1`.execute(
      db,
    );
  }
}

/** Writes what each payment received paid toward fees (payments.fees_paid_cents), many rows a statement. */
export async function setFeesPaidInBulk(db: Db, rows: { id: number; cents: number }[], chunk = 200) {
  for (let i = 0; i < rows.length; i += chunk) {
    const tuples = rows
      .slice(i, i + chunk)
      .map((r) => sql`(${sql.join([sql`cast(${r.id} as bigint)`, sql`cast(${r.cents} as bigint)`])})`);
    await sql`update payments set fees_paid_cents = v.column2 from (values ${sql.join(tuples)}) as v where payments.id = v.column1`.execute(
      db,
    );
  }
}

/** `prefix` followed by the id zero-padded to 7 digits (the last 7 digits of a trace number). */
export function traceSql(db: Db, prefix: string, idColumn: string): RawBuilder<string> {
  return isPostgres(db)
    ? sql<string>`${prefix} || lpad(cast(${sql.ref(idColumn)} % 10000000 as text), 7, '0')`
    : sql<string>`${prefix} || printf('%07d', ${sql.ref(idColumn)} % 10000000)`;
}
