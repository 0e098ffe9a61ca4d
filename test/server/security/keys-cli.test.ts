// The commands as an operator runs them, on an SQLite file (their database code is the one
// key-rotation.test.ts runs on both databases): `npm start`'s db:setup and main.ts refuse a key that
// cannot read the database with the message alone; `npm run keys:reencrypt` moves everything to the
// new key; `npm run keys:check` then finds the new key alone enough.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { createDb } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrator';
import { seedDemo } from '../../../src/server/db/seed';
import { createFieldEncryption } from '../../../src/server/security';
import { TEST_DB } from '../helpers/test-app';

const ROOT = resolve(__dirname, '../../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const KEY_A = 'payplan-test-cli-key-a-0123456789';
const KEY_B = 'payplan-test-cli-key-b-0123456789';
const A = createFieldEncryption(KEY_A).currentKeyId;
const B = createFieldEncryption(KEY_B).currentKeyId;

let dir: string;
let sqliteFile: string;

async function run(script: string, args: string[], keys: { key: string; previous?: string }) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    SQLITE_FILE: sqliteFile,
    PORT: String(40_000 + (process.pid % 20_000)),
  };
  delete env.DATABASE_URL;
  env.ENCRYPTION_KEY = keys.key;
  env.ENCRYPTION_KEY_PREVIOUS = keys.previous ?? '';
  try {
    const { stdout, stderr } = await promisify(execFile)(TSX, [script, ...args], {
      cwd: ROOT,
      env,
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// One SQLite run is enough: the commands only read the configuration and call the tested functions.
const onSqlite = TEST_DB === 'sqlite' ? describe : describe.skip;

onSqlite('the key commands on a database written under key A', () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'payplan-keys-cli-'));
    sqliteFile = join(dir, 'payplan.sqlite');
    const db = createDb({ databaseUrl: null, sqliteFile });
    await migrateToLatest(db);
    await seedDemo(db, undefined, KEY_A);
    await db.destroy();
  }, 240_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const refusal = `ENCRYPTION_KEY cannot read this database: it was encrypted with key ${A} (`;

  test('db:setup (npm start) under key B alone prints the message, no stack, and fails', async () => {
    const result = await run('src/server/db/cli.ts', ['setup'], { key: KEY_B });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(refusal);
    expect(result.stderr).toContain(`ENCRYPTION_KEY is key ${B}, with no ENCRYPTION_KEY_PREVIOUS`);
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });

  test('the server (main.ts) under key B alone prints the message and exits 1', async () => {
    const result = await run('src/server/main.ts', [], { key: KEY_B });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(refusal);
    expect(result.stdout).not.toContain('PayPlan is running');
  });

  test('keys:reencrypt with B and A as previous moves every value, table by table', async () => {
    const result = await run('src/server/security/keys-cli.ts', ['reencrypt'], {
      key: KEY_B,
      previous: KEY_A,
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`ENCRYPTION_KEY is key ${B}; ENCRYPTION_KEY_PREVIOUS: ${A}`);
    expect(result.stdout).toMatch(/^contracts\.customer_ssn_encrypted: \d+ re-encrypted so far/m);
    expect(result.stdout).toMatch(
      /^ {2}contracts: [1-9]\d* re-encrypted, 0 changed meanwhile, 0 unreadable$/m,
    );
    expect(result.stdout).toMatch(/^ {2}banks: [1-9]\d* re-encrypted/m);
    expect(result.stdout).toMatch(/^ {2}cards: [1-9]\d* re-encrypted/m);
    expect(result.stdout).toContain(
      `Every value is under key ${B}: ENCRYPTION_KEY_PREVIOUS is no longer needed.`,
    );
  });

  test('then keys:check and db:setup accept B alone', async () => {
    const check = await run('src/server/security/keys-cli.ts', ['check'], { key: KEY_B });
    expect(check.code).toBe(0);
    expect(check.stdout).toMatch(new RegExp(`^ {2}key ${B} \\(ENCRYPTION_KEY\\): [1-9]\\d*$`, 'm'));
    expect(check.stdout).not.toContain(`key ${A}`);
    expect(check.stdout).toContain('The configured keys read this database.');
    const setup = await run('src/server/db/cli.ts', ['setup'], { key: KEY_B });
    expect(setup.code).toBe(0);
  });
});
