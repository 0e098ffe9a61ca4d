// POST contract, PUT contract/{id} and DELETE contract/{id} (spec §7 Contract): rights at the
// contract's facility, the stale-copy check, then the action through the lifecycle machine.
import { CSR_REJECT_CODE, deletionReasonAllowed } from '../../../../machines/deletion.machine';
import { MESSAGES } from '../../../shared/messages';
import { messageFor } from '../../../shared/validation';
import { loadLookupData } from '../../repositories/lookups';
import type { Access } from '../access';
import { HttpError } from '../http-error';
import { chargeProcessingFee } from './charge';
import { createContract, prepareSave, writeSave } from './contract-save';
import { contractView } from './contract-view';
import { acceptCsr, requestCsr, simpleCsrAction, DONE, type ActionOutcome } from './csr-actions';
import { deleteContract, deletionInputOf, plainAction, rejectContract } from './decision-actions';
import { actorOf, type ContractDeps, type ContractPayload, type SaveResponse } from './deps';
import { once } from './idempotency';
import { refuseWhileLimitsOutstanding } from './limits-outstanding';
import { rightForAction } from './action-rights';
import { loadContractScope, reachedFacility, requireRight, type ContractScope } from './scope';
import { printContract, sendForCustomer, undoSubmit } from './submit-actions';
import { assertCurrent, refusal } from './transitions';

async function takeAction(
  deps: ContractDeps,
  access: Access,
  scope: ContractScope,
  payload: ContractPayload,
): Promise<ActionOutcome> {
  const action = payload.action ?? 'SAVE';
  const right = rightForAction(action);
  if (right) requireRight(scope.rights, right);
  refuseWhileLimitsOutstanding(scope, action);
  const actor = actorOf(access);
  const method = payload.method ?? (scope.data.signing_method as 'email' | 'sms' | null) ?? 'email';
  switch (action) {
    case 'SAVE': {
      const prepared = await prepareSave(deps, scope, payload);
      await deps.db.transaction().execute((trx) => writeSave(trx, deps, scope, prepared));
      return DONE;
    }
    case 'CHARGE':
      return chargeProcessingFee(deps, access, scope, payload, actor);
    case 'REQUEST-CSR':
      return requestCsr(deps, scope, actor, payload.method ?? 'email');
    case 'OVERRIDE-CSR':
    case 'SKIP-CSR':
      return simpleCsrAction(deps, scope, actor, action);
    case 'ACCEPT-CSR':
      return acceptCsr(deps, scope, actor);
    case 'REJECT':
      return rejectContract(deps, scope, actor);
    case 'UNDO-REJECT':
    case 'DECLINE':
    case 'UNDELETE':
      return plainAction(deps, scope, actor, action);
    case 'PRINT':
      return printContract(deps, scope, actor);
    case 'UNDO-SUBMIT':
      return undoSubmit(deps, scope, actor);
    case 'FINISH-SELECT':
      return sendForCustomer(deps, scope, actor, { type: 'FINISH-SELECT' }, method);
    default:
      throw refusal(scope, action);
  }
}

export async function respond(
  deps: ContractDeps,
  access: Access,
  id: number,
  outcome: ActionOutcome,
  /** The contract's facility as read before the action (read again only if the contract moved). */
  facility?: ContractScope['facility'],
): Promise<SaveResponse> {
  const scope = await loadContractScope(deps.db, access, id, facility);
  return { ...outcome, contract: await contractView(deps.db, deps.providers.encryption, scope) };
}

/** PUT contract/{id}. */
export async function updateContractRequest(
  deps: ContractDeps,
  access: Access,
  id: number,
  payload: ContractPayload,
  key: string | undefined,
): Promise<SaveResponse> {
  // Rights first: a remembered answer is only ever given to someone who may see the contract.
  const first = await loadContractScope(deps.db, access, id);
  requireRight(first.rights, 'canEdit');
  // One key per contract and user whatever the action: the same key with another action is another body.
  return once(deps.db, { key, scope: `contract:${id}:${access.user?.id ?? 0}`, body: payload }, async () => {
    // With a key the work may start after a wait for a twin request: read the contract again then.
    // Without one it starts at once, and the scope just read is the current one (issue 17).
    const scope = key ? await loadContractScope(deps.db, access, id) : first;
    assertCurrent(scope, payload.contract?.modified_on);
    return respond(deps, access, id, await takeAction(deps, access, scope, payload), scope.facility);
  });
}

/** POST contract: creates it with the sections sent, then takes the action if it is not SAVE. */
export function createContractRequest(
  deps: ContractDeps,
  access: Access,
  payload: ContractPayload,
  key: string | undefined,
): Promise<SaveResponse> {
  return once(deps.db, { key, scope: `contract:new:${access.user?.id ?? 0}`, body: payload }, async () => {
    const facilityId = payload.facility_id ?? (payload.contract?.facility_id as number | undefined);
    if (typeof facilityId !== 'number') {
      throw new HttpError(400, MESSAGES.validationErrors, {
        errors: { facility_id: messageFor.required('facility') },
      });
    }
    const { facility, rights } = await reachedFacility(deps.db, access, facilityId);
    requireRight(rights, 'canCreate');
    const id = await createContract(deps, facility, rights, payload, actorOf(access));
    if ((payload.action ?? 'SAVE') === 'SAVE') return respond(deps, access, id, DONE);
    const scope = await loadContractScope(deps.db, access, id);
    return respond(deps, access, id, await takeAction(deps, access, scope, payload));
  });
}

/** DELETE contract/{id} with reason_for_cancel (spec §4 Deletion). */
export async function deleteContractRequest(
  deps: ContractDeps,
  access: Access,
  id: number,
  reasonForCancel: string,
): Promise<SaveResponse> {
  const scope = await loadContractScope(deps.db, access, id);
  const { reasons_for_cancel: reasons } = await loadLookupData(deps.db);
  const invalid = () =>
    new HttpError(400, MESSAGES.validationErrors, {
      errors: { reason_for_cancel: messageFor.invalid('reason') },
    });
  if (!reasons.some((r) => r.code === reasonForCancel)) throw invalid();
  // The CSR Reject reason needs canCreate and starts the reject flow instead (spec §4, §6); the
  // lifecycle's REJECT decides the rest (409 when refused).
  if (reasonForCancel === CSR_REJECT_CODE) {
    requireRight(scope.rights, 'canCreate');
    return respond(deps, access, id, await rejectContract(deps, scope, actorOf(access)));
  }
  requireRight(scope.rights, 'canDelete');
  // The deletion chart's conditions (CC Decline only with a charged fee, Rewrite Not Allowed only for
  // a rewrite; spec §4 Deletion).
  if (!deletionReasonAllowed(deletionInputOf(scope), reasonForCancel)) throw invalid();
  await deleteContract(deps, scope, actorOf(access), reasonForCancel);
  return respond(deps, access, id, DONE);
}
