// Where a test's fresh database is, for a second app or a server process that opens (and closes) its
// own connection to it: the PostgreSQL URL, or the SQLite file.
import { sql } from 'kysely';
import type { Config } from '../../../src/server/config';
import type { Db } from '../../../src/server/db/database';
import { TEST_DB } from './test-app';

export type DatabaseLocation = Pick<Config, 'databaseUrl' | 'sqliteFile'>;

export async function databaseLocation(db: Db): Promise<DatabaseLocation> {
  if (TEST_DB === 'postgres') {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db);
    const url = new URL(process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
    url.pathname = `/${rows[0].name}`;
    return { databaseUrl: url.toString(), sqliteFile: '' };
  }
  const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(db);
  const file = rows.find((row) => row.name === 'main')?.file;
  if (!file) throw new Error('the test database has no file');
  return { databaseUrl: null, sqliteFile: file };
}
