// Terms of service and their acceptance, announcements, the audit log and the messaging outbox.
import { type AnyDb, fk, flag, timestamp, withId } from './portable';

export async function up(db: AnyDb): Promise<void> {
  const versions = withId(db, db.schema.createTable('terms_versions'))
    .addColumn('version', 'integer', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull());
  await timestamp(versions, 'effective_on').execute();
  await db.schema
    .createIndex('terms_versions_effective_on')
    .on('terms_versions')
    .column('effective_on')
    .execute();

  const acceptances = fk(
    fk(withId(db, db.schema.createTable('terms_acceptances')), 'user_id', 'users.id'),
    'terms_version_id',
    'terms_versions.id',
  );
  await timestamp(acceptances, 'accepted_on')
    .addUniqueConstraint('terms_acceptances_user_version', ['user_id', 'terms_version_id'])
    .execute();

  const announcements = withId(db, db.schema.createTable('announcements'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull());
  await timestamp(flag(announcements, 'is_active', 1), 'created_on').execute();
  await db.schema
    .createIndex('announcements_active_created')
    .on('announcements')
    .columns(['is_active', 'created_on'])
    .execute();

  // No foreign keys: the audit trail outlives the users it names.
  const audit = timestamp(withId(db, db.schema.createTable('audit_log')), 'occurred_on')
    .addColumn('user_id', 'integer')
    .addColumn('impersonator_user_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('method', 'text')
    .addColumn('path', 'text')
    .addColumn('status_code', 'integer')
    .addColumn('ip', 'text');
  await audit.execute();
  await db.schema
    .createIndex('audit_log_user_id')
    .on('audit_log')
    .columns(['user_id', 'occurred_on'])
    .execute();
  await db.schema
    .createIndex('audit_log_impersonator')
    .on('audit_log')
    .columns(['impersonator_user_id', 'occurred_on'])
    .execute();

  const outbox = withId(db, db.schema.createTable('outbox'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull());
  await timestamp(timestamp(outbox, 'created_on'), 'sent_on', false).execute();
  await db.schema.createIndex('outbox_to_address').on('outbox').columns(['to_address', 'id']).execute();
  await db.schema.createIndex('outbox_status').on('outbox').columns(['status', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['outbox', 'audit_log', 'announcements', 'terms_acceptances', 'terms_versions']) {
    await db.schema.dropTable(table).execute();
  }
}
