// The contract editor's state: the contract (or the new draft) and the editor statechart that decides
// which section is open, given to the sections as the ContractEditorApi context. The calls
// (save/act/apply/reload) are use-contract-calls.ts; the discard question is use-discard-question.ts.
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { contractEditorMachine } from '../../../../../machines/contract-editor.machine';
import type { LifecycleAction } from '../../../../../machines/contract-lifecycle.types';
import { businessToday } from '../../../../shared/calendar';
import type { Facility } from '../../../../shared/facility';
import type { NoticeVariant } from '../../../../shared/messages';
import type { Rights } from '../../../../shared/permissions';
import type { LookupData } from '../../../../shared/session';
import type { ContractView } from '../../../api/contracts';
import { useAppDispatch } from '../../../app/store/hooks';
import { notified } from '../../../app/store/notifications-slice';
import { useConfirm } from '../../../components/confirm-dialog';
import { ContractEditorContext, type ContractEditorApi } from './editor-context';
import { editorFacts, newContractDraft } from './editor-facts';
import { useContractCalls } from './use-contract-calls';
import { useDiscardQuestion } from './use-discard-question';

export interface ContractEditorProviderProps {
  contract: ContractView | null;
  facility: Facility;
  lookups: LookupData;
  rights: Rights;
  /** A new draft: standard, or select when the user chose a select contract. */
  newAsSelect?: boolean;
  children: ReactNode;
}

export function ContractEditorProvider(props: ContractEditorProviderProps) {
  const { facility, lookups, rights, children } = props;
  const dispatch = useAppDispatch();
  const [ask, confirmDialog] = useConfirm();
  const [contract, setContract] = useState<ContractView | null>(props.contract);
  const contractRef = useRef(contract);
  contractRef.current = contract;
  const today = useMemo(() => businessToday(), []);
  const isNew = contract === null;
  const isSelect = isNew ? props.newAsSelect === true : contract.is_select === true;
  const editable = isNew ? rights.canCreate : contract.editable === true;
  const facts = editorFacts(contract, facility, { isSelect, editable, today });

  const [snapshot, send] = useMachine(contractEditorMachine, { input: facts });

  // A contract loaded again from the route (another id) starts its sections afresh.
  useEffect(() => {
    setContract(props.contract);
  }, [props.contract]);

  const notify = useCallback(
    (variant: NoticeVariant, text: string, title?: string) => dispatch(notified({ variant, text, title })),
    [dispatch],
  );

  const take = useCallback((next: ContractView) => {
    setContract(next);
    contractRef.current = next;
  }, []);

  const { saveSection, act, apply, reload } = useContractCalls({
    contractRef,
    take,
    facility,
    isSelect,
    today,
    send,
    notify,
    ask,
  });

  // Another contract, or this one after an action (CSR accepted, submitted, undone…): the sections
  // follow its facts.
  const loadedId = contract?.id ?? null;
  const editableNow = facts.editable;
  const csrNow = `${facts.csr_status}|${facts.csr_skipped}|${contract?.status}`;
  useEffect(() => {
    send({
      type: 'contract.loaded',
      facts: editorFacts(contractRef.current, facility, { isSelect, editable: editableNow, today }),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadedId, editableNow, csrNow, send]);

  const allowedActions = contract?.allowed_actions;
  const api = useMemo<ContractEditorApi>(
    () => ({
      contract,
      values: contract ?? newContractDraft(facility, isSelect),
      facility,
      lookups,
      rights,
      today,
      isNew,
      isSelect,
      editable,
      allowed: (action: LifecycleAction) => (allowedActions ?? []).includes(action),
      openSection: snapshot.context.open,
      saveSection,
      act,
      apply,
      reload,
      setDirty: (dirty) => send({ type: 'form.changed', dirty }),
      requestSection: (section) => send({ type: 'section.open', section }),
      closeSection: () => send({ type: 'section.close' }),
      confirm: ask,
      notify,
    }),
    [
      contract,
      facility,
      lookups,
      rights,
      today,
      isNew,
      isSelect,
      editable,
      allowedActions,
      snapshot.context.open,
      saveSection,
      act,
      apply,
      reload,
      send,
      ask,
      notify,
    ],
  );

  useDiscardQuestion(snapshot.matches('confirmingDiscard'), ask, send);

  return (
    <ContractEditorContext.Provider value={api}>
      {children}
      {confirmDialog}
    </ContractEditorContext.Provider>
  );
}
