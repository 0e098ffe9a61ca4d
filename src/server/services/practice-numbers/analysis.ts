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
): Promise<Map<string, number>> {
  const from = firstOfMonth(months[0]);
  const to = monthEnd(months[months.length - 1]);
  const rows = await db
    .selectFrom('contracts as c')
    .where('c.signed_on', 'is not', null)
    .where('c.is_deleted', '=', 0)
    .where('c.status', 'in', [...LIVE, 'SIGNED'])
    .where('c.first_payment_due_date', '<=', to)
    .where(counted)
    .groupBy(['c.first_payment_due_date', 'c.billing_cycle', 'c.number_of_payments'])
    .select([
      'c.first_payment_due_date',
      'c.billing_cycle',
      'c.number_of_payments',
      sql<number | string | null>`sum(c.payment_amount_cents)`.as('level'),
      sql<number | string | null>`sum(c.total_of_payments_cents)`.as('total'),
    ])
    .execute();
  // The agreed schedule (agreedSchedule) in whole cents: n − 1 level payments and the last one that
  // brings them to the total of payments; only the installments due in the months are dated.
  const out = new Map<string, number>();
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
      out.set(month, (out.get(month) ?? 0) + (i === count - 1 ? last : level));
    }
  }
  return out;
}

async function gradesOf(
  db: Db,
  counted: Expression<SqlBool>,
  from: IsoDate,
  to: IsoDate,
): Promise<AnalysisGrade[]> {
  const rows = await db
    .selectFrom('contracts as c')
    .where('c.credit_grade', 'is not', null)
    .where('c.created_on', '>=', businessDayStart(from))
    .where('c.created_on', '<', businessDayStart(addDays(to, 1)))
    .where(counted)
    .groupBy('c.credit_grade')
    .orderBy('c.credit_grade')
    .select([
      'c.credit_grade as grade',
      sql<number>`count(*)`.as('requested'),
      sql<number>`sum(case when c.csr_status = 'COMPLETED' and c.status <> 'REJECTED' then 1 else 0 end)`.as(
        'approved',
      ),
    ])
    .execute();
  return rows.map((r) => ({
    grade: String(r.grade),
    requested: num(r.requested),
    approved: num(r.approved),
    rate: percent(num(r.approved), num(r.requested)),
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
    .groupBy(sql`1`)
    .select([month.as('month'), sql<number>`count(*)`.as('collect')])
    .execute();
  return new Map(rows.map((r) => [String(r.month), num(r.collect)]));
}

export async function computeAnalysis(
  db: Db,
  facilityIds: number[],
  lastMonth: string,
  today: IsoDate,
): Promise<AnalysisAnswer> {
  const months = monthsBetween(addMonthsTo(lastMonth, -11), lastMonth);
  // The month before the first too: the roll rates start from its buckets.
  const withBefore = [addMonthsTo(months[0], -1), ...months];
  const counted = await countedTypes(db, SETTING, facilityIds);
  const [changes, collectedRows, signedRows, scheduled, grades, collects] = await Promise.all([
    monthEndChanges(db, withBefore, today, counted),
    collectedByMonth(db, months, today, counted),
    signedByMonth(db, months, counted),
    scheduledByMonth(db, counted, months),
    gradesOf(db, counted, firstOfMonth(months[0]), monthEnd(lastMonth)),
    collectsByOrigination(db, counted, months),
  ]);
  const byBucket = runningByMonth(changes, withBefore, (c) => c.aging_bucket);
  const book = runningByMonth(changes, withBefore, () => 'all').get('all');
  const bucketsAt = (month: string) =>
    new Map([...byBucket].map(([bucket, perMonth]) => [bucket, perMonth.get(month)?.balance_cents ?? 0]));
  const sumBy = <T extends { month: string }>(rows: T[], value: (r: T) => number) => {
    const out = new Map<string, number>();
    for (const r of rows) out.set(r.month, (out.get(r.month) ?? 0) + value(r));
    return out;
  };
  const collectedIn = sumBy(collectedRows, (r) => r.cents);
  const newIn = sumBy(signedRows, (r) => r.n);
  const financedIn = sumBy(signedRows, (r) => r.cents);
  const rows: AnalysisMonth[] = months.map((month, i) => {
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
  return { months: rows, grades };
}
