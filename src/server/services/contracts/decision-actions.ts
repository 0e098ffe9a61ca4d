// Rejecting, declining the fee, deleting and undeleting (spec §4 Rejecting, Deletion; machines/
// LIFECYCLE.md "REJECT", "DECLINE", "Deleting"). The links sent are disabled where the chart says so
// (writeTransition performs its effects).
import type { CsrStatus } from '../../../../machines/contract-lifecycle.types';
import { adverseLetterDue, type DeletionInput } from '../../../../machines/deletion.machine';
import { businessToday } from '../../../shared/calendar';
import type { ContractUpdate } from '../../db/schema-contracts';
import { queueMessage } from '../../jobs/handlers/messaging-deliver';
import { latestCreditReport } from '../../repositories/contracts/credit-reports';
import { adverseLetterMessage } from './adverse-letter-message';
import { recordDocument, renderAdverseLetter, storeDocument } from './contract-documents';
import { practicePartyOf } from './practice-party';
import { DONE, type ActionOutcome } from './csr-actions';
import type { ContractDeps } from './deps';
import type { ContractScope } from './scope';
import { planTransition, writeTransition, type Actor } from './transitions';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** What the deletion chart reads off the stored contract: its reasons and its adverse letter rule. */
export function deletionInputOf(scope: ContractScope): DeletionInput {
  const d = scope.data;
  return {
    contract_id: scope.row.id,
    open_contract_id: null,
    csr_status: (d.csr_status as CsrStatus | null) ?? null,
    edit_allowed: d.edit_allowed !== false && scope.facility.can_edit,
    is_deleted: d.is_deleted === true,
    processing_fee: Number(d.processing_fee ?? 0),
    charged_on: text(d.charged_on),
    credit_timestamp: text(d.credit_timestamp),
    rejected_on: text(d.rejected_on),
    is_rewrite: d.rewrite_of !== null && d.rewrite_of !== undefined,
    can_create: scope.rights.canCreate,
  };
}

export async function rejectContract(
  deps: ContractDeps,
  scope: ContractScope,
  actor: Actor,
): Promise<ActionOutcome> {
  const event = { type: 'REJECT' } as const;
  const next = planTransition(scope, event);
  const now = new Date();
  // One letter per credit report: the deletion chart's rule, as the reject confirm told the user.
  const practice = await practicePartyOf(deps.db, scope.facility);
  const letter = adverseLetterDue(deletionInputOf(scope))
    ? await storeDocument(
        deps.providers.storage,
        scope.row.id,
        'adverse',
        await renderAdverseLetter(
          deps.providers.pdfs,
          practice,
          scope.data,
          await latestCreditReport(deps.db, scope.row.id),
          businessToday(now),
        ),
        now,
      )
    : null;
  const changes: ContractUpdate = {
    rejected_on: now.toISOString(),
    rejected_by_user_id: actor.userId,
    ...(letter ? { adverseletter_url: `/api/contract_document/${scope.row.id}/adverse` } : {}),
  };
  await deps.db.transaction().execute(async (trx) => {
    await writeTransition(trx, scope, next, event, changes, actor, now);
    if (letter) {
      await recordDocument(trx, letter);
      // Sent to the customer in the same transaction (issue 15: it was stored and never sent).
      await queueMessage(trx, adverseLetterMessage(scope.data, practice, letter.storage_key), now);
    }
  });
  return DONE;
}

/** UNDO-REJECT, DECLINE and UNDELETE: a status change and its history row, nothing more. */
export async function plainAction(
  deps: ContractDeps,
  scope: ContractScope,
  actor: Actor,
  type: 'UNDO-REJECT' | 'DECLINE' | 'UNDELETE',
): Promise<ActionOutcome> {
  const next = planTransition(scope, { type });
  const now = new Date();
  const changes: ContractUpdate = type === 'UNDELETE' ? { deleted_on: null, deleted_by_user_id: null } : {};
  await deps.db
    .transaction()
    .execute((trx) => writeTransition(trx, scope, next, { type }, changes, actor, now));
  return DONE;
}

export async function deleteContract(
  deps: ContractDeps,
  scope: ContractScope,
  actor: Actor,
  reasonForCancel: string,
): Promise<void> {
  const event = { type: 'contract.delete', reason_for_cancel: reasonForCancel } as const;
  const next = planTransition(scope, event);
  const now = new Date();
  const changes: ContractUpdate = {
    deleted_on: now.toISOString(),
    deleted_by_user_id: actor.userId,
    reason_for_cancel: reasonForCancel,
  };
  await deps.db.transaction().execute(async (trx) => {
    await writeTransition(trx, scope, next, event, changes, actor, now);
    // A deleted rewrite is no longer the account's rewrite in progress: it may be rewritten again.
    if (typeof scope.data.rewrite_of === 'number') {
      await trx
        .updateTable('contracts')
        .set({ current_rewrite_id: null })
        .where('id', '=', scope.data.rewrite_of)
        .where('current_rewrite_id', '=', scope.row.id)
        .execute();
    }
  });
}
