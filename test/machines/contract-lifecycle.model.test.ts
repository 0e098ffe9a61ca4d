// Model-based: walk every shortest path of the lifecycle from representative new contracts, and at
// every state reached try every event. The chart, the table of machines/LIFECYCLE.md (EXPECTED below)
// and the shared helper nextStatus must all agree.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getShortestPaths } from '@xstate/graph';
import { contractLifecycleMachine } from '../../machines/contract-lifecycle.machine';
import type {
  ContractStatus,
  LifecycleAction,
  LifecycleEvent,
} from '../../machines/contract-lifecycle.types';
import { CONTRACT_STATUSES, SUBMITTED } from '../../machines/contract-lifecycle.types';
import {
  nextContractState,
  snapshotFromContract,
  statusFromStateValue,
  type LifecycleContract,
  type LifecycleSnapshot,
} from '../../machines/contract-state';
import { CHARGED_ON, contract } from './lifecycle-fixtures';

interface TableRow {
  from: ContractStatus;
  action: LifecycleAction;
  to: ContractStatus;
  guard: string;
}

/** The Transitions table of machines/LIFECYCLE.md: the design the chart must follow. */
const TABLE: TableRow[] = readFileSync(join(__dirname, '../../machines/LIFECYCLE.md'), 'utf8')
  .split('\n')
  .map((line) => line.split('|').map((cell) => cell.trim()))
  .filter((cells) => CONTRACT_STATUSES.includes(cells[1] as ContractStatus))
  .map(([, from, action, to, guard]) => ({
    from: from as ContractStatus,
    action: action as LifecycleAction,
    to: to as ContractStatus,
    guard,
  }));

const EXPECTED = Object.fromEntries(
  CONTRACT_STATUSES.map((status) => [
    status,
    Object.fromEntries(TABLE.filter((r) => r.from === status).map((r) => [r.action, r.to])),
  ]),
) as Record<ContractStatus, Partial<Record<LifecycleAction, ContractStatus>>>;

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
          effects: expect.any(Array),
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
  expect([...taken].sort()).toEqual(TABLE.map((r) => `${r.from} ${r.action}`).sort());
});

test('the table names the guard of each transition of the chart', () => {
  expect(TABLE.length).toBe(38);
  const states = contractLifecycleMachine.root.states.notDeleted.states;
  for (const row of TABLE) {
    const [transition] = states[row.from].transitions.get(row.action) ?? [];
    const guard = transition?.guard;
    expect([row.from, row.action, typeof guard === 'string' ? guard : '']).toEqual([
      row.from,
      row.action,
      row.guard,
    ]);
  }
});
