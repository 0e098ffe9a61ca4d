// Change of information requests (spec §3, §4 "Change of information load", §7): the editor loads the
// latest one not yet RECONCILED for a contract and posts a new one (services/change-of-information:
// live accounts only, one pending at a time, validated by the shared schema, sent in the servicer's
// nightly batch).
import { sql, type SqlBool } from 'kysely';
import { DESCRIPTORS as D } from '../../shared/validation/descriptors';
import { requestChangeOfInformation } from '../services/change-of-information/request-change';
import { once } from '../services/contracts/idempotency';
import { field, idField, idParam, jsonRow } from './fields';
import type { Resource, ResourceContext } from './resource';
import { scopedTo } from './reach';

// prettier-ignore
const CHANGED_TEXT = [
  'customer_first_name', 'customer_middle_initial', 'customer_last_name', 'customer_address1',
  'customer_address2', 'customer_city', 'customer_st', 'customer_zip', 'customer_phone1', 'customer_phone2',
  'customer_phone3', 'customer_date_of_birth', 'customer_email', 'reason_for_cancel', 'date_of_cancel',
  'next_payment_due_date',
] as const;
const FROM_CONTRACT = {
  ebcs_account_number: 'Account #',
  client_internal_acct_number: 'Practice Account #',
  source_code: 'Source',
  client_internal_id: 'Practice ID',
} as const;

/** The form's own words for a field, as a column header ('home phone' → 'Home phone'). */
const headerOf = (name: keyof typeof D) => D[name].charAt(0).toUpperCase() + D[name].slice(1);

const FIELDS = [
  field('id', 'Change #', 'number', 'ci.id'),
  field('contract_id', 'Contract #', 'number', 'ci.contract_id'),
  ...Object.entries(FROM_CONTRACT).map(([name, header]) => field(name, header, 'text', `ci.${name}`)),
  ...CHANGED_TEXT.map((name) =>
    field(name, headerOf(name), name.includes('date') ? 'date' : 'text', `ci.${name}`),
  ),
  field('is_personal_info_change', 'Personal Info Change', 'boolean', 'ci.is_personal_info_change'),
  field('is_cancellation', 'Cancellation', 'boolean', 'ci.is_cancellation'),
  field('is_billing_date_change', 'Billing Date Change', 'boolean', 'ci.is_billing_date_change'),
  field('ne_ebcs_transmission_status', 'Transmission Status', 'text', 'ci.ne_ebcs_transmission_status'),
  field('created_on', 'Created', 'timestamp', 'ci.created_on'),
];

/** The row as GET shows it. */
const rowById = async (ctx: ResourceContext, id: number) =>
  jsonRow(
    FIELDS,
    (await changeOfInformationResource
      .from(ctx.db)
      .select(FIELDS.map((f) => sql.ref(f.expr as string).as(f.name)))
      .where('ci.id', '=', id)
      .executeTakeFirstOrThrow()) as Record<string, unknown>,
  );

/**
 * The payload's `idempotency_key` (the client's send helper): a retry gets the first answer; the same key
 * with another body is refused with 422.
 */
async function createChange(ctx: ResourceContext, body: Record<string, unknown>) {
  const contractId = idField('contract_id', body.contract_id);
  const key = typeof body.idempotency_key === 'string' ? body.idempotency_key : undefined;
  const scope = `change_of_information:${contractId}:${ctx.access.user?.id ?? 0}`;
  return once(ctx.db, { key, scope, body }, async () =>
    rowById(ctx, await requestChangeOfInformation(ctx.db, ctx.access, contractId, body)),
  );
}

export const changeOfInformationResource: Resource = {
  name: 'change_of_information',
  from: (db) =>
    db.selectFrom('change_of_information as ci').innerJoin('contracts as c', 'c.id', 'ci.contract_id'),
  key: 'ci.id',
  fields: FIELDS,
  rights: { list: 'canRead', one: 'canRead', create: 'canEdit' },
  scope: (q, reach) => scopedTo(q, 'c.facility_id', reach.facilityIds, reach.everything),
  defaultOrderby: '-created_on',
  facilityColumn: 'c.facility_id',
  filters: {
    contract_id: (q, value) => q.where('ci.contract_id', '=', idParam('contract_id', value)),
    // spec §4: requests whose transmission status is not the one named (RECONCILED means done).
    ne_ebcs_transmission_status: (q, value) =>
      q.where(
        sql<SqlBool>`(ci.ne_ebcs_transmission_status is null or ci.ne_ebcs_transmission_status <> ${value})`,
      ),
  },
  create: createChange,
  exportName: 'changes-of-information',
};
