import { createActor, fromPromise, waitFor } from 'xstate';
import { termsMachine, type TermsDocument, type TermsEvent } from '../../machines/terms.machine';

const TERMS: TermsDocument = { version: 3, title: 'Terms of Service', body: 'The terms.' };
const scrolled = (scrollTop: number): TermsEvent => ({
  type: 'terms.scrolled',
  scrollTop,
  scrollHeight: 1000,
  clientHeight: 400,
});

function start(options: { load?: () => Promise<TermsDocument>; accept?: () => Promise<void> } = {}) {
  const reloadUser = jest.fn();
  const logout = jest.fn();
  const machine = termsMachine.provide({
    actors: {
      loadTerms: fromPromise(options.load ?? (async () => TERMS)),
      acceptTerms: fromPromise(options.accept ?? (async () => undefined)),
    },
    actions: { reloadUser, logout },
  });
  const actor = createActor(machine, { input: { scrollThresholdPx: 100 } }).start();
  return { actor, reloadUser, logout };
}

async function openToReading() {
  const started = start();
  started.actor.send({ type: 'terms.required' });
  await waitFor(started.actor, (s) => s.matches('reading'));
  return started;
}

describe('terms machine (spec §4 Terms)', () => {
  it('starts closed with no terms', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.terms).toBeNull();
  });

  it('loads the terms when the server says they are not accepted', async () => {
    const { actor } = await openToReading();
    expect(actor.getSnapshot().context.terms).toEqual(TERMS);
  });

  describe('only one dialog at a time', () => {
    it('ignores terms.required while open', async () => {
      const load = jest.fn(async () => TERMS);
      const { actor } = start({ load });
      actor.send({ type: 'terms.required' });
      actor.send({ type: 'terms.required' });
      await waitFor(actor, (s) => s.matches('reading'));
      actor.send({ type: 'terms.required' });
      expect(actor.getSnapshot().value).toBe('reading');
      expect(load).toHaveBeenCalledTimes(1);
    });
  });

  describe('Accept is enabled after scrolling to within 100 px of the end', () => {
    it('stays reading when more than 100 px remain', async () => {
      const { actor } = await openToReading();
      actor.send(scrolled(499)); // 1000 - 499 - 400 = 101 px left
      expect(actor.getSnapshot().value).toBe('reading');
      expect(actor.getSnapshot().can({ type: 'terms.accept' })).toBe(false);
    });

    it('moves to readToEnd at exactly 100 px from the end', async () => {
      const { actor } = await openToReading();
      actor.send(scrolled(500));
      expect(actor.getSnapshot().value).toBe('readToEnd');
      expect(actor.getSnapshot().can({ type: 'terms.accept' })).toBe(true);
    });

    it('counts short terms that need no scrolling as read', async () => {
      const { actor } = await openToReading();
      actor.send({ type: 'terms.scrolled', scrollTop: 0, scrollHeight: 300, clientHeight: 400 });
      expect(actor.getSnapshot().value).toBe('readToEnd');
    });
  });

  it('accepts, reloads the user and closes', async () => {
    const accept = jest.fn(async () => undefined);
    const { actor, reloadUser, logout } = start({ accept });
    actor.send({ type: 'terms.required' });
    await waitFor(actor, (s) => s.matches('reading'));
    actor.send(scrolled(600));
    actor.send({ type: 'terms.accept' });
    expect(actor.getSnapshot().value).toBe('accepting');
    await waitFor(actor, (s) => s.matches('closed'));
    expect(accept).toHaveBeenCalledTimes(1);
    expect(reloadUser).toHaveBeenCalledTimes(1);
    expect(logout).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.terms).toBeNull();
  });

  it('stays open with the error when accepting fails', async () => {
    const { actor, reloadUser } = start({ accept: async () => Promise.reject(new Error('Server down')) });
    actor.send({ type: 'terms.required' });
    await waitFor(actor, (s) => s.matches('reading'));
    actor.send(scrolled(600));
    actor.send({ type: 'terms.accept' });
    await waitFor(actor, (s) => s.matches('readToEnd') && s.context.errorMessage !== null);
    expect(actor.getSnapshot().context.errorMessage).toBe('Server down');
    expect(reloadUser).not.toHaveBeenCalled();
  });

  describe('Decline logs out', () => {
    it.each([['reading'], ['readToEnd']] as const)('from %s', async (state) => {
      const { actor, logout, reloadUser } = await openToReading();
      if (state === 'readToEnd') actor.send(scrolled(600));
      expect(actor.getSnapshot().value).toBe(state);
      actor.send({ type: 'terms.decline' });
      expect(actor.getSnapshot().value).toBe('closed');
      expect(logout).toHaveBeenCalledTimes(1);
      expect(reloadUser).not.toHaveBeenCalled();
    });

    it('while the terms are still loading', () => {
      const { actor, logout } = start({ load: () => new Promise(() => {}) });
      actor.send({ type: 'terms.required' });
      actor.send({ type: 'terms.decline' });
      expect(actor.getSnapshot().value).toBe('closed');
      expect(logout).toHaveBeenCalledTimes(1);
    });
  });

  describe('when the terms cannot be loaded', () => {
    it('shows the error, retries, and can decline', async () => {
      let fail = true;
      const load = jest.fn(async () => {
        if (fail) throw new Error('Not reachable');
        return TERMS;
      });
      const { actor, logout } = start({ load });
      actor.send({ type: 'terms.required' });
      await waitFor(actor, (s) => s.matches('loadFailed'));
      expect(actor.getSnapshot().context.errorMessage).toBe('Not reachable');
      fail = false;
      actor.send({ type: 'terms.retry' });
      await waitFor(actor, (s) => s.matches('reading'));
      expect(actor.getSnapshot().context.errorMessage).toBeNull();
      expect(load).toHaveBeenCalledTimes(2);

      const second = start({ load: async () => Promise.reject(new Error('x')) });
      second.actor.send({ type: 'terms.required' });
      await waitFor(second.actor, (s) => s.matches('loadFailed'));
      second.actor.send({ type: 'terms.decline' });
      expect(second.actor.getSnapshot().value).toBe('closed');
      expect(second.logout).toHaveBeenCalledTimes(1);
      expect(logout).not.toHaveBeenCalled();
    });
  });
});
