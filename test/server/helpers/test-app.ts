// A fresh migrated and seeded database per test file, on SQLite (default) or PostgreSQL
// (TEST_DB=postgres, server at TEST_PG_URL). When PostgreSQL is asked for and unreachable the tests
// fail: they never skip silently.
import { copyFileSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { build } from '../../../src/server/app';
import type { Config } from '../../../src/server/config';
import { createDb, type Db } from '../../../src/server/db/database';
import { createAbaDirectory, SAMPLE_FEDACH_FILE } from '../../../src/server/providers/aba';
import { migrateToLatest } from '../../../src/server/db/migrator';
import { seedDemo } from '../../../src/server/db/seed';

export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const PG_ADMIN_URL = process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

let databases = 0;

async function onAdminConnection<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`TEST_DB=postgres but PostgreSQL at ${PG_ADMIN_URL} is unreachable: ${String(error)}`, {
      cause: error,
    });
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function freshDatabase(): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (TEST_DB === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'payplan-test-'));
    const db = createDb({ databaseUrl: null, sqliteFile: join(dir, 'payplan.sqlite') });
    return { db, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `payplan_t_${process.pid}_${++databases}`;
  await onAdminConnection(async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
  });
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const db = createDb({ databaseUrl: url.toString(), sqliteFile: '' });
  const drop = () =>
    onAdminConnection(async (c) => void (await c.query(`drop database if exists ${name} with (force)`)));
  return { db, drop };
}

/**
 * A fresh database with the demo data: a copy of the run's seeded template (global-setup.ts), with a
 * copy of its documents; migrated and seeded here when there is no template.
 */
export async function seededDatabase(): Promise<{ db: Db; documentsDir: string; drop: () => Promise<void> }> {
  const template = process.env.PAYPLAN_TEST_TEMPLATE;
  const templateDocs = process.env.PAYPLAN_TEST_TEMPLATE_DOCS;
  const documentsDir = mkdtempSync(join(tmpdir(), 'payplan-docs-'));
  if (templateDocs && existsSync(templateDocs)) cpSync(templateDocs, documentsDir, { recursive: true });
  const dropDocs = () => rmSync(documentsDir, { recursive: true, force: true });
  if (!template) {
    const { db, drop } = await freshDatabase();
    await migrateToLatest(db);
    await seedDemo(db, undefined, undefined, { documentsDir });
    return { db, documentsDir, drop: async () => (await drop(), dropDocs()) };
  }
  if (TEST_DB === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'payplan-test-'));
    copyFileSync(template, join(dir, 'payplan.sqlite'));
    const db = createDb({ databaseUrl: null, sqliteFile: join(dir, 'payplan.sqlite') });
    return {
      db,
      documentsDir,
      drop: async () => (rmSync(dir, { recursive: true, force: true }), dropDocs()),
    };
  }
  const name = `payplan_t_${process.pid}_${++databases}`;
  await onAdminConnection(async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    // Several workers copy the template at once; PostgreSQL refuses a copy while another is starting.
    for (let attempt = 0; ; attempt++) {
      try {
        await c.query(`create database ${name} template ${template}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt > 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  });
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const db = createDb({ databaseUrl: url.toString(), sqliteFile: '' });
  const drop = () =>
    onAdminConnection(async (c) => void (await c.query(`drop database if exists ${name} with (force)`)));
  return { db, documentsDir, drop: async () => (await drop(), dropDocs()) };
}

export async function createTestApp(
  options: { config?: Partial<Config>; logger?: FastifyServerOptions['logger'] } = {},
): Promise<TestApp> {
  const { db, documentsDir, drop } = await seededDatabase();
  await migrateToLatest(db);
  const app = await build({
    db,
    logger: options.logger ?? false,
    // The sample's bank numbers, even where `npm run aba:import` stored a real directory in ./data.
    providers: { aba: createAbaDirectory({ fedAchDirectoryFile: SAMPLE_FEDACH_FILE }) },
    config: {
      environment: 'test',
      clientDir: join(tmpdir(), 'payplan-no-client-build'),
      publicUrl: 'http://payplan.test',
      documentsDir,
      ...options.config,
    },
  });
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.destroy();
      await drop();
    },
  };
}
