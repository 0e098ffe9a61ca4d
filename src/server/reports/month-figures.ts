// Month-by-month figures per facility, read in one SQL pass for the Summary report (and the enterprise
// view of it): month-end figures from account_history as of the month's last day (services/practice-
// numbers/as-of.ts), the month's collections from payments, its new agreements by signing day in New
// York. Spec §3: only contracts whose type the facility lists in its `summary_contract_types` (or
// `analysis_contract_types`) count.
import { sql, type RawBuilder } from 'kysely';
import { LIVE } from '../../../machines/contract-lifecycle.types';
import { addDays, type IsoDate } from '../../shared/dates';
import { RECEIVED_TYPES } from '../../shared/servicing';
import { businessDayStart } from '../resources/search';
import { addMonthsTo, firstOfMonth, monthEnd, monthsBetween } from '../services/practice-numbers/as-of';

/** Buckets more than 30 days past due: PAR30's numerator. */
export const OVER_30 = ['31-60', '61-90', '91-120', '120+'] as const;
/** At most three years of months in one request. */
export const MAX_MONTHS = 36;

export type ContractTypesSetting = 'summary_contract_types' | 'analysis_contract_types';

/** The contract's type is one its facility lists in the setting (stored as a JSON list of numbers). */
export function countedType(setting: ContractTypesSetting): RawBuilder<boolean> {
  const list = sql`(',' || replace(replace(replace(${sql.ref(`f.${setting}`)}, '[', ''), ']', ''), ' ', '') || ',')`;
  return sql<boolean>`${list} like ('%,' || cast(c.contract_type as text) || ',%')`;
}

const ZERO = sql`0`;

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

/** One facility-month row per facility with any figure; the month's end is today in the month running. */
export function monthFiguresTable(
  months: string[],
  today: IsoDate,
  setting: ContractTypesSetting,
): RawBuilder<MonthFiguresRow> {
  const typed = countedType(setting);
  const parts: RawBuilder<unknown>[] = [];
  if (months.length > 0) {
    const endOf = (month: string) => (monthEnd(month) < today ? monthEnd(month) : today);
    const first = firstOfMonth(months[0]);
    const last = endOf(months[months.length - 1]);
    // The months as a table (month, its last day); history rows are read once, each matched to the
    // month ends it holds on (a CROSS JOIN keeps SQLite reading history first, the months inside).
    const monthTable = sql.join(
      months.map((m) => sql`select ${sql.lit(m)} as month, ${sql.lit(endOf(m))} as month_end`),
      sql` union all `,
    );
    parts.push(sql`select c.facility_id as facility_id, m.month as month, count(*) as active_accounts,
      sum(h.balance_cents) as balance_cents,
      sum(case when h.past_due_cents > 0 then 1 else 0 end) as past_due_count,
      sum(h.past_due_cents) as past_due_cents,
      sum(case when h.aging_bucket in (${sql.join([...OVER_30])}) then h.balance_cents else 0 end) as par30_cents,
      ${ZERO} as collected_cents, ${ZERO} as new_count, ${ZERO} as financed_cents
      from account_history h cross join (${monthTable}) m
      inner join contracts c on c.id = h.contract_id
      inner join facilities f on f.id = c.facility_id
      where h.valid_from <= ${last} and (h.valid_to is null or h.valid_to > ${endOf(months[0])})
      and h.valid_from <= m.month_end and (h.valid_to is null or h.valid_to > m.month_end)
      and h.status in (${sql.join([...LIVE])}) and ${typed}
      group by c.facility_id, m.month`);
    // Payment dates are calendar days: the month is the date's first seven characters.
    parts.push(sql`select c.facility_id as facility_id, substr(p.date, 1, 7) as month, ${ZERO}, ${ZERO}, ${ZERO}, ${ZERO}, ${ZERO},
      sum(case when p.type in (${sql.join([...RECEIVED_TYPES])}) then p.amount_cents
        when p.type = 'RETURN' then -p.amount_cents else 0 end) as collected_cents,
      ${ZERO}, ${ZERO}
      from payments p inner join contracts c on c.id = p.contract_id
      inner join facilities f on f.id = c.facility_id
      where p.date >= ${first} and p.date <= ${last} and ${typed}
      group by c.facility_id, substr(p.date, 1, 7)`);
  }
  for (const month of months) {
    const start = firstOfMonth(month);
    const m = sql.lit(month);
    parts.push(sql`select c.facility_id as facility_id, ${m} as month, ${ZERO}, ${ZERO}, ${ZERO}, ${ZERO}, ${ZERO}, ${ZERO},
      count(*) as new_count, sum(c.financed_amount_cents) as financed_cents
      from contracts c inner join facilities f on f.id = c.facility_id
      where c.signed_on >= ${businessDayStart(start)}
      and c.signed_on < ${businessDayStart(addDays(monthEnd(month), 1))}
      and c.is_deleted = 0 and ${typed}
      group by c.facility_id`);
  }
  const union = parts.length > 0 ? sql.join(parts, sql` union all `) : sql`select 0 as facility_id, '' as month, 0 as active_accounts, 0 as balance_cents, 0 as past_due_count, 0 as past_due_cents, 0 as par30_cents, 0 as collected_cents, 0 as new_count, 0 as financed_cents where 1 = 0`; // prettier-ignore
  return sql<MonthFiguresRow>`(select cast(u.facility_id as text) || '-' || u.month as row_key, u.facility_id, u.month,
    sum(u.active_accounts) as active_accounts, sum(u.balance_cents) as balance_cents,
    sum(u.past_due_count) as past_due_count, sum(u.past_due_cents) as past_due_cents,
    sum(u.par30_cents) as par30_cents, sum(u.collected_cents) as collected_cents,
    sum(u.new_count) as new_count, sum(u.financed_cents) as financed_cents
    from (${union}) u group by u.facility_id, u.month)`;
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
