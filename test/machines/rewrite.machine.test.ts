import { createActor, fromPromise, waitFor } from 'xstate';
import { REWRITE_NOT_ALLOWED_CODE } from '../../machines/deletion.machine';
import { rewriteMachine, type RewriteInput, type RewriteResult } from '../../machines/rewrite.machine';

const base: RewriteInput = {
  contract_id: 21,
  status: 'ACTIVE',
  rewrite_allowed: true,
  agreement_offered_for_select: false,
  payoff_amount: 0,
  late_fee_due: 0,
  return_fee_due: 0,
  current_rewrite_id: null,
  business_days_to_next_debit: 5,
};

const clean: RewriteResult = {
  rewrite_id: 99,
  bad_address: false,
  bad_email: false,
  bad_home_number: false,
  bad_moble_number: false,
  bad_work_number: false,
};

function start(overrides: Partial<RewriteInput> = {}, result: RewriteResult = clean, fail = false) {
  const calls: unknown[] = [];
  const effects = { openSection: jest.fn(), notifyFailure: jest.fn() };
  const machine = rewriteMachine.provide({
    actions: effects,
    actors: {
      createRewrite: fromPromise(async ({ input }) => {
        calls.push(['contract_rewrite', input]);
        return fail ? Promise.reject(new Error('500')) : result;
      }),
      deleteContract: fromPromise(async ({ input }) => {
        calls.push(['DELETE', input]);
        if (fail) throw new Error('500');
      }),
    },
  });
  const actor = createActor(machine, { input: { ...base, ...overrides } }).start();
  const settled = () => waitFor(actor, (s) => !s.matches('rewriting') && !s.matches('deletingRewrite'));
  const meta = () => Object.values(actor.getSnapshot().getMeta())[0];
  const confirm = () => actor.send({ type: 'dialog.confirm' });
  return { actor, calls, effects, settled, meta, confirm, output: () => actor.getSnapshot().output };
}

describe('rewrite not allowed (spec §4 Rewrite flow)', () => {
  test('COLLECT: the blocked dialog, then the existing rewrite is deleted', async () => {
    const flow = start({ rewrite_allowed: false, status: 'COLLECT', current_rewrite_id: 30 });
    expect(flow.meta()).toEqual({ message: 'collectAccount' });
    flow.confirm();
    await flow.settled();
    expect(flow.calls).toEqual([
      ['DELETE', { contract_id: 30, reason_for_cancel: REWRITE_NOT_ALLOWED_CODE }],
    ]);
    expect(flow.output()).toEqual({ outcome: 'blocked', rewrite_id: null });
  });

  test('COLLECT without a rewrite: the blocked dialog only', () => {
    const flow = start({ rewrite_allowed: false, status: 'COLLECT' });
    flow.confirm();
    expect([flow.calls, flow.output()]).toEqual([[], { outcome: 'blocked', rewrite_id: null }]);
  });

  test('otherwise the rewrite started is deleted with the reason Rewrite Not Allowed', async () => {
    const flow = start({ rewrite_allowed: false, current_rewrite_id: 31 });
    await flow.settled();
    expect(flow.calls).toEqual([
      ['DELETE', { contract_id: 31, reason_for_cancel: REWRITE_NOT_ALLOWED_CODE }],
    ]);
    expect(flow.output()?.outcome).toBe('notAllowed');
  });

  test('otherwise, with no rewrite started, nothing is deleted', () => {
    const flow = start({ rewrite_allowed: false });
    expect([flow.calls, flow.output()?.outcome]).toEqual([[], 'notAllowed']);
  });

  test.each<[string, Partial<RewriteInput>, string]>([
    ['COLLECT', { status: 'COLLECT' }, 'blocked'],
    ['ACTIVE', {}, 'notAllowed'],
  ])('a failed delete (%s) is notified', async (_, overrides, outcome) => {
    const flow = start({ rewrite_allowed: false, current_rewrite_id: 32, ...overrides }, clean, true);
    if (overrides.status === 'COLLECT') flow.confirm();
    await flow.settled();
    expect([flow.output()?.outcome, flow.effects.notifyFailure.mock.calls.length]).toEqual([outcome, 1]);
  });
});

describe('select or standard', () => {
  test('asked when the agreement is offered for select contracts', async () => {
    const flow = start({ agreement_offered_for_select: true });
    expect(flow.actor.getSnapshot().value).toBe('askingSelectOrStandard');
    flow.actor.send({ type: 'rewrite.select' });
    flow.confirm();
    await flow.settled();
    expect(flow.calls).toEqual([
      ['contract_rewrite', { contract_id: 21, rewrite_as_select_or_standard: 'select' }],
    ]);
  });

  test('standard chosen', async () => {
    const flow = start({ agreement_offered_for_select: true });
    flow.actor.send({ type: 'rewrite.standard' });
    flow.confirm();
    await flow.settled();
    expect(flow.calls).toEqual([
      ['contract_rewrite', { contract_id: 21, rewrite_as_select_or_standard: 'standard' }],
    ]);
  });

  test('not asked otherwise: standard', () => {
    const flow = start();
    expect(flow.meta()).toEqual({ message: 'rewriteConfirm' });
    expect(flow.actor.getSnapshot().context.rewrite_as).toBe('standard');
  });

  test('cancelled', () => {
    const flow = start({ agreement_offered_for_select: true });
    flow.actor.send({ type: 'dialog.cancel' });
    expect(flow.output()?.outcome).toBe('cancelled');
  });
});

describe('with a payoff amount', () => {
  const payoff = { payoff_amount: 1200 };

  test('collection-fee notice, payoff confirm, then the rewrite', async () => {
    const flow = start({ ...payoff, late_fee_due: 15, return_fee_due: 0 });
    expect(flow.meta()).toEqual({ message: 'hasCollectionFees' });
    flow.confirm();
    expect(flow.meta()).toEqual({ message: 'rewritePayoffConfirm', confirm: 'Confirm Rewrite' });
    flow.confirm();
    await flow.settled();
    expect(flow.output()).toEqual({ outcome: 'rewritten', rewrite_id: 99 });
  });

  test('no fees due: straight to the payoff confirm', () => {
    expect(start(payoff).meta()).toEqual({ message: 'rewritePayoffConfirm', confirm: 'Confirm Rewrite' });
    expect(start({ ...payoff, return_fee_due: 25 }).meta()).toEqual({ message: 'hasCollectionFees' });
  });

  test("a rewrite exists: 'Delete Rewrite' hands over to the deletion dialog", () => {
    const flow = start({ ...payoff, current_rewrite_id: 33 });
    expect(flow.meta()).toEqual({ message: 'rewritePayoffConfirm', confirm: 'Delete Rewrite' });
    flow.confirm();
    expect([flow.calls, flow.output()?.outcome]).toEqual([[], 'deleteRewrite']);
  });

  test.each<[string, number | null, boolean]>([
    ['today', 0, true],
    ['in less than a business day', 0.5, true],
    ['in 1 business day', 1, false],
    ['none scheduled', null, false],
  ])(
    'next debit %s (%p business days): warned %s (spec §8 rewritePaymentWarning)',
    async (_, days, warned) => {
      const flow = start({ ...payoff, business_days_to_next_debit: days });
      flow.confirm();
      if (warned) {
        expect(flow.meta()).toEqual({ message: 'rewritePaymentWarning' });
        flow.confirm();
      }
      await flow.settled();
      expect(flow.output()?.outcome).toBe('rewritten');
    },
  );

  test.each<[string, Partial<RewriteInput>, number]>([
    ['the collection-fee notice', { late_fee_due: 15 }, 0],
    ['the payoff confirm', {}, 0],
    ['the next-debit warning', { business_days_to_next_debit: 0 }, 1],
  ])('cancelled at %s', (_, overrides, confirms) => {
    const flow = start({ ...payoff, ...overrides });
    for (let i = 0; i < confirms; i += 1) flow.confirm();
    flow.actor.send({ type: 'dialog.cancel' });
    expect([flow.calls, flow.output()?.outcome]).toEqual([[], 'cancelled']);
  });
});

describe('without a payoff: a plain confirm', () => {
  test('confirmed', async () => {
    const flow = start();
    flow.confirm();
    await flow.settled();
    expect(flow.output()).toEqual({ outcome: 'rewritten', rewrite_id: 99 });
  });

  test('cancelled', () => {
    const flow = start();
    flow.actor.send({ type: 'dialog.cancel' });
    expect([flow.calls, flow.output()?.outcome]).toEqual([[], 'cancelled']);
  });
});

describe('after the rewrite (spec §4 Rewrite flow, §8 badFields)', () => {
  test.each<[string, Partial<RewriteResult>]>([
    ['address', { bad_address: true }],
    ['email', { bad_email: true }],
    ['home phone', { bad_home_number: true }],
    ['mobile phone', { bad_moble_number: true }],
    ['work phone', { bad_work_number: true }],
  ])('a bad %s: the dialog, then the customer section', async (_, bad) => {
    const flow = start({}, { ...clean, ...bad });
    flow.confirm();
    await flow.settled();
    expect(flow.meta()).toEqual({ message: 'badFields' });
    flow.confirm();
    expect(flow.effects.openSection.mock.calls[0][1]).toEqual({ section: 'customer' });
    expect(flow.output()?.outcome).toBe('rewritten');
  });

  test('a select rewrite opens the agreement section instead', async () => {
    const flow = start({ agreement_offered_for_select: true }, { ...clean, bad_email: true });
    flow.actor.send({ type: 'rewrite.select' });
    flow.confirm();
    await flow.settled();
    flow.confirm();
    expect(flow.effects.openSection.mock.calls[0][1]).toEqual({ section: 'agreementForSelect' });
  });

  test('no bad fields: no dialog', async () => {
    const flow = start();
    flow.confirm();
    await flow.settled();
    expect([flow.output()?.outcome, flow.effects.openSection.mock.calls.length]).toEqual(['rewritten', 0]);
  });

  test('a failed rewrite is notified', async () => {
    const flow = start({}, clean, true);
    flow.confirm();
    await flow.settled();
    expect([flow.output()?.outcome, flow.effects.notifyFailure.mock.calls.length]).toEqual(['failed', 1]);
  });
});
