// What the benchmarks over real HTTP share (list-bench.ts, report-bench.ts): the real server on a bench
// database as a child process (its CPU and memory its own), a session logged in as the client does, and
// N timed requests per case with the median and p99 of the server time (Server-Timing).
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '../../../src/server/db/seed';
import type { BenchDbKind } from './bench-db';

export const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** CPU seconds (user + system) in a /proc/<pid>/stat text, from the kernel's own accounting. */
export function processCpuSeconds(stat: string): number {
  const fields = stat.split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
}

export class Server {
  private constructor(
    readonly child: ChildProcess,
    readonly base: string,
  ) {}

  static start(kind: BenchDbKind): Promise<Server> {
    const child = fork(join(__dirname, 'bench-server.ts'), [kind], {
      // BENCH_SERVER_ARGS: more node options for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
      execArgv: [
        '--import',
        'tsx',
        '--expose-gc',
        ...(process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean),
      ],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return new Promise((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
      child.once('message', (m: { port: number }) =>
        resolve(new Server(child, `http://127.0.0.1:${m.port}`)),
      );
    });
  }

  ask<T>(type: string, payload: Record<string, unknown> = {}): Promise<T> {
    return new Promise((resolve) => {
      const listener = (m: { type: string } & T) => {
        if (m.type !== type) return;
        this.child.off('message', listener);
        resolve(m);
      };
      this.child.on('message', listener);
      this.child.send({ type, ...payload });
    });
  }

  /** CPU seconds the server process has used (user + system), from the kernel's own accounting. */
  cpuSeconds(): number {
    return processCpuSeconds(readFileSync(`/proc/${this.child.pid}/stat`, 'utf8'));
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
export async function loginAs(base: string, email: string): Promise<Record<string, string>> {
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

export interface Timing {
  server: number;
  roundTrip: number;
}

export async function timed(
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

export const percentile = (sorted: number[], p: number) =>
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

export async function runCase(
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
    const json = JSON.parse(t.body) as { rows?: unknown[]; count?: number };
    // Figures without rows (the dashboard's stats, Analysis) count none.
    rows += Array.isArray(json.rows) ? json.rows.length : 0;
    count += json.count ?? 0;
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

export interface ExportResult {
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
export const mb = (bytes: number) => bytes / 1024 / 1024;

/** A CSV download read to its last byte, with the server's time, CPU, RSS and heap before and at the peak. */
export async function exportCsv(
  server: Server,
  headers: Record<string, string>,
  path: string,
): Promise<ExportResult> {
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
  const response = await fetch(`${server.base}${path}`, { headers });
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
