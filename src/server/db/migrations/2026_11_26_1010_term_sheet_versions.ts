// Term sheets are versioned (issue 13): never changed in place, a new version takes effect from a date
// (business date, YYYY-MM-DD). Existing sheets are version 1, in effect from the day they were made.
import { sql } from 'kysely';
import type { AnyDb } from './portable';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('term_sheets')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('term_sheets').addColumn('effective_on', 'text').execute();
  await db
    .updateTable('term_sheets')
    .set({ effective_on: sql`substr(created_on, 1, 10)` })
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('term_sheets').dropColumn('effective_on').execute();
  await db.schema.alterTable('term_sheets').dropColumn('version').execute();
}
