// Removes the run's template database (global-setup.ts).
import { rmSync } from 'node:fs';
import pg from 'pg';

const PG_ADMIN_URL = process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export default async function globalTeardown(): Promise<void> {
  const template = process.env.PAYPLAN_TEST_TEMPLATE;
  if (process.env.TEST_DB === 'postgres' && template) {
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
  }
  const dir = process.env.PAYPLAN_TEST_TEMPLATE_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
