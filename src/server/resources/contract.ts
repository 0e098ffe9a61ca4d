// The contract list (spec §2 /contracts, §7 GET contract): what a row shows, searches and sorts by.
// GET one, POST, PUT and DELETE of a contract are the contract API's own routes (routes/api/contracts).
// The last fields are what a row's actions need (delete, undelete, rewrite, payment history), read as
// the lifecycle reads them (services/contracts/lifecycle-contract.ts).
import { sql } from 'kysely';
import { CONTRACT_STATUSES, type CsrStatus } from '../../../machines/contract-lifecycle.types';
import { anyOf } from './contract-search';
import { CONTRACT_STATUS_QUERIES } from './contract-status-query';
import { field, fullName } from './fields';
import type { Resource } from './resource';
import { scopedTo } from './reach';

const CSR_STATUSES: readonly CsrStatus[] = ['WAITING AUTHORIZATION', 'RECEIVED AUTHORIZATION', 'COMPLETED'];

export const CONTRACT_FIELDS = [
  field('id', 'Contract #', 'number', 'c.id'),
  field('customer_name', 'Customer', 'text', fullName('c.customer_first_name', 'c.customer_last_name')),
  field('customer_first_name', 'First Name', 'text', 'c.customer_first_name'),
  field('customer_last_name', 'Last Name', 'text', 'c.customer_last_name'),
  field('status', 'Status', 'enum', 'c.status', { values: CONTRACT_STATUSES }),
  field('csr_status', 'CSR Status', 'enum', 'c.csr_status', { values: CSR_STATUSES }),
  field('facility_id', 'Facility ID', 'number', 'c.facility_id'),
  field('facility', 'Facility', 'text', 'f.name'),
  field('ebcs_account_number', 'Account #', 'text', 'c.ebcs_account_number'),
  field('agreement_description', 'Agreement', 'text', 'c.agreement_description'),
  field('financed_amount', 'Financed Amount', 'money-cents', 'c.financed_amount_cents'),
  field('payment_amount', 'Payment Amount', 'money-cents', 'c.payment_amount_cents'),
  field('apr', 'APR', 'percent', 'c.apr'),
  field('created_on', 'Created', 'timestamp', 'c.created_on'),
  field('modified_on', 'Modified', 'timestamp', 'c.modified_on'),
  field('next_payment_due_date', 'Next Payment Due', 'date', 'c.next_payment_due_date'),
  field('days_late', 'Days Late', 'number', 'c.days_late'),
  field('is_select', 'Select', 'boolean', 'c.is_select'),
  field('is_deleted', 'Deleted', 'boolean', 'c.is_deleted'),
  field(
    'customer_phone',
    'Phone',
    'text',
    sql`coalesce(c.customer_phone2, c.customer_phone1, c.customer_phone3)`,
  ),
  field('customer_email', 'Email', 'text', 'c.customer_email'),
  // The contract's own flag (unset means allowed) and the facility's setting, as the lifecycle reads them.
  field(
    'delete_allowed',
    'Delete Allowed',
    'boolean',
    sql`case when coalesce(c.delete_allowed, 1) = 1 and f.can_delete = 1 then 1 else 0 end`,
    { exported: false },
  ),
  field('rewrite_allowed', 'Rewrite Allowed', 'boolean', 'c.rewrite_allowed', { exported: false }),
  field('current_rewrite_id', 'Rewrite Contract #', 'number', 'c.current_rewrite_id', { exported: false }),
  field(
    'has_payments',
    'Has Payments',
    'boolean',
    sql`case when exists (select 1 from payments p where p.contract_id = c.id) then 1 else 0 end`,
    { searchable: false, orderable: false, exported: false },
  ),
];

export const contractResource: Resource = {
  name: 'contract',
  from: (db) => db.selectFrom('contracts as c').innerJoin('facilities as f', 'f.id', 'c.facility_id'),
  key: 'c.id',
  fields: CONTRACT_FIELDS,
  rights: { list: 'canRead' },
  scope: (q, reach) => scopedTo(q, 'c.facility_id', reach.facilityIds, reach.everything),
  defaultOrderby: '-created_on',
  facilityColumn: 'c.facility_id',
  namedQueries: CONTRACT_STATUS_QUERIES,
  defaultQuery: 'all',
  deletedQuery: 'deleted',
  // The list's search box: name, business name, email, account numbers and phone digits.
  anySearch: anyOf,
  totals: ['financed_amount', 'payment_amount'],
  counts: {
    table: 'contract_list_counts',
    alias: 'c',
    rows: 'contracts',
    sums: { financed_amount: 'financed_amount_cents', payment_amount: 'payment_amount_cents' },
  },
  exportName: 'contracts',
};
