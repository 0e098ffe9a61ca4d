// Accounts Receivable (issue 12, spec §2 /reports/accounts-receivable): what the live accounts owed as
// of a date (today by default), read from the servicing engine's account_history (the stretch of days
// holding that date): amount financed, paid to date, the balance, and the balance in its aging bucket;
// totals per bucket, PAR30 and PAR90 (balance more than 30 / 90 days past due ÷ all balance), and a
// stacked bar of the buckets per facility.
import { sql } from 'kysely';
import { AGING_BUCKETS, AGING_BUCKET_LABELS, REPORT_PAGE_SIZE } from '../../shared/reports';
import { RECEIVED_TYPES } from '../../shared/servicing';
import { field, fullName } from '../resources/fields';
import type { ResourceField } from '../resources/resource';
import { dollars, num, round2, sumOf } from './common';
import type { Report } from './report';

const LIVE = ['ACTIVE', 'COLLECT'] as const;

const bucketName = (b: string) => `bucket_${b.replace(/[^0-9a-z]+/g, '_').replace(/_$/, '_plus')}`;

const bucketFields: ResourceField[] = AGING_BUCKETS.map((b) =>
  field(
    bucketName(b),
    b === 'current' ? 'Current' : `${AGING_BUCKET_LABELS[b]} Days`,
    'money-cents',
    sql`case when h.aging_bucket = ${sql.lit(b)} then h.balance_cents else 0 end`,
  ),
);

/** Money received up to the date, less what came back by then. */
const paidToDate = (asOf: string) =>
  sql`(select coalesce(sum(case when pd.type = 'RETURN' then -pd.amount_cents else pd.amount_cents end), 0)
       from payments pd
       where pd.contract_id = c.id and pd.date <= ${asOf}
         and pd.type in (${sql.join([...RECEIVED_TYPES, 'RETURN'])}))`;

/**
 * The next payment due as of the date. Today: the account's next payment due date. An earlier date:
 * the effective date of the first installment the servicer presented after it (its first
 * presentment, ACH debit or card charge), so the column shows what was next at the time; when none
 * has been presented since, the account's next payment due date today.
 */
const nextDue = (asOf: string, today: string) =>
  asOf >= today
    ? sql`c.next_payment_due_date`
    : sql`coalesce((select min(e.effective_date) from servicing_entries e
        where e.contract_id = c.id and e.kind = 'installment' and e.presentment = 1
          and e.effective_date > ${asOf}), c.next_payment_due_date)`;

const arFields = (asOf: string, today: string): ResourceField[] => [
  field('contract_id', 'Contract #', 'number', 'c.id'),
  field('account_number', 'Account #', 'text', 'c.ebcs_account_number'),
  field('customer', 'Customer', 'text', fullName('c.customer_first_name', 'c.customer_last_name')),
  field('facility', 'Facility', 'text', 'f.name'),
  field('status', 'Status', 'enum', 'h.status', { values: LIVE }),
  field('financed_amount', 'Amount Financed', 'money-cents', 'c.financed_amount_cents'),
  field('paid_to_date', 'Paid to Date', 'money-cents', paidToDate(asOf), {
    searchable: false,
    orderable: false,
  }),
  field('balance', 'Balance', 'money-cents', 'h.balance_cents'),
  field('days_past_due', 'Days Past Due', 'number', 'h.days_past_due'),
  field('next_payment_due_date', 'Next Due', 'date', nextDue(asOf, today), {
    searchable: asOf >= today,
    orderable: asOf >= today,
  }),
  ...bucketFields,
];

export const accountsReceivableReport: Report = {
  name: 'accounts-receivable',
  title: 'Accounts Receivable',
  exportName: 'accounts-receivable',
  pageSize: REPORT_PAGE_SIZE,
  from: (db, applied, today) => {
    const asOf = applied.as_of ?? today;
    return db
      .selectFrom('account_history as h')
      .innerJoin('contracts as c', 'c.id', 'h.contract_id')
      .innerJoin('facilities as f', 'f.id', 'c.facility_id')
      .where('h.valid_from', '<=', asOf)
      .where((eb) => eb.or([eb('h.valid_to', 'is', null), eb('h.valid_to', '>', asOf)]))
      .where('h.status', 'in', [...LIVE]);
  },
  key: 'h.id',
  // Paid to date and Next Due read the payments and presentments up to the "as of" date.
  fields: (today, applied) => arFields(applied.as_of ?? today, today),
  facilityColumn: 'c.facility_id',
  defaultOrderby: '-balance',
  filters: {
    as_of: { label: 'As of', type: 'date', default: (today) => today, apply: (q) => q },
  },
  totals: ['financed_amount', 'balance', ...bucketFields.map((f) => f.name)],
  figures: [
    { name: 'accounts', label: 'Accounts', type: 'number' },
    { name: 'par30', label: 'PAR30', type: 'percent' },
    { name: 'par90', label: 'PAR90', type: 'percent' },
  ],
  async summary(rows) {
    const row = await rows
      .select([
        sql<string | number>`count(*)`.as('n'),
        sumOf(sql.ref('h.balance_cents')).as('all'),
        sumOf(sql`case when h.days_past_due > 30 then h.balance_cents else 0 end`).as('over30'),
        sumOf(sql`case when h.days_past_due > 90 then h.balance_cents else 0 end`).as('over90'),
      ])
      .executeTakeFirst();
    const all = num(row?.all);
    const ratio = (part: unknown) => (all > 0 ? round2((num(part) * 100) / all) : null);
    return { accounts: num(row?.n), par30: ratio(row?.over30), par90: ratio(row?.over90) };
  },
  async chart(rows) {
    const found = await rows
      .select([
        'f.name as facility',
        'h.aging_bucket as bucket',
        sumOf(sql.ref('h.balance_cents')).as('cents'),
      ])
      .groupBy(['f.name', 'h.aging_bucket'])
      .execute();
    const facilities = [...new Set(found.map((r) => String(r.facility)))].sort();
    const amount = (facility: string, bucket: string) =>
      dollars(found.find((r) => r.facility === facility && r.bucket === bucket)?.cents);
    return {
      kind: 'bar',
      title: 'Balance by aging bucket',
      categories: facilities,
      series: AGING_BUCKETS.map((b) => ({
        label: b === 'current' ? 'Current' : `${AGING_BUCKET_LABELS[b]} days`,
        data: facilities.map((f) => amount(f, b)),
        stack: 'balance',
        unit: 'money' as const,
      })),
    };
  },
};
