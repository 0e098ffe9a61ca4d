// `npm run keys:check` (the ids of the configured keys, and how many stored values each key wrote) and
// `npm run keys:reencrypt` (every value rewritten with ENCRYPTION_KEY): README.md here, "Rotating the
// key". Both read the server's configuration (DATABASE_URL or SQLITE_FILE, ENCRYPTION_KEY and
// ENCRYPTION_KEY_PREVIOUS) and refuse keys that cannot read the database.
import { loadConfig } from '../config';
import { createDb } from '../db/database';
import { createFieldEncryption } from './field-encryption';
import { assertKeysReadDatabase, keyUsage, type KeyUse } from './key-check';
import { reencryptDatabase } from './reencrypt';

function usageLine(use: KeyUse, current: string): string {
  const who =
    use.kind === 'legacy'
      ? `v1 tokens (no key id; read by ${use.keyId ?? 'no configured key'})`
      : use.kind === 'not-a-token'
        ? 'values that are not encryption tokens'
        : `key ${use.keyId}${use.keyId === current ? ' (ENCRYPTION_KEY)' : use.readable ? ' (ENCRYPTION_KEY_PREVIOUS)' : ' (not configured)'}`;
  return `  ${who}: ${use.values}`;
}

async function main(command: string | undefined): Promise<void> {
  if (command !== 'check' && command !== 'reencrypt') {
    console.error('Usage: tsx src/server/security/keys-cli.ts check|reencrypt');
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const encryption = createFieldEncryption(config.encryptionKey, config.encryptionKeysPrevious);
  const [current, ...previous] = encryption.keyIds;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.sqliteFile;
  console.log(
    `Database: ${where}\nENCRYPTION_KEY is key ${current}; ENCRYPTION_KEY_PREVIOUS: ${previous.length ? previous.join(', ') : 'none'}`,
  );
  const db = createDb(config);
  try {
    if (command === 'check') {
      const usage = await keyUsage(db, encryption);
      console.log(usage.length ? 'Stored values by key:' : 'No encrypted value is stored yet.');
      for (const use of usage) console.log(usageLine(use, current));
      await assertKeysReadDatabase(db, encryption);
      console.log('The configured keys read this database.');
      return;
    }
    await assertKeysReadDatabase(db, encryption);
    const report = await reencryptDatabase(db, encryption, { log: (line) => console.log(line) });
    console.log(`Re-encrypted with key ${report.keyId}:`);
    for (const [table, counts] of Object.entries(report.tables)) {
      console.log(
        `  ${table}: ${counts.reencrypted} re-encrypted, ${counts.changedMeanwhile} changed meanwhile, ` +
          `${counts.unreadable} unreadable`,
      );
    }
    if (report.remaining === 0) {
      console.log(`Every value is under key ${report.keyId}: ENCRYPTION_KEY_PREVIOUS is no longer needed.`);
    } else {
      console.error(
        `${report.remaining} values are still under another key (written meanwhile by a server with an old ` +
          'ENCRYPTION_KEY, or unreadable): keep ENCRYPTION_KEY_PREVIOUS and run the command again.',
      );
      process.exitCode = 1;
    }
  } finally {
    await db.destroy();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
