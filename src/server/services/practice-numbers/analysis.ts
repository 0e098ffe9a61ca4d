// Analysis (issue 12): for the twelve months up to a month, in the scope's facilities and only the
// contract types each facility lists in `analysis_contract_types` (spec §3): new plans, collected
// against scheduled, the delinquency rate (past-due live accounts ÷ live accounts at the month's end),
// roll rates between aging buckets (month-end balance in bucket k+1 ÷ bucket k the month before, from
// account_history), CSR approval by credit grade, and of each month's new plans how many were sent to
// COLLECT since.
import { sql, type Expression, type SqlBool } from 'kysely';
import { LIVE } from '../../../../machines/contract-lifecycle.types';
import { ROLLS, type AnalysisAnswer, type AnalysisGrade, type AnalysisMonth } from '../../../shared/analysis';
import { addDays, type IsoDate } from '../../../shared/dates';
import { dueDate, lastPaymentDate } from '../../../shared/cycles';
import type { BillingCycle } from '../../../shared/facility';
import type { Db } from '../../db/database';
import { dollars, num, round2 } from '../../reports/common';
import {
  collectedByMonth,
  countedTypes,
  monthEndChanges,
  runningByMonth,
  signedByMonth,
  signedMonthOf,
} from '../../reports/month-figures';
import { businessDayStart } from '../../resources/search';
import { addMonthsTo, firstOfMonth, monthEnd, monthsBetween } from './as-of';

const SETTING = 'analysis_contract_types';
const percent = (part: number, whole: number) => (whole > 0 ? round2((100 * part) / whole) : null);

/**
 * What the agreed schedules of the signed accounts fall due in each month (cents). The schedules are
 * read grouped by first due date, cycle and number of payments with their level payments and totals
 * summed: the accounts of a group fall due on the same days, n − 1 level payments and a last one that
 * brings each to its total of payments, so the group's installments are the sums of theirs.
 */
async function scheduledByMonth(
  db: Db,
  counted: Expression<SqlBool>,
  months: string[],
  perFacility: boolean,
): Promise<{ facility_id: number; month: string; cents: number }[]> {
  const from = firstOfMonth(months[0]);
  const to = monthEnd(months[months.length - 1]);
  const rows = await db
    .selectFrom('contracts as c')
    // Signed: written so that no index on the signing time looks usable for it (the read is this
    // index alone: contracts_schedules, migration 2026_11_27_0110).
    .where(sql<SqlBool>`length(c.signed_on) > 0`)
    .where('c.is_deleted', '=', 0)
    .where('c.status', 'in', [...LIVE, 'SIGNED'])
    .where('c.first_payment_due_date', '<=', to)
    .where(counted)
    // Split by facility only when the groups need it: ten times the schedules to date otherwise.
    .$if(perFacility, (q) => q.groupBy('c.facility_id'))
    .groupBy(['c.first_payment_due_date', 'c.billing_cycle', 'c.number_of_payments'])
    .select([
      (perFacility ? sql<number>`c.facility_id` : sql<number>`min(c.facility_id)`).as('facility_id'),
      'c.first_payment_due_date',
      'c.billing_cycle',
      'c.number_of_payments',
      sql<number | string | null>`sum(c.payment_amount_cents)`.as('level'),
      sql<number | string | null>`sum(c.total_of_payments_cents)`.as('total'),
    ])
    .execute();
  // The agreed schedule (agreedSchedule) in whole cents: n − 1 level payments and the last one that
  // brings them to the total of payments; only the installments due in the months are dated.
  const out = new Map<string, { facility_id: number; month: string; cents: number }>();
  for (const r of rows) {
    const count = num(r.number_of_payments);
    const first = r.first_payment_due_date;
    const cycle = r.billing_cycle as BillingCycle | null;
    if (!first || !cycle || count < 1 || lastPaymentDate(first, cycle, count) < from) continue;
    const level = num(r.level);
    const last = num(r.total) - level * (count - 1);
    for (let i = 0; i < count; i++) {
      const date = dueDate(first, cycle, i);
      if (date > to) break;
      if (date < from) continue;
      const month = date.slice(0, 7);
      const key = `${r.facility_id}:${month}`;
      const sum = out.get(key) ?? { facility_id: Number(r.facility_id), month, cents: 0 };
      sum.cents += i === count - 1 ? last : level;
      out.set(key, sum);
    }
  }
  return [...out.values()];
}

async function gradesOf(
  db: Db,
  counted: Expression<SqlBool>,
  from: IsoDate,
  to: IsoDate,
): Promise<{ facility_id: number; grade: string; requested: number; approved: number }[]> {
  const rows = await db
    .selectFrom('contracts as c')
    .where('c.credit_grade', 'is not', null)
    .where('c.created_on', '>=', businessDayStart(from))
    .where('c.created_on', '<', businessDayStart(addDays(to, 1)))
    .where(counted)
    .groupBy(['c.facility_id', 'c.credit_grade'])
    .select([
      'c.facility_id',
      'c.credit_grade as grade',
      sql<number>`count(*)`.as('requested'),
      sql<number>`sum(case when c.csr_status = 'COMPLETED' and c.status <> 'REJECTED' then 1 else 0 end)`.as(
        'approved',
      ),
    ])
    .execute();
  return rows.map((r) => ({
    facility_id: Number(r.facility_id),
    grade: String(r.grade),
    requested: num(r.requested),
    approved: num(r.approved),
  }));
}

/** Of the plans signed in each month, how many have been in COLLECT since. */
async function collectsByOrigination(db: Db, counted: Expression<SqlBool>, months: string[]) {
  const month = signedMonthOf(months);
  const rows = await db
    .selectFrom('contracts as c')
    .where('c.is_deleted', '=', 0)
    .where('c.signed_on', '>=', businessDayStart(firstOfMonth(months[0])))
    .where('c.signed_on', '<', businessDayStart(addDays(monthEnd(months[months.length - 1]), 1)))
    .where(counted)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('account_history as x')
          .select('x.id')
          .whereRef('x.contract_id', '=', 'c.id')
          .where('x.status', '=', 'COLLECT'),
      ),
    )
    .groupBy(sql`1, 2`)
    .select(['c.facility_id', month.as('month'), sql<number>`count(*)`.as('collect')])
    .execute();
  return rows.map((r) => ({ facility_id: Number(r.facility_id), month: String(r.month), n: num(r.collect) }));
}

export async function computeAnalysis(
  db: Db,
  facilityIds: number[],
  lastMonth: string,
  today: IsoDate,
): Promise<AnalysisAnswer> {
  const answers = await analysisByGroup(db, facilityIds, lastMonth, today, () => ['all']);
  return answers.get('all') ?? analysisOf(...monthsTo(lastMonth), emptyRows());
}

/** The twelve months to `lastMonth`, and the same with the month before them (the roll rates start from it). */
function monthsTo(lastMonth: string): [string[], string[]] {
  const months = monthsBetween(addMonthsTo(lastMonth, -11), lastMonth);
  return [months, [addMonthsTo(months[0], -1), ...months]];
}

/**
 * The Analysis of each group of facilities, read once for all of them: `groupsOf` names the groups a
 * facility's figures count in (the enterprise report: the facility itself, its client, everybody).
 * A group is the same as computeAnalysis over its facilities alone.
 */
export async function analysisByGroup(
  db: Db,
  facilityIds: number[],
  lastMonth: string,
  today: IsoDate,
  groupsOf: (facilityId: number) => string[],
): Promise<Map<string, AnalysisAnswer>> {
  const [months, withBefore] = monthsTo(lastMonth);
  const groups = new Map<number, string[]>(facilityIds.map((id) => [id, groupsOf(id)]));
  // Whether the facilities count in different groups (else any facility's rows stand for all).
  const perFacility = new Set([...groups.values()].map((g) => g.join('\n'))).size > 1;
  const counted = await countedTypes(db, SETTING, facilityIds);
  const [changes, collectedRows, signedRows, scheduledRows, gradeRows, collectRows] = await Promise.all([
    monthEndChanges(db, withBefore, today, counted),
    collectedByMonth(db, months, today, counted),
    signedByMonth(db, months, counted),
    scheduledByMonth(db, counted, months, perFacility),
    gradesOf(db, counted, firstOfMonth(months[0]), monthEnd(lastMonth)),
    collectsByOrigination(db, counted, months),
  ]);
  // Each row goes to the groups of its facility, in one pass over each query's rows.
  const byGroup = new Map<string, GroupRows>();
  const deal = <K extends keyof GroupRows>(
    key: K,
    list: (GroupRows[K][number] & { facility_id: number })[],
  ) => {
    for (const r of list) {
      for (const group of groups.get(r.facility_id) ?? []) {
        let rows = byGroup.get(group);
        if (!rows) byGroup.set(group, (rows = emptyRows()));
        (rows[key] as GroupRows[K][number][]).push(r);
      }
    }
  };
  deal('changes', changes);
  deal('collected', collectedRows);
  deal('signed', signedRows);
  deal('scheduled', scheduledRows);
  deal('grades', gradeRows);
  deal('collects', collectRows);
  const answers = new Map<string, AnalysisAnswer>();
  for (const group of new Set([...groups.values()].flat())) {
    answers.set(group, analysisOf(months, withBefore, byGroup.get(group) ?? emptyRows()));
  }
  return answers;
}

/** A group's rows of each query. */
interface GroupRows {
  changes: Awaited<ReturnType<typeof monthEndChanges>>;
  collected: { month: string; cents: number }[];
  signed: { month: string; n: number; cents: number }[];
  scheduled: { month: string; cents: number }[];
  grades: { grade: string; requested: number; approved: number }[];
  collects: { month: string; n: number }[];
}

const emptyRows = (): GroupRows => ({
  changes: [],
  collected: [],
  signed: [],
  scheduled: [],
  grades: [],
  collects: [],
});

/** One group's Analysis from its facilities' rows. */
function analysisOf(months: string[], withBefore: string[], rows: GroupRows): AnalysisAnswer {
  const { changes } = rows;
  const byBucket = runningByMonth(changes, withBefore, (c) => c.aging_bucket);
  const book = runningByMonth(changes, withBefore, () => 'all').get('all');
  const bucketsAt = (month: string) =>
    new Map([...byBucket].map(([bucket, perMonth]) => [bucket, perMonth.get(month)?.balance_cents ?? 0]));
  const sumBy = <T extends { month: string }>(list: T[], value: (r: T) => number) => {
    const out = new Map<string, number>();
    for (const r of list) out.set(r.month, (out.get(r.month) ?? 0) + value(r));
    return out;
  };
  const collectedIn = sumBy(rows.collected, (r) => r.cents);
  const newIn = sumBy(rows.signed, (r) => r.n);
  const financedIn = sumBy(rows.signed, (r) => r.cents);
  const scheduled = sumBy(rows.scheduled, (r) => r.cents);
  const collects = sumBy(rows.collects, (r) => r.n);
  const monthRows: AnalysisMonth[] = months.map((month, i) => {
    const before = bucketsAt(withBefore[i]);
    const after = bucketsAt(month);
    const end = book?.get(month);
    const collected = collectedIn.get(month) ?? 0;
    const due = scheduled.get(month) ?? 0;
    const row: AnalysisMonth = {
      month,
      new_plans: newIn.get(month) ?? 0,
      amount_financed: dollars(financedIn.get(month) ?? 0),
      scheduled: dollars(due),
      collected: dollars(collected),
      collected_percent: percent(collected, due),
      delinquency_rate: percent(end?.past_due_count ?? 0, end?.accounts ?? 0),
      sent_to_collect: collects.get(month) ?? 0,
    };
    for (const r of ROLLS) row[r.name] = percent(after.get(r.to) ?? 0, before.get(r.from) ?? 0);
    return row;
  });
  const byGrade = new Map<string, { requested: number; approved: number }>();
  for (const g of rows.grades) {
    const sum = byGrade.get(g.grade) ?? { requested: 0, approved: 0 };
    sum.requested += g.requested;
    sum.approved += g.approved;
    byGrade.set(g.grade, sum);
  }
  const grades: AnalysisGrade[] = [...byGrade]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([grade, g]) => ({ grade, ...g, rate: percent(g.approved, g.requested) }));
  return { months: monthRows, grades };
}
