// Demo data for `npm start` and the tests: lookups, practices, users, the current terms, an announcement
// and demo contracts (their SSNs and numbers encrypted with the server's key).
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../database';
import { loadConfig } from '../../config';
import { addBusinessDays, businessToday } from '../../../shared/calendar';
import { hashPassword } from '../../services/password-hashing';
import { createServicingEngine, runThrough } from '../../services/servicing';
import { seedBroadcasts } from './broadcasts';
import { seedContracts } from './contracts';
import { seedContractVolume } from './contract-volume';
import { lookupRows } from './lookups';
import { seedPractices } from './practices';
import { TERMS_BODY, TERMS_TITLE } from './terms-text';
import { DEMO_PASSWORD, seedUsers } from './users';

export { DEMO_PASSWORD, DEMO_USERS } from './users';

export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

export interface SeedOptions {
  /** Where the servicing engine keeps its NACHA files and statements (DOCUMENTS_DIR). */
  documentsDir?: string;
  /** Progress lines of the servicing run (one per day). */
  log?: (line: string) => void;
}

export async function seedDemo(
  db: Db,
  now = new Date().toISOString(),
  encryptionKey = loadConfig().encryptionKey,
  options: SeedOptions = {},
): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('lookups').values(lookupRows(now)).execute();
    const ids = await seedPractices(trx, now);
    const terms = await trx
      .insertInto('terms_versions')
      .values({ version: 1, title: TERMS_TITLE, body: TERMS_BODY, effective_on: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await seedUsers(trx, ids, passwordHash, terms.id, now);
    await seedContracts(trx, ids.facilityIds, encryptionKey, now);
    await seedContractVolume(trx, ids.facilityIds, encryptionKey, now);
    await trx
      .insertInto('announcements')
      .values({
        title: 'Weekly payment schedules now available',
        body:
          'Payment plans can now be billed weekly or twice per month in addition to monthly and biweekly. ' +
          'Choose the billing cycle on the agreement step of a new contract. Call support with any questions.',
        is_active: 1,
        created_on: now,
        starts_on: now,
      })
      .execute();
    await seedBroadcasts(trx, now);
  });
  await serviceDemoAccounts(db, now, encryptionKey, options);
}

/**
 * The live demo accounts were boarded on their agreement days; the servicing engine services them from
 * the first of those days up to the seed day (its run of the seed day itself comes at that day's close
 * of business), so their payments, returns, re-presentments, fees, COLLECT, paid in full and last
 * month's remittance statement are what the engine made of them.
 */
async function serviceDemoAccounts(db: Db, now: string, encryptionKey: string, options: SeedOptions) {
  const first = await db
    .selectFrom('contracts')
    .select((eb) => eb.fn.min('processed_on').as('first'))
    .where('processed_on', 'is not', null)
    .executeTakeFirst();
  if (!first?.first) return;
  const seedDay = businessToday(new Date(now));
  const config = loadConfig();
  const engine = createServicingEngine(db, {
    documentsDir: options.documentsDir ?? config.documentsDir,
    encryptionKey,
    encryptionKeysPrevious: [],
  });
  engine.log = options.log;
  // A fresh demo database (seeded again if this stops): SQLite need not wait for the disk on each
  // of the run's commits; durable again after.
  const sqlite = !(db.getExecutor().adapter instanceof PostgresAdapter);
  if (sqlite) await sql`pragma synchronous = off`.execute(db);
  try {
    await runThrough(engine, addBusinessDays(seedDay, -1), String(first.first).slice(0, 10));
  } finally {
    if (sqlite) await sql`pragma synchronous = full`.execute(db);
  }
  // The emails of the demo's past (late notices, paid in full) went out then: in the outbox as sent.
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('outbox')
      .set((eb) => ({ status: 'sent', sent_on: eb.ref('created_on') }))
      .where('status', '=', 'queued')
      .execute();
    await trx
      .updateTable('jobs')
      .set((eb) => ({ done_on: eb.ref('created_on'), attempts: 1 }))
      .where('kind', '=', 'messaging.deliver')
      .where('done_on', 'is', null)
      .execute();
  });
}
