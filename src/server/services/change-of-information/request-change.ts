// A practice asks for a change of customer information (spec §3, §5, §7 change_of_information POST):
// only on a live account, by a user who may edit it, one pending request at a time. The request is
// stored QUEUED and tonight's servicer batch is enqueued in the same transaction.
import { LIVE, type ContractStatus } from '../../../../machines/contract-lifecycle.types';
import { businessToday } from '../../../shared/calendar';
import type { BillingCycle } from '../../../shared/facility';
import { MESSAGES } from '../../../shared/messages';
import { cancellationReasons, changeOfInformationSchema, validateSection } from '../../../shared/validation';
import type { Db } from '../../db/database';
import { loadLookupData } from '../../repositories/lookups';
import type { Access } from '../access';
import { loadContractScope, requireRight } from '../contracts/scope';
import { HttpError } from '../http-error';
import { fieldsOfKinds, PERSONAL_FIELDS, CANCELLATION_FIELDS, BILLING_DATE_FIELDS } from './change-fields';
import { CHANGE_OF_INFORMATION_MESSAGES as M } from './messages';
import { enqueueNightlyTransmission } from './nightly-batch';
import { pendingChangeOf } from './pending-change';
import { QUEUED } from './transmission-status';

const ALL_CHANGED = [...PERSONAL_FIELDS, ...CANCELLATION_FIELDS, ...BILLING_DATE_FIELDS];

/** Refusals that hold whatever the form says: not live (409), already pending (409). */
function refuseUnlessLive(status: string, isDeleted: boolean) {
  if (isDeleted || !LIVE.includes(status as ContractStatus)) {
    throw new HttpError(409, M.notLive(isDeleted ? 'deleted' : status));
  }
}

async function validChange(db: Db, body: Record<string, unknown>, cycle: BillingCycle | null) {
  const schema = changeOfInformationSchema({ today: businessToday(), cycle });
  const { values, errors } = validateSection(schema, body);
  if (values.is_cancellation && values.reason_for_cancel && !errors.reason_for_cancel) {
    const { reasons_for_cancel: reasons } = await loadLookupData(db);
    if (!cancellationReasons(reasons).some((r) => r.code === values.reason_for_cancel)) {
      errors.reason_for_cancel = M.unknownReason;
    }
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, MESSAGES.validationErrors, { errors });
  return values;
}

/** Stores the request; answers its id. */
export async function requestChangeOfInformation(
  db: Db,
  access: Access,
  contractId: number,
  body: Record<string, unknown>,
  now: Date = new Date(),
): Promise<number> {
  const scope = await loadContractScope(db, access, contractId);
  requireRight(scope.rights, 'canEdit');
  refuseUnlessLive(String(scope.row.status), scope.row.is_deleted === 1);
  if (await pendingChangeOf(db, contractId)) throw new HttpError(409, M.alreadyPending);
  const values = await validChange(db, body, (scope.row.billing_cycle as BillingCycle | null) ?? null);
  const kinds = {
    is_personal_info_change: Boolean(values.is_personal_info_change),
    is_cancellation: Boolean(values.is_cancellation),
    is_billing_date_change: Boolean(values.is_billing_date_change),
  };
  const asked = new Set<string>(fieldsOfKinds(kinds));
  const valueOf = (name: string) =>
    asked.has(name) ? ((values as Record<string, unknown>)[name] as string | undefined) || null : null;

  return db.transaction().execute(async (trx) => {
    // Writing the contract row first makes two requests for one contract take turns (a row lock on
    // PostgreSQL, the write lock on SQLite), so the pending check cannot pass for both.
    await trx
      .updateTable('contracts')
      .set((eb) => ({ modified_on: eb.ref('modified_on') }))
      .where('id', '=', contractId)
      .execute();
    if (await pendingChangeOf(trx, contractId)) throw new HttpError(409, M.alreadyPending);
    const { id } = await trx
      .insertInto('change_of_information')
      .values({
        contract_id: contractId,
        ebcs_account_number: scope.row.ebcs_account_number,
        client_internal_acct_number: scope.row.client_internal_acct_number,
        source_code: scope.row.source_code,
        client_internal_id: scope.row.client_internal_id,
        ...Object.fromEntries(ALL_CHANGED.map((name) => [name, valueOf(name)])),
        is_personal_info_change: kinds.is_personal_info_change ? 1 : 0,
        is_cancellation: kinds.is_cancellation ? 1 : 0,
        is_billing_date_change: kinds.is_billing_date_change ? 1 : 0,
        ne_ebcs_transmission_status: QUEUED,
        created_on: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueueNightlyTransmission(trx, now);
    return id;
  });
}
