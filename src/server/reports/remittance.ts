// Remittance (issue 12, spec §2 /reports/remittance: a month input): the lines of the facility's
// statement for the month as the servicing engine wrote them (services/servicing/remittance.ts):
// payments collected, less the servicing fees, less the returns of payments paid out earlier. The
// amounts are signed as they count toward the net paid, so the totals row is the net of the statement.
// The statement itself (gross, fees, returns, net, paid on, trace, PDF) is GET /api/remittance_statements.
import { sql } from 'kysely';
import { addMonths } from '../../shared/dates';
import { REPORT_PAGE_SIZE } from '../../shared/reports';
import { field, fullName } from '../resources/fields';
import { dollars, sumOf } from './common';
import type { Report } from './report';

export const REMITTANCE_LINE_KINDS = ['payment', 'servicing_fee', 'return'] as const;
/** Each kind of line in the practice's words (the Line column, its filter and the exports). */
const LINE_WORDS: Record<(typeof REMITTANCE_LINE_KINDS)[number], string> = {
  payment: 'Payment',
  servicing_fee: 'Servicing fee',
  return: 'Return taken back',
};
const LINE_KIND = sql`case l.kind ${sql.join(
  REMITTANCE_LINE_KINDS.map((k) => sql`when ${sql.lit(k)} then ${sql.lit(LINE_WORDS[k])}`),
  sql` `,
)} end`;

const SIGNED_AMOUNT = sql`case when l.kind = 'payment' then l.amount_cents else -l.amount_cents end`;

export const remittanceReport: Report = {
  name: 'remittance',
  title: 'Remittance',
  exportName: 'remittance',
  pageSize: REPORT_PAGE_SIZE,
  from: (db) =>
    db
      .selectFrom('remittance_lines as l')
      .innerJoin('remittance_statements as s', 's.id', 'l.statement_id')
      .innerJoin('facilities as f', 'f.id', 's.facility_id')
      .leftJoin('contracts as c', 'c.id', 'l.contract_id'),
  key: 'l.id',
  fields: [
    field('id', 'Line #', 'number', 'l.id', { exported: false }),
    field('contract_id', 'Contract #', 'number', 'l.contract_id', { exported: false }),
    field('date', 'Date', 'date', 'l.date'),
    field('facility', 'Facility', 'text', 'f.name'),
    field('kind', 'Line', 'enum', LINE_KIND, { values: Object.values(LINE_WORDS) }),
    field('account_number', 'Account #', 'text', 'c.ebcs_account_number'),
    field('customer', 'Customer', 'text', fullName('c.customer_first_name', 'c.customer_last_name')),
    field('description', 'Description', 'text', 'l.description'),
    field('amount', 'Amount', 'money-cents', SIGNED_AMOUNT),
  ],
  facilityColumn: 's.facility_id',
  defaultOrderby: 'date,id',
  filters: {
    month: {
      label: 'Month',
      type: 'month',
      // Statements are written on the first business day for the month before.
      default: (today) => addMonths(today, -1).slice(0, 7),
      apply: (q, value) => q.where('s.month', '=', value),
    },
  },
  totals: ['amount'],
  figures: [
    { name: 'gross', label: 'Gross collected', type: 'money' },
    { name: 'servicing_fees', label: 'Servicing fees', type: 'money' },
    { name: 'returns', label: 'Returns taken back', type: 'money' },
    { name: 'net', label: 'Net paid', type: 'money' },
  ],
  async summary(rows) {
    const byKind = await rows
      .select(['l.kind as kind', sumOf(sql.ref('l.amount_cents')).as('cents')])
      .groupBy('l.kind')
      .execute();
    const cents = (kind: string) => Number(byKind.find((r) => r.kind === kind)?.cents ?? 0);
    return {
      gross: dollars(cents('payment')),
      servicing_fees: dollars(cents('servicing_fee')),
      returns: dollars(cents('return')),
      net: dollars(cents('payment') - cents('servicing_fee') - cents('return')),
    };
  },
};
