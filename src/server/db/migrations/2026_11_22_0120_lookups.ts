// Code/label lookups (spec §3 Lookups). One table keyed by kind; updated_on lets get_user send the
// lookups only when they changed since the client's lookup_last_fetched.
import { type AnyDb, flag, percent, timestamp, withId } from './portable';

export async function up(db: AnyDb): Promise<void> {
  const lookups = withId(db, db.schema.createTable('lookups'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0));
  await timestamp(flag(percent(lookups, 'max_interest_rate'), 'is_active', 1), 'updated_on')
    .addUniqueConstraint('lookups_kind_code', ['kind', 'code'])
    .execute();
  await db.schema.createIndex('lookups_kind_sort').on('lookups').columns(['kind', 'sort_order']).execute();
  await db.schema.createIndex('lookups_updated_on').on('lookups').column('updated_on').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('lookups').execute();
}
