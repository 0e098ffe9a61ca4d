// `npm run keys:reencrypt` (keys-cli.ts): every stored token rewritten with the current key and its
// fingerprint recomputed, so the previous keys can leave ENCRYPTION_KEY_PREVIOUS (README.md here).
// Safe while the server serves: each batch is its own transaction and each row is rewritten only if
// its token is still the one read (compare-and-set); a rerun continues where a stopped one left off,
// as values already under the current key are never read again.
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { columnName, ENCRYPTED_COLUMNS, type EncryptedColumn } from './encrypted-columns';
import { tokenPrefixOf, type FieldEncryption } from './field-encryption';
import { keyUsage, recordKeysInUse, retireKeysExcept } from './key-check';

export interface TableCounts {
  /** Values rewritten with the current key. */
  reencrypted: number;
  /** Values changed by someone else between the read and the write (written anew, so current). */
  changedMeanwhile: number;
  /** Values no configured key reads: left as they are. */
  unreadable: number;
}

export interface ReencryptReport {
  /** The current key's id: every value rewritten is under it. */
  keyId: string;
  tables: Record<string, TableCounts>;
  /** Values under any other key after the run (0: the previous keys are no longer needed). */
  remaining: number;
  /** The recorded keys marked retired because no value is under them any more. */
  retired: string[];
}

export interface ReencryptOptions {
  /** Rows per transaction (500). */
  batchSize?: number;
  /** A line per batch and column (the CLI prints them). */
  log?: (line: string) => void;
  now?: Date;
}

/**
 * One value rewritten with the current key, its fingerprint with it, only if the row still holds the
 * token read (compare-and-set): one changed meanwhile was written anew by the server, under the current
 * key, and is left as it is.
 */
export async function rewriteToken(
  db: Db,
  encryption: FieldEncryption,
  column: EncryptedColumn,
  row: { id: number; token: string },
): Promise<keyof TableCounts> {
  let plain: string;
  try {
    plain = encryption.decryptField(row.token);
  } catch {
    return 'unreadable';
  }
  const token = sql.ref(column.token);
  const sets = [sql`${token} = ${encryption.encryptField(plain)}`];
  if (column.fingerprint) {
    sets.push(sql`${sql.ref(column.fingerprint)} = ${encryption.fieldFingerprint(plain)}`);
  }
  const result = await sql`
    update ${sql.table(column.table)} set ${sql.join(sets)}
    where id = ${row.id} and ${token} = ${row.token}`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1 ? 'reencrypted' : 'changedMeanwhile';
}

export async function reencryptDatabase(
  db: Db,
  encryption: FieldEncryption,
  options: ReencryptOptions = {},
): Promise<ReencryptReport> {
  const batchSize = options.batchSize ?? 500;
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const stale = `${tokenPrefixOf(encryption.currentKeyId)}%`;
  const tables: Record<string, TableCounts> = {};
  for (const column of ENCRYPTED_COLUMNS) {
    const counts = (tables[column.table] ??= { reencrypted: 0, changedMeanwhile: 0, unreadable: 0 });
    const token = sql.ref(column.token);
    let done = 0;
    let afterId = 0;
    for (;;) {
      const { rows } = await sql<{ id: number; token: string }>`
        select id, ${token} as token from ${sql.table(column.table)}
        where ${token} is not null and ${token} not like ${stale} and id > ${afterId}
        order by id limit ${batchSize}`.execute(db);
      if (rows.length === 0) break;
      await db.transaction().execute(async (trx) => {
        for (const row of rows) {
          const outcome = await rewriteToken(trx, encryption, column, row);
          if (outcome === 'reencrypted') done += 1;
          counts[outcome] += 1;
        }
      });
      afterId = Number(rows[rows.length - 1].id);
      log(`${columnName(column)}: ${done} re-encrypted so far (through id ${afterId})`);
    }
  }
  const usage = await keyUsage(db, encryption);
  const remaining = usage
    .filter((u) => !(u.kind === 'key' && u.keyId === encryption.currentKeyId))
    .reduce((sum, u) => sum + u.values, 0);
  const retired = remaining === 0 ? await retireKeysExcept(db, [encryption.currentKeyId], now) : [];
  await recordKeysInUse(db, [encryption.currentKeyId], now);
  return { keyId: encryption.currentKeyId, tables, remaining, retired };
}
