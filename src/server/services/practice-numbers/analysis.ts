// Analysis (issue 12): for the twelve months up to a month, in the scope's facilities and only the
// contract types each facility lists in `analysis_contract_types` (spec §3): new plans, collected
// against scheduled, the delinquency rate (past-due live accounts ÷ live accounts at the month's end),
// roll rates between aging buckets (month-end balance in bucket k+1 ÷ bucket k the month before, from
// account_history), CSR approval by credit grade, and of each month's new plans how many were sent to
// COLLECT since.
import { sql } from 'kysely';
import { LIVE } from '../../../../machines/contract-lifecycle.types';
import { ROLLS, type AnalysisAnswer, type AnalysisGrade, type AnalysisMonth } from '../../../shared/analysis';
import { addDays, type IsoDate } from '../../../shared/dates';
import { toCents } from '../../../shared/money';
import { agreedSchedule } from '../../../shared/servicing';
import type { Db } from '../../db/database';
import { dollars, num, round2 } from '../../reports/common';
import { countedType, monthFiguresTable } from '../../reports/month-figures';
import { businessDayStart } from '../../resources/search';
import { addMonthsTo, firstOfMonth, liveHistory, monthEnd, monthsBetween } from './as-of';

const SETTING = 'analysis_contract_types';
const percent = (part: number, whole: number) => (whole > 0 ? round2((100 * part) / whole) : null);

/** Month-end balance per aging bucket of the live accounts, at each day given (one pass over history). */
async function bucketsAt(db: Db, ids: number[], days: IsoDate[]): Promise<Map<string, number>[]> {
  const ends = sql.join(
    days.map((d) => sql`select ${sql.lit(d)} as day`),
    sql` union all `,
  );
  const rows = await sql<{ day: string; aging_bucket: string; cents: number }>`
    select e.day as day, h.aging_bucket as aging_bucket, sum(h.balance_cents) as cents
    from account_history h cross join (${ends}) e
    inner join contracts c on c.id = h.contract_id
    inner join facilities f on f.id = c.facility_id
    where c.facility_id in (${sql.join(ids)})
    and h.valid_from <= ${days[days.length - 1]} and (h.valid_to is null or h.valid_to > ${days[0]})
    and h.valid_from <= e.day and (h.valid_to is null or h.valid_to > e.day)
    and ${liveHistory()} and ${countedType(SETTING)}
    group by e.day, h.aging_bucket`.execute(db);
  return days.map(
    (d) => new Map(rows.rows.filter((r) => r.day === d).map((r) => [r.aging_bucket, num(r.cents)])),
  );
}

/** What the agreed schedules of the signed accounts fall due in each month (cents). */
async function scheduledByMonth(db: Db, ids: number[], months: string[]): Promise<Map<string, number>> {
  const from = firstOfMonth(months[0]);
  const to = monthEnd(months[months.length - 1]);
  const rows = await db
    .selectFrom('contracts as c')
    .innerJoin('facilities as f', 'f.id', 'c.facility_id')
    .where('c.facility_id', 'in', ids)
    .where('c.signed_on', 'is not', null)
    .where('c.is_deleted', '=', 0)
    .where('c.status', 'in', [...LIVE, 'SIGNED'])
    .where('c.first_payment_due_date', '<=', to)
    .where(countedType(SETTING))
    .select([
      'c.first_payment_due_date',
      'c.billing_cycle',
      'c.number_of_payments',
      'c.payment_amount_cents',
      'c.total_of_payments_cents',
    ])
    .execute();
  const out = new Map<string, number>();
  for (const r of rows) {
    const schedule = agreedSchedule({
      first_payment_due_date: r.first_payment_due_date,
      billing_cycle: r.billing_cycle as Parameters<typeof agreedSchedule>[0]['billing_cycle'],
      number_of_payments: r.number_of_payments,
      payment_amount: num(r.payment_amount_cents) / 100,
      total_of_payments: num(r.total_of_payments_cents) / 100,
    });
    for (const p of schedule) {
      if (!p.date || p.date < from || p.date > to) continue;
      const month = p.date.slice(0, 7);
      out.set(month, (out.get(month) ?? 0) + toCents(p.amount));
    }
  }
  return out;
}

async function gradesOf(db: Db, ids: number[], from: IsoDate, to: IsoDate): Promise<AnalysisGrade[]> {
  const rows = await db
    .selectFrom('contracts as c')
    .innerJoin('facilities as f', 'f.id', 'c.facility_id')
    .where('c.facility_id', 'in', ids)
    .where('c.credit_grade', 'is not', null)
    .where('c.created_on', '>=', businessDayStart(from))
    .where('c.created_on', '<', businessDayStart(addDays(to, 1)))
    .where(countedType(SETTING))
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
async function collectsByOrigination(db: Db, ids: number[], months: string[]) {
  const out = new Map<string, number>();
  for (const month of months) {
    const row = await db
      .selectFrom('contracts as c')
      .innerJoin('facilities as f', 'f.id', 'c.facility_id')
      .where('c.facility_id', 'in', ids)
      .where('c.is_deleted', '=', 0)
      .where('c.signed_on', '>=', businessDayStart(firstOfMonth(month)))
      .where('c.signed_on', '<', businessDayStart(addDays(monthEnd(month), 1)))
      .where(countedType(SETTING))
      .select(
        sql<number>`sum(case when exists (select 1 from account_history x where x.contract_id = c.id and x.status = 'COLLECT') then 1 else 0 end)`.as(
          'collect',
        ),
      )
      .executeTakeFirst();
    out.set(month, num(row?.collect));
  }
  return out;
}

export async function computeAnalysis(
  db: Db,
  facilityIds: number[],
  lastMonth: string,
  today: IsoDate,
): Promise<AnalysisAnswer> {
  const ids = facilityIds.length > 0 ? facilityIds : [0];
  const months = monthsBetween(addMonthsTo(lastMonth, -11), lastMonth);
  const ends = [addMonthsTo(months[0], -1), ...months].map((m) =>
    monthEnd(m) < today ? monthEnd(m) : today,
  );
  const [figures, scheduled, buckets, grades, collects] = await Promise.all([
    db
      .selectFrom(monthFiguresTable(months, today, SETTING).as('s'))
      .where('s.facility_id', 'in', ids)
      .groupBy('s.month')
      .select([
        's.month',
        sql<number>`sum(s.new_count)`.as('new_count'),
        sql<number>`sum(s.financed_cents)`.as('financed'),
        sql<number>`sum(s.collected_cents)`.as('collected'),
        sql<number>`sum(s.active_accounts)`.as('active'),
        sql<number>`sum(s.past_due_count)`.as('past_due'),
      ])
      .execute(),
    scheduledByMonth(db, ids, months),
    bucketsAt(db, ids, ends),
    gradesOf(db, ids, firstOfMonth(months[0]), monthEnd(lastMonth)),
    collectsByOrigination(db, ids, months),
  ]);
  const rows: AnalysisMonth[] = months.map((month, i) => {
    const f = figures.find((r) => r.month === month);
    const before = buckets[i];
    const after = buckets[i + 1];
    const collected = num(f?.collected);
    const due = scheduled.get(month) ?? 0;
    const row: AnalysisMonth = {
      month,
      new_plans: num(f?.new_count),
      amount_financed: dollars(f?.financed),
      scheduled: dollars(due),
      collected: dollars(collected),
      collected_percent: percent(collected, due),
      delinquency_rate: percent(num(f?.past_due), num(f?.active)),
      sent_to_collect: collects.get(month) ?? 0,
    };
    for (const r of ROLLS) row[r.name] = percent(after.get(r.to) ?? 0, before.get(r.from) ?? 0);
    return row;
  });
  return { months: rows, grades };
}
