// The servicing engine's close-of-business run (README.md): for one business day, in order,
//   1. the ODFI's return and notice-of-change files dated that day are kept and applied;
//   2. every live account, a chunk at a time: its debits planned (first presentments, R01/R09
//      re-presentments, card retries), WEB accounts validated before a first debit, ACH entries and
//      their payment rows written, cards charged, late fees assessed, and its servicing fields, status
//      (COLLECT and back), late notices, paid-in-full email and history refreshed;
//   3. the day's ACH entries written as one NACHA file per practice group and handed to the ODFI;
//   4. on the first business day of a month, last month's remittance statements;
//   5. the return-rate monitor; then the day is marked finished with its counts.
// Every write is keyed by what it does (entry keys, payment servicing keys, trace numbers), so a run
// killed at any point and started again finishes the day with nothing done twice.
import { addBusinessDays, isBusinessDay } from '../../../shared/calendar';
import { addDays, type IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/database';
import type { OdfiProvider } from '../../providers/odfi';
import type { PaymentsProvider } from '../../providers/payments';
import type { FieldEncryption } from '../../security';
import { insertNote } from '../../repositories/contracts/notes';
import { parseNachaFile, returnsAndNoticesOf } from '../../servicing/nacha';
import { facilitySettings, liveIds, loadAccounts, reloadLedgers, type Account } from './accounts';
import { writeDayFiles, keepReceivedFile } from './ach-files';
import { claimDay, renewClaim, thisWorker } from './day-claim';
import type { ServicingConfig } from './config';
import { cardRetries, firstDebits, lateFees, representments, type PlannedDebit } from './debits';
import { applyNotice, applyReturn, accountHash } from './returns';
import { refreshAccounts } from './refresh';
import { chargeCardInstallment, recordAchDebits, recordLateFees } from './postings';
import { remitMonth } from './remittance';
import { monitorReturnRates } from './monitor';

export interface EngineDeps {
  db: Db;
  odfi: OdfiProvider;
  payments: PaymentsProvider;
  encryption: FieldEncryption;
  config: ServicingConfig;
  /** Who runs the day (host:pid by default). */
  worker?: string;
  /** The clock (tests); real time by default. */
  now?: () => Date;
  log?: (line: string) => void;
  /** Accounts read and written per chunk (SERVICING_CHUNK_SIZE, default 500). */
  chunkSize?: number;
  /** A pause after each chunk, leaving room for the servers on a busy database (SERVICING_CHUNK_PAUSE_MS). */
  chunkPauseMs?: number;
}

export interface DayReport {
  day: IsoDate;
  outcome: 'ran' | 'already done' | 'running elsewhere';
  debitsSent: number;
  returnsApplied: number;
  feesAssessed: number;
  accountsMoved: number;
}

/** The line `servicing:run` prints for a day: the date, then the four counts. */
export const reportLine = (r: DayReport) =>
  `${r.day} debits sent ${r.debitsSent}, returns applied ${r.returnsApplied}, fees assessed ${r.feesAssessed}, accounts moved ${r.accountsMoved}` +
  (r.outcome === 'ran' ? '' : ` (${r.outcome})`);

/** The business days after the last day run, up to `through` (from `from` when nothing ran yet). */
export async function daysToRun(db: Db, through: IsoDate, from?: IsoDate): Promise<IsoDate[]> {
  const last = await db
    .selectFrom('servicing_days')
    .select('business_day')
    .where('finished_on', 'is not', null)
    .orderBy('business_day', 'desc')
    .limit(1)
    .executeTakeFirst();
  let day: IsoDate;
  if (last) day = addBusinessDays(last.business_day, 1);
  else if (from) day = isBusinessDay(from) ? from : addBusinessDays(from, 1);
  else day = isBusinessDay(through) ? through : addBusinessDays(through, -1);
  const days: IsoDate[] = [];
  for (; day <= through; day = addBusinessDays(day, 1)) days.push(day);
  return days;
}

export async function runThrough(deps: EngineDeps, through: IsoDate, from?: IsoDate): Promise<DayReport[]> {
  const reports: DayReport[] = [];
  for (const day of await daysToRun(deps.db, through, from)) {
    const report = await runDay(deps, day);
    reports.push(report);
    deps.log?.(reportLine(report));
    if (report.outcome === 'running elsewhere') break;
  }
  return reports;
}

const clock = (deps: EngineDeps) => (deps.now ?? (() => new Date()))();

export async function runDay(deps: EngineDeps, day: IsoDate): Promise<DayReport> {
  const { db } = deps;
  const worker = deps.worker ?? thisWorker();
  const empty = { day, debitsSent: 0, returnsApplied: 0, feesAssessed: 0, accountsMoved: 0 };
  if (!isBusinessDay(day)) throw new Error(`${day} is not a business day`);
  const claim = await claimDay(db, day, worker, clock(deps));
  if (claim === 'done') return { ...(await countsOf(db, day)), outcome: 'already done' };
  if (claim === 'busy') return { ...empty, outcome: 'running elsewhere' };
  const step = async () => {
    if (!(await renewClaim(db, day, worker, clock(deps))))
      throw new Error(`The servicing day ${day} was taken over by another process`);
  };
  const facilities = await facilitySettings(db);

  // 1. What the bank sent back today.
  for (const file of await deps.odfi.filesFor(day)) {
    await keepReceivedFile(deps, file, day);
    for (const item of returnsAndNoticesOf(parseNachaFile(file.content))) {
      if (item.kind === 'return') await applyReturn(db, item, day, facilities, clock(deps));
      else await applyNotice(db, item, day, deps.encryption, clock(deps));
    }
    await db
      .updateTable('ach_files')
      .set({ processed_on: clock(deps).toISOString() })
      .where('name', '=', file.name)
      .execute();
  }
  await step();

  // 2. Every live account.
  const effective = addBusinessDays(day, 1);
  const chunk = deps.chunkSize ?? 500;
  for (let after = 0; ;) {
    const ids = await liveIds(db, after, chunk, day);
    if (ids.length === 0) break;
    after = ids[ids.length - 1];
    const accounts = await loadAccounts(db, ids, facilities);
    const planned: PlannedDebit[] = [];
    for (const a of accounts) {
      const debits = [
        ...representments(a, day),
        ...firstDebits(a, day, effective, deps.config),
        ...cardRetries(a, day, deps.config.cardRetryDays),
      ];
      for (const d of debits) {
        if (d.method === 'ACH' && d.secCode === 'WEB' && !(await validated(deps, a, d, day))) continue;
        planned.push(d);
      }
    }
    await recordAchDebits(
      deps,
      planned.filter((d) => d.method === 'ACH'),
      day,
      effective,
    );
    for (const d of planned.filter((p) => p.method === 'CARD')) {
      await chargeCardInstallment(deps, d, day);
    }
    // Fees on what is still unpaid after the debits: the ledgers read again.
    if (planned.length > 0) await reloadLedgers(db, accounts);
    const fees = accounts.flatMap((a) => lateFees(a, day));
    await recordLateFees(db, fees, day);
    if (fees.length > 0) await reloadLedgers(db, accounts);
    await refreshAccounts(deps, accounts, day);
    await step();
    if (deps.chunkPauseMs) await new Promise((resolve) => setTimeout(resolve, deps.chunkPauseMs));
  }

  // 3. The day's files.
  await writeDayFiles(deps, day, effective);
  await step();

  // 4. Last month's remittance, on the first business day of a month.
  if (addBusinessDays(day, -1).slice(0, 7) !== day.slice(0, 7)) {
    await remitMonth(deps, previousMonth(day), day);
    await step();
  }

  // 5. The return rates.
  await monitorReturnRates(db, day);

  const counts = await countsOf(db, day);
  await db
    .updateTable('servicing_days')
    .set({
      finished_on: clock(deps).toISOString(),
      debits_sent: counts.debitsSent,
      returns_applied: counts.returnsApplied,
      fees_assessed: counts.feesAssessed,
      accounts_moved: counts.accountsMoved,
    })
    .where('business_day', '=', day)
    .where('claimed_by', '=', worker)
    .execute();
  return { ...counts, outcome: 'ran' };
}

function previousMonth(day: IsoDate): string {
  return addDays(`${day.slice(0, 7)}-01`, -1).slice(0, 7);
}

/** Validates a WEB account before its first debit and after its number changed. */
async function validated(deps: EngineDeps, a: Account, d: PlannedDebit, day: IsoDate): Promise<boolean> {
  const bank = d.bank;
  if (!bank) return false;
  const account = deps.encryption.decryptField(bank.account_number_encrypted);
  const hash = accountHash(`${bank.aba_number}:${account}`);
  if (bank.validated_account_hash === hash) return true;
  const answer = await deps.odfi.validateAccount({
    routing: bank.aba_number,
    accountNumber: account,
    accountType: bank.is_savings_account === 1 ? 'savings' : 'checking',
  });
  const at = clock(deps).toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if (answer.valid) {
      await trx
        .updateTable('banks')
        .set({ validated_on: day, validated_account_hash: hash })
        .where('id', '=', bank.id)
        .execute();
      return;
    }
    await trx
      .updateTable('banks')
      .set({ flagged_bad_on: day, flagged_bad_code: answer.code })
      .where('id', '=', bank.id)
      .execute();
    await insertNote(trx, {
      contract_id: a.row.id,
      user_id: null,
      at,
      text: `The bank account ending ${bank.account_number_last4} failed validation before its first debit (${answer.code} ${answer.message}): no debit goes to it until another method is given.`,
    });
  });
  bank.validated_account_hash = answer.valid ? hash : bank.validated_account_hash;
  if (!answer.valid) bank.flagged_bad_on = day;
  return answer.valid;
}

/** The day's counts, read from what was written (so a resumed day counts everything once). */
export async function countsOf(db: Db, day: IsoDate): Promise<Omit<DayReport, 'outcome'>> {
  const [debits, returns, fees, moved] = await Promise.all([
    db
      .selectFrom('servicing_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('business_day', '=', day)
      .where('status', '<>', 'declined')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('date', '=', day)
      .where('type', '=', 'RETURN')
      .where('servicing_key', 'is not', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('date', '=', day)
      .where('type', 'in', ['LATE FEE', 'RETURN FEE'])
      .where('servicing_key', 'is not', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('contract_status_history')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('action', 'in', ['servicer.collect', 'servicer.reinstated'])
      .where('at', 'like', `${day}%`)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    day,
    debitsSent: Number(debits.n),
    returnsApplied: Number(returns.n),
    feesAssessed: Number(fees.n),
    accountsMoved: Number(moved.n),
  };
}
