// Several server processes on one database (README.md "Behind a load balancer"): two real processes
// (`node --import tsx src/server/main.ts`, job runner on in both) share the test's fresh database, as
// two instances behind a load balancer would: PostgreSQL under TEST_DB=postgres, one SQLite file (WAL)
// otherwise. A session made on one is used on the other for an origination; the outbox's deliveries
// are run exactly once between the two runners; SIGTERM stops both gracefully.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Db } from '../../src/server/db/database';
import { queueMessage } from '../../src/server/jobs';
import { DELIVER_MESSAGE } from '../../src/server/jobs/handlers/messaging-deliver';
import { DEMO_PASSWORD } from '../../src/server/db/seed';
import { agreement, customer, facilityIdOf, RIVERSIDE } from './contracts/contract-fixtures';
import { linkTokenTo } from './customer/customer-fixtures';
import { waitFor } from './jobs/job-fixtures';
import { databaseLocation } from './helpers/database-location';
import { createTestApp, type TestApp } from './helpers/test-app';

jest.setTimeout(60_000);

const BULK = 150;

const ROOT = resolve(__dirname, '../..');

interface Server {
  name: string;
  base: string;
  process: ChildProcess;
  /** Every line the process wrote (pino JSON and main.ts's console lines). */
  lines: string[];
  exited: Promise<number | null>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

async function startServer(name: string, t: TestApp, documentsDir: string): Promise<Server> {
  const port = await freePort();
  const location = await databaseLocation(t.db);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    JOB_RUNNER: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    CLIENT_DIR: join(tmpdir(), 'payplan-no-client-build'),
    DOCUMENTS_DIR: documentsDir,
    PUBLIC_URL: 'http://payplan.test',
    SHUTDOWN_TIMEOUT_SECONDS: '10',
  };
  delete env.DATABASE_URL;
  delete env.SQLITE_FILE;
  if (location.databaseUrl) env.DATABASE_URL = location.databaseUrl;
  else env.SQLITE_FILE = location.sqliteFile;

  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: ROOT, env });
  const lines: string[] = [];
  // Whole lines only: a chunk may end in the middle of one, which the next chunk finishes.
  const collector = () => {
    let partial = '';
    return {
      data: (chunk: Buffer) => {
        const parts = (partial + chunk.toString()).split('\n');
        partial = parts.pop() ?? '';
        lines.push(...parts.filter(Boolean));
      },
      end: () => void (partial && lines.push(partial)),
    };
  };
  for (const stream of [child.stdout, child.stderr]) {
    const { data, end } = collector();
    stream.on('data', data);
    stream.on('end', end);
  }
  // 'close' comes after the process's output has been read to its end.
  const exited = new Promise<number | null>((done) => child.once('close', (code) => done(code)));
  return { name, base: `http://127.0.0.1:${port}`, process: child, lines, exited };
}

async function whenReady(server: Server): Promise<void> {
  let gone = false;
  void server.exited.then(() => (gone = true));
  await waitFor(async () => {
    if (gone) throw new Error(`${server.name} exited:\n${server.lines.join('\n')}`);
    try {
      return (await fetch(`${server.base}/api/ready`)).status === 200;
    } catch {
      return false;
    }
  }, 45_000);
}

/** One staff member's session, used on whichever server a request goes to. */
class Session {
  private sid = '';
  private csrf = '';

  async call<T = Record<string, unknown>>(
    server: Server,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
  ): Promise<T> {
    const headers: Record<string, string> = {};
    if (this.sid) headers.cookie = `sid=${this.sid}`;
    if (this.csrf) headers['csrf-token'] = this.csrf;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${server.base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const match = /^sid=([^;]*)/.exec(cookie);
      if (match) this.sid = match[1];
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`${server.name} ${method} ${path}: ${response.status} ${text}`);
    const json = JSON.parse(text) as T & { csrfToken?: string };
    if (json.csrfToken) this.csrf = json.csrfToken;
    return json;
  }
}

type View = { id: number; modified_on: string; status: string; csr_status: string | null };

async function deliveries(db: Db) {
  const outbox = await db.selectFrom('outbox').select(['id', 'status', 'sent_on']).execute();
  const jobs = await db
    .selectFrom('jobs')
    .select(['dedupe_key', 'attempts', 'done_on', 'failed_on', 'locked_by'])
    .where('kind', '=', DELIVER_MESSAGE)
    .execute();
  return { outbox, jobs };
}

let t: TestApp;
let a: Server;
let b: Server;
/** The demo seed's own messages (the servicing engine's notices and emails of the demo's past, sent). */
let seeded = 0;
let seededKeys = new Set<string>();

beforeAll(async () => {
  t = await createTestApp();
  const before = (await deliveries(t.db)).outbox;
  seeded = before.length;
  seededKeys = new Set(before.map((row) => `${DELIVER_MESSAGE}:${row.id}`));
  const documentsDir = mkdtempSync(join(tmpdir(), 'payplan-documents-'));
  [a, b] = await Promise.all([startServer('A', t, documentsDir), startServer('B', t, documentsDir)]);
  await Promise.all([whenReady(a), whenReady(b)]);
});

afterAll(async () => {
  for (const server of [a, b]) if (server && server.process.exitCode === null) server.process.kill('SIGKILL');
  await t.close();
});

test('an origination across two servers, every message delivered once, both stopped gracefully', async () => {
  const staff = new Session();
  await staff.call(a, 'POST', '/auth/get_user', {});
  await staff.call(a, 'POST', '/auth/login', {
    email: 'facility-admin@example.com',
    password: DEMO_PASSWORD,
  });
  // The session lives in the database: server B knows it, and hands out the same CSRF token.
  const user = await staff.call<{ user: { email: string } }>(b, 'POST', '/auth/get_user', {});
  expect(user.user.email).toBe('facility-admin@example.com');

  const email = `pat.${Date.now()}@example.com`;
  const riverside = await facilityIdOf(t.db, RIVERSIDE);
  let c = (
    await staff.call<{ contract: View }>(b, 'POST', '/api/crud/contract', {
      facility_id: riverside,
      contract: { ...customer(), customer_email: email },
      action: 'SAVE',
    })
  ).contract;
  c = (
    await staff.call<{ contract: View }>(a, 'PUT', `/api/crud/contract/${c.id}`, {
      contract: { ...agreement(), modified_on: c.modified_on },
      action: 'SAVE',
    })
  ).contract;
  await staff.call(b, 'POST', `/api/note/${c.id}`, { text: 'Called the customer about the plan.' });
  const notes = await staff.call<{ text: string }[]>(a, 'GET', `/api/note/${c.id}`);
  expect(notes.map((note) => note.text)).toContain('Called the customer about the plan.');
  c = (
    await staff.call<{ contract: View }>(b, 'PUT', `/api/crud/contract/${c.id}`, {
      contract: { modified_on: c.modified_on },
      action: 'REQUEST-CSR',
      method: 'email',
    })
  ).contract;
  expect(c.csr_status).toBe('WAITING AUTHORIZATION');
  const read = await staff.call<{ contract: View }>(a, 'GET', `/api/crud/contract/${c.id}`);
  expect(read.contract.csr_status).toBe('WAITING AUTHORIZATION');

  // More work for the two runners at once, queued straight into the shared database: more than one
  // runner drains in the second the other may be asleep between polls, so both take part.
  await t.db.transaction().execute(async (trx) => {
    for (let i = 0; i < BULK; i++) {
      await queueMessage(trx, { channel: 'email', to: `bulk${i}@example.com`, subject: 'Hi', text: 'Hello' });
    }
  });
  // The outbox row is marked sent inside the job, the job done just after it returns: wait for both.
  await waitFor(async () => {
    const { outbox, jobs } = await deliveries(t.db);
    return (
      outbox.length === seeded + BULK + 1 &&
      outbox.every((row) => row.status === 'sent') &&
      jobs.filter((job) => !seededKeys.has(job.dedupe_key ?? '')).every((job) => job.done_on !== null)
    );
  }, 30_000);
  const { outbox, jobs: all } = await deliveries(t.db);
  // The seeded ones were done in the demo's past (and may be cleaned up as old): the new ones.
  const jobs = all.filter((job) => !seededKeys.has(job.dedupe_key ?? ''));
  expect(jobs).toHaveLength(BULK + 1);
  for (const job of jobs) {
    expect(job).toMatchObject({ attempts: 1, done_on: expect.any(String), failed_on: null });
  }
  // The customer's link, sent by B's request, opens on A.
  const token = await linkTokenTo(t.db, email, 'csr');
  expect((await fetch(`${a.base}/api/customer/links/${token}`)).status).toBe(200);

  for (const server of [a, b]) server.process.kill('SIGTERM');
  expect(await Promise.all([a.exited, b.exited])).toEqual([0, 0]);
  // The sandbox transport says so once per delivery, in whichever process ran it (both do, as a rule);
  // read once both processes' output has been read to its end.
  const sentBy = (server: Server) =>
    server.lines.filter((line) => line.includes('kept in the outbox (sandbox)')).length;
  expect(sentBy(a) + sentBy(b)).toBe(outbox.length - seeded);
  for (const server of [a, b]) expect(server.lines.join('\n')).toContain('Shut down');
});
