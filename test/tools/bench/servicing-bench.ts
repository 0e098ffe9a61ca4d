// npm run bench:servicing [-- --db sqlite|postgres|both] [--accounts 100000] [--due 20000]
// The servicing engine's day on a large book (issue 11 "Figures to reach"): a fresh database per kind
// (data/bench/servicing-bench.sqlite; PostgreSQL payplan_servicing_bench) with the demo practices,
// `--accounts` live accounts with a bank account each, `--due` of them with an installment due on the
// bench day's effective date; then one business day's run (every account refreshed, the entries posted,
// the NACHA file written and handed to the sandbox bank), timed with the process's memory growth, and
// the day's NACHA file written again on its own, timed. Prints one line per figure.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { computeAgreement } from '../../../src/shared/agreement';
import { addBusinessDays } from '../../../src/shared/calendar';
import { createDb, type Db } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrator';
import { lookupRows } from '../../../src/server/db/seed/lookups';
import { seedPractices } from '../../../src/server/db/seed/practices';
import { contractColumnsOf } from '../../../src/server/repositories/contracts/contract-mapping';
import { createFieldEncryption } from '../../../src/server/security';
import { createServicingEngine, runDay } from '../../../src/server/services/servicing';
import { writeDayFiles } from '../../../src/server/services/servicing/ach-files';

const DAY = '2026-12-15';
const KEY = 'servicing-bench-key-000000000000000000000000000000';
const PG_ADMIN = process.env.BENCH_PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};

async function open(kind: 'sqlite' | 'postgres'): Promise<Db> {
  if (kind === 'sqlite') {
    const file = resolve('data/bench/servicing-bench.sqlite');
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
    return createDb({ databaseUrl: null, sqliteFile: file });
  }
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query('drop database if exists payplan_servicing_bench with (force)');
  await admin.query('create database payplan_servicing_bench');
  await admin.end();
  const url = new URL(PG_ADMIN);
  url.pathname = '/payplan_servicing_bench';
  return createDb({ databaseUrl: url.toString(), sqliteFile: '' });
}

async function fill(db: Db, accounts: number, due: number) {
  await migrateToLatest(db);
  const now = '2026-11-01T15:00:00.000Z';
  const ids = await db.transaction().execute(async (trx) => {
    await trx.insertInto('lookups').values(lookupRows(now)).execute();
    return seedPractices(trx, now);
  });
  const facilities = Object.values(ids.facilityIds);
  const enc = createFieldEncryption(KEY, []);
  const effective = addBusinessDays(DAY, 1);
  const plan = (first: string) => {
    const terms = {
      agreement_code: 'PP', agreement_date: '2026-11-10', billing_cycle: 'monthly' as const, cash_price: 1300,
      down_payment: 100, finance_rate_percent: 9.9, number_of_payments: 12, first_payment_due_date: first,
      processing_fee: 0,
    }; // prettier-ignore
    const {
      schedule: _s,
      apr_unrounded: _a,
      sales_tax_percent: _t,
      last_payment_date: _l,
      ...stored
    } = computeAgreement({ ...terms, fee: null });
    return contractColumnsOf({
      ...terms,
      ...stored,
      agreement_description: 'Payment Plan',
      contract_type: 1,
    });
  };
  const duePlan = plan(effective);
  const laterPlan = plan('2027-01-05');
  const token = enc.encryptField('123456789');
  const CHUNK = 100;
  for (let start = 0; start < accounts; start += CHUNK) {
    await db.transaction().execute(async (trx) => {
      const rows = [];
      for (let i = start; i < Math.min(accounts, start + CHUNK); i++) {
        rows.push({
          ...(i < due ? duePlan : laterPlan),
          ...contractColumnsOf({
            customer_first_name: 'Bench',
            customer_last_name: `Account${i}`,
            customer_email: `bench${i}@example.com`,
            signed_on: '2026-11-20T15:00:00.000Z',
            processed_on: '2026-11-20T15:00:00.000Z',
            ebcs_account_number: `EB${String(5_000_000 + i)}`,
          }),
          facility_id: facilities[i % facilities.length],
          status: 'ACTIVE',
          created_on: '2026-11-10T15:00:00.000Z',
          modified_on: '2026-11-20T15:00:00.000Z',
        });
      }
      const inserted = await trx
        .insertInto('contracts')
        .values(rows as never)
        .returning('id')
        .execute();
      await trx
        .insertInto('banks')
        .values(
          inserted.map((r) => ({
            contract_id: r.id, bank_name: 'JPMORGAN CHASE BANK, NA', aba_number: '021000021',
            account_number_encrypted: token, account_number_last4: '6789', first_name_on_account: 'Bench',
            middle_initial_on_account: null, last_name_on_account: 'Account', is_savings_account: 0,
            is_business_account: 0, business_name_on_account: null, preferred: 1,
            // Validated before its first debit already (as after a prenote).
            validated_on: '2026-11-20', validated_account_hash: null,
          })), // prettier-ignore
        )
        .execute();
    });
  }
  // The accounts were validated before: the engine's hash of their number.
  const { accountHash } = await import('../../../src/server/services/servicing/returns');
  await db
    .updateTable('banks')
    .set({ validated_account_hash: accountHash('021000021:123456789') })
    .execute();
}

async function bench(kind: 'sqlite' | 'postgres', accounts: number, due: number) {
  const db = await open(kind);
  const t0 = Date.now();
  await fill(db, accounts, due);
  console.log(
    `${kind}: ${accounts} live accounts, ${due} due, made in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  const documentsDir = join(tmpdir(), `servicing-bench-${process.pid}-${kind}`);
  const engine = createServicingEngine(db, { documentsDir, encryptionKey: KEY, encryptionKeysPrevious: [] });
  global.gc?.();
  const rss0 = process.memoryUsage().rss;
  let peak = rss0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const t1 = Date.now();
  const report = await runDay(engine, DAY);
  const runMs = Date.now() - t1;
  clearInterval(sampler);
  console.log(
    `${kind}: day ${DAY} run in ${(runMs / 1000).toFixed(1)} s (${report.debitsSent} debits sent), memory growth ${((peak - rss0) / 1048576).toFixed(0)} MB`,
  );
  await db.deleteFrom('ach_files').where('business_day', '=', DAY).execute();
  const t2 = Date.now();
  await writeDayFiles(engine, DAY, addBusinessDays(DAY, 1));
  console.log(
    `${kind}: the day's NACHA file (${report.debitsSent} entries) written again in ${((Date.now() - t2) / 1000).toFixed(2)} s`,
  );
  rmSync(documentsDir, { recursive: true, force: true });
  await db.destroy();
}

async function main() {
  const which = arg('db', 'both');
  const kinds = which === 'both' ? (['sqlite', 'postgres'] as const) : [which as 'sqlite' | 'postgres'];
  const accounts = Number(arg('accounts', '100000'));
  const due = Number(arg('due', '20000'));
  for (const kind of kinds) await bench(kind, accounts, due);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
