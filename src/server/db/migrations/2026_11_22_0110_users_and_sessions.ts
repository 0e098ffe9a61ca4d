// Users, their permission triples (spec §6), server-side sessions, login attempts and one-time tokens.
import { sql } from 'kysely';
import { type AnyDb, fk, flag, timestamp, withId } from './portable';

export async function up(db: AnyDb): Promise<void> {
  const users = withId(db, db.schema.createTable('users'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull());
  await timestamp(flag(flag(users, 'multifactor_required'), 'is_active', 1), 'created_on').execute();
  await db.schema.createIndex('users_last_name').on('users').columns(['last_name', 'first_name']).execute();

  let permissions = fk(withId(db, db.schema.createTable('permissions')), 'user_id', 'users.id');
  permissions = fk(permissions, 'client_id', 'clients.id', false);
  await fk(permissions, 'facility_id', 'facilities.id', false)
    .addColumn('level', 'integer', (c) => c.notNull().check(sql`level between 1 and 5`))
    .execute();
  await db.schema.createIndex('permissions_user_id').on('permissions').column('user_id').execute();

  const sessions = db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('impersonator_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
    .addColumn('facility_id', 'integer', (c) => c.references('facilities.id').onDelete('set null'))
    .addColumn('csrf_token', 'text', (c) => c.notNull());
  await timestamp(timestamp(flag(sessions, 'multifactor_pending'), 'created_on'), 'last_seen_on').execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_last_seen_on').on('sessions').column('last_seen_on').execute();

  const attempts = withId(db, db.schema.createTable('login_attempts'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull());
  await timestamp(flag(attempts, 'succeeded'), 'attempted_on').execute();
  await db.schema
    .createIndex('login_attempts_email')
    .on('login_attempts')
    .columns(['email', 'attempted_on'])
    .execute();
  await db.schema
    .createIndex('login_attempts_ip')
    .on('login_attempts')
    .columns(['ip', 'attempted_on'])
    .execute();

  const tokens = fk(withId(db, db.schema.createTable('one_time_tokens')), 'user_id', 'users.id')
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique());
  await timestamp(timestamp(timestamp(tokens, 'expires_on'), 'used_on', false), 'created_on').execute();
  await db.schema
    .createIndex('one_time_tokens_user_purpose')
    .on('one_time_tokens')
    .columns(['user_id', 'purpose'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['one_time_tokens', 'login_attempts', 'sessions', 'permissions', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
