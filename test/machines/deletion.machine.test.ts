import { createActor, fromPromise, waitFor } from 'xstate';
import {
  adverseLetterDue,
  CC_DECLINE_CODE,
  CSR_REJECT_CODE,
  deletionMachine,
  deletionReasonAllowed,
  deletionReasonsAllowed,
  REWRITE_NOT_ALLOWED_CODE,
  type DeletionInput,
  type DeletionReason,
} from '../../machines/deletion.machine';

const CSR_REJECT: DeletionReason = { code: CSR_REJECT_CODE, label: 'CSR Reject' };
const CC_DECLINE: DeletionReason = { code: CC_DECLINE_CODE, label: 'CC Decline' };
const DUPLICATE: DeletionReason = { code: '1', label: 'Duplicate contract' };
const REWRITE_NOT_ALLOWED: DeletionReason = { code: REWRITE_NOT_ALLOWED_CODE, label: 'Rewrite Not Allowed' };

const base: DeletionInput = {
  contract_id: 11,
  open_contract_id: 11,
  csr_status: 'COMPLETED',
  edit_allowed: true,
  is_deleted: false,
  processing_fee: 2500,
  charged_on: '2026-11-20T14:00:00.000Z',
  credit_timestamp: '2026-11-19T10:00:00.000Z',
  rejected_on: null,
  is_rewrite: false,
  can_create: true,
};

function start(overrides: Partial<DeletionInput> = {}, fail = false) {
  const calls: unknown[] = [];
  const notifyFailure = jest.fn();
  const answer = () => (fail ? Promise.reject(new Error('500')) : Promise.resolve());
  const machine = deletionMachine.provide({
    actions: { notifyFailure },
    actors: {
      deleteContract: fromPromise(async ({ input }) => {
        calls.push(['DELETE', input]);
        return answer();
      }),
      rejectContract: fromPromise(async ({ input }) => {
        calls.push(['REJECT', input]);
        return answer();
      }),
    },
  });
  const actor = createActor(machine, { input: { ...base, ...overrides } });
  const newDrafts = jest.fn();
  actor.on('contract.new-draft', newDrafts);
  actor.start();
  const settled = () => waitFor(actor, (s) => !s.matches('deleting') && !s.matches('rejecting'));
  return { actor, calls, notifyFailure, newDrafts, settled, state: () => actor.getSnapshot().value };
}

const offered = (overrides: Partial<DeletionInput>, reason: DeletionReason) =>
  start(overrides).actor.getSnapshot().can({ type: 'reason.chosen', reason });

describe('the CSR Reject reason (spec §4 Deletion, §6)', () => {
  test.each<[string, Partial<DeletionInput>, boolean]>([
    ['offered when CSR completed, edit allowed, not deleted and the user can create', {}, true],
    ['not before the CSR completes', { csr_status: 'RECEIVED AUTHORIZATION' }, false],
    ['not when edit is not allowed', { edit_allowed: false }, false],
    ['not on a deleted contract', { is_deleted: true }, false],
    ['not without canCreate', { can_create: false }, false],
  ])('%s', (_, overrides, expected) => expect(offered(overrides, CSR_REJECT)).toBe(expected));

  test('choosing it starts the reject flow instead of deleting', () => {
    const flow = start();
    flow.actor.send({ type: 'reason.chosen', reason: CSR_REJECT });
    expect(flow.actor.getSnapshot().matches('confirmingReject')).toBe(true);
    expect(flow.calls).toEqual([]);
  });
});

describe('the CC Decline reason (spec §4 Deletion)', () => {
  test.each<[string, Partial<DeletionInput>, boolean]>([
    ['offered when a processing fee exists and was charged', {}, true],
    ['not without a processing fee', { processing_fee: 0 }, false],
    ['not when the fee was not charged', { charged_on: null }, false],
  ])('%s', (_, overrides, expected) => expect(offered(overrides, CC_DECLINE)).toBe(expected));

  test('other reasons are always offered', () => {
    expect(offered({ csr_status: null, charged_on: null, can_create: false }, DUPLICATE)).toBe(true);
  });
});

describe('rejecting (spec §4 Rejecting)', () => {
  const confirmText = (overrides: Partial<DeletionInput>) => {
    const flow = start(overrides);
    flow.actor.send({ type: 'reason.chosen', reason: CSR_REJECT });
    return Object.values(flow.actor.getSnapshot().getMeta())[0];
  };

  test.each<[string, Partial<DeletionInput>, string]>([
    ['never rejected: with the adverse letter', {}, 'reject this application and send an adverse letter'],
    [
      'rejected before this credit report: with the adverse letter',
      { rejected_on: '2026-11-18T09:00:00.000Z' },
      'reject this application and send an adverse letter',
    ],
    [
      'already rejected after this credit report: without',
      { rejected_on: '2026-11-20T09:00:00.000Z' },
      'reject this application',
    ],
    ['no credit report: without', { credit_timestamp: null }, 'reject this application'],
  ])('%s', (_, overrides, confirm) => expect(confirmText(overrides)).toEqual({ confirm }));

  test('confirmed: the REJECT action is sent', async () => {
    const flow = start();
    flow.actor.send({ type: 'reason.chosen', reason: CSR_REJECT });
    flow.actor.send({ type: 'dialog.confirm' });
    await flow.settled();
    expect(flow.calls).toEqual([['REJECT', { contract_id: 11 }]]);
    expect(flow.actor.getSnapshot().output).toEqual({ outcome: 'rejected' });
  });

  test('cancelled: back to the reasons', () => {
    const flow = start();
    flow.actor.send({ type: 'reason.chosen', reason: CSR_REJECT });
    flow.actor.send({ type: 'dialog.cancel' });
    expect(flow.state()).toBe('choosingReason');
  });

  test('a failed REJECT is notified and the reasons shown again', async () => {
    const flow = start({}, true);
    flow.actor.send({ type: 'reason.chosen', reason: CSR_REJECT });
    flow.actor.send({ type: 'dialog.confirm' });
    await flow.settled();
    expect([flow.state(), flow.notifyFailure.mock.calls.length]).toEqual(['choosingReason', 1]);
  });
});

describe('deleting', () => {
  test('with the chosen reason; the open contract is replaced by a fresh draft', async () => {
    const flow = start();
    flow.actor.send({ type: 'reason.chosen', reason: CC_DECLINE });
    await flow.settled();
    expect(flow.calls).toEqual([['DELETE', { contract_id: 11, reason_for_cancel: CC_DECLINE_CODE }]]);
    expect(flow.actor.getSnapshot().output).toEqual({ outcome: 'deleted' });
    expect(flow.newDrafts).toHaveBeenCalledWith({ type: 'contract.new-draft' });
  });

  test('another contract (from the list): no new draft', async () => {
    const flow = start({ open_contract_id: 12 });
    flow.actor.send({ type: 'reason.chosen', reason: DUPLICATE });
    await flow.settled();
    expect([flow.state(), flow.newDrafts.mock.calls.length]).toEqual(['deleted', 0]);
  });

  test('a reason not offered is refused', () => {
    const flow = start({ charged_on: null });
    flow.actor.send({ type: 'reason.chosen', reason: CC_DECLINE });
    expect(flow.state()).toBe('choosingReason');
  });

  test('a failed delete is notified and the reasons shown again', async () => {
    const flow = start({}, true);
    flow.actor.send({ type: 'reason.chosen', reason: DUPLICATE });
    await flow.settled();
    expect([flow.state(), flow.notifyFailure.mock.calls.length, flow.newDrafts.mock.calls.length]).toEqual([
      'choosingReason',
      1,
      0,
    ]);
  });

  test('cancelling the dialog deletes nothing', () => {
    const flow = start();
    flow.actor.send({ type: 'dialog.cancel' });
    expect([flow.actor.getSnapshot().output, flow.calls]).toEqual([{ outcome: 'cancelled' }, []]);
  });
});

describe('the Rewrite Not Allowed reason (spec §4 Deletion)', () => {
  it('is offered for a rewrite only', () => {
    expect(offered({ is_rewrite: true }, REWRITE_NOT_ALLOWED)).toBe(true);
    expect(offered({ is_rewrite: false }, REWRITE_NOT_ALLOWED)).toBe(false);
  });
});

describe('one rule: the exported conditions are the chart guards (the server and the dialogs use them)', () => {
  const REASONS = [DUPLICATE, CSR_REJECT, CC_DECLINE, REWRITE_NOT_ALLOWED];
  const inputs: Partial<DeletionInput>[] = [
    {},
    { csr_status: 'RECEIVED AUTHORIZATION' },
    { edit_allowed: false },
    { is_deleted: true },
    { can_create: false },
    { processing_fee: 0 },
    { charged_on: null },
    { is_rewrite: true },
    { csr_status: null, processing_fee: 0, charged_on: null, is_rewrite: true, can_create: false },
  ];
  test.each(inputs)('deletionReasonAllowed agrees with the chart for %p', (overrides) => {
    for (const reason of REASONS) {
      expect([reason.label, deletionReasonAllowed({ ...base, ...overrides }, reason.code)]).toEqual([
        reason.label,
        offered(overrides, reason),
      ]);
    }
  });

  test('deletionReasonsAllowed keeps the lookup order and the reasons allowed', () => {
    expect(deletionReasonsAllowed({ ...base, is_rewrite: true, can_create: false }, REASONS)).toEqual([
      DUPLICATE,
      CC_DECLINE,
      REWRITE_NOT_ALLOWED,
    ]);
  });

  test('the reasons are told by code, whatever their label', () => {
    const renamed = { code: CSR_REJECT_CODE, label: 'Credit check declined' };
    expect(offered({ can_create: false }, renamed)).toBe(false);
    expect(offered({}, { code: CC_DECLINE_CODE, label: 'Card declined' })).toBe(true);
    expect(offered({ charged_on: null }, { code: CC_DECLINE_CODE, label: 'Card declined' })).toBe(false);
  });

  test('adverseLetterDue compares instants, not strings', () => {
    // 09:00 UTC written with an offset, before the credit report: a string compare would call it later.
    const credit = '2026-11-19T10:00:00.000Z';
    expect(adverseLetterDue({ credit_timestamp: credit, rejected_on: '2026-11-19T11:00:00+02:00' })).toBe(
      true,
    );
    expect(adverseLetterDue({ credit_timestamp: credit, rejected_on: '2026-11-19T10:00:01.000Z' })).toBe(
      false,
    );
    expect(adverseLetterDue({ credit_timestamp: null, rejected_on: null })).toBe(false);
    expect(adverseLetterDue({ credit_timestamp: credit, rejected_on: null })).toBe(true);
  });
});
