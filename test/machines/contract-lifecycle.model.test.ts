// Model-based: walk every shortest path of the lifecycle from representative new contracts, and at
// every state reached try every event. The chart, the table of machines/LIFECYCLE.md (EXPECTED below)
// and the shared helper nextStatus must all agree.
import { getShortestPaths } from '@xstate/graph';
import { contractLifecycleMachine } from '../../machines/contract-lifecycle.machine';
import type {
  ContractStatus,
  LifecycleAction,
  LifecycleEvent,
} from '../../machines/contract-lifecycle.types';
import { SUBMITTED } from '../../machines/contract-lifecycle.types';
import {
  nextContractState,
  snapshotFromContract,
  statusFromStateValue,
  type LifecycleContract,
  type LifecycleSnapshot,
} from '../../machines/contract-state';
import { CHARGED_ON, contract } from './lifecycle-fixtures';

/** machines/LIFECYCLE.md, status × action → next status, for a contract that is not deleted. */
const EXPECTED: Record<ContractStatus, Partial<Record<LifecycleAction, ContractStatus>>> = {
  INCOMPLETE: {
    SAVE: 'INCOMPLETE',
    'REQUEST-CSR': 'INCOMPLETE',
    'OVERRIDE-CSR': 'INCOMPLETE',
    'customer.authorized': 'INCOMPLETE',
    'ACCEPT-CSR': 'INCOMPLETE',
    'SKIP-CSR': 'INCOMPLETE',
    CHARGE: 'INCOMPLETE',
    DECLINE: 'PROCESS FEE DECLINED',
    REJECT: 'REJECTED',
    'request-signature': 'WAITING E-SIGNATURE',
    PRINT: 'WAITING CONTRACT UPLOAD',
    'FINISH-SELECT': 'WAITING AGREEMENT APPLICATION',
    'contract.delete': 'INCOMPLETE',
  },
  'WAITING CONTRACT UPLOAD': {
    PRINT: 'WAITING CONTRACT UPLOAD',
    'contract.uploaded': 'SIGNED',
    'UNDO-SUBMIT': 'INCOMPLETE',
    REJECT: 'REJECTED',
    'contract.delete': 'WAITING CONTRACT UPLOAD',
  },
  'WAITING E-SIGNATURE': {
    'request-signature': 'WAITING E-SIGNATURE',
    'customer.signed': 'SIGNED',
    'UNDO-SUBMIT': 'INCOMPLETE',
    REJECT: 'REJECTED',
    'contract.delete': 'WAITING E-SIGNATURE',
  },
  'WAITING AGREEMENT APPLICATION': {
    'request-application': 'WAITING AGREEMENT APPLICATION',
    'customer.application-completed': 'WAITING E-SIGNATURE',
    'UNDO-SUBMIT': 'INCOMPLETE',
    REJECT: 'REJECTED',
    'contract.delete': 'WAITING AGREEMENT APPLICATION',
  },
  REJECTED: { 'UNDO-REJECT': 'INCOMPLETE', 'contract.delete': 'REJECTED' },
  'PROCESS FEE DECLINED': {
    SAVE: 'PROCESS FEE DECLINED',
    CHARGE: 'INCOMPLETE',
    'contract.delete': 'PROCESS FEE DECLINED',
  },
  SIGNED: { 'servicer.boarded': 'ACTIVE' },
  ACTIVE: { 'servicer.collect': 'COLLECT', 'contract.rewrite': 'ACTIVE' },
  COLLECT: { 'servicer.reinstated': 'ACTIVE', 'contract.rewrite': 'COLLECT' },
};

const EVENTS: LifecycleEvent[] = [
  { type: 'SAVE', section: 'customer' },
  { type: 'SAVE', section: 'agreement' },
  { type: 'SAVE', section: 'billing' },
  { type: 'SAVE', section: 'agreementForSelect' },
  { type: 'REQUEST-CSR' },
  { type: 'OVERRIDE-CSR' },
  { type: 'SKIP-CSR' },
  { type: 'ACCEPT-CSR' },
  { type: 'REJECT' },
  { type: 'UNDO-REJECT' },
  { type: 'CHARGE', charged_on: CHARGED_ON },
  { type: 'DECLINE' },
  { type: 'PRINT' },
  { type: 'UNDO-SUBMIT' },
  { type: 'UNDELETE' },
  { type: 'FINISH-SELECT' },
  { type: 'request-signature', method: 'email' },
  { type: 'request-application', method: 'sms' },
  { type: 'contract.delete', reason_for_cancel: '1' },
  { type: 'contract.uploaded' },
  { type: 'contract.rewrite', rewrite_id: 2 },
  { type: 'customer.authorized' },
  { type: 'customer.application-completed', charged_on: CHARGED_ON },
  { type: 'customer.signed' },
  { type: 'servicer.boarded' },
  { type: 'servicer.collect' },
  { type: 'servicer.reinstated' },
];

/** A new contract: no CSR yet, nothing charged, no section saved. */
const fresh = { csr_status: null, charged_on: null, agreement_date: null, billing_complete: false };

const REPRESENTATIVE: Record<string, LifecycleContract> = {
  'standard, CSR facility, fee on a chargeable card': contract(fresh),
  'standard, no CSR, no fee': contract({
    ...fresh,
    facility: { csr: false },
    processing_fee_required: false,
  }),
  'standard, fee on an unchargeable card, rewrite not allowed': contract({
    ...fresh,
    cc_is_chargeable: false,
    rewrite_allowed: false,
  }),
  'select, CSR facility, fee paid in the application': contract({
    ...fresh,
    is_select: true,
    cc_is_chargeable: false,
  }),
  'select, no CSR, no fee': contract({
    ...fresh,
    is_select: true,
    facility: { csr: false },
    processing_fee_required: false,
  }),
  'read-only select waiting for the application': contract({
    status: 'WAITING AGREEMENT APPLICATION',
    is_select: true,
    edit_allowed: false,
    delete_allowed: false,
  }),
  'deleted while waiting for the e-signature': contract({ status: 'WAITING E-SIGNATURE', is_deleted: true }),
};

/** The stored fields a reached state stands for: the inverse of lifecycleContextFromContract. */
function contractOf(snapshot: LifecycleSnapshot): LifecycleContract {
  const { facility_csr, agreement_saved, ...fields } = snapshot.context;
  return {
    ...fields,
    ...statusFromStateValue(snapshot.value),
    agreement_date: agreement_saved ? '2026-11-20' : null,
    facility: { csr: facility_csr },
  };
}

const serializeState = (snapshot: LifecycleSnapshot) => JSON.stringify([snapshot.value, snapshot.context]);

const PATHS = Object.entries(REPRESENTATIVE).map(([name, start]) => {
  const fromState = snapshotFromContract(start);
  return [
    name,
    fromState,
    getShortestPaths(contractLifecycleMachine, { fromState, events: EVENTS, serializeState }),
  ] as const;
});

describe.each(PATHS)('lifecycle paths: %s', (_, fromState, paths) => {
  test('every step of every shortest path is in the table and agrees with nextStatus', () => {
    expect(paths.length).toBeGreaterThan(1);
    for (const path of paths) {
      let previous = fromState;
      for (const step of path.steps.slice(1)) {
        const from = statusFromStateValue(previous.value);
        const to = statusFromStateValue(step.state.value);
        expect(nextContractState(contractOf(previous), step.event)).toEqual({
          ...to,
          context: step.state.context,
        });
        if (from.is_deleted) {
          expect([step.event.type, to]).toEqual([
            'UNDELETE',
            { status: undeleted(from.status), is_deleted: false },
          ]);
        } else {
          expect(EXPECTED[from.status][step.event.type]).toBe(to.status);
        }
        previous = step.state;
      }
    }
  });

  test('at every state reached, every event does what the table says, and nextStatus agrees', () => {
    for (const { state } of paths) {
      const { status, is_deleted } = statusFromStateValue(state.value);
      for (const event of EVENTS) {
        const accepted = state.can(event);
        if (is_deleted) expect(accepted).toBe(event.type === 'UNDELETE' && state.context.delete_allowed);
        const expected = is_deleted ? undeleted(status) : EXPECTED[status][event.type];
        const next = nextContractState(contractOf(state), event)?.status ?? null;
        expect({ event: event.type, next }).toEqual({ event: event.type, next: accepted ? expected : null });
      }
    }
  });
});

function undeleted(status: ContractStatus): ContractStatus {
  return SUBMITTED.includes(status) ? 'INCOMPLETE' : status;
}

test('the representative contracts together take every transition of the table', () => {
  const taken = new Set<string>();
  for (const [, , paths] of PATHS) {
    for (const { state } of paths) {
      const { status, is_deleted } = statusFromStateValue(state.value);
      if (is_deleted) continue;
      for (const event of EVENTS) if (state.can(event)) taken.add(`${status} ${event.type}`);
    }
  }
  const table = Object.entries(EXPECTED).flatMap(([status, row]) =>
    Object.keys(row).map((a) => `${status} ${a}`),
  );
  expect([...taken].sort()).toEqual(table.sort());
});
