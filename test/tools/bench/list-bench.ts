// npm run bench:list [-- --db sqlite|postgres|both] [--n 200]: the contract list at scale (issue 6
// "Figures to reach") on the databases bench:generate made. For each database it starts the real
// server as a child process on a loopback port, logs in over HTTP and times N requests per case:
// the first page of one facility's list (~2,000 contracts) sorted and filtered by a status query,
// the next page, a search by last name; then a CSV export of every contract as an internal admin,
// sampling the server's RSS and heap while it streams. Prints median and p99 per case with the
// machine's load average: this 2-core machine is shared, so other work slows every figure.
import { BENCH_USER, benchFacility, kindsOf, type BenchDbKind } from './bench-db';
import { exportCsv, load, loginAs, runCase, Server, type CaseResult, type ExportResult } from './bench-http';
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

/** Names to search for, common and rare, a different one each request. */
const SEARCH_NAMES = LAST_NAMES.filter((_, i) => i % 7 === 0);
const nameAt = (i: number) => SEARCH_NAMES[i % SEARCH_NAMES.length].toLowerCase();

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
    const exported = await exportCsv(server, admin, '/api/crud/contract?output_format=csv');
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
