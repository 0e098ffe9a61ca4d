// Several server processes share the jobs table: here two connections to the same database stand in
// for two processes.
import type { Db } from '../../../src/server/db/database';
import { enqueue, type JobHandlers, startJobRunner } from '../../../src/server/jobs';
import { claimNextJob } from '../../../src/server/jobs/job-rows';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { quietLog, secondConnection, waitFor } from './job-fixtures';

let t: TestApp;
let other: Db;
beforeAll(async () => {
  t = await createTestApp();
  other = await secondConnection(t.db);
});
afterAll(async () => {
  await other.destroy();
  await t.close();
});

async function enqueueMany(kind: string, n: number): Promise<void> {
  for (let i = 0; i < n; i++) await enqueue(t.db, { kind, payload: { n: i } });
}

async function doneCount(kind: string): Promise<number> {
  const row = await t.db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', kind)
    .where('done_on', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('claims racing from two processes', () => {
  it('never hand out the same job twice', async () => {
    await enqueueMany('test.race', 20);
    const claims = Array.from({ length: 40 }, (_, i) =>
      claimNextJob(i % 2 ? other : t.db, {
        workerId: `w${i % 2}`,
        kinds: ['test.race'],
        now: new Date(),
        lockMs: 60_000,
      }),
    );
    const claimed = (await Promise.all(claims)).filter((job) => job !== undefined).map((job) => job.id);
    expect(claimed).toHaveLength(20);
    expect(new Set(claimed).size).toBe(20);
  });
});

describe('two runners started together over many jobs', () => {
  it('run every job exactly once between them', async () => {
    const N = 60;
    await enqueueMany('test.shared', N);
    const runs: { worker: string; n: number }[] = [];
    const handlersOf = (worker: string): JobHandlers => ({
      'test.shared': async (payload) => {
        runs.push({ worker, n: (payload as { n: number }).n });
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
      },
    });
    const runners = [
      startJobRunner({ db: t.db, log: quietLog }, { workerId: 'a', pollMs: 5, handlers: handlersOf('a') }),
      startJobRunner({ db: other, log: quietLog }, { workerId: 'b', pollMs: 5, handlers: handlersOf('b') }),
    ];
    try {
      await waitFor(async () => (await doneCount('test.shared')) === N, 20_000);
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
    }

    expect(runs).toHaveLength(N);
    expect(new Set(runs.map((run) => run.n)).size).toBe(N);
    expect(new Set(runs.map((run) => run.worker))).toEqual(new Set(['a', 'b']));
    const attempts = await t.db
      .selectFrom('jobs')
      .select('attempts')
      .where('kind', '=', 'test.shared')
      .execute();
    expect(attempts.every((job) => job.attempts === 1)).toBe(true);
  });
});
