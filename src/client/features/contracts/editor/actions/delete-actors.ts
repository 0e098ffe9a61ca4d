// The server calls of the deletion chart (spec §7: DELETE contract/{id} with reason_for_cancel; the
// REJECT action). The open contract goes through the editor, which takes the answer as its copy;
// another contract (a rewrite in progress) is called directly and the open one reloaded.
import { fromPromise } from 'xstate';
import { ApiError, noticeFor } from '../../../../api/client';
import { deleteContract, updateContract, type ContractView } from '../../../../api/contracts';
import { DeletionFailure } from '../../deletion/deletion-failure';
import type { ContractEditorApi, SaveOutcome } from '../editor-context';

/** Failures the editor did not notify (a 400 with field errors) are thrown as a DeletionFailure. */
function settled(outcome: SaveOutcome): void {
  if (outcome.ok) return;
  if (Object.keys(outcome.errors).length > 0) throw new DeletionFailure(outcome.errors);
  throw new Error(outcome.message ?? 'The contract was not changed.');
}

/**
 * A call about another contract: its field errors shown in the dialog, a quiet call's other failure
 * notified here, then the open contract reloaded (its rewrite link changes).
 */
async function onAnother(editor: ContractEditorApi, call: () => Promise<unknown>, quiet: boolean) {
  try {
    await call();
  } catch (e) {
    if (e instanceof ApiError && e.body.errors) throw new DeletionFailure(e.body.errors);
    if (quiet && e instanceof ApiError) {
      const notice = noticeFor(e);
      editor.notify('error', notice.text, notice.title);
    }
    throw e;
  }
  await editor.reload();
}

export function deletionActors(editorNow: () => ContractEditorApi, target: ContractView) {
  const isOpen = () => editorNow().contract?.id === target.id;
  return {
    deleteContract: fromPromise<void, { contract_id: number; reason_for_cancel: string }>(
      async ({ input }) => {
        const editor = editorNow();
        const call = () => deleteContract(input.contract_id, input.reason_for_cancel);
        if (isOpen()) {
          settled(await editor.apply(call));
          return;
        }
        await onAnother(editor, call, false);
      },
    ),
    rejectContract: fromPromise<void, { contract_id: number }>(async ({ input }) => {
      const editor = editorNow();
      if (isOpen()) {
        settled(await editor.act('REJECT'));
        return;
      }
      const call = () =>
        updateContract(input.contract_id, {
          action: 'REJECT',
          contract: { modified_on: target.modified_on },
        });
      await onAnother(editor, call, true);
    }),
  };
}
