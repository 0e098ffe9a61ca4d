// The editor's side of the status poll (spec §4 Status polling): watch what the contract waits for,
// and on a change reload it and name the customer. The 5 s loop itself is a saga (contract-poll-saga).
import { useEffect } from 'react';
import { statusIn, WAITING_FOR_CUSTOMER } from '../../../../../machines/contract-lifecycle.types';
import { CONTRACT_MESSAGES } from '../../../../shared/contract-messages';
import type { ContractView } from '../../../api/contracts';
import {
  pollStarted,
  pollStopped,
  selectStatusChange,
  type PollTarget,
  type StatusChange,
} from '../../../app/store/contract-poll-slice';
import { useAppDispatch, useAppSelector } from '../../../app/store/hooks';
import { useContractEditor } from './editor-context';

/** What the contract waits for, if anything; none when deleted or rewritten (spec §4). */
export function pollTargetOf(contract: ContractView | null): PollTarget | null {
  if (!contract || contract.is_deleted === true || contract.current_rewrite_id) return null;
  if (contract.csr_status === 'WAITING AUTHORIZATION' && contract.csr_skipped !== true) {
    return { contractId: contract.id, field: 'csr_status', value: 'WAITING AUTHORIZATION' };
  }
  if (statusIn(WAITING_FOR_CUSTOMER, contract.status)) {
    return { contractId: contract.id, field: 'status', value: contract.status };
  }
  return null;
}

/** The notice for a change the customer made, with its title; null for other changes. */
export function pollNoticeFor(
  change: StatusChange,
  customer: string,
): { title: string; text: string } | null {
  if (change.field === 'csr_status') {
    return change.to === 'RECEIVED AUTHORIZATION' || change.to === 'COMPLETED'
      ? { title: 'CSR Authorized', text: CONTRACT_MESSAGES.csrAuthorized(customer) }
      : null;
  }
  if (change.from === 'WAITING AGREEMENT APPLICATION' && change.to === 'WAITING E-SIGNATURE') {
    return { title: 'Payment Information Submitted', text: CONTRACT_MESSAGES.applicationSubmitted(customer) };
  }
  if (change.to === 'SIGNED' || change.to === 'ACTIVE') {
    return { title: 'Contract Signed', text: CONTRACT_MESSAGES.contractSigned(customer) };
  }
  return null;
}

export function customerNameOf(contract: ContractView | null): string {
  return [contract?.customer_first_name, contract?.customer_last_name].filter(Boolean).join(' ');
}

export function useStatusPoll(): void {
  const editor = useContractEditor();
  const dispatch = useAppDispatch();
  const change = useAppSelector(selectStatusChange);
  const target = pollTargetOf(editor.contract);
  const contractId = target?.contractId ?? null;
  const field = target?.field ?? null;
  const value = target?.value ?? null;
  const copy = editor.contract?.modified_on ?? null;

  // Starts when there is something to wait for; stops when the screen is left, and starts afresh
  // with each new copy of the contract (another contract, a save, a reload).
  useEffect(() => {
    if (contractId === null || field === null || value === null) return;
    dispatch(pollStarted({ contractId, field, value }));
    return () => {
      dispatch(pollStopped());
    };
  }, [dispatch, contractId, field, value, copy]);

  const { contract, notify, reload } = editor;
  useEffect(() => {
    if (!change || change.contractId !== contract?.id) return;
    const notice = pollNoticeFor(change, customerNameOf(contract));
    reload().then(
      () => {
        if (notice) notify('success', notice.text, notice.title);
      },
      () => {
        // Watch again: the next tick sees the change and reloads once more.
        const again = pollTargetOf(contract);
        if (again) dispatch(pollStarted(again));
      },
    );
    // Only a new change is acted on, not every new copy of the contract.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [change]);
}
