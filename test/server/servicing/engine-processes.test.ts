// The day's run as separate processes (issue 11 "A day runs exactly once"): `npm run servicing:run`'s
// command started twice at once on one database does each day once; a run killed with SIGKILL in the
// middle of a day and started again finishes the day with no installment debited twice and no fee
// assessed twice. Real processes (tsx) on the test's database: PostgreSQL under TEST_DB=postgres, the
// SQLite file otherwise.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { databaseLocation } from '../helpers/database-location';
import { boardAccount, KEY, servicingWorld, type ServicingWorld } from './engine-helpers';

jest.setTimeout(240_000);

const ROOT = resolve(__dirname, '../../..');
let world: ServicingWorld;

function run(args: string[], env: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/server/services/servicing/cli.ts', ...args],
    {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
  return { child, exited, output: () => out };
}

async function environment(): Promise<Record<string, string>> {
  const where = await databaseLocation(world.db);
  return {
    ...(where.databaseUrl ? { DATABASE_URL: where.databaseUrl } : { SQLITE_FILE: where.sqliteFile }),
    DOCUMENTS_DIR: world.documentsDir,
    ENCRYPTION_KEY: KEY,
    NODE_ENV: 'test',
  };
}

const count = async (table: 'servicing_entries' | 'payments', type?: string) => {
  let q = world.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  if (type) q = q.where('type' as never, '=', type as never);
  return Number((await q.executeTakeFirstOrThrow()).n);
};

beforeAll(async () => {
  world = await servicingWorld();
  const f = world.facilities['riverside-main'];
  for (let i = 0; i < 12; i++) {
    await boardAccount(world.db, {
      facilityId: f,
      last: `Proc${i}`,
      agreementDate: '2025-12-10',
      firstDue: `2026-01-${String(5 + i).padStart(2, '0')}`,
      // A third always return R01: re-presentments, return fees and late fees.
      bankAccount: i % 3 === 0 ? '4000000111' : `12345${String(i).padStart(4, '0')}`,
    });
  }
});
afterAll(() => world.close());

test('two processes at once: every day run once, each installment presented once', async () => {
  const env = await environment();
  const [a, b] = [
    run(['--from', '2026-01-02', '--through', '2026-02-27'], env),
    run(['--from', '2026-01-02', '--through', '2026-02-27'], env),
  ];
  expect(await a.exited).toBe(0);
  expect(await b.exited).toBe(0);
  const days = await world.db.selectFrom('servicing_days').selectAll().orderBy('business_day').execute();
  expect(days.length).toBeGreaterThan(30);
  expect(days.every((d) => d.finished_on !== null)).toBe(true);
  // Each day's line printed by the process that ran it; the other found it done or being run.
  const ran = (out: string) =>
    out.split('\n').filter((l) => /^\d{4}-\d\d-\d\d debits sent \d+/.test(l) && !/\(/.test(l));
  const lines = [...ran(a.output()), ...ran(b.output())].map((l) => l.slice(0, 10));
  expect(new Set(lines).size).toBe(lines.length);
  // 12 accounts, installments due Jan and Feb: 24 first presentments, one payment row each.
  const firsts = await world.db
    .selectFrom('servicing_entries')
    .select(['contract_id', 'installment_number'])
    .where('presentment', '=', 1)
    .execute();
  expect(firsts).toHaveLength(24);
  const debits = await world.db
    .selectFrom('payments')
    .select('servicing_key')
    .where('type', '=', 'ACH')
    .execute();
  expect(new Set(debits.map((d) => d.servicing_key)).size).toBe(debits.length);
  expect(debits.length).toBe(await count('servicing_entries'));
});

test('killed mid-day with SIGKILL and started again: the day finished, nothing twice', async () => {
  const env = { ...(await environment()), SERVICING_CHUNK_SIZE: '1', SERVICING_CHUNK_PAUSE_MS: '150' };
  // 2026-03-05: the installments due on the 5th–9th go out (effective the 6th and the 9th).
  const first = run(['--through', '2026-03-05'], env);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const started = await world.db
      .selectFrom('servicing_entries')
      .select('id')
      .where('business_day', '=', '2026-03-05')
      .executeTakeFirst();
    if (started) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  first.child.kill('SIGKILL');
  await first.exited;
  const day = await world.db
    .selectFrom('servicing_days')
    .selectAll()
    .where('business_day', '=', '2026-03-05')
    .executeTakeFirst();
  expect(day?.finished_on ?? null).toBeNull();

  const again = run(['--through', '2026-03-05'], { ...env, SERVICING_CHUNK_PAUSE_MS: '0' });
  expect(await again.exited).toBe(0);
  expect(again.output()).toMatch(/^2026-03-05 debits sent \d+/m);
  const finished = await world.db
    .selectFrom('servicing_days')
    .selectAll()
    .where('business_day', '=', '2026-03-05')
    .executeTakeFirstOrThrow();
  expect(finished.finished_on).not.toBeNull();
  // Installments due March 5–9 of the accounts that pay: each presented once, with one payment row.
  const march = await world.db
    .selectFrom('servicing_entries')
    .select(['contract_id', 'installment_number', 'presentment'])
    .where('business_day', '=', '2026-03-05')
    .execute();
  expect(march.length).toBeGreaterThan(0);
  const keys = march.map((e) => `${e.contract_id}:${e.installment_number}:${e.presentment}`);
  expect(new Set(keys).size).toBe(keys.length);
  const fees = await world.db
    .selectFrom('payments')
    .select('servicing_key')
    .where('type', 'in', ['LATE FEE', 'RETURN FEE'])
    .execute();
  expect(new Set(fees.map((f) => f.servicing_key)).size).toBe(fees.length);
  const debits = await world.db
    .selectFrom('payments')
    .select('servicing_key')
    .where('type', '=', 'ACH')
    .execute();
  expect(new Set(debits.map((d) => d.servicing_key)).size).toBe(debits.length);
  expect(debits.length).toBe(await count('servicing_entries'));
  // The day's file was written once, with every entry of the day.
  const files = await world.db
    .selectFrom('ach_files')
    .selectAll()
    .where('business_day', '=', '2026-03-05')
    .where('kind', '=', 'debits')
    .execute();
  expect(files).toHaveLength(1);
  expect(files[0].entry_count).toBe(march.length);
  expect(files[0].submitted_on).not.toBeNull();
});
