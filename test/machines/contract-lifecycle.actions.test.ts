import { createActor } from 'xstate';
import { contractLifecycleMachine } from '../../machines/contract-lifecycle.machine';
import type {
  ContractStatus,
  LifecycleAction,
  LifecycleEvent,
} from '../../machines/contract-lifecycle.types';
import { SUBMITTED } from '../../machines/contract-lifecycle.types';
import {
  allowedActions,
  LIFECYCLE_ACTIONS,
  lifecycleContextFromContract,
  nextStatus,
  statusFromStateValue,
  nextContractState,
  stateValueFromContract,
  type LifecycleContract,
} from '../../machines/contract-state';
import { CHARGED_ON, contract } from './lifecycle-fixtures';

const fee = { charged_on: null, cc_is_chargeable: true };

describe('what an accepted action records in the context', () => {
  const after = (overrides: Partial<LifecycleContract>, event: LifecycleEvent) =>
    nextContractState(contract(overrides), event)?.context;

  test('SAVE marks the agreement or billing section saved (spec §4 Editing sections)', () => {
    const blank = { agreement_date: null, billing_complete: false };
    expect(after(blank, { type: 'SAVE', section: 'agreement' })).toMatchObject({ agreement_saved: true });
    expect(after(blank, { type: 'SAVE', section: 'agreementForSelect' })).toMatchObject({
      agreement_saved: true,
    });
    expect(after(blank, { type: 'SAVE', section: 'billing' })).toMatchObject({ billing_complete: true });
    expect(after(blank, { type: 'SAVE', section: 'customer' })).toEqual(
      lifecycleContextFromContract(contract(blank)),
    );
  });

  test('the CSR actions and the customer authorization move csr_status', () => {
    expect(after({ csr_status: null }, { type: 'REQUEST-CSR' })?.csr_status).toBe('WAITING AUTHORIZATION');
    expect(after({ csr_status: null }, { type: 'OVERRIDE-CSR' })?.csr_status).toBe('RECEIVED AUTHORIZATION');
    const waiting = { csr_status: 'WAITING AUTHORIZATION' as const };
    expect(after(waiting, { type: 'customer.authorized' })?.csr_status).toBe('RECEIVED AUTHORIZATION');
    expect(after({ csr_status: 'RECEIVED AUTHORIZATION' }, { type: 'ACCEPT-CSR' })?.csr_status).toBe(
      'COMPLETED',
    );
    expect(after(waiting, { type: 'SKIP-CSR' })?.csr_skipped).toBe(true);
  });

  test('CHARGE records charged_on', () => {
    expect(after(fee, { type: 'CHARGE', charged_on: CHARGED_ON })?.charged_on).toBe(CHARGED_ON);
  });

  test("the customer's application completes billing and records the fee it paid", () => {
    const waiting = { status: 'WAITING AGREEMENT APPLICATION' as const, billing_complete: false, ...fee };
    const event = { type: 'customer.application-completed' as const, charged_on: CHARGED_ON };
    expect(after(waiting, event)).toMatchObject({ billing_complete: true, charged_on: CHARGED_ON });
    expect(after(waiting, { ...event, charged_on: null })).toMatchObject({ charged_on: null });
  });

  test('contract.rewrite records the current rewrite', () => {
    expect(
      after({ status: 'ACTIVE' }, { type: 'contract.rewrite', rewrite_id: 42 })?.current_rewrite_id,
    ).toBe(42);
  });
});

describe('links sent are disabled when a submitted contract leaves the submitted set (spec §4 UNDO-SUBMIT)', () => {
  const disabledOn = (status: ContractStatus, action: LifecycleAction) => {
    const disableSentLinks = jest.fn();
    const machine = contractLifecycleMachine.provide({ actions: { disableSentLinks } });
    const stored = contract({ status });
    const snapshot = machine.resolveState({
      value: stateValueFromContract(stored),
      context: lifecycleContextFromContract(stored),
    });
    const actor = createActor(machine, { snapshot, input: snapshot.context }).start();
    actor.send({ type: action } as LifecycleEvent);
    actor.stop();
    return disableSentLinks.mock.calls.length;
  };

  const exits: LifecycleAction[] = ['UNDO-SUBMIT', 'REJECT', 'contract.delete'];
  test.each(SUBMITTED.flatMap((s) => exits.map((a): [ContractStatus, LifecycleAction] => [s, a])))(
    '%s on %s',
    (status, action) => expect(disabledOn(status, action)).toBe(1),
  );

  test('not when an incomplete contract is rejected or deleted', () => {
    expect(disabledOn('INCOMPLETE', 'REJECT')).toBe(0);
    expect(disabledOn('INCOMPLETE', 'contract.delete')).toBe(0);
  });

  // The server performs the effects nextContractState reports (services/contracts/transitions.ts), so
  // they must be the actions the chart runs.
  test.each(
    [...SUBMITTED, 'INCOMPLETE' as const, 'REJECTED' as const].flatMap((status) =>
      LIFECYCLE_ACTIONS.map((action): [ContractStatus, LifecycleAction] => [status, action]),
    ),
  )('the effects the server performs are the ones the chart runs: %s on %s', (status, action) => {
    const next = nextContractState(contract({ status }), action);
    const count = next?.effects.filter((effect) => effect === 'disableSentLinks').length ?? 0;
    expect(count).toBe(disabledOn(status, action));
  });
});

describe('contract-state helpers', () => {
  test('the state value carries the status, under deleted when the flag is set', () => {
    expect(stateValueFromContract({ status: 'SIGNED', is_deleted: false })).toEqual({ notDeleted: 'SIGNED' });
    expect(stateValueFromContract({ status: 'REJECTED', is_deleted: true })).toEqual({ deleted: 'REJECTED' });
    expect(statusFromStateValue({ deleted: 'REJECTED' })).toEqual({ status: 'REJECTED', is_deleted: true });
  });

  test('the context reads the facility CSR setting and the agreement date', () => {
    const context = lifecycleContextFromContract(
      contract({ facility: { csr: false }, agreement_date: null }),
    );
    expect(context).toMatchObject({ facility_csr: false, agreement_saved: false });
    expect(lifecycleContextFromContract(contract()).agreement_saved).toBe(true);
  });

  test.each<[string, Partial<LifecycleContract>, LifecycleAction[]]>([
    [
      'a standard contract ready to go out',
      {},
      ['SAVE', 'REJECT', 'PRINT', 'request-signature', 'contract.delete'],
    ],
    [
      'a select contract ready to go out',
      { is_select: true },
      ['SAVE', 'REJECT', 'FINISH-SELECT', 'contract.delete'],
    ],
    ['a signed contract', { status: 'SIGNED' }, ['servicer.boarded']],
    ['an active account', { status: 'ACTIVE' }, ['contract.rewrite', 'servicer.collect']],
  ])('allowedActions: %s', (_, overrides, expected) => {
    expect([...allowedActions(contract(overrides))].sort()).toEqual([...expected].sort());
  });

  test('nextStatus takes an event or just its name', () => {
    const due = contract(fee);
    expect(nextStatus(due, 'CHARGE')).toBe('INCOMPLETE');
    expect(nextStatus(due, { type: 'CHARGE', charged_on: CHARGED_ON })).toBe('INCOMPLETE');
    expect(nextStatus(due, 'PRINT')).toBeNull();
  });
});
