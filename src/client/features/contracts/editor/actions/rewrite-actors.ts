// The server calls of the rewrite chart (spec §7): POST contract_rewrite, then the new contract is
// read for the customer details the servicer flagged (spec §3 bad_* fields); DELETE contract/{id} for
// a rewrite in progress that may not go on, with the reason Rewrite Not Allowed.
import { fromPromise } from 'xstate';
import type { RewriteAs, RewriteResult } from '../../../../../../machines/rewrite.machine';
import { deleteContract, getContract, rewriteContract, type ContractView } from '../../../../api/contracts';
import type { ContractEditorApi } from '../editor-context';

/** The new contract, handed to its page so it is not loaded twice (null when it could not be read). */
export interface RewriteHandover {
  id: number | null;
  rewrite: ContractView | null;
}

export function rewriteActors(editorNow: () => ContractEditorApi, handover: RewriteHandover) {
  return {
    createRewrite: fromPromise<
      RewriteResult,
      { contract_id: number; rewrite_as_select_or_standard: RewriteAs }
    >(async ({ input }) => {
      const { contract_id: id } = await rewriteContract(
        input.contract_id,
        input.rewrite_as_select_or_standard,
      );
      handover.id = id;
      // Unread here, its page loads it and asks about the flagged details itself.
      const rewrite = await getContract(id).catch(() => null);
      handover.rewrite = rewrite;
      return {
        rewrite_id: id,
        bad_address: rewrite?.bad_address === true,
        bad_email: rewrite?.bad_email === true,
        bad_home_number: rewrite?.bad_home_number === true,
        bad_moble_number: rewrite?.bad_moble_number === true,
        bad_work_number: rewrite?.bad_work_number === true,
      };
    }),
    deleteContract: fromPromise<void, { contract_id: number; reason_for_cancel: string }>(
      async ({ input }) => {
        await deleteContract(input.contract_id, input.reason_for_cancel);
      },
    ),
  };
}
