// Which keys this database needs (README.md here, "Which key reads this database"): the server, `npm run
// db:setup` and `npm run keys:reencrypt` refuse to start when the configured keys cannot read what is
// stored, instead of answering 500 on every contract page.
import { inspect } from 'node:util';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { ENCRYPTED_COLUMNS, type EncryptedColumn } from './encrypted-columns';
import { LEGACY_TOKEN_PREFIX, type FieldEncryption } from './field-encryption';

/** Tokens read from each end of each encrypted column at start. */
const SAMPLE_SIZE = 10;

/** The stored values of one writer: a key by id, the `v1:` tokens (no id), or values that are no token. */
export interface KeyUse {
  /** The key id (named by `v2:` tokens, or the configured key that reads the `v1:` ones); null if unknown. */
  keyId: string | null;
  kind: 'key' | 'legacy' | 'not-a-token';
  /** How many values, across every encrypted column. */
  values: number;
  /** Whether a configured key reads them. */
  readable: boolean;
}

export class EncryptionKeyMismatchError extends Error {
  readonly unreadable: KeyUse[];

  constructor(unreadable: KeyUse[], encryption: FieldEncryption) {
    super(mismatchMessage(unreadable, encryption));
    this.name = 'EncryptionKeyMismatchError';
    this.unreadable = unreadable;
  }

  /** Printed (console.error, the CLIs) as the message alone: it says everything, a stack trace nothing. */
  [inspect.custom](): string {
    return this.message;
  }
}

function describeUse(use: KeyUse): string {
  const values = `${use.values} value${use.values === 1 ? '' : 's'}`;
  if (use.kind === 'key') return `key ${use.keyId} (${values})`;
  if (use.kind === 'legacy') return `a key from before key ids were recorded (${values} in v1 tokens)`;
  return `no key at all (${values} that are not encryption tokens)`;
}

function mismatchMessage(unreadable: KeyUse[], encryption: FieldEncryption): string {
  const [current, ...previous] = encryption.keyIds;
  const configured =
    `ENCRYPTION_KEY is key ${current}` +
    (previous.length > 0
      ? ` and ENCRYPTION_KEY_PREVIOUS holds ${previous.join(', ')}`
      : ', with no ENCRYPTION_KEY_PREVIOUS');
  return (
    `ENCRYPTION_KEY cannot read this database: it was encrypted with ${unreadable.map(describeUse).join(' and ')}, ` +
    `and ${configured}. Set ENCRYPTION_KEY to the key that wrote it; or, to move to a new key, keep the new one ` +
    'in ENCRYPTION_KEY, add the old one to ENCRYPTION_KEY_PREVIOUS (comma-separated) and run ' +
    '`npm run keys:reencrypt`. Key ids are derived from the keys and reveal nothing of them ' +
    '(`npm run keys:check` prints the ids of the configured keys).'
  );
}

/**
 * The encrypted columns whose tables exist, and whether `encryption_keys` does: a server may start
 * before `npm run db:migrate` (its readiness says so), and a missing table stores nothing.
 */
async function schemaOf(db: Db): Promise<{ columns: EncryptedColumn[]; registry: boolean }> {
  const tables = new Set((await db.introspection.getTables()).map((t) => t.name));
  return {
    columns: ENCRYPTED_COLUMNS.filter((c) => tables.has(c.table)),
    registry: tables.has('encryption_keys'),
  };
}

/** A few tokens from each end of each encrypted column (the oldest and the newest by id). */
async function sampleTokens(db: Db, columns: readonly EncryptedColumn[]): Promise<string[]> {
  const tokens: string[] = [];
  for (const column of columns) {
    for (const direction of [sql`asc`, sql`desc`]) {
      const { rows } = await sql<{ token: string }>`
        select ${sql.ref(column.token)} as token from ${sql.table(column.table)}
        where ${sql.ref(column.token)} is not null order by id ${direction} limit ${SAMPLE_SIZE}`.execute(db);
      tokens.push(...rows.map((r) => r.token));
    }
  }
  return tokens;
}

/**
 * Every stored value grouped by the key that wrote it (a full read of the encrypted columns: run when
 * the quick check finds a key it does not know). `v1:` tokens name no key: a few of them are tried
 * with the configured keys.
 */
export async function keyUsage(
  db: Db,
  encryption: FieldEncryption,
  columns: readonly EncryptedColumn[] = ENCRYPTED_COLUMNS,
): Promise<KeyUse[]> {
  const byKey = new Map<string, number>();
  let legacy = 0;
  let notTokens = 0;
  const legacySamples: string[] = [];
  for (const column of columns) {
    const token = sql.ref(column.token);
    const { rows } = await sql<{ key_id: string; n: number | string }>`
      select case when ${token} like 'v2:%' then substr(${token}, 4, 8)
                  when ${token} like 'v1:%' then 'v1' else '' end as key_id,
             count(*) as n
      from ${sql.table(column.table)} where ${token} is not null group by 1`.execute(db);
    for (const row of rows) {
      const n = Number(row.n);
      if (row.key_id === 'v1') legacy += n;
      else if (/^[0-9a-f]{8}$/.test(row.key_id)) byKey.set(row.key_id, (byKey.get(row.key_id) ?? 0) + n);
      else notTokens += n;
    }
    if (rows.some((r) => r.key_id === 'v1')) {
      const sample = await sql<{ token: string }>`
        select ${token} as token from ${sql.table(column.table)}
        where ${token} like ${`${LEGACY_TOKEN_PREFIX}%`} limit ${SAMPLE_SIZE}`.execute(db);
      legacySamples.push(...sample.rows.map((r) => r.token));
    }
  }
  const uses: KeyUse[] = [...byKey].map(([keyId, values]) => ({
    keyId,
    kind: 'key' as const,
    values,
    readable: encryption.keyIds.includes(keyId),
  }));
  if (legacy > 0) {
    const readers = legacySamples.map((t) => encryption.readerOf(t));
    const readable = readers.every((r) => r !== null);
    uses.push({ keyId: readable ? readers[0] : null, kind: 'legacy', values: legacy, readable });
  }
  if (notTokens > 0) uses.push({ keyId: null, kind: 'not-a-token', values: notTokens, readable: false });
  return uses;
}

/** Records that these keys wrote (or are about to write) values here; a retired one is in use again. */
export async function recordKeysInUse(db: Db, keyIds: Iterable<string>, now = new Date()): Promise<void> {
  for (const key_id of new Set(keyIds)) {
    await db
      .insertInto('encryption_keys')
      .values({ key_id, first_used_on: now.toISOString(), retired_on: null })
      .onConflict((oc) => oc.column('key_id').doUpdateSet({ retired_on: null }))
      .execute();
  }
}

/** Marks retired every recorded key but these: no stored value is under them any more. */
export async function retireKeysExcept(
  db: Db,
  keyIds: Iterable<string>,
  now = new Date(),
): Promise<string[]> {
  const keep = [...new Set(keyIds)];
  let query = db
    .updateTable('encryption_keys')
    .set({ retired_on: now.toISOString() })
    .where('retired_on', 'is', null);
  if (keep.length > 0) query = query.where('key_id', 'not in', keep);
  const retired = await query.returning('key_id').execute();
  return retired.map((r) => r.key_id);
}

/**
 * Refuses (EncryptionKeyMismatchError) a configuration that cannot read the stored values, so the
 * server does not start to answer 500 on every contract page. Quick by default: the keys recorded in
 * `encryption_keys` and a sample of the oldest and newest values of each column must all be readable;
 * only when one is not, every value is counted by key (keyUsage), keys left with no value are retired,
 * and any value no configured key reads refuses the start. An empty database starts with any key
 * (one not migrated yet too). Then the current key is recorded, as it may write from now on.
 */
export async function assertKeysReadDatabase(
  db: Db,
  encryption: FieldEncryption,
  now = new Date(),
): Promise<void> {
  const configured = new Set(encryption.keyIds);
  const { columns, registry } = await schemaOf(db);
  const recorded = registry
    ? await db.selectFrom('encryption_keys').select('key_id').where('retired_on', 'is', null).execute()
    : [];
  let suspect = recorded.some((r) => !configured.has(r.key_id));
  const inUse = new Set<string>();
  for (const token of await sampleTokens(db, columns)) {
    const reader = encryption.readerOf(token);
    if (reader === null) suspect = true;
    else inUse.add(reader);
  }
  if (suspect) {
    const usage = await keyUsage(db, encryption, columns);
    const unreadable = usage.filter((u) => !u.readable);
    if (unreadable.length > 0) throw new EncryptionKeyMismatchError(unreadable, encryption);
    for (const use of usage) if (use.keyId !== null) inUse.add(use.keyId);
    if (registry) await retireKeysExcept(db, [encryption.currentKeyId, ...inUse], now);
  }
  if (registry) await recordKeysInUse(db, [encryption.currentKeyId, ...inUse], now);
}
