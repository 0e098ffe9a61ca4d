// npm run bench:list [-- --db sqlite|postgres|both] [--n 200]: the contract list at scale (issue 6
// "Figures to reach") on the databases bench:generate made. For each database it starts the real
// server as a child process on a loopback port, logs in over HTTP and times N requests per case:
// the first page of one facility's list (~2,000 contracts) sorted and filtered by a status query,
// the next page, a search by last name; then a CSV export of every contract as an internal admin,
// sampling the server's RSS and heap while it streams. Prints median and p99 per case with the
// machine's load average: this 2-core machine is shared, so other work slows every figure.
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '../../../src/server/db/seed';
import { BENCH_USER, kindsOf, openBenchDb, type BenchDbKind } from './bench-db';
import { LAST_NAMES } from './bench-rows';

/** Issue 6 budgets (ms of server time), [median, p99]. */
const PAGE_BUDGET = [50, 150] as const;
/** The issue gives one figure for a search, taken as its median. */
const SEARCH_BUDGET = [100, Number.POSITIVE_INFINITY] as const;
/** Every facility at once (internal admins): not a figure of the issue, measured to see it. */
const NO_BUDGET = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY] as const;
const EXPORT_BUDGET_MS = 10_000;
const EXPORT_MEMORY_BUDGET_MB = 100;

const argValue = (name: string, fallback: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const N = Number(argValue('--n', '200'));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

class Server {
  private constructor(
    readonly child: ChildProcess,
    readonly base: string,
  ) {}

  static start(kind: BenchDbKind): Promise<Server> {
    const child = fork(join(__dirname, 'bench-server.ts'), [kind], {
      execArgv: ['--import', 'tsx', '--expose-gc'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return new Promise((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
      child.once('message', (m: { port: number }) =>
        resolve(new Server(child, `http://127.0.0.1:${m.port}`)),
      );
    });
  }

  ask<T>(type: string): Promise<T> {
    return new Promise((resolve) => {
      const listener = (m: { type: string } & T) => {
        if (m.type !== type) return;
        this.child.off('message', listener);
        resolve(m);
      };
      this.child.on('message', listener);
      this.child.send({ type });
    });
  }

  /** CPU seconds the server process has used (user + system), from the kernel's own accounting. */
  cpuSeconds(): number {
    const fields = readFileSync(`/proc/${this.child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  }

  /** Resident memory of the server process (MB), from the kernel's own accounting. */
  rssMb(): number {
    const status = readFileSync(`/proc/${this.child.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.child.removeAllListeners('exit');
      this.child.once('exit', () => resolve());
      this.child.send({ type: 'stop' });
    });
  }
}

const sidOf = (response: Response) => /sid=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];

/** A logged-in session over real HTTP (cookie `sid`), as the client does: get_user, then login. */
async function loginAs(base: string, email: string): Promise<Record<string, string>> {
  const json = { 'content-type': 'application/json' };
  const anonymous = await fetch(`${base}/auth/get_user`, { method: 'POST', headers: json, body: '{}' });
  const { csrfToken } = (await anonymous.json()) as { csrfToken: string };
  const sid = sidOf(anonymous);
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { ...json, 'csrf-token': csrfToken, ...(sid ? { cookie: `sid=${sid}` } : {}) },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200)
    throw new Error(`login of ${email}: ${response.status} ${await response.text()}`);
  const session = sidOf(response) ?? sid;
  if (!session) throw new Error(`login of ${email} set no session cookie`);
  return { cookie: `sid=${session}` };
}

interface Timing {
  server: number;
  roundTrip: number;
}

async function timed(
  base: string,
  headers: Record<string, string>,
  path: string,
): Promise<Timing & { body: string }> {
  const start = performance.now();
  const response = await fetch(`${base}${path}`, { headers });
  const body = await response.text();
  const roundTrip = performance.now() - start;
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${body.slice(0, 300)}`);
  const server = Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? roundTrip);
  return { server, roundTrip, body };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export interface CaseResult {
  name: string;
  median: number;
  p99: number;
  roundTripMedian: number;
  rows: number;
  count: number;
  load: string;
  budget: readonly [number, number];
  n: number;
}

async function runCase(
  base: string,
  headers: Record<string, string>,
  name: string,
  pathOf: (i: number) => string,
  budget: readonly [number, number],
  n: number,
): Promise<CaseResult> {
  for (let i = 0; i < 5; i++) await timed(base, headers, pathOf(i)); // warm-up: plans and caches
  const server: number[] = [];
  const roundTrip: number[] = [];
  let rows = 0;
  let count = 0;
  for (let i = 0; i < n; i++) {
    const t = await timed(base, headers, pathOf(i));
    server.push(t.server);
    roundTrip.push(t.roundTrip);
    const json = JSON.parse(t.body) as { rows: unknown[]; count: number };
    rows += json.rows.length;
    count += json.count;
  }
  server.sort((a, b) => a - b);
  roundTrip.sort((a, b) => a - b);
  return {
    name,
    median: percentile(server, 50),
    p99: percentile(server, 99),
    roundTripMedian: percentile(roundTrip, 50),
    rows: Math.round(rows / n),
    count: Math.round(count / n),
    n,
    load: load(),
    budget,
  };
}

/** Names to search for, common and rare, a different one each request. */
const SEARCH_NAMES = LAST_NAMES.filter((_, i) => i % 7 === 0);
const nameAt = (i: number) => SEARCH_NAMES[i % SEARCH_NAMES.length].toLowerCase();

async function benchFacility(kind: BenchDbKind): Promise<number> {
  const db = openBenchDb(kind);
  try {
    const row = await db
      .selectFrom('facilities')
      .select('id')
      .where('name', '=', 'Bench Practice 01')
      .executeTakeFirstOrThrow();
    return row.id;
  } finally {
    await db.destroy();
  }
}

interface ExportResult {
  seconds: number;
  /** The server's own CPU time during the export: what it takes on a machine with a core to spare. */
  cpu: number;
  rows: number;
  megabytes: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  heapBeforeMb: number;
  heapPeakMb: number;
  load: string;
}

type Usage = { usage: NodeJS.MemoryUsage };
const mb = (bytes: number) => bytes / 1024 / 1024;

async function exportAll(server: Server, headers: Record<string, string>): Promise<ExportResult> {
  await server.ask('gc');
  const rssBeforeMb = server.rssMb();
  const heapBeforeMb = mb((await server.ask<Usage>('memory')).usage.heapUsed);
  let rssPeakMb = rssBeforeMb;
  let heapPeakMb = heapBeforeMb;
  let asking = false;
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, server.rssMb());
    if (asking) return; // one question at a time: a busy server answers late
    asking = true;
    void server.ask<Usage>('memory').then((m) => {
      heapPeakMb = Math.max(heapPeakMb, mb(m.usage.heapUsed));
      asking = false;
    });
  }, 20);
  const start = performance.now();
  const cpuBefore = server.cpuSeconds();
  const response = await fetch(`${server.base}/api/crud/contract?output_format=csv`, { headers });
  if (response.status !== 200 || !response.body) throw new Error(`export: ${response.status}`);
  let bytes = 0;
  let lines = 0;
  // Read as a slow-enough browser would: every chunk counted, nothing kept.
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  const seconds = (performance.now() - start) / 1000;
  const cpu = server.cpuSeconds() - cpuBefore;
  clearInterval(sampler);
  return {
    seconds,
    cpu,
    rows: lines - 1,
    megabytes: mb(bytes),
    rssBeforeMb,
    rssPeakMb: Math.max(rssPeakMb, server.rssMb()),
    heapBeforeMb,
    heapPeakMb,
    load: load(),
  };
}

const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');

function print(kind: BenchDbKind, results: CaseResult[], exported: ExportResult) {
  console.log(`\n== ${kind}: server time (Server-Timing), median / p99 of n requests`);
  for (const r of results) {
    const ok = r.median < r.budget[0] && r.p99 < r.budget[1];
    console.log(
      `${r.name.padEnd(56)} n=${String(r.n).padEnd(4)} ${ms(r.median)} ${ms(r.p99)}   round trip ${ms(r.roundTripMedian)}` +
        `   rows ${String(r.rows).padStart(4)} of ${String(r.count).padStart(6)}   load ${r.load}   ` +
        (r.budget === NO_BUDGET ? '(no budget)' : verdict(ok)),
    );
  }
  const growth = exported.rssPeakMb - exported.rssBeforeMb;
  console.log(
    `CSV export of every contract (admin, on a fresh server)  ${exported.seconds.toFixed(2)} s (server CPU ${exported.cpu.toFixed(2)} s), ${exported.rows} rows, ` +
      `${exported.megabytes.toFixed(1)} MB; RSS ${exported.rssBeforeMb.toFixed(0)} → peak ${exported.rssPeakMb.toFixed(0)} MB ` +
      `(+${growth.toFixed(0)} MB), heap ${exported.heapBeforeMb.toFixed(0)} → peak ${exported.heapPeakMb.toFixed(0)} MB` +
      `   load ${exported.load}   ${verdict(exported.seconds * 1000 < EXPORT_BUDGET_MS && growth < EXPORT_MEMORY_BUDGET_MB)}`,
  );
}

async function benchDatabase(kind: BenchDbKind) {
  const facility = await benchFacility(kind);
  const server = await Server.start(kind);
  try {
    const staff = await loginAs(server.base, BENCH_USER);
    const admin = await loginAs(server.base, 'admin@example.com');
    const list = `/api/crud/contract?facility_id=${facility}`;
    // The list's search box: the contract list's own `search=` where it takes one, else contract_search.
    const probe = await fetch(`${server.base}${list}&search=smith`, { headers: staff });
    const searchBox = probe.status === 200 ? `${list}&search=` : '/api/crud/contract_search?search=';
    const cases: [string, (i: number) => string, readonly [number, number], Record<string, string>][] = [
      [
        'first page, completed, orderby=-created_on',
        () => `${list}&status=completed&orderby=-created_on`,
        PAGE_BUDGET,
        staff,
      ],
      [
        'first page, completed, orderby=customer_last_name',
        () => `${list}&status=completed&orderby=customer_last_name`,
        PAGE_BUDGET,
        staff,
      ],
      [
        'next page (offset=100), completed, -created_on',
        () => `${list}&status=completed&orderby=-created_on&offset=100`,
        PAGE_BUDGET,
        staff,
      ],
      [
        'next page (offset=100), completed, customer_last_name',
        () => `${list}&status=completed&orderby=customer_last_name&offset=100`,
        PAGE_BUDGET,
        staff,
      ],
      ['first page, all (default query and order)', () => list, PAGE_BUDGET, staff],
      [
        `search box: ${searchBox.split('?')[0].split('/').pop()} search=<last name>`,
        (i) => `${searchBox}${nameAt(i)}`,
        SEARCH_BUDGET,
        staff,
      ],
      [
        'search_customer_last_name=<last name>',
        (i) => `${list}&search_customer_last_name=${nameAt(i)}`,
        SEARCH_BUDGET,
        staff,
      ],
      ['admin, every facility: first page, all', () => '/api/crud/contract', NO_BUDGET, admin],
      [
        'admin, every facility: search_customer_last_name',
        (i) => `/api/crud/contract?search_customer_last_name=${nameAt(i)}`,
        NO_BUDGET,
        admin,
      ],
    ];
    // The export first, so the memory it adds is measured from a freshly started server.
    const exported = await exportAll(server, admin);
    const results: CaseResult[] = [];
    for (const [name, pathOf, budget, headers] of cases) {
      // Every facility at once is not a figure of the issue: fewer requests, to spare the shared machine.
      const n = headers === admin ? Math.max(20, Math.round(N / 4)) : N;
      results.push(await runCase(server.base, headers, name, pathOf, budget, n));
      process.stdout.write('.');
    }
    print(kind, results, exported);
  } finally {
    await server.stop();
  }
}

async function main() {
  console.log(`load average at start (1, 5, 15 min): ${load()} on a 2-core machine shared with other work`);
  for (const kind of kindsOf(process.argv)) await benchDatabase(kind);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
