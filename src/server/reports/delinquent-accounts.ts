// Past Due Accounts (issue 12, spec §2 /reports/delinquent-accounts): the live accounts (ACTIVE or
// COLLECT) with days past due, as the servicing engine left them today: how late, how much, the fees
// due, the last payment and return, the promise to pay; count and amount per aging bucket.
import { sql } from 'kysely';
import { RECEIVED_TYPES } from '../../shared/servicing';
import { AGING_BUCKETS, AGING_BUCKET_LABELS, REPORT_PAGE_SIZE } from '../../shared/reports';
import { field, fullName } from '../resources/fields';
import { countAll, dollars, num, sumOf } from './common';
import type { Report } from './report';

const LIVE = ['ACTIVE', 'COLLECT'] as const;
const PAST_DUE_BUCKETS = AGING_BUCKETS.filter((b) => b !== 'current');

/** The aging bucket of the account's days past due (the engine's refresh.ts agingBucket, in SQL). */
export const bucketOf = (days: string) => sql<string>`case
  when ${sql.ref(days)} <= 0 then 'current'
  when ${sql.ref(days)} <= 30 then '1-30'
  when ${sql.ref(days)} <= 60 then '31-60'
  when ${sql.ref(days)} <= 90 then '61-90'
  when ${sql.ref(days)} <= 120 then '91-120'
  else '120+' end`;

const BUCKET_BOUNDS: Record<string, [number, number | null]> = {
  '1-30': [1, 30],
  '31-60': [31, 60],
  '61-90': [61, 90],
  '91-120': [91, 120],
  '120+': [121, null],
};

const lastPayment = (column: string) =>
  sql`(select ${sql.ref(`lp.${column}`)} from payments lp
       where lp.contract_id = c.id and lp.type in (${sql.join([...RECEIVED_TYPES])})
       order by lp.date desc, lp.id desc limit 1)`;

const FEES_DUE = sql`coalesce(c.late_fee_due_cents, 0) + coalesce(c.return_fee_due_cents, 0)`;

export const delinquentAccountsReport: Report = {
  name: 'delinquent-accounts',
  title: 'Past Due Accounts',
  exportName: 'past-due-accounts',
  pageSize: REPORT_PAGE_SIZE,
  from: (db) =>
    db
      .selectFrom('contracts as c')
      .innerJoin('facilities as f', 'f.id', 'c.facility_id')
      .where('c.status', 'in', [...LIVE])
      .where('c.days_late', '>', 0)
      .where(sql`coalesce(c.is_deleted, 0)`, '=', 0),
  key: 'c.id',
  fields: [
    field('contract_id', 'Contract #', 'number', 'c.id'),
    field('account_number', 'Account #', 'text', 'c.ebcs_account_number'),
    field('customer', 'Customer', 'text', fullName('c.customer_first_name', 'c.customer_last_name')),
    field('facility', 'Facility', 'text', 'f.name'),
    field('phone', 'Phone', 'text', sql`coalesce(c.customer_phone2, c.customer_phone1, c.customer_phone3)`),
    field('email', 'Email', 'text', 'c.customer_email'),
    field('days_past_due', 'Days Past Due', 'number', 'c.days_late'),
    field('bucket', 'Bucket', 'enum', bucketOf('c.days_late'), { values: PAST_DUE_BUCKETS }),
    field('past_due', 'Amount Past Due', 'money-cents', 'c.total_del_pmts_owed_cents'),
    field('fees_due', 'Fees Due', 'money-cents', FEES_DUE),
    field('last_payment_date', 'Last Payment', 'date', 'c.date_of_last_payment'),
    field('last_payment_amount', 'Last Payment Amount', 'money-cents', lastPayment('amount_cents'), {
      searchable: false,
      orderable: false,
    }),
    field('last_return_code', 'Last Return', 'text', sql`substr(c.reason_for_return, 1, 3)`),
    field('status', 'Status', 'enum', 'c.status', { values: LIVE }),
    field('promise_to_pay_date', 'Promise to Pay', 'date', 'c.promise_to_pay_date'),
  ],
  facilityColumn: 'c.facility_id',
  defaultOrderby: '-days_past_due',
  filters: {
    min_days: {
      label: 'Minimum days past due',
      type: 'number',
      apply: (q, value) => q.where('c.days_late', '>=', Number(value)),
    },
    bucket: {
      label: 'Bucket',
      type: 'enum',
      values: PAST_DUE_BUCKETS,
      apply: (q, value) => {
        const [low, high] = BUCKET_BOUNDS[value];
        const from = q.where('c.days_late', '>=', low);
        return high === null ? from : from.where('c.days_late', '<=', high);
      },
    },
  },
  totals: ['past_due', 'fees_due'],
  figures: PAST_DUE_BUCKETS.flatMap((b) => [
    { name: `count_${b}`, label: `${AGING_BUCKET_LABELS[b]} days: accounts`, type: 'number' as const },
    { name: `amount_${b}`, label: `${AGING_BUCKET_LABELS[b]} days: past due`, type: 'money' as const },
  ]),
  async summary(rows) {
    const byBucket = await bucketsOf(rows);
    return Object.fromEntries(
      PAST_DUE_BUCKETS.flatMap((b) => [
        [`count_${b}`, byBucket[b]?.n ?? 0],
        [`amount_${b}`, byBucket[b]?.amount ?? 0],
      ]),
    );
  },
  async chart(rows) {
    const byBucket = await bucketsOf(rows);
    return {
      kind: 'bar',
      title: 'Amount past due by bucket',
      categories: PAST_DUE_BUCKETS.map((b) => `${AGING_BUCKET_LABELS[b]} days`),
      series: [
        {
          label: 'Amount past due',
          data: PAST_DUE_BUCKETS.map((b) => byBucket[b]?.amount ?? 0),
          unit: 'money',
        },
      ],
    };
  },
};

async function bucketsOf(rows: Parameters<NonNullable<Report['summary']>>[0]) {
  const found = await rows
    .select([
      bucketOf('c.days_late').as('bucket'),
      countAll().as('n'),
      sumOf(sql.ref('c.total_del_pmts_owed_cents')).as('cents'),
    ])
    .groupBy(bucketOf('c.days_late'))
    .execute();
  return Object.fromEntries(
    found.map((r) => [String(r.bucket), { n: num(r.n), amount: dollars(r.cents) }]),
  ) as Record<string, { n: number; amount: number }>;
}
