// The contract editor's state and calls: the contract (or the new draft), the editor statechart that
// decides which section is open, and save/act/apply, which keep the copy's modified_on so concurrent
// edits are detected, send idempotency keys, and turn the server's answers into SaveOutcomes.
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { contractEditorMachine } from '../../../../../machines/contract-editor.machine';
import type {
  ContractSection,
  LifecycleAction,
  SigningMethod,
} from '../../../../../machines/contract-lifecycle.types';
import { businessToday } from '../../../../shared/calendar';
import { CONTRACT_MESSAGES } from '../../../../shared/contract-messages';
import type { Facility } from '../../../../shared/facility';
import type { NoticeVariant } from '../../../../shared/messages';
import type { Rights } from '../../../../shared/permissions';
import type { LookupData } from '../../../../shared/session';
import { ApiError, isAbortError } from '../../../api/client';
import {
  createContract,
  getContract,
  updateContract,
  type ContractView,
  type SaveResponse,
} from '../../../api/contracts';
import { href } from '../../../app/routes';
import { useAppDispatch } from '../../../app/store/hooks';
import { notified } from '../../../app/store/notifications-slice';
import { useConfirm } from '../../../components/confirm-dialog';
import {
  ContractEditorContext,
  SECTION_TITLES,
  type ContractEditorApi,
  type SaveOutcome,
  type SectionPayload,
} from './editor-context';
import { editorFacts, newContractDraft } from './editor-facts';

/** The server flags a refused name or SSN change with this key (spec §8). */
export const NAME_OR_SSN_CHANGE_PREVENTED = 'name_or_ssn_change_prevented';

function flatErrors(errors: Record<string, string | string[]> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v.join(' ') : v]),
  );
}

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
  const navigate = useNavigate();
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

  /** Turns a call's answer or failure into a SaveOutcome; notices for what no form shows. */
  const run = useCallback(
    async (call: () => Promise<SaveResponse>): Promise<SaveOutcome> => {
      try {
        const response = await call();
        if (response.contract) take(response.contract);
        if (response.saved) return { ok: true, response };
        const errors = flatErrors(response.errors);
        const cardCharge = response.errors?.card_charge;
        if (!cardCharge && response.alert) notify('error', response.alert);
        return {
          ok: false,
          status: 200,
          errors,
          message: response.alert,
          cardCharge: cardCharge ? ([] as string[]).concat(cardCharge) : null,
        };
      } catch (e) {
        if (isAbortError(e)) throw e;
        const status = e instanceof ApiError ? e.status : 0;
        const body = e instanceof ApiError ? e.body : {};
        const errors = flatErrors(body.errors as Record<string, string | string[]> | undefined);
        if (errors[NAME_OR_SSN_CHANGE_PREVENTED]) {
          // spec §8: treated specially, with no generic alert.
          await ask({
            title: 'Name or SSN cannot be changed',
            text: CONTRACT_MESSAGES.nameOrSsnChangePrevented,
            confirmLabel: 'OK',
            cancelLabel: null,
          });
        } else if (status === 400 && Object.keys(errors).length > 0) {
          // The section shows the field errors and the banner.
        } else if (status === 409) {
          notify('error', body.message ?? CONTRACT_MESSAGES.validationErrors, 'Not Saved');
        } else {
          notify(
            'error',
            body.text ?? body.message ?? 'Sorry, there was a problem communicating with the server.',
            body.title ?? 'Communication Error!',
          );
        }
        return { ok: false, status, errors, message: body.message ?? null, cardCharge: null };
      }
    },
    [ask, notify, take],
  );

  const saveSection = useCallback(
    async (
      section: ContractSection,
      payload: SectionPayload,
      options: { stayOpen?: boolean; quiet?: boolean } = {},
    ): Promise<SaveOutcome> => {
      const current = contractRef.current;
      const outcome = await run(() =>
        current === null
          ? createContract({
              ...payload,
              contract: { ...payload.contract, is_select: isSelect, facility_id: facility.id },
              facility_id: facility.id,
              section,
              action: 'SAVE',
            })
          : updateContract(current.id, {
              ...payload,
              contract: { ...payload.contract, modified_on: current.modified_on },
              section,
              action: 'SAVE',
            }),
      );
      if (outcome.ok) {
        if (!options.quiet) notify('success', CONTRACT_MESSAGES.sectionSaved(SECTION_TITLES[section]));
        const saved = outcome.response.contract;
        if (saved) {
          const nextFacts = editorFacts(saved, facility, {
            isSelect,
            editable: saved.editable === true,
            today,
          });
          send({ type: 'contract.saved', facts: nextFacts, section, stay: options.stayOpen });
          if (current === null)
            navigate(href.contract(saved.id), { replace: true, state: { contract: saved } });
        }
      }
      return outcome;
    },
    [run, isSelect, facility, notify, send, navigate, today],
  );

  const act = useCallback(
    async (
      action: LifecycleAction,
      options: { method?: SigningMethod; payload?: SectionPayload; section?: ContractSection } = {},
    ): Promise<SaveOutcome> => {
      const current = contractRef.current;
      if (current === null) throw new Error(`${action} needs a saved contract`);
      const { payload, method, section } = options;
      return run(() =>
        updateContract(current.id, {
          ...payload,
          contract: { ...payload?.contract, modified_on: current.modified_on },
          action,
          method,
          section,
        }),
      );
    },
    [run],
  );

  const reload = useCallback(async () => {
    const current = contractRef.current;
    if (current === null) return;
    const fresh = await getContract(current.id);
    take(fresh);
    send({
      type: 'contract.loaded',
      facts: editorFacts(fresh, facility, {
        isSelect: fresh.is_select === true,
        editable: fresh.editable === true,
        today,
      }),
    });
  }, [take, send, facility, today]);

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
      apply: run,
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
      run,
      reload,
      send,
      ask,
      notify,
    ],
  );

  const confirmingDiscard = snapshot.matches('confirmingDiscard');
  useEffect(() => {
    if (!confirmingDiscard) return;
    void ask({
      title: 'Unsaved changes',
      text: CONTRACT_MESSAGES.discardChanges,
      confirmLabel: 'Discard',
      cancelLabel: 'Keep editing',
    }).then((ok) => send({ type: ok ? 'discard.confirm' : 'discard.cancel' }));
  }, [confirmingDiscard, ask, send]);

  return (
    <ContractEditorContext.Provider value={api}>
      {children}
      {confirmDialog}
    </ContractEditorContext.Provider>
  );
}
