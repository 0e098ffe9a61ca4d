// Starts the real server for the browser tests on a fresh SQLite database, migrated and seeded.
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createDb } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrator';
import { seedDemo } from '../../src/server/db/seed';
import { loggerOptions } from '../../src/server/plugins/logger';

async function main(): Promise<void> {
  const dir = resolve(process.env.E2E_DATA_DIR ?? 'data/e2e');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const config = {
    ...loadConfig(),
    sqliteFile: join(dir, 'payplan.sqlite'),
    databaseUrl: null,
    documentsDir: join(dir, 'documents'),
  };
  const db = createDb(config);
  await migrateToLatest(db);
  await seedDemo(db, undefined, undefined, { documentsDir: config.documentsDir });
  // The production log settings (redaction included), written to a file the tests read for secrets.
  const logger = { ...Object(loggerOptions('production', 'info')), file: join(dir, 'server.log') };
  const app = await build({ config, db, logger });
  app.addHook('onClose', async () => db.destroy());
  await app.listen({ port: config.port, host: '127.0.0.1' });
  console.log(`e2e server on http://127.0.0.1:${config.port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
