import { enqueue } from '../../../src/server/jobs';
import { DEFAULT_MAX_ATTEMPTS } from '../../../src/server/jobs/enqueue';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { countJobs, jobById } from './job-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('enqueue inside the caller’s transaction', () => {
  it('leaves no job when the transaction rolls back', async () => {
    const work = t.db.transaction().execute(async (trx) => {
      await enqueue(trx, { kind: 'test.rolled-back', payload: { contractId: 7 } });
      throw new Error('the contract could not be saved');
    });
    await expect(work).rejects.toThrow('the contract could not be saved');
    expect(await countJobs(t.db, 'test.rolled-back')).toBe(0);
  });

  it('keeps the job when the transaction commits, due now, with its payload as JSON', async () => {
    const now = new Date('2026-11-22T03:00:00.000Z');
    const id = await t.db
      .transaction()
      .execute((trx) => enqueue(trx, { kind: 'test.committed', payload: { contractId: 7 } }, now));
    expect(await jobById(t.db, id!)).toMatchObject({
      kind: 'test.committed',
      payload: '{"contractId":7}',
      run_at: now.toISOString(),
      created_on: now.toISOString(),
      attempts: 0,
      max_attempts: DEFAULT_MAX_ATTEMPTS,
      locked_by: null,
      done_on: null,
      failed_on: null,
      dedupe_key: null,
    });
  });

  it('takes a later start and its own number of attempts', async () => {
    const runAt = new Date('2026-11-23T08:00:00.000Z');
    const id = await enqueue(t.db, { kind: 'test.later', payload: null, runAt, maxAttempts: 2 });
    expect(await jobById(t.db, id!)).toMatchObject({
      run_at: runAt.toISOString(),
      max_attempts: 2,
      payload: 'null',
    });
  });
});

describe('dedupe key', () => {
  it('makes enqueueing the same work twice a no-op', async () => {
    const job = { kind: 'test.dedupe', payload: { n: 1 }, dedupeKey: 'test.dedupe:contract-7' };
    const first = await enqueue(t.db, job);
    expect(first).toEqual(expect.any(Number));
    expect(await enqueue(t.db, { ...job, payload: { n: 2 } })).toBeNull();
    expect(await countJobs(t.db, 'test.dedupe')).toBe(1);
    expect((await jobById(t.db, first!)).payload).toBe('{"n":1}');
  });

  it('does not spoil the caller’s transaction when the key exists', async () => {
    await enqueue(t.db, { kind: 'test.dedupe-trx', payload: 1, dedupeKey: 'test.dedupe-trx:a' });
    await t.db.transaction().execute(async (trx) => {
      expect(
        await enqueue(trx, { kind: 'test.dedupe-trx', payload: 2, dedupeKey: 'test.dedupe-trx:a' }),
      ).toBeNull();
      await enqueue(trx, { kind: 'test.dedupe-trx', payload: 3, dedupeKey: 'test.dedupe-trx:b' });
    });
    expect(await countJobs(t.db, 'test.dedupe-trx')).toBe(2);
  });

  it('never merges jobs without a key', async () => {
    await enqueue(t.db, { kind: 'test.no-key', payload: 1 });
    await enqueue(t.db, { kind: 'test.no-key', payload: 1 });
    expect(await countJobs(t.db, 'test.no-key')).toBe(2);
  });
});
