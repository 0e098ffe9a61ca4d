// Payments Made (issue 12, spec §2 /reports/payments): every payment received — ACH and card debits
// the servicing engine posted, payments taken at the practice — with its posting and effective dates,
// what it paid (fees or installments, by the servicing rule) and whether it settled, is still
// pending (an ACH debit inside its two-business-day return window) or came back with a return code.
import { sql } from 'kysely';
import { addBusinessDays } from '../../shared/calendar';
import { PAYMENT_METHODS, PAYMENT_STATUSES, PAYMENTS_PAGE_SIZE } from '../../shared/reports';
import { field, fullName } from '../resources/fields';
import type { AnyQuery, ResourceField } from '../resources/resource';
import { countAll, dateRangeFilters, dollars, num, periodOf, periodSeries, sumOf } from './common';
import type { Report, ReportContext } from './report';

/**
 * What the payment paid toward fees: as the servicing rule applied it when it came in (written with the
 * payment, payments.fees_paid_cents); for a row the servicer has not split yet (recorded before that
 * column, on an account no longer serviced), a return-fee debit's whole amount, else nothing.
 */
const FEES_PAID = sql`coalesce(p.fees_paid_cents, case when se.kind = 'return_fee' then p.amount_cents else 0 end)`;

/** settled, pending or returned, as of the request's business day. */
function statusExpr(today: string) {
  const settlesAfter = addBusinessDays(today, -2);
  return sql<string>`case
    when p.returned_on is not null or se.status = 'returned' then 'returned'
    when p.type = 'ACH' and p.date > ${settlesAfter} then 'pending'
    else 'settled' end`;
}

const paymentFields = (today: string): ResourceField[] => [
  field('id', 'Payment #', 'number', 'p.id'),
  field('contract_id', 'Contract #', 'number', 'p.contract_id', { exported: false }),
  field('posted_on', 'Posted', 'date', sql`coalesce(se.business_day, p.date)`),
  field('date', 'Effective', 'date', 'p.date'),
  field('account_number', 'Account #', 'text', 'c.ebcs_account_number'),
  field('customer', 'Customer', 'text', fullName('c.customer_first_name', 'c.customer_last_name')),
  field('facility', 'Facility', 'text', 'f.name'),
  field('method', 'Method', 'enum', 'p.type', { values: PAYMENT_METHODS }),
  field('amount', 'Amount', 'money-cents', 'p.amount_cents'),
  field('applied_to_payment', 'Applied to Payment', 'money-cents', sql`p.amount_cents - ${FEES_PAID}`),
  field('applied_to_fees', 'Applied to Fees', 'money-cents', FEES_PAID),
  field('status', 'Status', 'enum', statusExpr(today), { values: PAYMENT_STATUSES }),
  field('return_code', 'Return Code', 'text', sql`coalesce(se.return_code, substr(p.return_reason, 1, 3))`),
];

/** Count and cents per day and method: the figures and the chart read the rows once between them. */
const perDayReads = new WeakMap<
  ReportContext,
  Promise<{ date: string; method: string; n: unknown; cents: unknown }[]>
>();
function perDayAndMethod(rows: AnyQuery, ctx: ReportContext) {
  let read = perDayReads.get(ctx);
  if (!read) {
    read = rows
      .select([
        'p.date as date',
        'p.type as method',
        countAll().as('n'),
        sumOf(sql.ref('p.amount_cents')).as('cents'),
      ])
      .groupBy(['p.date', 'p.type'])
      .execute() as Promise<{ date: string; method: string; n: unknown; cents: unknown }[]>;
    perDayReads.set(ctx, read);
  }
  return read;
}

export const paymentsReport: Report = {
  name: 'payments',
  title: 'Payments Made',
  exportName: 'payments-made',
  pageSize: PAYMENTS_PAGE_SIZE,
  from: (db) =>
    db
      .selectFrom('payments as p')
      .innerJoin('contracts as c', 'c.id', 'p.contract_id')
      .innerJoin('facilities as f', 'f.id', 'c.facility_id')
      .leftJoin('servicing_entries as se', 'se.payment_id', 'p.id')
      .where('p.type', 'in', [...PAYMENT_METHODS]),
  key: 'p.id',
  fields: paymentFields,
  facilityColumn: 'c.facility_id',
  defaultOrderby: '-date',
  filters: {
    ...dateRangeFilters('p.date', 'Effective'),
    method: {
      label: 'Method',
      type: 'enum',
      values: PAYMENT_METHODS,
      apply: (q, value) => q.where('p.type', '=', value),
    },
    status: {
      label: 'Status',
      type: 'enum',
      values: PAYMENT_STATUSES,
      apply: (q, value, today) => q.where(statusExpr(today), '=', value),
    },
  },
  totals: ['amount', 'applied_to_payment', 'applied_to_fees'],
  figures: PAYMENT_METHODS.flatMap((m) => [
    { name: `count_${m}`, label: `${m} payments`, type: 'number' as const },
    { name: `amount_${m}`, label: `${m} amount`, type: 'money' as const },
  ]),
  async summary(rows, ctx) {
    const perDay = await perDayAndMethod(rows, ctx);
    const figures: Record<string, number> = {};
    for (const m of PAYMENT_METHODS) {
      const of = perDay.filter((r) => r.method === m);
      figures[`count_${m}`] = of.reduce((t, r) => t + num(r.n), 0);
      figures[`amount_${m}`] = dollars(of.reduce((t, r) => t + num(r.cents), 0));
    }
    return figures;
  },
  async chart(rows, ctx) {
    const perDay = await perDayAndMethod(rows, ctx);
    const { date_from: from, date_to: to } = ctx.applied;
    const period = periodOf(from, to);
    const { categories, byKey } = periodSeries(
      perDay.map((r) => ({ date: String(r.date), key: String(r.method), value: dollars(r.cents) })),
      PAYMENT_METHODS,
      period,
      { from, to },
    );
    return {
      kind: 'bar',
      title: `Payments per ${period}`,
      categories,
      series: PAYMENT_METHODS.map((m) => ({ label: m, data: byKey[m], stack: 'amount', unit: 'money' })),
    };
  },
};
