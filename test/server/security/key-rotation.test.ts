// The encryption key for real (security/README.md "Which key reads this database", "Rotating the key"):
// a database written under key A refuses to start under key B alone (a clear message, not a 500 on
// every contract page); B with A as previous reads it, writes under B and still finds A's card
// fingerprints; `keys:reencrypt` moves everything to B, twice without harm, and B alone starts then.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { build } from '../../../src/server/app';
import { loadConfig, type Config } from '../../../src/server/config';
import type { Db } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrator';
import { createAbaDirectory, SAMPLE_FEDACH_FILE } from '../../../src/server/providers/aba';
import {
  assertKeysReadDatabase,
  createFieldEncryption,
  EncryptionKeyMismatchError,
  reencryptDatabase,
  tokenKeyId,
} from '../../../src/server/security';
import { rewriteToken } from '../../../src/server/security/reencrypt';
import { ENCRYPTED_COLUMNS } from '../../../src/server/security/encrypted-columns';
import { loggedInBrowser, type Browser } from '../helpers/browser';
import { freshDatabase, type TestApp } from '../helpers/test-app';
import {
  agreement,
  bank,
  card,
  contractsTestApp,
  createContract,
  customer,
  facilityIdOf,
  put,
  RIVERSIDE,
  VISA,
} from '../contracts/contract-fixtures';
import { legacyEncrypt } from './legacy-tokens';

/** The key the test database is seeded and first served with (ENCRYPTION_KEY or the development key). */
const KEY_A = loadConfig().encryptionKey;
const KEY_B = 'payplan-test-rotation-key-b-0123456789';
const A = createFieldEncryption(KEY_A);
const B = createFieldEncryption(KEY_B);
const ROTATING = createFieldEncryption(KEY_B, [KEY_A]);
const MASTERCARD = '5555555555554444';
const LEGACY_SSN = '222334444';

let t: TestApp;
let contractId: number;
let legacyContractId: number;
const apps: FastifyInstance[] = [];

/** An app on the test database under other keys (the options of test-app.ts). */
async function serve(db: Db, keys: Pick<Config, 'encryptionKey' | 'encryptionKeysPrevious'>) {
  const app = await build({
    db,
    logger: false,
    providers: { aba: createAbaDirectory({ fedAchDirectoryFile: SAMPLE_FEDACH_FILE }) },
    config: {
      environment: 'test',
      clientDir: join(tmpdir(), 'payplan-no-client-build'),
      documentsDir: mkdtempSync(join(tmpdir(), 'payplan-documents-')),
      publicUrl: 'http://payplan.test',
      ...keys,
    },
  });
  apps.push(app);
  return app;
}

async function everyToken(
  db: Db,
): Promise<{ table: string; id: number; token: string; fingerprint: string | null }[]> {
  const found = [];
  for (const column of ENCRYPTED_COLUMNS) {
    const fingerprint = column.fingerprint ? sql.ref(column.fingerprint) : sql`null`;
    const { rows } = await sql<{ id: number; token: string; fingerprint: string | null }>`
      select id, ${sql.ref(column.token)} as token, ${fingerprint} as fingerprint
      from ${sql.table(column.table)} where ${sql.ref(column.token)} is not null`.execute(db);
    found.push(...rows.map((r) => ({ table: column.table, ...r })));
  }
  return found;
}

beforeAll(async () => {
  t = await contractsTestApp();
  const admin = await loggedInBrowser(t.app, 'facility-admin@example.com');
  const c = await createContract(admin, await facilityIdOf(t.db, RIVERSIDE), {
    ...customer(),
    ...agreement(),
    guarantor_first_name: 'Pat',
    guarantor_last_name: 'Approve',
    guarantor_ssn: '444-44-4444',
  } as never);
  const saved = await put(admin, c, { banks: [bank()], cards: [card(VISA)], section: 'billing' });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  contractId = c.id;
  // A contract saved by the first version, before tokens named their key: its SSN is a v1 token.
  const oldest = await t.db
    .selectFrom('contracts')
    .select('id')
    .where('customer_ssn_encrypted', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  legacyContractId = oldest.id;
  await t.db
    .updateTable('contracts')
    .set({
      customer_ssn_encrypted: legacyEncrypt(KEY_A, LEGACY_SSN),
      customer_ssn_fingerprint: A.fieldFingerprint(LEGACY_SSN),
    })
    .where('id', '=', legacyContractId)
    .execute();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t.close();
});

test('the key ids differ (the test keys are two keys)', () => {
  expect(A.currentKeyId).not.toBe(B.currentKeyId);
});

describe('served under a key that did not write the database', () => {
  test('build() refuses with the message naming the keys, instead of a 500 on every contract page', async () => {
    const refused = serve(t.db, { encryptionKey: KEY_B, encryptionKeysPrevious: [] });
    await expect(refused).rejects.toBeInstanceOf(EncryptionKeyMismatchError);
    await expect(refused).rejects.toThrow(
      `ENCRYPTION_KEY cannot read this database: it was encrypted with key ${A.currentKeyId} (`,
    );
    const message = await refused.catch((error: Error) => error.message);
    expect(message).toContain('a key from before key ids were recorded (1 value in v1 tokens)');
    expect(message).toContain(`ENCRYPTION_KEY is key ${B.currentKeyId}, with no ENCRYPTION_KEY_PREVIOUS`);
    expect(message).toContain('ENCRYPTION_KEY_PREVIOUS');
    expect(message).toContain('npm run keys:reencrypt');
    expect(message).not.toContain(KEY_A);
    expect(message).not.toContain(KEY_B);
  });

  test('the value counts are exact', async () => {
    const tokens = await everyToken(t.db);
    const underA = tokens.filter((x) => tokenKeyId(x.token) === A.currentKeyId).length;
    const refused = await serve(t.db, { encryptionKey: KEY_B, encryptionKeysPrevious: [] }).catch(
      (error: EncryptionKeyMismatchError) => error,
    );
    expect((refused as EncryptionKeyMismatchError).unreadable).toEqual([
      { keyId: A.currentKeyId, kind: 'key', values: underA, readable: false },
      { keyId: null, kind: 'legacy', values: 1, readable: false },
    ]);
  });
});

describe('rotating: ENCRYPTION_KEY=B, ENCRYPTION_KEY_PREVIOUS=A', () => {
  let app: FastifyInstance;
  let admin: Browser;

  beforeAll(async () => {
    app = await serve(t.db, { encryptionKey: KEY_B, encryptionKeysPrevious: [KEY_A] });
    admin = await loggedInBrowser(app, 'facility-admin@example.com');
  });

  test('contract pages read the values written under A, masked (v1 tokens too)', async () => {
    const response = await admin.get(`/api/crud/contract/${contractId}`);
    expect(response.statusCode).toBe(200);
    const view = response.json().contract;
    expect(view.customer_ssn).toBe('***-**-1111');
    expect(view.cards.map((c: { card_number: string }) => c.card_number)).toEqual(['************1111']);
    expect(view.banks.map((b: { account_number: string }) => b.account_number)).toEqual(['******6789']);
    const internal = await loggedInBrowser(app, 'admin@example.com');
    const legacy = await internal.get(`/api/crud/contract/${legacyContractId}`);
    expect(legacy.statusCode).toBe(200);
    expect(legacy.json().contract.customer_ssn).toBe('***-**-4444');
  });

  test('a card stored under A is still found when typed again (blind index under every key)', async () => {
    const view = (await admin.get(`/api/crud/contract/${contractId}`)).json().contract;
    const again = { ...card(VISA), id: -3, preferred: false };
    const response = await put(admin, view, {
      banks: view.banks,
      cards: [...view.cards, again],
      section: 'billing',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'cards[1].card_number': 'This card number has already been entered.',
    });
  });

  test('new values are written under B, their fingerprints too', async () => {
    const view = (await admin.get(`/api/crud/contract/${contractId}`)).json().contract;
    const added = { ...card(MASTERCARD), id: -3, preferred: false };
    const response = await put(admin, view, {
      banks: view.banks,
      cards: [...view.cards, added],
      section: 'billing',
    });
    expect(response.statusCode).toBe(200);
    const cards = await t.db
      .selectFrom('cards')
      .selectAll()
      .where('contract_id', '=', contractId)
      .orderBy('id')
      .execute();
    expect(cards.map((c) => tokenKeyId(c.card_number_encrypted))).toEqual([A.currentKeyId, B.currentKeyId]);
    expect(cards[1].card_number_fingerprint).toBe(B.fieldFingerprint(MASTERCARD));
    expect(B.decryptField(cards[1].card_number_encrypted)).toBe(MASTERCARD);
  });

  test('a number typed again is found under the current key too', async () => {
    const view = (await admin.get(`/api/crud/contract/${contractId}`)).json().contract;
    const again = { ...card(MASTERCARD), id: -4, preferred: false };
    const response = await put(admin, view, {
      banks: view.banks,
      cards: [...view.cards, again],
      section: 'billing',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'cards[2].card_number': 'This card number has already been entered.',
    });
  });

  test('the number of a stored card typed again on that same card is no repeat (re-entry)', async () => {
    const view = (await admin.get(`/api/crud/contract/${contractId}`)).json().contract;
    const cards = view.cards.map((c: { id: number }, i: number) =>
      i === 0 ? { ...c, card_number: VISA } : c,
    );
    const response = await put(admin, view, { banks: view.banks, cards, section: 'billing' });
    expect(response.statusCode).toBe(200);
  });
});

describe('npm run keys:reencrypt', () => {
  test('knows every column holding tokens: no token is stored anywhere else', async () => {
    const listed = new Set(ENCRYPTED_COLUMNS.map((c) => `${c.table}.${c.token}`));
    const found = new Set<string>();
    for (const table of await t.db.introspection.getTables()) {
      const rows = await t.db
        .selectFrom(table.name as 'contracts')
        .selectAll()
        .execute();
      for (const row of rows as Record<string, unknown>[]) {
        for (const [column, value] of Object.entries(row)) {
          if (typeof value === 'string' && /\bv[12]:([0-9a-f]{8}:)?[A-Za-z0-9+/]{24,}/.test(value)) {
            found.add(`${table.name}.${column}`);
          }
        }
      }
    }
    expect([...found].sort()).toEqual([...listed].sort());
  });

  test('moves every token to B with its fingerprint, in batches, and retires A', async () => {
    const before = await everyToken(t.db);
    expect(before.some((x) => !ROTATING.isCurrent(x.token))).toBe(true);
    const lines: string[] = [];
    const report = await reencryptDatabase(t.db, ROTATING, { batchSize: 7, log: (line) => lines.push(line) });
    const moved = before.filter((x) => !ROTATING.isCurrent(x.token));
    const count = (table: string) => moved.filter((x) => x.table === table).length;
    expect(report).toEqual({
      keyId: B.currentKeyId,
      tables: {
        contracts: { reencrypted: count('contracts'), changedMeanwhile: 0, unreadable: 0 },
        banks: { reencrypted: count('banks'), changedMeanwhile: 0, unreadable: 0 },
        cards: { reencrypted: count('cards'), changedMeanwhile: 0, unreadable: 0 },
      },
      remaining: 0,
      retired: [A.currentKeyId],
    });
    expect(count('contracts')).toBeGreaterThan(7);
    expect(lines.some((line) => /^cards\.card_number_encrypted: \d+ re-encrypted so far/.test(line))).toBe(
      true,
    );

    const after = await everyToken(t.db);
    expect(after).toHaveLength(before.length);
    for (const x of after) {
      expect(tokenKeyId(x.token)).toBe(B.currentKeyId);
      const plain = B.decryptField(x.token);
      const was = before.find(
        (y) => y.table === x.table && y.id === x.id && ROTATING.decryptField(y.token) === plain,
      );
      expect(was).toBeDefined();
      if (x.fingerprint !== null) expect(x.fingerprint).toBe(B.fieldFingerprint(plain));
    }
    expect(
      await t.db.selectFrom('encryption_keys').select(['key_id', 'retired_on']).orderBy('key_id').execute(),
    ).toEqual(
      [
        { key_id: A.currentKeyId, retired_on: expect.any(String) },
        { key_id: B.currentKeyId, retired_on: null },
      ].sort((x, y) => x.key_id.localeCompare(y.key_id)),
    );
  });

  test('run again, it has nothing to do', async () => {
    const before = await everyToken(t.db);
    const report = await reencryptDatabase(t.db, ROTATING);
    expect(report.tables).toEqual({
      contracts: { reencrypted: 0, changedMeanwhile: 0, unreadable: 0 },
      banks: { reencrypted: 0, changedMeanwhile: 0, unreadable: 0 },
      cards: { reencrypted: 0, changedMeanwhile: 0, unreadable: 0 },
    });
    expect(report.remaining).toBe(0);
    expect(await everyToken(t.db)).toEqual(before);
  });

  test('then the server starts with B alone and reads every contract; A alone is refused', async () => {
    const app = await serve(t.db, { encryptionKey: KEY_B, encryptionKeysPrevious: [] });
    const admin = await loggedInBrowser(app, 'admin@example.com');
    const ids = await t.db
      .selectFrom('contracts')
      .select('id')
      .where('customer_ssn_encrypted', 'is not', null)
      .execute();
    for (const { id } of ids) expect((await admin.get(`/api/crud/contract/${id}`)).statusCode).toBe(200);
    const view = (await admin.get(`/api/crud/contract/${contractId}`)).json().contract;
    expect(view.cards.map((c: { card_number: string }) => c.card_number)).toEqual([
      '************1111',
      '************4444',
    ]);
    await expect(serve(t.db, { encryptionKey: KEY_A, encryptionKeysPrevious: [] })).rejects.toThrow(
      `ENCRYPTION_KEY cannot read this database: it was encrypted with key ${B.currentKeyId} (`,
    );
  });

  test('a token changed between the read and the write is left to its writer (compare-and-set)', async () => {
    const column = ENCRYPTED_COLUMNS.find((c) => c.table === 'cards')!;
    const { id } = await t.db.selectFrom('cards').select('id').orderBy('id').executeTakeFirstOrThrow();
    const read = A.encryptField(VISA);
    await t.db.updateTable('cards').set({ card_number_encrypted: read }).where('id', '=', id).execute();
    // The server saves the card again (under B) after the command read it, before it writes.
    const saved = B.encryptField(VISA);
    await t.db.updateTable('cards').set({ card_number_encrypted: saved }).where('id', '=', id).execute();
    expect(await rewriteToken(t.db, ROTATING, column, { id, token: read })).toBe('changedMeanwhile');
    const stored = await t.db
      .selectFrom('cards')
      .select('card_number_encrypted')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.card_number_encrypted).toBe(saved);
    // Still the token read: rewritten.
    expect(await rewriteToken(t.db, ROTATING, column, { id, token: saved })).toBe('reencrypted');
  });
});

describe('an empty database (nothing encrypted yet, or not even migrated)', () => {
  test('starts with any key, and with another one later', async () => {
    const { db, drop } = await freshDatabase();
    try {
      // Not even migrated yet (a server started before `npm run db:migrate`: its readiness says so).
      await assertKeysReadDatabase(db, B);
      await migrateToLatest(db);
      await assertKeysReadDatabase(db, B);
      await assertKeysReadDatabase(db, A);
      const recorded = await db.selectFrom('encryption_keys').selectAll().execute();
      expect(recorded.find((r) => r.key_id === B.currentKeyId)?.retired_on).toEqual(expect.any(String));
      expect(recorded.find((r) => r.key_id === A.currentKeyId)?.retired_on).toBeNull();
    } finally {
      await db.destroy();
      await drop();
    }
  });
});
