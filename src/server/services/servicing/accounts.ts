// The live accounts the day's run services, read a chunk at a time with everything the run decides on:
// the contract, its facility's settings and state caps, its payment rows, the entries already made,
// its bank and card, its applied schedule changes and its open history row.
import { LIVE } from '../../../../machines/contract-lifecycle.types';
import type { Db } from '../../db/database';
import type { BankRow, CardRow, ContractRow } from '../../db/schema-contracts';
import type { AccountHistoryTable, ServicingEntriesTable } from '../../db/schema-servicing';
import { sql, type Selectable } from 'kysely';
import { addDays, type IsoDate } from '../../../shared/dates';
import { CREDIT_TYPES, type PaymentEvent, type PaymentType } from '../../../shared/servicing';
import { fromCents } from '../../../shared/money';
import type { ScheduledPayment } from '../../../shared/schedule';
import { appliedChangeOf, servicedSchedule, type AppliedChange } from '../payments/account-servicing';

export type EntryRow = Selectable<ServicingEntriesTable>;
export type HistoryRow = Selectable<AccountHistoryTable>;

export interface FacilitySettings {
  id: number;
  client_id: number;
  name: string;
  st: string;
  grace_days: number;
  late_fee_cents: number;
  return_fee_cents: number;
  days_to_collect: number;
  late_notice_days: number[];
  /** The state's caps (lookups 'st'); null: none. */
  max_late_fee_cents: number | null;
  max_late_fee_percent: number | null;
  max_return_fee_cents: number | null;
}

export interface Account {
  row: ContractRow;
  facility: FacilitySettings;
  events: PaymentEvent[];
  /** Payment rows by id with their servicing keys (to find a debit's row). */
  keys: Set<string>;
  /** The credit rows whose part paid toward fees is not written yet (fees_paid_cents). */
  unsplit: number[];
  entries: EntryRow[];
  banks: BankRow[];
  cards: CardRow[];
  changes: AppliedChange[];
  /** The schedule the account is serviced on (agreed, moved by the applied changes). */
  schedule: ScheduledPayment[];
  /** The customer authorized online (e-signature or application): WEB; a signed paper contract: PPD. */
  paper: boolean;
  /** The agreement type asks for two payment methods. */
  twoMethods: boolean;
  history: HistoryRow | null;
}

function parseDays(text: string): number[] {
  try {
    const days = JSON.parse(text) as unknown;
    return Array.isArray(days) ? days.filter((d): d is number => Number.isInteger(d) && d > 0) : [];
  } catch {
    return [];
  }
}

export async function facilitySettings(db: Db): Promise<Map<number, FacilitySettings>> {
  const rows = await db
    .selectFrom('facilities as f')
    .leftJoin('lookups as s', (join) => join.onRef('s.code', '=', 'f.st').on('s.kind', '=', 'states'))
    .select([
      'f.id',
      'f.client_id',
      'f.name',
      'f.st',
      'f.grace_days',
      'f.late_fee_cents',
      'f.return_fee_cents',
      'f.days_to_collect',
      'f.late_notice_days',
      's.max_late_fee_cents',
      's.max_late_fee_percent',
      's.max_return_fee_cents',
    ]) // prettier-ignore
    .execute();
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        client_id: r.client_id,
        name: r.name,
        st: r.st,
        grace_days: Number(r.grace_days),
        late_fee_cents: Number(r.late_fee_cents),
        return_fee_cents: Number(r.return_fee_cents),
        days_to_collect: Number(r.days_to_collect),
        late_notice_days: parseDays(String(r.late_notice_days)),
        max_late_fee_cents: num(r.max_late_fee_cents),
        max_late_fee_percent: num(r.max_late_fee_percent),
        max_return_fee_cents: num(r.max_return_fee_cents),
      },
    ]),
  );
}

/**
 * The ids of the live accounts after `afterId`, a chunk at a time: those boarded by the end of `day`
 * (processed or signed that day or before, as firstDebits reads it), so a run over past days (the demo's
 * time travel) starts each account's history on its own boarding day.
 */
export async function liveIds(db: Db, afterId: number, limit: number, day: IsoDate): Promise<number[]> {
  const boardedBy = `${addDays(day, 1)}T00:00:00.000Z`;
  const rows = await db
    .selectFrom('contracts')
    .select('id')
    .where('status', 'in', LIVE)
    .where('is_deleted', '=', 0)
    .where((eb) =>
      eb.or([
        eb(sql`coalesce(processed_on, signed_on)`, 'is', null),
        eb(sql`coalesce(processed_on, signed_on)`, '<', boardedBy),
      ]),
    )
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

const group = <T extends { contract_id: number }>(rows: T[]) => {
  const by = new Map<number, T[]>();
  for (const r of rows) {
    const list = by.get(r.contract_id);
    if (list) list.push(r);
    else by.set(r.contract_id, [r]);
  }
  return by;
};

/** Reads again what the day's postings changed: the payment rows, the entries and the bank methods. */
export async function reloadLedgers(db: Db, accounts: Account[]): Promise<void> {
  const ids = accounts.map((a) => a.row.id);
  if (ids.length === 0) return;
  const [payments, entries, banks] = await Promise.all([
    paymentsOf(db, ids),
    db.selectFrom('servicing_entries').selectAll().where('contract_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('banks').selectAll().where('contract_id', 'in', ids).execute(),
  ]);
  const paymentsBy = group(payments);
  const entriesBy = group(entries);
  const banksBy = group(banks);
  for (const a of accounts) {
    Object.assign(a, ledgerOf(paymentsBy.get(a.row.id) ?? []));
    a.entries = entriesBy.get(a.row.id) ?? [];
    a.banks = banksBy.get(a.row.id) ?? [];
  }
}

function paymentsOf(db: Db, ids: number[]) {
  return db
    .selectFrom('payments')
    .select(['id', 'contract_id', 'date', 'type', 'amount_cents', 'return_reason', 'returned_payment_id', 'servicing_key', 'fees_paid_cents'])
    .where('contract_id', 'in', ids)
    .orderBy('date')
    .orderBy('id')
    .execute(); // prettier-ignore
}

type PaymentRow = Awaited<ReturnType<typeof paymentsOf>>[number];

function ledgerOf(rows: PaymentRow[]): Pick<Account, 'events' | 'keys' | 'unsplit'> {
  return {
    events: rows.map((p) => ({
      id: p.id,
      date: p.date,
      type: p.type as PaymentType,
      amount: fromCents(Number(p.amount_cents)).toNumber(),
      return_reason: p.return_reason,
      returned_payment_id: p.returned_payment_id,
    })),
    keys: new Set(rows.flatMap((p) => (p.servicing_key ? [p.servicing_key] : []))),
    unsplit: rows
      .filter((p) => p.fees_paid_cents === null && CREDIT_TYPES.includes(p.type as PaymentType))
      .map((p) => p.id),
  };
}

export async function loadAccounts(
  db: Db,
  ids: number[],
  facilities: Map<number, FacilitySettings>,
): Promise<Account[]> {
  if (ids.length === 0) return [];
  const [contracts, payments, entries, banks, cards, changes, uploads, types, history] = await Promise.all([
    db.selectFrom('contracts').selectAll().where('id', 'in', ids).orderBy('id').execute(),
    paymentsOf(db, ids),
    db.selectFrom('servicing_entries').selectAll().where('contract_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('banks').selectAll().where('contract_id', 'in', ids).execute(),
    db.selectFrom('cards').selectAll().where('contract_id', 'in', ids).execute(),
    db
      .selectFrom('change_of_information')
      .select(['contract_id', 'created_on', 'is_billing_date_change', 'next_payment_due_date', 'is_cancellation', 'date_of_cancel'])
      .where('contract_id', 'in', ids)
      .where('ne_ebcs_transmission_status', '=', 'RECONCILED')
      .where((eb) => eb.or([eb('is_billing_date_change', '=', 1), eb('is_cancellation', '=', 1)]))
      .orderBy('id')
      .execute(), // prettier-ignore
    db
      .selectFrom('contract_documents')
      .select('contract_id')
      .where('contract_id', 'in', ids)
      .where('kind', '=', 'upload')
      .execute(),
    db.selectFrom('agreement_types').select(['facility_id', 'code', 'two_pay_meth']).execute(),
    db
      .selectFrom('account_history')
      .selectAll()
      .where('contract_id', 'in', ids)
      .where('valid_to', 'is', null)
      .execute(),
  ]);
  const paymentsBy = group(payments);
  const entriesBy = group(entries);
  const banksBy = group(banks);
  const cardsBy = group(cards);
  const changesBy = group(changes);
  const paper = new Set(uploads.map((u) => u.contract_id));
  const twoMethods = new Set(
    types.filter((t) => t.two_pay_meth === 1).map((t) => `${t.facility_id}:${t.code}`),
  );
  const historyBy = new Map(history.map((h) => [h.contract_id, h]));
  return contracts.flatMap((row) => {
    const facility = facilities.get(row.facility_id);
    if (!facility) return [];
    return [
      {
        row,
        facility,
        ...ledgerOf(paymentsBy.get(row.id) ?? []),
        entries: entriesBy.get(row.id) ?? [],
        banks: banksBy.get(row.id) ?? [],
        cards: cardsBy.get(row.id) ?? [],
        changes: (changesBy.get(row.id) ?? []).map(appliedChangeOf),
        schedule: servicedSchedule(row, (changesBy.get(row.id) ?? []).map(appliedChangeOf)),
        paper: paper.has(row.id),
        twoMethods: twoMethods.has(`${row.facility_id}:${row.agreement_code ?? ''}`),
        history: historyBy.get(row.id) ?? null,
      },
    ];
  });
}
