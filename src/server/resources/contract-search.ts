// contract_search (spec §7): find a contract by customer name, account numbers, phone or email across
// every facility the user reaches, whatever the facility chosen in the header.
import { sql, type Expression, type SqlBool } from 'kysely';
import { CONTRACT_STATUSES } from '../../../machines/contract-lifecycle.types';
import { field, fullName } from './fields';
import type { Resource } from './resource';
import { scopedTo } from './reach';
import { containsAnyText, containsText } from './search';

const PHONES = ['c.customer_phone1', 'c.customer_phone2', 'c.customer_phone3'];

/** A phone as its digits, so '937555' finds '(937)555-0101'. */
const phoneDigits = (column: string) =>
  sql`replace(replace(replace(replace(coalesce(${sql.ref(column)}, ''), '(', ''), ')', ''), '-', ''), ' ', '')`;

export function anyOf(text: string, pg: boolean): Expression<SqlBool> {
  const words = containsAnyText(
    [
      fullName('c.customer_first_name', 'c.customer_last_name'),
      sql.ref('c.customer_business_name'),
      sql.ref('c.customer_email'),
      sql.ref('c.ebcs_account_number'),
      sql.ref('c.client_internal_acct_number'),
    ],
    text,
    pg,
  );
  const digits = text.replace(/\D/g, '');
  const phones = digits.length >= 3 ? PHONES.map((p) => containsText(phoneDigits(p), digits, pg)) : [];
  return sql<SqlBool>`(${sql.join([words, ...phones], sql` or `)})`;
}

export const contractSearchResource: Resource = {
  name: 'contract_search',
  from: (db) => db.selectFrom('contracts as c').innerJoin('facilities as f', 'f.id', 'c.facility_id'),
  key: 'c.id',
  fields: [
    field('id', 'Contract #', 'number', 'c.id'),
    field('customer_name', 'Customer', 'text', fullName('c.customer_first_name', 'c.customer_last_name')),
    field('customer_business_name', 'Business Name', 'text', 'c.customer_business_name'),
    field('ebcs_account_number', 'Account #', 'text', 'c.ebcs_account_number'),
    field('client_internal_acct_number', 'Practice Account #', 'text', 'c.client_internal_acct_number'),
    field('customer_phone1', 'Home Phone', 'text', 'c.customer_phone1'),
    field('customer_phone2', 'Mobile Phone', 'text', 'c.customer_phone2'),
    field('customer_phone3', 'Work Phone', 'text', 'c.customer_phone3'),
    field('customer_email', 'Email', 'text', 'c.customer_email'),
    field('facility_id', 'Facility ID', 'number', 'c.facility_id'),
    field('facility', 'Facility', 'text', 'f.name'),
    field('status', 'Status', 'enum', 'c.status', { values: CONTRACT_STATUSES }),
    field('is_deleted', 'Deleted', 'boolean', 'c.is_deleted'),
    field('created_on', 'Created', 'timestamp', 'c.created_on'),
  ],
  rights: { list: 'canRead' },
  scope: (q, reach) => scopedTo(q, 'c.facility_id', reach.facilityIds, reach.everything),
  defaultOrderby: '-created_on',
  facilityColumn: 'c.facility_id',
  anySearch: anyOf,
  exportName: 'contract-search',
};
