// Pure helpers the server and the client share: the lifecycle state of a stored contract, the actions
// it accepts now, and where an action leads (ARCHITECTURE.md "One source of truth for each rule").
import { transition, type SnapshotFrom, type StateValue } from 'xstate';
import type { FacilitySummary } from '../src/shared/facility';
import {
  contractLifecycleMachine,
  LIFECYCLE_EFFECTS,
  type LifecycleEffect,
} from './contract-lifecycle.machine';
import type {
  ContractStatus,
  CsrStatus,
  LifecycleAction,
  LifecycleContext,
  LifecycleEvent,
} from './contract-lifecycle.types';

/** The stored contract fields the lifecycle reads (spec §3 Contract and Contract view extras). */
export interface LifecycleContract {
  status: ContractStatus;
  is_deleted: boolean;
  is_select: boolean;
  csr_status: CsrStatus | null;
  csr_skipped: boolean;
  processing_fee_required: boolean;
  cc_is_chargeable: boolean;
  charged_on: string | null;
  agreement_date: string | null;
  edit_allowed: boolean;
  delete_allowed: boolean;
  rewrite_allowed: boolean;
  current_rewrite_id: number | null;
  /** Whether the billing section meets spec §4 Billing requirements; the caller decides it. */
  billing_complete: boolean;
  facility: Pick<FacilitySummary, 'csr'>;
}

export type LifecycleSnapshot = SnapshotFrom<typeof contractLifecycleMachine>;

/** One event of each type; the payloads are placeholders because guards read only the context. */
const PROBES: { [A in LifecycleAction]: Extract<LifecycleEvent, { type: A }> } = {
  SAVE: { type: 'SAVE', section: 'customer' },
  'REQUEST-CSR': { type: 'REQUEST-CSR' },
  'OVERRIDE-CSR': { type: 'OVERRIDE-CSR' },
  'SKIP-CSR': { type: 'SKIP-CSR' },
  'ACCEPT-CSR': { type: 'ACCEPT-CSR' },
  REJECT: { type: 'REJECT' },
  'UNDO-REJECT': { type: 'UNDO-REJECT' },
  CHARGE: { type: 'CHARGE', charged_on: '' },
  DECLINE: { type: 'DECLINE' },
  PRINT: { type: 'PRINT' },
  'UNDO-SUBMIT': { type: 'UNDO-SUBMIT' },
  UNDELETE: { type: 'UNDELETE' },
  'FINISH-SELECT': { type: 'FINISH-SELECT' },
  'request-signature': { type: 'request-signature', method: 'email' },
  'request-application': { type: 'request-application', method: 'email' },
  'contract.delete': { type: 'contract.delete', reason_for_cancel: '' },
  'contract.uploaded': { type: 'contract.uploaded' },
  'contract.rewrite': { type: 'contract.rewrite', rewrite_id: 0 },
  'customer.authorized': { type: 'customer.authorized' },
  'customer.application-completed': { type: 'customer.application-completed', charged_on: null },
  'customer.signed': { type: 'customer.signed' },
  'servicer.boarded': { type: 'servicer.boarded' },
  'servicer.collect': { type: 'servicer.collect' },
  'servicer.reinstated': { type: 'servicer.reinstated' },
};

/** Every action and event the lifecycle knows: the spec's actions first, in the spec's order. */
export const LIFECYCLE_ACTIONS = Object.keys(PROBES) as LifecycleAction[];

export function lifecycleContextFromContract(contract: LifecycleContract): LifecycleContext {
  return {
    facility_csr: contract.facility.csr,
    is_select: contract.is_select,
    csr_status: contract.csr_status,
    csr_skipped: contract.csr_skipped,
    processing_fee_required: contract.processing_fee_required,
    cc_is_chargeable: contract.cc_is_chargeable,
    charged_on: contract.charged_on,
    agreement_saved: contract.agreement_date !== null,
    billing_complete: contract.billing_complete,
    edit_allowed: contract.edit_allowed,
    delete_allowed: contract.delete_allowed,
    rewrite_allowed: contract.rewrite_allowed,
    current_rewrite_id: contract.current_rewrite_id,
  };
}

/** The state to start in: the status, under `deleted` when the deleted flag is set. */
export function stateValueFromContract(contract: Pick<LifecycleContract, 'status' | 'is_deleted'>) {
  return { [contract.is_deleted ? 'deleted' : 'notDeleted']: contract.status };
}

/** The inverse of stateValueFromContract. */
export function statusFromStateValue(value: StateValue): { status: ContractStatus; is_deleted: boolean } {
  const [[region, status]] = Object.entries(value);
  return { status: status as ContractStatus, is_deleted: region === 'deleted' };
}

export function snapshotFromContract(contract: LifecycleContract): LifecycleSnapshot {
  return contractLifecycleMachine.resolveState({
    value: stateValueFromContract(contract),
    context: lifecycleContextFromContract(contract),
  });
}

/** The actions the lifecycle accepts now: the buttons to offer, the requests to let through. */
export function allowedActions(contract: LifecycleContract): LifecycleAction[] {
  const snapshot = snapshotFromContract(contract);
  return LIFECYCLE_ACTIONS.filter((action) => snapshot.can(PROBES[action]));
}

export interface NextContractState {
  status: ContractStatus;
  is_deleted: boolean;
  context: LifecycleContext;
  /** The chart's effects the transition runs, in order (LIFECYCLE_EFFECTS): the host performs them. */
  effects: LifecycleEffect[];
}

const isEffect = (type: string): type is LifecycleEffect =>
  (LIFECYCLE_EFFECTS as readonly string[]).includes(type);

/**
 * Where an action leads, or null when the lifecycle refuses it (the server answers 409). Given only a
 * name, the payload is a placeholder: pass the event itself when the resulting context matters.
 */
export function nextContractState(
  contract: LifecycleContract,
  action: LifecycleEvent | LifecycleAction,
): NextContractState | null {
  const event = typeof action === 'string' ? PROBES[action] : action;
  const snapshot = snapshotFromContract(contract);
  if (!snapshot.can(event)) return null;
  const [next, actions] = transition(contractLifecycleMachine, snapshot, event);
  const effects = actions.map((action) => action.type).filter(isEffect);
  return { ...statusFromStateValue(next.value), context: next.context, effects };
}

/** The status an action leads to, or null when refused. */
export function nextStatus(
  contract: LifecycleContract,
  action: LifecycleEvent | LifecycleAction,
): ContractStatus | null {
  return nextContractState(contract, action)?.status ?? null;
}
