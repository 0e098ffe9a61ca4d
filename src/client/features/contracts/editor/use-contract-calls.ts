// The editor's calls to the contract API: save a section, take a lifecycle action, apply another call,
// load the contract again. They keep the copy's modified_on so concurrent edits are detected, send
// idempotency keys, and turn the server's answers and failures into SaveOutcomes, with a notice for
// what no form shows.
import { useCallback, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import type { EventFrom } from 'xstate';
import type { contractEditorMachine } from '../../../../../machines/contract-editor.machine';
import { CONTRACT_MESSAGES } from '../../../../shared/contract-messages';
import type { Facility } from '../../../../shared/facility';
import { ApiError, isAbortError } from '../../../api/client';
import {
  createContract,
  getContract,
  updateContract,
  type ContractView,
  type SaveResponse,
} from '../../../api/contracts';
import { href } from '../../../app/routes';
import { SECTION_TITLES, type ContractEditorApi, type SaveOutcome } from './editor-context';
import { editorFacts } from './editor-facts';

/** The server flags a refused name or SSN change with this key (spec §8). */
export const NAME_OR_SSN_CHANGE_PREVENTED = 'name_or_ssn_change_prevented';

function flatErrors(errors: Record<string, string | string[]> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v.join(' ') : v]),
  );
}

export interface ContractCallsInput {
  /** The current copy: the calls send its modified_on, and `take` replaces it with each answer's. */
  contractRef: RefObject<ContractView | null>;
  take: (next: ContractView) => void;
  facility: Facility;
  isSelect: boolean;
  today: ContractEditorApi['today'];
  send: (event: EventFrom<typeof contractEditorMachine>) => void;
  notify: ContractEditorApi['notify'];
  ask: ContractEditorApi['confirm'];
}

export type ContractCalls = Pick<ContractEditorApi, 'saveSection' | 'act' | 'apply' | 'reload'>;

export function useContractCalls(input: ContractCallsInput): ContractCalls {
  const { contractRef, take, facility, isSelect, today, send, notify, ask } = input;
  const navigate = useNavigate();

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
        const errors = flatErrors(body.errors);
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

  const saveSection = useCallback<ContractEditorApi['saveSection']>(
    async (section, payload, options = {}) => {
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
    [contractRef, run, isSelect, facility, notify, send, navigate, today],
  );

  const act = useCallback<ContractEditorApi['act']>(
    async (action, options = {}) => {
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
    [contractRef, run],
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
  }, [contractRef, take, send, facility, today]);

  return { saveSection, act, apply: run, reload };
}
