// Jest globalSetup of the integration project: one migrated and seeded database per run, the template
// each test file's fresh database is copied from (test-app.ts), since the demo seed runs the servicing
// engine over two years of demo accounts. SQLite: a file copied per test file; PostgreSQL: a database
// created `template` it. Its documents (the engine's NACHA files) are copied beside each copy.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { createDb } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrator';
import { seedDemo } from '../../../src/server/db/seed';

const PG_ADMIN_URL = process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export default async function globalSetup(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'payplan-template-'));
  const documentsDir = join(dir, 'documents');
  process.env.PAYPLAN_TEST_TEMPLATE_DOCS = documentsDir;
  process.env.PAYPLAN_TEST_TEMPLATE_DIR = dir;
  if (process.env.TEST_DB === 'postgres') {
    const name = `payplan_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5000 });
    try {
      await admin.connect();
    } catch (error) {
      throw new Error(`TEST_DB=postgres but PostgreSQL at ${PG_ADMIN_URL} is unreachable: ${String(error)}`, {
        cause: error,
      });
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    const db = createDb({ databaseUrl: url.toString(), sqliteFile: '' });
    await migrateToLatest(db);
    await seedDemo(db, undefined, undefined, { documentsDir });
    await db.destroy();
    process.env.PAYPLAN_TEST_TEMPLATE = name;
    return;
  }
  const file = join(dir, 'template.sqlite');
  const db = createDb({ databaseUrl: null, sqliteFile: file });
  await migrateToLatest(db);
  await seedDemo(db, undefined, undefined, { documentsDir });
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  await db.destroy();
  process.env.PAYPLAN_TEST_TEMPLATE = file;
}
