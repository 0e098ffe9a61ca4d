import {
  enqueue,
  type JobHandler,
  type JobHandlers,
  runNextJob,
  startJobRunner,
} from '../../../src/server/jobs';
import { claimNextJob, markDone } from '../../../src/server/jobs/job-rows';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { jobById, manualClock, quietLog, waitFor } from './job-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const deps = () => ({ db: t.db, log: quietLog });
const MINUTE = 60_000;

/** A handler for one test's own kind, so jobs of other tests are never claimed. */
function recorder(fail: (attempt: number) => boolean = () => false) {
  const runs: { payload: unknown; attempt: number }[] = [];
  const handler: JobHandler = async (payload, ctx) => {
    runs.push({ payload, attempt: ctx.job.attempt });
    if (fail(ctx.job.attempt)) throw new Error(`provider down (attempt ${ctx.job.attempt})`);
  };
  return { runs, handler };
}

describe('a due job', () => {
  it('runs once, with its payload, and is marked done', async () => {
    const { runs, handler } = recorder();
    const id = (await enqueue(t.db, { kind: 'test.once', payload: { contractId: 3 } }))!;
    const runner = startJobRunner(deps(), { workerId: 'w1', pollMs: 10, handlers: { 'test.once': handler } });
    try {
      await waitFor(async () => (await jobById(t.db, id)).done_on !== null);
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await runner.stop();
    }
    expect(runs).toEqual([{ payload: { contractId: 3 }, attempt: 1 }]);
    expect(await jobById(t.db, id)).toMatchObject({ attempts: 1, locked_by: null, locked_until: null });
  });

  it('is left to runners that have a handler for its kind', async () => {
    const clock = manualClock();
    const id = (await enqueue(t.db, { kind: 'test.other-kind', payload: null }, clock.now()))!;
    const { handler } = recorder();
    expect(
      await runNextJob(deps(), {
        workerId: 'w1',
        pollMs: 10,
        handlers: { 'test.mine': handler },
        clock: clock.now,
      }),
    ).toBe(false);
    expect((await jobById(t.db, id)).attempts).toBe(0);
  });
});

describe('a job with a future run_at', () => {
  it('waits until then', async () => {
    const clock = manualClock();
    const { runs, handler } = recorder();
    const options = { workerId: 'w1', pollMs: 10, handlers: { 'test.later': handler }, clock: clock.now };
    await enqueue(t.db, { kind: 'test.later', payload: null, runAt: clock.at(60 * MINUTE) }, clock.now());
    expect(await runNextJob(deps(), options)).toBe(false);
    clock.set(60 * MINUTE - 1);
    expect(await runNextJob(deps(), options)).toBe(false);
    clock.set(60 * MINUTE);
    expect(await runNextJob(deps(), options)).toBe(true);
    expect(runs).toHaveLength(1);
  });
});

describe('a failing job', () => {
  it('is retried with exponential backoff, then marked failed at max_attempts', async () => {
    const clock = manualClock();
    const { runs, handler } = recorder(() => true);
    const options = {
      workerId: 'w1',
      pollMs: 10,
      handlers: { 'test.failing': handler },
      retryBaseMs: MINUTE,
      clock: clock.now,
    };
    const id = (await enqueue(t.db, { kind: 'test.failing', payload: null, maxAttempts: 3 }, clock.now()))!;

    expect(await runNextJob(deps(), options)).toBe(true);
    expect(await jobById(t.db, id)).toMatchObject({
      attempts: 1,
      run_at: clock.at(MINUTE).toISOString(),
      last_error: 'provider down (attempt 1)',
      locked_by: null,
      failed_on: null,
    });
    clock.set(MINUTE - 1);
    expect(await runNextJob(deps(), options)).toBe(false);

    clock.set(MINUTE);
    expect(await runNextJob(deps(), options)).toBe(true);
    expect((await jobById(t.db, id)).run_at).toBe(clock.at(3 * MINUTE).toISOString());

    clock.set(3 * MINUTE);
    expect(await runNextJob(deps(), options)).toBe(true);
    expect(await jobById(t.db, id)).toMatchObject({
      attempts: 3,
      last_error: 'provider down (attempt 3)',
      failed_on: clock.at(3 * MINUTE).toISOString(),
      done_on: null,
      locked_by: null,
    });

    clock.set(24 * 60 * MINUTE);
    expect(await runNextJob(deps(), options)).toBe(false);
    expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3]);
  });

  it('is done when a retry succeeds', async () => {
    const clock = manualClock();
    const { handler } = recorder((attempt) => attempt === 1);
    const options = {
      workerId: 'w1',
      pollMs: 10,
      handlers: { 'test.flaky': handler },
      retryBaseMs: 1,
      clock: clock.now,
    };
    const id = (await enqueue(t.db, { kind: 'test.flaky', payload: null }, clock.now()))!;
    await runNextJob(deps(), options);
    clock.set(1);
    await runNextJob(deps(), options);
    expect(await jobById(t.db, id)).toMatchObject({
      attempts: 2,
      done_on: clock.at(1).toISOString(),
      failed_on: null,
    });
  });
});

describe('a lock that expires (the worker crashed)', () => {
  it('is reclaimed by another worker once expired, not before', async () => {
    const clock = manualClock();
    const { runs, handler } = recorder();
    const id = (await enqueue(t.db, { kind: 'test.crash', payload: null }, clock.now()))!;
    const crashed = { workerId: 'crashed', kinds: ['test.crash'], now: clock.now(), lockMs: 5 * MINUTE };
    expect((await claimNextJob(t.db, crashed))?.id).toBe(id);

    const options = { workerId: 'w2', pollMs: 10, handlers: { 'test.crash': handler }, clock: clock.now };
    clock.set(5 * MINUTE);
    expect(await runNextJob(deps(), options)).toBe(false);
    clock.set(5 * MINUTE + 1);
    expect(await runNextJob(deps(), options)).toBe(true);
    expect(runs).toEqual([{ payload: null, attempt: 2 }]);
    expect(await jobById(t.db, id)).toMatchObject({
      attempts: 2,
      done_on: clock.at(5 * MINUTE + 1).toISOString(),
    });
  });

  it('leaves the stale worker unable to record an outcome for the reclaimed job', async () => {
    const clock = manualClock();
    const id = (await enqueue(t.db, { kind: 'test.stale', payload: null }, clock.now()))!;
    const claim = { kinds: ['test.stale'], lockMs: MINUTE };
    const first = (await claimNextJob(t.db, { ...claim, workerId: 'slow', now: clock.now() }))!;
    await claimNextJob(t.db, { ...claim, workerId: 'w2', now: clock.at(MINUTE + 1) });
    await markDone(t.db, { id, attempts: first.attempts, workerId: 'slow' }, clock.at(2 * MINUTE));
    expect(await jobById(t.db, id)).toMatchObject({ locked_by: 'w2', attempts: 2, done_on: null });
  });

  it('after the last attempt marks the job failed without running it again', async () => {
    const clock = manualClock();
    const { runs, handler } = recorder();
    const id = (await enqueue(t.db, { kind: 'test.last', payload: null, maxAttempts: 1 }, clock.now()))!;
    await claimNextJob(t.db, { workerId: 'crashed', kinds: ['test.last'], now: clock.now(), lockMs: MINUTE });
    clock.set(MINUTE + 1);
    const options = { workerId: 'w2', pollMs: 10, handlers: { 'test.last': handler }, clock: clock.now };
    expect(await runNextJob(deps(), options)).toBe(true);
    expect(runs).toEqual([]);
    expect(await jobById(t.db, id)).toMatchObject({
      attempts: 2,
      failed_on: clock.at(MINUTE + 1).toISOString(),
      last_error: 'The worker stopped during the last attempt',
    });
  });

  it('is renewed while a long job runs, so no one else claims it', async () => {
    let finish = () => {};
    const handlers: JobHandlers = {
      'test.long': () => new Promise<void>((resolve) => (finish = resolve)),
    };
    const id = (await enqueue(t.db, { kind: 'test.long', payload: null }))!;
    const runner = startJobRunner(deps(), { workerId: 'w1', pollMs: 10, handlers, lockMs: 1_000 });
    try {
      await waitFor(async () => (await jobById(t.db, id)).locked_by === 'w1');
      const other = { workerId: 'w2', pollMs: 10, handlers: { 'test.long': async () => {} } };
      const until = Date.now() + 2_000;
      while (Date.now() < until) {
        expect(await runNextJob(deps(), other)).toBe(false);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      finish();
      await runner.stop();
    }
    expect(await jobById(t.db, id)).toMatchObject({
      attempts: 1,
      locked_by: null,
      done_on: expect.any(String),
    });
  });
});

describe('stopping the runner', () => {
  it('waits for the running job to finish and be recorded', async () => {
    let finish = () => {};
    let started = false;
    const handlers: JobHandlers = {
      'test.stop': () =>
        new Promise<void>((resolve) => {
          started = true;
          finish = resolve;
        }),
    };
    const id = (await enqueue(t.db, { kind: 'test.stop', payload: null }))!;
    const runner = startJobRunner(deps(), { workerId: 'w1', pollMs: 10, handlers });
    let stopped = false;
    try {
      await waitFor(async () => started);
      const stopping = runner.stop().then(() => (stopped = true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(stopped).toBe(false);
      finish();
      await stopping;
    } finally {
      finish();
      await runner.stop();
    }
    expect((await jobById(t.db, id)).done_on).not.toBeNull();
  });

  it('claims nothing more once stopped', async () => {
    const { runs, handler } = recorder();
    const runner = startJobRunner(deps(), {
      workerId: 'w1',
      pollMs: 10,
      handlers: { 'test.after-stop': handler },
    });
    await runner.stop();
    await enqueue(t.db, { kind: 'test.after-stop', payload: null });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toEqual([]);
  });
});
