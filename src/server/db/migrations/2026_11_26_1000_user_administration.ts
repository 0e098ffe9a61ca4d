// User administration and the audit trail (issue 13): when a user was invited, last logged in and was
// deactivated; and the audit row's target, before and after, and browser.
import type { AnyDb } from './portable';

const USER_COLUMNS = ['invited_on', 'last_login_on', 'deactivated_on'];
const AUDIT_COLUMNS: [string, 'text' | 'integer'][] = [
  ['target_type', 'text'],
  ['target_id', 'integer'],
  ['target_label', 'text'],
  ['before_json', 'text'],
  ['after_json', 'text'],
  ['user_agent', 'text'],
];

export async function up(db: AnyDb): Promise<void> {
  for (const name of USER_COLUMNS) await db.schema.alterTable('users').addColumn(name, 'text').execute();
  for (const [name, type] of AUDIT_COLUMNS) {
    await db.schema.alterTable('audit_log').addColumn(name, type).execute();
  }
  await db.schema.createIndex('audit_log_occurred_on').on('audit_log').column('occurred_on').execute();
  await db.schema
    .createIndex('audit_log_target')
    .on('audit_log')
    .columns(['target_type', 'target_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('audit_log_target').execute();
  await db.schema.dropIndex('audit_log_occurred_on').execute();
  for (const [name] of AUDIT_COLUMNS) await db.schema.alterTable('audit_log').dropColumn(name).execute();
  for (const name of USER_COLUMNS) await db.schema.alterTable('users').dropColumn(name).execute();
}
