// The reason-for-deletion dialog for a row of the list (spec §2 Modals, §4 Deletion): the editor's
// dialog (DeletionDialog, the deletion chart) with the list's server calls. The list does not know
// whether edit is allowed, a processing fee was charged or the contract is a rewrite, so the chart
// reads them as not met: the reasons that need them (CSR Reject, a rejection with its adverse letter;
// CC Decline; Rewrite Not Allowed, which its own flow gives) stay the editor's.
import { fromPromise } from 'xstate';
import type { DeletionInput } from '../../../../../machines/deletion.machine';
import { ApiError } from '../../../api/client';
import type { ContractListRow } from '../../../api/contract-list';
import { deleteContract, updateContract, type SaveResponse } from '../../../api/contracts';
import { useAppSelector } from '../../../app/store/hooks';
import { selectLookups } from '../../../app/store/lookups-slice';
import { DeletionDialog, type DeletionActors } from '../deletion/deletion-dialog';
import { DeletionFailure } from '../deletion/deletion-failure';

export interface DeleteRowDialogProps {
  row: ContractListRow;
  onClose: (deleted: boolean) => void;
  /** A failure without field errors (the API client's notice is for quiet calls the caller's to show). */
  onFailure: (error: unknown) => void;
}

/** The row as the deletion chart reads it: what the list does not know counts as not met. */
export function deletionInputOfRow(row: ContractListRow): DeletionInput {
  return {
    contract_id: row.id,
    open_contract_id: null,
    csr_status: row.csr_status ?? null,
    edit_allowed: false,
    is_deleted: row.is_deleted,
    processing_fee: 0,
    charged_on: null,
    credit_timestamp: null,
    rejected_on: null,
    is_rewrite: false,
    can_create: false,
  };
}

const NOT_DELETED = 'The contract was not deleted.';

/** A refusal with field errors or an alert is shown in the dialog; other failures go to onFailure. */
async function settled(call: () => Promise<SaveResponse>): Promise<void> {
  try {
    const answer = await call();
    if (answer.saved === false) {
      const text = answer.alert ?? Object.values(answer.errors ?? {}).flat()[0] ?? NOT_DELETED;
      throw new DeletionFailure({ reason_for_cancel: text });
    }
  } catch (error) {
    if (error instanceof ApiError && error.body.errors) throw new DeletionFailure(error.body.errors);
    throw error;
  }
}

function rowActors(row: ContractListRow): DeletionActors {
  return {
    deleteContract: fromPromise<void, { contract_id: number; reason_for_cancel: string }>(({ input }) =>
      settled(() => deleteContract(input.contract_id, input.reason_for_cancel)),
    ),
    rejectContract: fromPromise<void, { contract_id: number }>(({ input }) =>
      settled(() =>
        updateContract(input.contract_id, { action: 'REJECT', contract: { modified_on: row.modified_on } }),
      ),
    ),
  };
}

export function DeleteRowDialog({ row, onClose, onFailure }: DeleteRowDialogProps) {
  const lookups = useAppSelector(selectLookups);
  return (
    <DeletionDialog
      input={deletionInputOfRow(row)}
      reasons={lookups?.reasons_for_cancel ?? []}
      question={`Why is the contract of ${row.customer_name ?? `#${row.id}`} being deleted?`}
      actors={rowActors(row)}
      dense
      onFailure={(error) => {
        if (error instanceof DeletionFailure) return error.message;
        onFailure(error);
        return null;
      }}
      onClose={(outcome) => onClose(outcome === 'deleted')}
    />
  );
}
