// Month-by-month figures per facility, read in a few SQL passes for the Summary report (and the enterprise
// view of it): month-end figures from account_history as of the month's last day (services/practice-
// numbers/as-of.ts), the month's collections from payments, its new agreements by signing day in New
// York. Spec §3: only contracts whose type the facility lists in its `summary_contract_types` (or
// `analysis_contract_types`) count.
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { LIVE } from '../../../machines/contract-lifecycle.types';
import { addDays, type IsoDate } from '../../shared/dates';
import { RECEIVED_TYPES } from '../../shared/servicing';
import type { Db } from '../db/database';
import { businessDayStart } from '../resources/search';
import { addMonthsTo, firstOfMonth, monthEnd, monthsBetween } from '../services/practice-numbers/as-of';
import { contractTypesOf, ofCountedTypes } from '../services/practice-numbers/scope';

/** Buckets more than 30 days past due: PAR30's numerator. */
export const OVER_30 = ['31-60', '61-90', '91-120', '120+'] as const;
/** At most three years of months in one request. */
export const MAX_MONTHS = 36;

export type ContractTypesSetting = 'summary_contract_types' | 'analysis_contract_types';

/** A row of the table (numbers as text on PostgreSQL: read them with num() / dollars()). */
export interface MonthFiguresRow {
  row_key: string;
  facility_id: number;
  month: string;
  active_accounts: number;
  balance_cents: number;
  past_due_count: number;
  past_due_cents: number;
  par30_cents: number;
  collected_cents: number;
  new_count: number;
  financed_cents: number;
}

/** A month's end for the figures: its last day, or today in the month running. */
export const monthEndUpTo = (month: string, today: IsoDate): IsoDate =>
  monthEnd(month) < today ? monthEnd(month) : today;

/** The facilities a figure reads (none given: every facility) and the contract types each counts. */
export async function countedTypes(db: Db, setting: ContractTypesSetting, facilityIds?: readonly number[]) {
  const ids = facilityIds ?? (await db.selectFrom('facilities').select('id').execute()).map((f) => f.id);
  return ofCountedTypes(await contractTypesOf(db, [...ids], setting));
}

/** The month-end balance figures of one aging bucket of one facility, as they change in a month. */
export interface MonthEndChange {
  facility_id: number;
  month: string;
  aging_bucket: string;
  accounts: number;
  balance_cents: number;
  past_due_count: number;
  past_due_cents: number;
}

/**
 * How the live accounts' month-end figures change, per facility, month and aging bucket, read from
 * account_history: a history row holds on a month's end when it started on or before it and ended
 * after it, so it adds its figures at the end of the month it started in (the first month of the
 * period when it started before) and takes them away at the end of the month it ended in. Summed
 * month by month (runningByMonth) these are the figures on each month's end, without reading each
 * history row once per month. Two reads: what the rows add where they start (every row holding on
 * some month's end), and what the few rows that ended in the period take away; a facility, month
 * and bucket may have a row from each.
 */
export async function monthEndChanges(
  db: Db,
  months: string[],
  today: IsoDate,
  counted: Expression<SqlBool>,
): Promise<MonthEndChange[]> {
  if (months.length === 0) return [];
  const first = months[0];
  const firstEnd = monthEndUpTo(first, today);
  const lastEnd = monthEndUpTo(months[months.length - 1], today);
  const figures = sql`h.aging_bucket as aging_bucket, count(*) as accounts, sum(h.balance_cents) as balance_cents,
    sum(case when h.past_due_cents > 0 then 1 else 0 end) as past_due_count,
    sum(h.past_due_cents) as past_due_cents`;
  const live = sql`h.status in (${sql.join([...LIVE])}) and ${counted}`;
  type Row = Record<keyof MonthEndChange, string | number>;
  // The counted contracts first (SQLite takes a CROSS JOIN's left table first), each with its history
  // rows: a facility's few thousand contracts rather than every history row of every facility.
  const [starts, ends] = await Promise.all([
    sql<Row>`
      select c.facility_id as facility_id, case when h.valid_from < ${firstOfMonth(first)} then ${sql.lit(first)}
        else substr(h.valid_from, 1, 7) end as month, ${figures}
      from contracts c cross join account_history h
      where h.contract_id = c.id and h.valid_from <= ${lastEnd} and (h.valid_to is null or h.valid_to > ${firstEnd})
      and ${live}
      group by 1, 2, 3`.execute(db),
    sql<Row>`
      select c.facility_id as facility_id, substr(h.valid_to, 1, 7) as month, ${figures}
      from account_history h cross join contracts c
      where h.contract_id = c.id and h.valid_from <= ${lastEnd} and h.valid_to > ${firstEnd}
      and h.valid_to <= ${lastEnd} and ${live}
      group by 1, 2, 3`.execute(db),
  ]);
  const change = (sign: 1 | -1) => (r: Row) => ({
    facility_id: Number(r.facility_id),
    month: String(r.month),
    aging_bucket: String(r.aging_bucket),
    accounts: sign * Number(r.accounts),
    balance_cents: sign * Number(r.balance_cents),
    past_due_count: sign * Number(r.past_due_count),
    past_due_cents: sign * Number(r.past_due_cents),
  });
  return [...starts.rows.map(change(1)), ...ends.rows.map(change(-1))];
}

/** The month ends' figures from their changes: key → month → running sums, for the months asked. */
export function runningByMonth<K>(
  changes: MonthEndChange[],
  months: string[],
  keyOf: (c: MonthEndChange) => K,
): Map<K, Map<string, MonthEndSums>> {
  const byKey = new Map<K, Map<string, MonthEndSums>>();
  for (const c of changes) {
    const key = keyOf(c);
    const perMonth = byKey.get(key) ?? new Map<string, MonthEndSums>();
    byKey.set(key, perMonth);
    const sums = perMonth.get(c.month) ?? emptySums();
    perMonth.set(c.month, addSums(sums, c, 1));
  }
  for (const [key, perMonth] of byKey) {
    let running = emptySums();
    const out = new Map<string, MonthEndSums>();
    for (const month of months) {
      const change = perMonth.get(month);
      if (change) running = addSums(running, change, 1);
      out.set(month, running);
    }
    byKey.set(key, out);
  }
  return byKey;
}

export interface MonthEndSums {
  accounts: number;
  balance_cents: number;
  past_due_count: number;
  past_due_cents: number;
  par30_cents: number;
}

const emptySums = (): MonthEndSums => ({
  accounts: 0,
  balance_cents: 0,
  past_due_count: 0,
  past_due_cents: 0,
  par30_cents: 0,
});

function addSums(a: MonthEndSums, b: MonthEndSums | MonthEndChange, sign: number): MonthEndSums {
  const par30 =
    'aging_bucket' in b
      ? (OVER_30 as readonly string[]).includes(b.aging_bucket)
        ? b.balance_cents
        : 0
      : b.par30_cents;
  return {
    accounts: a.accounts + sign * b.accounts,
    balance_cents: a.balance_cents + sign * b.balance_cents,
    past_due_count: a.past_due_count + sign * b.past_due_count,
    past_due_cents: a.past_due_cents + sign * b.past_due_cents,
    par30_cents: a.par30_cents + sign * par30,
  };
}

/** The month a contract was signed in, New York time (null outside the months). */
export function signedMonthOf(months: string[]): RawBuilder<string | null> {
  const whens = months
    .map((m) => sql`when c.signed_on >= ${businessDayStart(firstOfMonth(m))} then ${sql.lit(m)}`)
    .reverse();
  const end = businessDayStart(addDays(monthEnd(months[months.length - 1]), 1));
  return sql<string | null>`case when c.signed_on >= ${end} then null ${sql.join(whens, sql` `)} end`;
}

/**
 * Each facility's collections per month: payments received less returns, by payment date, up to
 * today; a row for each facility and month with any payment of a counted contract up to today. Read
 * from the maintained month totals (migration 2026_11_27_0100_payment_month_totals), a few rows per
 * facility and month, rather than from the year's payments; in the month running, less the payments
 * dated after today (a handful, read by date).
 */
export async function collectedByMonth(
  db: Db,
  months: string[],
  today: IsoDate,
  counted: Expression<SqlBool>,
): Promise<{ facility_id: number; month: string; cents: number }[]> {
  if (months.length === 0) return [];
  const upTo = monthEndUpTo(months[months.length - 1], today);
  if (firstOfMonth(months[0]) > upTo) return [];
  const lastMonth = upTo.slice(0, 7);
  type Row = { facility_id: number; month: string; payments: number | string; cents: number | string };
  const [whole, later] = await Promise.all([
    sql<Row>`
      select c.facility_id as facility_id, c.month as month, sum(c.payments) as payments,
        sum(c.collected_cents) as cents
      from payment_month_totals c
      where c.month >= ${months[0]} and c.month <= ${lastMonth} and ${counted}
      group by c.facility_id, c.month`.execute(db),
    monthEnd(lastMonth) > upTo
      ? collectedFromPayments(db, addDays(upTo, 1), monthEnd(lastMonth), counted)
      : { rows: [] as Row[] },
  ]);
  const sums = new Map<string, { facility_id: number; month: string; payments: number; cents: number }>();
  const add = (r: Row, sign: 1 | -1) => {
    const key = `${r.facility_id}:${r.month}`;
    const sum = sums.get(key) ?? {
      facility_id: Number(r.facility_id),
      month: String(r.month),
      payments: 0,
      cents: 0,
    };
    sum.payments += sign * Number(r.payments);
    sum.cents += sign * Number(r.cents);
    sums.set(key, sum);
  };
  for (const r of whole.rows) add(r, 1);
  for (const r of later.rows) add(r, -1);
  return [...sums.values()]
    .filter((r) => r.payments > 0)
    .map(({ facility_id, month, cents }) => ({ facility_id, month, cents }));
}

/** The payments dated from `from` to `to` and what they collected, per facility and month. */
function collectedFromPayments(db: Db, from: IsoDate, to: IsoDate, counted: Expression<SqlBool>) {
  // Payment dates are calendar days: the month is the date's first seven characters. Read by date
  // (payments_date_type) then each payment's contract: SQLite takes a CROSS JOIN's left table first.
  return sql<{ facility_id: number; month: string; payments: number | string; cents: number | string }>`
    select c.facility_id as facility_id, substr(p.date, 1, 7) as month, count(*) as payments,
      sum(case when p.type in (${sql.join([...RECEIVED_TYPES])}) then p.amount_cents
        when p.type = 'RETURN' then -p.amount_cents else 0 end) as cents
    from payments p cross join contracts c
    where c.id = p.contract_id and p.date >= ${from} and p.date <= ${to} and ${counted}
    group by c.facility_id, substr(p.date, 1, 7)`.execute(db);
}

/** Each facility's new agreements per month (signed in it, New York time) and their amount financed. */
export async function signedByMonth(
  db: Db,
  months: string[],
  counted: Expression<SqlBool>,
): Promise<{ facility_id: number; month: string; n: number; cents: number }[]> {
  const month = signedMonthOf(months);
  const rows = await sql<{
    facility_id: number;
    month: string;
    n: number | string;
    cents: number | string | null;
  }>`
    select c.facility_id as facility_id, ${month} as month, count(*) as n,
      sum(c.financed_amount_cents) as cents
    from contracts c
    where c.signed_on >= ${businessDayStart(firstOfMonth(months[0]))}
    and c.signed_on < ${businessDayStart(addDays(monthEnd(months[months.length - 1]), 1))}
    and c.is_deleted = 0 and ${counted}
    group by 1, 2`.execute(db);
  return rows.rows.map((r) => ({
    facility_id: Number(r.facility_id),
    month: String(r.month),
    n: Number(r.n),
    cents: Number(r.cents ?? 0),
  }));
}

/**
 * One row per facility and month with any figure: the live accounts on the month's end (today in the
 * month running) with their balance, past due and PAR30 numerator; the month's collections (payments
 * received less returns, by payment date); its new agreements and amount financed (by signing day in
 * New York). Only the contract types each facility lists in the setting count (spec §3).
 */
export async function monthFigures(
  db: Db,
  months: string[],
  today: IsoDate,
  setting: ContractTypesSetting,
  facilityIds?: readonly number[],
): Promise<MonthFiguresRow[]> {
  if (months.length === 0) return [];
  const counted = await countedTypes(db, setting, facilityIds);
  const [changes, collected, signed] = await Promise.all([
    monthEndChanges(db, months, today, counted),
    collectedByMonth(db, months, today, counted),
    signedByMonth(db, months, counted),
  ]);
  const rows = new Map<string, MonthFiguresRow>();
  const rowOf = (facility: number, month: string) => {
    const key = `${facility}-${month}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        row_key: key,
        facility_id: facility,
        month,
        active_accounts: 0,
        balance_cents: 0,
        past_due_count: 0,
        past_due_cents: 0,
        par30_cents: 0,
        collected_cents: 0,
        new_count: 0,
        financed_cents: 0,
      };
      rows.set(key, row);
    }
    return row;
  };
  for (const [facility, perMonth] of runningByMonth(changes, months, (c) => c.facility_id)) {
    for (const [month, sums] of perMonth) {
      if (sums.accounts === 0) continue;
      Object.assign(rowOf(facility, month), {
        active_accounts: sums.accounts,
        balance_cents: sums.balance_cents,
        past_due_count: sums.past_due_count,
        past_due_cents: sums.past_due_cents,
        par30_cents: sums.par30_cents,
      });
    }
  }
  for (const r of collected) rowOf(r.facility_id, r.month).collected_cents = r.cents;
  for (const r of signed) {
    const row = rowOf(r.facility_id, r.month);
    row.new_count = r.n;
    row.financed_cents = r.cents;
  }
  return [...rows.values()].sort((a, b) =>
    a.facility_id === b.facility_id ? (a.month < b.month ? -1 : 1) : a.facility_id - b.facility_id,
  );
}

/** The months of a period (YYYY-MM, both included), oldest first; the last MAX_MONTHS of a longer one. */
export function monthsOfPeriod(from: string, to: string): string[] {
  const last = to.slice(0, 7);
  const first =
    from.slice(0, 7) < addMonthsTo(last, -(MAX_MONTHS - 1))
      ? addMonthsTo(last, -(MAX_MONTHS - 1))
      : from.slice(0, 7);
  return monthsBetween(first, last, MAX_MONTHS);
}

const FIGURE_COLUMNS = [
  'facility_id',
  'active_accounts',
  'balance_cents',
  'past_due_count',
  'past_due_cents',
  'par30_cents',
  'collected_cents',
  'new_count',
  'financed_cents',
] as const;

/**
 * The table read once and given back as a literal VALUES table: a report asks it for its count, a page
 * of rows, totals, figures and chart, which would otherwise compute the month figures five times. It
 * has one row per facility and month (at most MAX_MONTHS × the scope's facilities), all numbers and
 * the month, so the literal is small and safe.
 */
export async function monthFiguresValues(
  db: Db,
  months: string[],
  today: IsoDate,
  setting: ContractTypesSetting,
  facilityIds?: readonly number[],
): Promise<RawBuilder<MonthFiguresRow>> {
  const rows = await monthFigures(db, months, today, setting, facilityIds);
  const columns = ['row_key', 'month', ...FIGURE_COLUMNS];
  const named = sql.join(columns.map((c, i) => sql`${sql.ref(`column${i + 1}`)} as ${sql.ref(c)}`));
  if (rows.length === 0)
    return sql<MonthFiguresRow>`(select '' as row_key, '' as month, ${sql.join(FIGURE_COLUMNS.map((c) => sql`0 as ${sql.ref(c)}`))} where 1 = 0)`;
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${sql.join([
          sql.lit(String(r.row_key)),
          sql.lit(String(r.month)),
          ...FIGURE_COLUMNS.map((c) => sql.lit(Math.trunc(Number(r[c] ?? 0)))),
        ])})`,
    ),
  );
  return sql<MonthFiguresRow>`(select ${named} from (values ${values}) v)`;
}
