// `npm run db:migrate | db:seed | db:setup` (setup = migrate, then seed only an empty database, then
// check that the configured encryption keys read it: security/README.md).
import { loadConfig } from '../config';
import { assertKeysReadDatabase, createFieldEncryption } from '../security';
import { createDb } from './database';
import { migrateToLatest } from './migrator';
import { isEmpty, seedDemo } from './seed';

async function main(command: string | undefined): Promise<void> {
  if (command !== 'migrate' && command !== 'seed' && command !== 'setup') {
    console.error('Usage: tsx src/server/db/cli.ts migrate|seed|setup');
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const db = createDb(config);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.sqliteFile;
  try {
    if (command === 'migrate' || command === 'setup') {
      const applied = await migrateToLatest(db);
      console.log(`Migrated ${where}: ${applied.length ? applied.join(', ') : 'already up to date'}`);
    }
    if (command === 'seed' || command === 'setup') {
      if (await isEmpty(db)) {
        await seedDemo(db, undefined, config.encryptionKey);
        console.log(`Seeded demo data into ${where}`);
      } else if (command === 'seed') {
        // The demo data would collide with what is there (unique emails and client numbers).
        console.error(`${where} already has users: not seeding. Use a fresh database.`);
        process.exitCode = 1;
      }
    }
    if (command === 'setup') {
      // Before the server starts: keys that cannot read the stored values stop `npm start` here.
      const encryption = createFieldEncryption(config.encryptionKey, config.encryptionKeysPrevious);
      await assertKeysReadDatabase(db, encryption);
    }
  } finally {
    await db.destroy();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
