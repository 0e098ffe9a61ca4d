import { createActor, fromPromise, waitFor } from 'xstate';
import { csrMachine, type CsrAction, type CsrFields, type CsrStoredFields } from '../../machines/csr.machine';

type Input = CsrStoredFields;

const base: Input = {
  facility_csr: true,
  is_select: false,
  csr_status: null,
  csr_skipped: false,
  csr_error: null,
  ssn_is_stored: true,
};

/** What the server answers to each CSR action when all goes well (spec §4 CSR status). */
const SERVER: Record<CsrAction, CsrFields> = {
  'REQUEST-CSR': { csr_status: 'WAITING AUTHORIZATION', csr_skipped: false, csr_error: null },
  'OVERRIDE-CSR': { csr_status: 'RECEIVED AUTHORIZATION', csr_skipped: false, csr_error: null },
  'ACCEPT-CSR': { csr_status: 'COMPLETED', csr_skipped: false, csr_error: null },
  'SKIP-CSR': { csr_status: null, csr_skipped: true, csr_error: null },
};

function start(
  overrides: Partial<Input> = {},
  answer = (action: CsrAction) => Promise.resolve(SERVER[action]),
  saved = { ssn_is_stored: overrides.ssn_is_stored ?? base.ssn_is_stored },
) {
  const calls: string[] = [];
  const inputs: unknown[] = [];
  const effects = { openSsnEntry: jest.fn(), notifyCsrAuthorized: jest.fn(), notifyFailure: jest.fn() };
  const machine = csrMachine.provide({
    actions: effects,
    actors: {
      saveContract: fromPromise(async () => {
        calls.push('SAVE');
        return saved;
      }),
      sendCsrAction: fromPromise(async ({ input }) => {
        calls.push(input.action);
        inputs.push(input);
        return answer(input.action);
      }),
    },
  });
  const actor = createActor(machine, { input: { ...base, ...overrides } }).start();
  const settled = () => waitFor(actor, (s) => !s.matches('preparing') && !s.matches('sending'));
  const state = () => actor.getSnapshot().value;
  return { actor, calls, inputs, effects, settled, state };
}

describe('where the CSR step starts, from the stored fields (spec §4 CSR status)', () => {
  test.each<[string, Partial<Input>, string]>([
    ['facility without CSR', { facility_csr: false }, 'notUsed'],
    ['skipped', { csr_skipped: true, csr_status: 'WAITING AUTHORIZATION' }, 'skipped'],
    ['completed', { csr_status: 'COMPLETED' }, 'completed'],
    [
      'credit bureau error',
      { csr_status: 'RECEIVED AUTHORIZATION', csr_error: 'Bureau down' },
      'creditBureauError',
    ],
    ['waiting practice approval', { csr_status: 'RECEIVED AUTHORIZATION' }, 'receivedAuthorization'],
    ['waiting customer authorization', { csr_status: 'WAITING AUTHORIZATION' }, 'waitingAuthorization'],
    [
      'an error before authorization is not a bureau error',
      { csr_status: 'WAITING AUTHORIZATION', csr_error: 'x' },
      'waitingAuthorization',
    ],
    ['not requested', {}, 'notRequested'],
  ])('%s', (_, overrides, expected) => expect(start(overrides).state()).toBe(expected));

  test('a finished CSR step outputs the CSR fields', () => {
    expect(start({ csr_status: 'COMPLETED' }).actor.getSnapshot().output).toEqual({
      csr_status: 'COMPLETED',
      csr_skipped: false,
    });
  });
});

describe('REQUEST-CSR', () => {
  test('with an SSN stored it is sent and the customer is waited for', async () => {
    const csr = start();
    csr.actor.send({ type: 'REQUEST-CSR' });
    await csr.settled();
    expect([csr.calls, csr.state()]).toEqual([['REQUEST-CSR'], 'waitingAuthorization']);
  });

  test('without an SSN it asks for one (spec §8 ssnRequired)', () => {
    const csr = start({ ssn_is_stored: false });
    csr.actor.send({ type: 'REQUEST-CSR' });
    expect(csr.state()).toBe('ssnRequired');
    expect(csr.actor.getSnapshot().getMeta()['csr.ssnRequired']).toEqual({ message: 'ssnRequired' });
    csr.actor.send({ type: 'dialog.confirm' });
    expect([csr.state(), csr.effects.openSsnEntry.mock.calls.length, csr.calls]).toEqual([
      'notRequested',
      1,
      [],
    ]);
  });

  test('declining to enter an SSN goes back without sending', () => {
    const csr = start({ ssn_is_stored: false });
    csr.actor.send({ type: 'REQUEST-CSR' });
    csr.actor.send({ type: 'dialog.cancel' });
    expect([csr.state(), csr.effects.openSsnEntry.mock.calls.length]).toEqual(['notRequested', 0]);
  });

  test('once an SSN is stored the request is sent', async () => {
    const csr = start({ ssn_is_stored: false });
    csr.actor.send({ type: 'ssn.stored' });
    csr.actor.send({ type: 'REQUEST-CSR' });
    await csr.settled();
    expect(csr.calls).toEqual(['REQUEST-CSR']);
  });

  test('can be sent again while waiting for the customer', async () => {
    const csr = start({ csr_status: 'WAITING AUTHORIZATION' });
    csr.actor.send({ type: 'REQUEST-CSR' });
    await csr.settled();
    expect([csr.calls, csr.state()]).toEqual([['REQUEST-CSR'], 'waitingAuthorization']);
  });

  test('for a select contract SAVE is sent first (spec §4 Contract actions)', async () => {
    const csr = start({ is_select: true });
    csr.actor.send({ type: 'REQUEST-CSR' });
    await csr.settled();
    expect(csr.calls).toEqual(['SAVE', 'REQUEST-CSR']);
  });
});

describe('the questions of a select contract read the copy its SAVE returned', () => {
  test('an SSN stored by that save counts: no ssnRequired, the request is sent', async () => {
    const csr = start({ is_select: true, ssn_is_stored: false }, undefined, { ssn_is_stored: true });
    csr.actor.send({ type: 'REQUEST-CSR', method: 'email' });
    await csr.settled();
    expect([csr.calls, csr.inputs, csr.state()]).toEqual([
      ['SAVE', 'REQUEST-CSR'],
      [{ action: 'REQUEST-CSR', method: 'email' }],
      'waitingAuthorization',
    ]);
  });

  test('still no SSN after the save: ssnRequired is asked', async () => {
    const csr = start({ is_select: true, ssn_is_stored: false });
    csr.actor.send({ type: 'REQUEST-CSR', method: 'email' });
    await waitFor(csr.actor, (s) => !s.matches('preparing'));
    expect([csr.calls, csr.state()]).toEqual([['SAVE'], 'ssnRequired']);
  });

  test('SKIP-CSR saves, then asks confirmSkipCreditCheck; cancelled, nothing more is sent', async () => {
    const csr = start({ is_select: true });
    csr.actor.send({ type: 'SKIP-CSR' });
    await waitFor(csr.actor, (s) => !s.matches('preparing'));
    expect(csr.state()).toBe('confirmingSkip');
    csr.actor.send({ type: 'dialog.cancel' });
    expect([csr.calls, csr.state(), csr.actor.getSnapshot().context.pending]).toEqual([
      ['SAVE'],
      'notRequested',
      null,
    ]);
  });
});

describe('the SSN found while ssnRequired is asked (Find SSN)', () => {
  test('the request goes on with the method chosen', async () => {
    const csr = start({ ssn_is_stored: false });
    csr.actor.send({ type: 'REQUEST-CSR', method: 'sms' });
    csr.actor.send({ type: 'ssn.stored' });
    await csr.settled();
    expect([csr.inputs, csr.state()]).toEqual([
      [{ action: 'REQUEST-CSR', method: 'sms' }],
      'waitingAuthorization',
    ]);
  });
});

describe('the contract loaded again (contract.changed)', () => {
  test('at rest the step is placed afresh', () => {
    const csr = start();
    csr.actor.send({
      type: 'contract.changed',
      fields: { ...base, csr_status: 'RECEIVED AUTHORIZATION' },
    });
    expect(csr.state()).toBe('receivedAuthorization');
  });

  test('while a question is open it is only recorded', () => {
    const csr = start();
    csr.actor.send({ type: 'SKIP-CSR' });
    csr.actor.send({ type: 'contract.changed', fields: { ...base, ssn_is_stored: false } });
    expect([csr.state(), csr.actor.getSnapshot().context.ssn_is_stored]).toEqual(['confirmingSkip', false]);
  });

  test('the steps of an action carry the acting tag (the controls wait)', async () => {
    const csr = start();
    expect(csr.actor.getSnapshot().hasTag('acting')).toBe(false);
    csr.actor.send({ type: 'OVERRIDE-CSR' });
    expect(csr.actor.getSnapshot().hasTag('acting')).toBe(true);
    csr.actor.send({ type: 'dialog.confirm' });
    expect(csr.actor.getSnapshot().hasTag('acting')).toBe(true);
    await csr.settled();
    expect(csr.actor.getSnapshot().hasTag('acting')).toBe(false);
  });
});

describe('the customer authorizes (status poll, spec §4)', () => {
  test('waiting practice approval, with the CSR Authorized notice', () => {
    const csr = start({ csr_status: 'WAITING AUTHORIZATION' });
    csr.actor.send({ type: 'customer.authorized' });
    expect(csr.state()).toBe('receivedAuthorization');
    expect(csr.actor.getSnapshot().context.csr_status).toBe('RECEIVED AUTHORIZATION');
    expect(csr.effects.notifyCsrAuthorized).toHaveBeenCalledTimes(1);
  });
});

describe('OVERRIDE-CSR with a hard-copy authorization (spec §8 confirmCsrAuthorization)', () => {
  test.each<[string, Partial<Input>]>([
    ['before a request', {}],
    ['while waiting for the customer', { csr_status: 'WAITING AUTHORIZATION' }],
  ])('confirmed %s: sent, then waiting practice approval', async (_, overrides) => {
    const csr = start(overrides);
    csr.actor.send({ type: 'OVERRIDE-CSR' });
    expect(csr.actor.getSnapshot().getMeta()['csr.confirmingOverride']).toEqual({
      message: 'confirmCsrAuthorization',
    });
    csr.actor.send({ type: 'dialog.confirm' });
    await csr.settled();
    expect([csr.calls, csr.state()]).toEqual([['OVERRIDE-CSR'], 'receivedAuthorization']);
  });

  test('cancelled: nothing sent, back where it was', () => {
    const csr = start({ csr_status: 'WAITING AUTHORIZATION' });
    csr.actor.send({ type: 'OVERRIDE-CSR' });
    csr.actor.send({ type: 'dialog.cancel' });
    expect([csr.calls, csr.state()]).toEqual([[], 'waitingAuthorization']);
  });
});

describe('SKIP-CSR (spec §8 confirmSkipCreditCheck)', () => {
  test.each<[string, Partial<Input>]>([
    ['before a request', {}],
    ['while waiting for the customer', { csr_status: 'WAITING AUTHORIZATION' }],
    ['while waiting practice approval', { csr_status: 'RECEIVED AUTHORIZATION' }],
    ['after a credit bureau error', { csr_status: 'RECEIVED AUTHORIZATION', csr_error: 'Bureau down' }],
  ])('confirmed %s: skipped', async (_, overrides) => {
    const csr = start(overrides);
    csr.actor.send({ type: 'SKIP-CSR' });
    expect(csr.actor.getSnapshot().getMeta()['csr.confirmingSkip']).toEqual({
      message: 'confirmSkipCreditCheck',
    });
    csr.actor.send({ type: 'dialog.confirm' });
    await csr.settled();
    expect([csr.calls, csr.state()]).toEqual([['SKIP-CSR'], 'skipped']);
    expect(csr.actor.getSnapshot().output).toEqual({ csr_status: null, csr_skipped: true });
  });

  test('cancelled: nothing sent', () => {
    const csr = start();
    csr.actor.send({ type: 'SKIP-CSR' });
    csr.actor.send({ type: 'dialog.cancel' });
    expect([csr.calls, csr.state()]).toEqual([[], 'notRequested']);
  });
});

describe('ACCEPT-CSR: the practice approves and the credit check runs', () => {
  test('completed', async () => {
    const csr = start({ csr_status: 'RECEIVED AUTHORIZATION' });
    csr.actor.send({ type: 'ACCEPT-CSR' });
    await csr.settled();
    expect([csr.calls, csr.state()]).toEqual([['ACCEPT-CSR'], 'completed']);
  });

  test('a credit bureau error (csr_error) can be retried', async () => {
    let first = true;
    const bureauDown: CsrFields = {
      csr_status: 'RECEIVED AUTHORIZATION',
      csr_skipped: false,
      csr_error: 'Bureau down',
    };
    const csr = start({ csr_status: 'RECEIVED AUTHORIZATION' }, (action) => {
      const answer = first ? bureauDown : SERVER[action];
      first = false;
      return Promise.resolve(answer);
    });
    csr.actor.send({ type: 'ACCEPT-CSR' });
    await csr.settled();
    expect(csr.state()).toBe('creditBureauError');
    csr.actor.send({ type: 'ACCEPT-CSR' });
    await csr.settled();
    expect([csr.calls, csr.state()]).toEqual([['ACCEPT-CSR', 'ACCEPT-CSR'], 'completed']);
  });

  test('is not offered before the customer authorizes', () => {
    expect(
      start({ csr_status: 'WAITING AUTHORIZATION' }).actor.getSnapshot().can({ type: 'ACCEPT-CSR' }),
    ).toBe(false);
  });
});

describe('when the server refuses or fails', () => {
  test('the failure is notified and the step stays where it was', async () => {
    const error = new Error('409');
    const csr = start({ csr_status: 'RECEIVED AUTHORIZATION' }, () => Promise.reject(error));
    csr.actor.send({ type: 'ACCEPT-CSR' });
    await csr.settled();
    expect(csr.state()).toBe('receivedAuthorization');
    expect(csr.effects.notifyFailure.mock.calls[0][1]).toEqual({ error });
  });

  test('a failed SAVE of a select contract sends nothing more', async () => {
    const notifyFailure = jest.fn();
    const machine = csrMachine.provide({ actions: { notifyFailure } });
    const actor = createActor(machine, { input: { ...base, is_select: true } }).start();
    actor.send({ type: 'REQUEST-CSR' });
    await waitFor(actor, (s) => !s.matches('preparing'));
    expect(actor.getSnapshot().value).toBe('notRequested');
    expect(String(notifyFailure.mock.calls[0][1].error)).toMatch('saveContract must be provided');
  });
});
