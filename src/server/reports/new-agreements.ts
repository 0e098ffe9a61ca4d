// New Agreements (issue 12, spec §2 /reports/new-agreements; /reports/sales redirects here): the
// contracts signed in a date range with their terms, the CSR's recommendation, the salesperson and
// the source; counts, sums, the average term and new plans per day, week or month.
import { sql } from 'kysely';
import { scopedTo } from '../resources/reach';
import { REPORT_PAGE_SIZE } from '../../shared/reports';
import { field, fullName } from '../resources/fields';
import { containsText } from '../resources/search';
import { businessToday } from '../../shared/calendar';
import { countAll, momentRangeFilters, num, periodOf, periodSeries, round2 } from './common';
import type { Report } from './report';

export const newAgreementsReport: Report = {
  name: 'new-agreements',
  title: 'New Agreements',
  exportName: 'new-agreements',
  pageSize: REPORT_PAGE_SIZE,
  from: (db) =>
    db
      .selectFrom('contracts as c')
      .innerJoin('facilities as f', 'f.id', 'c.facility_id')
      .where('c.signed_on', 'is not', null)
      .where(sql`coalesce(c.is_deleted, 0)`, '=', 0),
  key: 'c.id',
  fields: [
    field('contract_id', 'Contract #', 'number', 'c.id'),
    field('signed_on', 'Signed', 'timestamp', 'c.signed_on'),
    field('account_number', 'Account #', 'text', 'c.ebcs_account_number'),
    field('customer', 'Customer', 'text', fullName('c.customer_first_name', 'c.customer_last_name')),
    field('facility', 'Facility', 'text', 'f.name'),
    field('agreement_type', 'Agreement Type', 'text', 'c.agreement_description'),
    field('cash_price', 'Cash Price', 'money-cents', 'c.cash_price_cents'),
    field('down_payment', 'Down Payment', 'money-cents', 'c.down_payment_cents'),
    field('financed_amount', 'Amount Financed', 'money-cents', 'c.financed_amount_cents'),
    field('number_of_payments', 'Payments', 'number', 'c.number_of_payments'),
    field('payment_amount', 'Payment Amount', 'money-cents', 'c.payment_amount_cents'),
    field('apr', 'APR', 'percent', 'c.apr'),
    field('first_payment_due_date', 'First Due', 'date', 'c.first_payment_due_date'),
    field('credit_recommendation', 'CSR Recommendation', 'text', 'c.credit_recommendation'),
    field('salesperson', 'Salesperson', 'text', 'c.salesperson'),
    field('source_code', 'Source', 'text', 'c.source_code'),
  ],
  facilityColumn: 'c.facility_id',
  defaultOrderby: '-signed_on',
  filters: {
    ...momentRangeFilters('c.signed_on', 'Signed'),
    agreement_type: {
      label: 'Agreement type',
      type: 'text',
      // The agreement types of the facilities in scope, by code (one entry per code).
      options: async ({ db, reach }) => {
        const rows = await scopedTo(
          db
            .selectFrom('agreement_types as t')
            .select(['t.code', sql<string>`min(t.description)`.as('description')]),
          't.facility_id',
          reach.facilityIds,
          reach.everything,
        )
          .groupBy('t.code')
          .orderBy('t.code')
          .execute();
        return rows.map((r) => ({
          value: String(r.code),
          label: `${String(r.description)} (${String(r.code)})`,
        }));
      },
      apply: (q, value) =>
        q.where((eb) =>
          eb.or([
            eb('c.agreement_code', '=', value),
            containsText(sql.ref('c.agreement_description'), value),
          ]),
        ),
    },
  },
  totals: ['cash_price', 'down_payment', 'financed_amount'],
  figures: [
    { name: 'agreements', label: 'New agreements', type: 'number' },
    { name: 'average_payments', label: 'Average term (payments)', type: 'number' },
  ],
  async summary(rows) {
    const row = await rows
      .select([countAll().as('n'), sql<string | number | null>`avg(c.number_of_payments)`.as('term')])
      .executeTakeFirst();
    return { agreements: num(row?.n), average_payments: row?.term === null ? null : round2(num(row?.term)) };
  },
  async chart(rows, ctx) {
    const signed = await rows.select('c.signed_on as signed_on').execute();
    const { date_from: from, date_to: to } = ctx.applied;
    const period = periodOf(from, to, 'week');
    const points = signed.map((r) => ({
      date: businessToday(new Date(String(r.signed_on))),
      key: 'n',
      value: 1,
    }));
    const { categories, byKey } = periodSeries(points, ['n'], period, { from, to });
    return {
      kind: 'bar',
      title: `New plans per ${period}`,
      categories,
      series: [{ label: 'New plans', data: byKey.n, unit: 'count' }],
    };
  },
};
