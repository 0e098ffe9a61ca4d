// Starts the real server for the browser tests on a fresh SQLite database, migrated and seeded.
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { businessToday } from '../../src/shared/calendar';
import { createDb, type Db } from '../../src/server/db/database';
import { enqueue } from '../../src/server/jobs/enqueue';
import { SERVICING_DAY } from '../../src/server/jobs/handlers/servicing-day';
import { migrateToLatest } from '../../src/server/db/migrator';
import { seedDemo } from '../../src/server/db/seed';
import { loggerOptions } from '../../src/server/plugins/logger';

/**
 * The browser tests' accounts stand as the seed left them, relative to today: this server does not start
 * today's close-of-business servicing run. After 6 pm in New York its job runner would queue it and
 * charge today's debits (the account whose next debit is too soon to stop would then be a month away).
 * Today's run is entered as taken (its dedupe key), so the scheduler's minute check leaves it alone.
 */
async function holdTodaysServicingRun(db: Db): Promise<void> {
  const day = businessToday(new Date());
  const dedupeKey = `${SERVICING_DAY}:${day}`;
  await enqueue(db, { kind: SERVICING_DAY, payload: { day }, dedupeKey });
  await db
    .updateTable('jobs')
    .set((eb) => ({ done_on: eb.ref('created_on') }))
    .where('dedupe_key', '=', dedupeKey)
    .execute();
}

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
  await holdTodaysServicingRun(db);
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
