// npm run bench:reports [-- --db sqlite|postgres|both] [--n 100]: the row reports at scale (issue 12
// "Figures to reach") on the databases bench:generate made. For each database it gives the bench
// book what the servicing engine would have written (one open account_history row per live contract,
// its boarding in contract_status_history) when it has none, starts the real server as a child
// process, logs in as admin@ and times N requests of each report's first page for one facility
// (Bench Practice 01, ~2,000 contracts, ~20,000 payments), then a CSV export of 100,000 Payments Made
// rows over every facility with the server's RSS and heap before and at the peak. `--only Summary`
// runs only the cases whose name holds the words (`--only "every facility,enterprise"`: either of
// them), without the export.
import { sql } from 'kysely';
import * as contractsSchedules from '../../../src/server/db/migrations/2026_11_27_0110_contracts_schedules';
import * as analysisCoveringIndexes from '../../../src/server/db/migrations/2026_11_27_0200_analysis_covering_indexes';
import * as paymentsMadeCovering from '../../../src/server/db/migrations/2026_11_27_0210_payments_made_covering';
import * as paymentMonthTotals from '../../../src/server/db/migrations/2026_11_27_0100_payment_month_totals';
import { benchFacilityId, kindsOf, openBenchDb, type BenchDbKind } from './bench-db';
import { exportCsv, load, loginAs, runCase, Server, type CaseResult } from './bench-http';

/** Issue 12 budgets (ms of server time), [median, p99]; the export under 10 s and 100 MB. */
const PAGE_BUDGET = [100, 300] as const;
/** Issue 12: the dashboard's stats under 100 ms; Summary and Analysis of 50 facilities under 500 ms (p99 not given). */
const STATS_BUDGET = [100, Number.POSITIVE_INFINITY] as const;
const BOOK_BUDGET = [500, Number.POSITIVE_INFINITY] as const;
const EXPORT_BUDGET_MS = 10_000;
const EXPORT_MEMORY_BUDGET_MB = 100;
const EXPORT_ROWS = 100_000;

const argValue = (name: string, fallback: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const N = Number(argValue('--n', '100'));
/** `--only <words>[,<words>…]`: the cases whose name holds any of the words (any case), and no export. */
const ONLY = argValue('--only', '').toLowerCase();
const ONLY_ANY = ONLY.split(',').map((w) => w.trim());

const bucket = sql<string>`case when days_late is null or days_late <= 0 then 'current'
  when days_late <= 30 then '1-30' when days_late <= 60 then '31-60' when days_late <= 90 then '61-90'
  when days_late <= 120 then '91-120' else '120+' end`;

/** The facility, and the first day of the 100,000 newest payments received; history added if none. */
async function prepare(kind: BenchDbKind): Promise<{ facility: number; exportFrom: string }> {
  const db = openBenchDb(kind);
  try {
    const id = await benchFacilityId(db);
    // Databases made before the bench rows had a contract type: the demo's (bench-rows.ts).
    await sql`update contracts set contract_type = case when id % 10 = 0 then 2 else 1 end
      where contract_type is null`.execute(db);
    // The index of migration 2026_11_26_2100_contracts_by_type, on bench databases made before it.
    await sql`create index if not exists contracts_facility_type on contracts (facility_id, contract_type, id)`.execute(
      db,
    );
    // The index of migration 2026_11_27_0110_contracts_schedules, on bench databases made before it.
    await contractsSchedules.up(db);
    // The indexes of migrations 2026_11_27_0200 and 0210, likewise.
    await analysisCoveringIndexes.up(db);
    await paymentsMadeCovering.up(db);
    // The payment month totals of migration 2026_11_27_0100 (table, backfill, triggers), on bench
    // databases made before it.
    const tables = await db.introspection.getTables();
    if (!tables.some((t) => t.name === 'payment_month_totals')) {
      const started = performance.now();
      await paymentMonthTotals.up(db);
      console.log(
        `[${kind}] payment_month_totals made in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    // The demo's own accounts have history from the seed's servicing run; the bench book has none.
    const histories = await db
      .selectFrom('account_history as h')
      .innerJoin('contracts as c', 'c.id', 'h.contract_id')
      .select(sql<string>`count(*)`.as('n'))
      .where('c.facility_id', '=', id)
      .executeTakeFirstOrThrow();
    if (Number(histories.n) === 0) {
      const started = performance.now();
      const bench = sql`facility_id in (select f.id from facilities f where f.name like 'Bench Practice %')`;
      await sql`update contracts set signed_on = created_on
        where signed_on is null and status in ('SIGNED', 'ACTIVE', 'COLLECT') and ${bench}`.execute(db);
      await sql`insert into account_history
          (contract_id, valid_from, valid_to, status, days_past_due, aging_bucket, balance_cents, past_due_cents)
        select id, substr(created_on, 1, 10), null, status, coalesce(days_late, 0), ${bucket},
          coalesce(remaining_agreement_balance_cents, 0), coalesce(total_del_pmts_owed_cents, 0)
        from contracts where status in ('ACTIVE', 'COLLECT') and ${bench}`.execute(db);
      await sql`insert into contract_status_history (contract_id, user_id, impersonator_id, at, from_status, to_status, action)
        select id, null, null, created_on, 'SIGNED', 'ACTIVE', 'servicer.boarded'
        from contracts where status in ('ACTIVE', 'COLLECT') and ${bench}`.execute(db);
      await sql`analyze`.execute(db);
      console.log(
        `[${kind}] account and status history written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    const nth = await db
      .selectFrom('payments')
      .select('date')
      .where('type', 'in', ['ACH', 'CARD', 'PRACTICE'])
      .orderBy('date', 'desc')
      .limit(1)
      .offset(EXPORT_ROWS - 1)
      .executeTakeFirstOrThrow();
    return { facility: id, exportFrom: nth.date };
  } finally {
    await db.destroy();
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);

async function benchDatabase(kind: BenchDbKind) {
  const { facility, exportFrom } = await prepare(kind);
  const server = await Server.start(kind);
  try {
    const admin = await loginAs(server.base, 'admin@example.com');
    const at = `facility_id=${facility}`;
    const cases: [string, string, (readonly [number, number])?][] = [
      ['Payments Made, last 30 days (page of 1000)', `/api/reports/payments?${at}`],
      ['Payments Made, last year (page of 1000)', `/api/reports/payments?${at}&date_from=2025-11-27`],
      ['New Agreements, last 30 days', `/api/reports/new-agreements?${at}`],
      ['New Agreements, last year', `/api/reports/new-agreements?${at}&date_from=2025-11-27`],
      ['Status Change, last year', `/api/reports/status-change?${at}&date_from=2025-11-27`],
      ['Past Due Accounts', `/api/reports/delinquent-accounts?${at}`],
      ['Accounts Receivable, today', `/api/reports/accounts-receivable?${at}`],
      ['Accounts Receivable, a year ago', `/api/reports/accounts-receivable?${at}&as_of=2025-11-26`],
      ['Dashboard stats (GET /api/stats)', `/api/stats?${at}`, STATS_BUDGET],
      ['Remittance, last month', `/api/reports/remittance?${at}`],
      // Every bench facility at once (admin@, no facility_id): the 50-facility figure of issue 12.
      ['Summary, 12 months, every facility', '/api/reports/summary', BOOK_BUDGET],
      ['Analysis, 12 months, every facility', '/api/analysis', BOOK_BUDGET],
      ['Enterprise summary, this month', '/api/enterprise/summary', BOOK_BUDGET],
      // Every client and facility's Analysis (no figure in the issue; measured against the book's).
      ['Enterprise analysis, 12 months', '/api/enterprise/analysis', BOOK_BUDGET],
    ];
    const chosen = cases.filter(([name]) => ONLY_ANY.some((w) => name.toLowerCase().includes(w)));
    // The export first, on the freshly started server, as the list bench does.
    const exported = ONLY
      ? null
      : await exportCsv(
          server,
          admin,
          `/api/reports/payments?date_from=${exportFrom}&date_to=2099-12-31&output_format=csv`,
        );
    const results: CaseResult[] = [];
    for (const [name, path, budget] of chosen) {
      results.push(await runCase(server.base, admin, name, () => path, budget ?? PAGE_BUDGET, N));
      process.stdout.write('.');
    }
    console.log(`\n== ${kind}: server time (Server-Timing), median / p99 of n requests, Bench Practice 01`);
    for (const r of results) {
      const ok = r.median < r.budget[0] && r.p99 < r.budget[1];
      console.log(
        `${r.name.padEnd(46)} n=${String(r.n).padEnd(4)} ${ms(r.median)} ${ms(r.p99)}   rows ${String(r.rows).padStart(4)} of ${String(r.count).padStart(6)}   load ${r.load}   ${ok ? 'ok' : 'OVER BUDGET'}`,
      );
    }
    if (!exported) return;
    const growth = exported.rssPeakMb - exported.rssBeforeMb;
    const ok = exported.seconds * 1000 < EXPORT_BUDGET_MS && growth < EXPORT_MEMORY_BUDGET_MB;
    console.log(
      `Payments Made CSV, every facility from ${exportFrom}: ${exported.seconds.toFixed(2)} s (server CPU ${exported.cpu.toFixed(2)} s), ${exported.rows} rows, ` +
        `${exported.megabytes.toFixed(1)} MB; RSS ${exported.rssBeforeMb.toFixed(0)} → peak ${exported.rssPeakMb.toFixed(0)} MB (+${growth.toFixed(0)} MB), ` +
        `heap ${exported.heapBeforeMb.toFixed(0)} → peak ${exported.heapPeakMb.toFixed(0)} MB   load ${exported.load}   ${ok ? 'ok' : 'OVER BUDGET'}`,
    );
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
