// Status Change (issue 12, spec §2 /reports/status-change): every status change of the contracts in a
// date range (contract_status_history, machines/LIFECYCLE.md History rule) with the action and who did
// it — a user by name, the customer, or the servicer; counts per transition.
import { sql } from 'kysely';
import { CONTRACT_STATUSES } from '../../../machines/contract-lifecycle.types';
import { REPORT_PAGE_SIZE } from '../../shared/reports';
import { field, fullName } from '../resources/fields';
import { countAll, momentRangeFilters, num } from './common';
import type { Report } from './report';

/** Who changed the status: the user, else what the action says (customer.*, servicer.*). */
const BY_WHOM = sql<string>`case
  when u.id is not null then ${fullName('u.first_name', 'u.last_name')}
  when h.action like 'customer.%' then 'Customer'
  when h.action like 'servicer.%' then 'Servicer'
  else 'System' end`;

const TRANSITION = sql<string>`h.from_status || ' → ' || h.to_status`;

/** The transitions a chart and the figures show; the rest are summed into 'Other'. */
const CHARTED = 8;

export const statusChangeReport: Report = {
  name: 'status-change',
  title: 'Status Change',
  exportName: 'status-change',
  pageSize: REPORT_PAGE_SIZE,
  from: (db) =>
    db
      .selectFrom('contract_status_history as h')
      .innerJoin('contracts as c', 'c.id', 'h.contract_id')
      .innerJoin('facilities as f', 'f.id', 'c.facility_id')
      .leftJoin('users as u', 'u.id', 'h.user_id'),
  key: 'h.id',
  fields: [
    field('id', 'Change #', 'number', 'h.id', { exported: false }),
    field('contract_id', 'Contract #', 'number', 'c.id'),
    field('at', 'Date', 'timestamp', 'h.at'),
    field('account_number', 'Account #', 'text', 'c.ebcs_account_number'),
    field('customer', 'Customer', 'text', fullName('c.customer_first_name', 'c.customer_last_name')),
    field('facility', 'Facility', 'text', 'f.name'),
    field('from_status', 'From', 'enum', 'h.from_status', { values: CONTRACT_STATUSES }),
    field('to_status', 'To', 'enum', 'h.to_status', { values: CONTRACT_STATUSES }),
    field('action', 'Action', 'text', 'h.action'),
    field('by', 'By', 'text', BY_WHOM),
  ],
  facilityColumn: 'c.facility_id',
  defaultOrderby: '-at',
  filters: {
    ...momentRangeFilters('h.at', 'Changed'),
    to_status: {
      label: 'To status',
      type: 'enum',
      values: CONTRACT_STATUSES,
      apply: (q, value) => q.where('h.to_status', '=', value),
    },
  },
  figures: [{ name: 'changes', label: 'Status changes', type: 'number' }],
  async summary(rows) {
    const row = await rows.select(countAll().as('n')).executeTakeFirst();
    return { changes: num(row?.n) };
  },
  async chart(rows) {
    const counts = await rows
      .select([TRANSITION.as('transition'), countAll().as('n')])
      .groupBy(['h.from_status', 'h.to_status'])
      .execute();
    const sorted = counts
      .map((r) => ({ label: String(r.transition), n: num(r.n) }))
      .sort((a, b) => b.n - a.n || a.label.localeCompare(b.label));
    const shown = sorted.slice(0, CHARTED);
    const other = sorted.slice(CHARTED).reduce((t, r) => t + r.n, 0);
    if (other > 0) shown.push({ label: 'Other', n: other });
    return {
      kind: 'bar',
      horizontal: true,
      title: 'Changes per transition',
      categories: shown.map((r) => r.label),
      series: [{ label: 'Changes', data: shown.map((r) => r.n), unit: 'count' }],
    };
  },
};
