// What a row of the contract list offers (spec §2 row actions, §6 rights): the actions the server would
// accept for that contract now, judged by the shared lifecycle (machines/contract-state.ts) and the
// user's rights. Read-only users get Open and Payment history only.
import { allowedActions } from '../../../../../machines/contract-state';
import { LIVE } from '../../../../../machines/contract-lifecycle.types';
import type { Rights } from '../../../../shared/permissions';
import type { ContractListRow } from '../../../api/contract-list';

export type RowAction = 'open' | 'paymentHistory' | 'delete' | 'undelete' | 'rewrite';

const isLive = (row: ContractListRow) => LIVE.includes(row.status);

/** Delete and undelete read only the status, the deleted flag and delete_allowed; the rest is neutral. */
function lifecycleActions(row: ContractListRow) {
  return allowedActions({
    status: row.status,
    is_deleted: row.is_deleted,
    is_select: row.is_select,
    csr_status: row.csr_status ?? null,
    csr_skipped: false,
    processing_fee_required: false,
    cc_is_chargeable: false,
    charged_on: null,
    agreement_date: null,
    edit_allowed: true,
    delete_allowed: row.delete_allowed,
    rewrite_allowed: row.rewrite_allowed,
    current_rewrite_id: row.current_rewrite_id,
    billing_complete: false,
    facility: { csr: false },
  });
}

export function rowActions(row: ContractListRow, rights: Rights): RowAction[] {
  const actions: RowAction[] = ['open'];
  if (isLive(row) || row.has_payments) actions.push('paymentHistory');
  if (!rights.canEdit) return actions;
  const allowed = lifecycleActions(row);
  if (rights.canDelete && allowed.includes('contract.delete')) actions.push('delete');
  if (rights.canDelete && allowed.includes('UNDELETE')) actions.push('undelete');
  // As the editor's Rewrite button (rewriteOffered): a live account the servicer lets be rewritten, a
  // COLLECT account (the flow says why not) or one with a rewrite in progress.
  const rewriteOffered = row.rewrite_allowed || row.status === 'COLLECT' || row.current_rewrite_id !== null;
  if (rights.canCreate && !row.is_deleted && isLive(row) && rewriteOffered) actions.push('rewrite');
  return actions;
}

export const ACTION_LABELS: Record<RowAction, string> = {
  open: 'Open',
  paymentHistory: 'Payment history',
  delete: 'Delete',
  undelete: 'Undelete',
  rewrite: 'Rewrite',
};
