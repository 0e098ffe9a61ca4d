// Summary (issue 12, spec §2 /reports/summary): per month of a chosen period and per facility, the
// live accounts at the month's end, their balance, how many are past due and by how much, PAR30
// (balance more than 30 days past due ÷ all balance), what was collected and the new agreements with
// their amount financed. Only the facility's summary contract types count (spec §3, month-figures.ts).
import { sql, type RawBuilder } from 'kysely';
import { addMonths } from '../../shared/dates';
import { REPORT_PAGE_SIZE } from '../../shared/reports';
import { field } from '../resources/fields';
import { dollars, num, round2 } from './common';
import {
  monthFiguresValues,
  monthsOfPeriod,
  type ContractTypesSetting,
  type MonthFiguresRow,
} from './month-figures';
import type { Report, ReportFilterDeclaration } from './report';

/** month_from / month_to: the first and last month of the period (YYYY-MM). */
export const monthRangeFilters: Record<string, ReportFilterDeclaration> = {
  month_from: {
    label: 'From month',
    type: 'month',
    default: (today) => addMonths(today, -11).slice(0, 7),
    apply: (q) => q,
  },
  month_to: {
    label: 'To month',
    type: 'month',
    default: (today) => today.slice(0, 7),
    apply: (q) => q,
  },
};

const par30 = sql`case when s.balance_cents > 0 then round(100.0 * s.par30_cents / s.balance_cents, 2) else null end`;

/** The month figures of the period in the user's scope, read once per request (monthFiguresValues). */
export function monthFiguresOnce(setting: ContractTypesSetting): Pick<Report, 'prepare' | 'from'> {
  return {
    prepare: ({ db, reach, applied, today }) =>
      monthFiguresValues(
        db,
        monthsOfPeriod(applied.month_from, applied.month_to),
        today,
        setting,
        reach.everything ? undefined : reach.facilityIds,
      ),
    from: (db, _applied, _today, prepared) => {
      if (!prepared) throw new Error('the month figures are prepared before the report is read');
      return db
        .selectFrom((prepared as RawBuilder<MonthFiguresRow>).as('s'))
        .innerJoin('facilities as f', 'f.id', 's.facility_id')
        .innerJoin('clients as cl', 'cl.id', 'f.client_id');
    },
  };
}

export const summaryReport: Report = {
  name: 'summary',
  title: 'Summary',
  exportName: 'summary',
  pageSize: REPORT_PAGE_SIZE,
  ...monthFiguresOnce('summary_contract_types'),
  key: 's.row_key',
  fields: [
    field('facility_id', 'Facility #', 'number', 's.facility_id', { exported: false }),
    field('month', 'Month', 'text', 's.month'),
    field('client', 'Client', 'text', 'cl.name'),
    field('facility', 'Facility', 'text', 'f.name'),
    field('active_accounts', 'Active Accounts', 'number', 's.active_accounts'),
    field('balance', 'Balance Outstanding', 'money-cents', 's.balance_cents'),
    field('past_due_count', 'Past Due Accounts', 'number', 's.past_due_count'),
    field('past_due', 'Past Due Amount', 'money-cents', 's.past_due_cents'),
    field('par30', 'PAR30 %', 'percent', par30),
    field('collected', 'Collected', 'money-cents', 's.collected_cents'),
    field('new_agreements', 'New Agreements', 'number', 's.new_count'),
    field('amount_financed', 'Amount Financed', 'money-cents', 's.financed_cents'),
  ],
  facilityColumn: 's.facility_id',
  defaultOrderby: 'month,facility',
  filters: monthRangeFilters,
  totals: ['collected', 'amount_financed'],
  figures: [
    { name: 'new_agreements', label: 'New agreements', type: 'number' },
    { name: 'last_balance', label: 'Balance at the last month end', type: 'money' },
    { name: 'last_par30', label: 'PAR30 at the last month end', type: 'percent' },
  ],
  async summary(rows, ctx) {
    const last = ctx.applied.month_to;
    const [all, end] = await Promise.all([
      rows.select(sql<number>`coalesce(sum(s.new_count), 0)`.as('n')).executeTakeFirst(),
      rows
        .where('s.month', '=', last)
        .select([
          sql<number>`coalesce(sum(s.balance_cents), 0)`.as('balance'),
          sql<number>`coalesce(sum(s.par30_cents), 0)`.as('par30'),
        ])
        .executeTakeFirst(),
    ]);
    const balance = num(end?.balance);
    return {
      new_agreements: num(all?.n),
      last_balance: dollars(balance),
      last_par30: balance > 0 ? round2((100 * num(end?.par30)) / balance) : null,
    };
  },
  async chart(rows) {
    const perMonth = await rows
      .select([
        's.month as month',
        sql<number>`sum(s.balance_cents)`.as('balance'),
        sql<number>`sum(s.past_due_cents)`.as('past_due'),
        sql<number>`sum(s.collected_cents)`.as('collected'),
      ])
      .groupBy('s.month')
      .orderBy('s.month')
      .execute();
    return {
      kind: 'line',
      title: 'Balance outstanding, past due and collected per month',
      categories: perMonth.map((r) => String(r.month)),
      series: [
        { label: 'Balance outstanding', data: perMonth.map((r) => dollars(r.balance)), unit: 'money' },
        { label: 'Past due', data: perMonth.map((r) => dollars(r.past_due)), unit: 'money' },
        { label: 'Collected', data: perMonth.map((r) => dollars(r.collected)), unit: 'money' },
      ],
    };
  },
};
