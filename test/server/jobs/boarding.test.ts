// `contracts.board` (machines/LIFECYCLE.md "Boarding"): a SIGNED contract is boarded by the job that
// signing enqueued — account number, processed_on, ACTIVE with a history row — and only once.
import {
  BOARD_CONTRACT,
  boardContract,
  enqueueBoarding,
} from '../../../src/server/jobs/handlers/contracts-board';
import { ebcsAccountNumber } from '../../../src/server/services/contracts/boarding';
import type { Browser } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import { riversideAdmin } from '../contracts/contract-fixtures';
import { act, readyContract, savedContract } from '../contracts/contract-flows';
import { manualClock, quietLog, runOneJob } from './job-fixtures';

let t: TestApp;
let admin: Browser;
let riverside: number;

beforeAll(async () => ({ t, admin, riverside } = await riversideAdmin()));
afterAll(() => t.close());

// Signing enqueues the job at the real time: the clock stands an hour later, so the job is due.
const clock = manualClock(new Date(Date.now() + 60 * 60_000));
const runBoarding = () => runOneJob(t.db, { [BOARD_CONTRACT]: boardContract() }, clock.now);

const contractRow = (id: number) =>
  t.db
    .selectFrom('contracts')
    .select(['status', 'ebcs_account_number', 'processed_on', 'modified_on'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const history = (id: number) =>
  t.db
    .selectFrom('contract_status_history')
    .select(['action', 'from_status', 'to_status', 'user_id'])
    .where('contract_id', '=', id)
    .orderBy('id')
    .execute();

const boardingJobs = (id: number) =>
  t.db
    .selectFrom('jobs')
    .select(['kind', 'done_on'])
    .where('dedupe_key', '=', `${BOARD_CONTRACT}:${id}`)
    .execute();

async function uploadedContract(): Promise<number> {
  const c = await act(admin, await readyContract(admin, riverside), 'PRINT');
  const upload = await admin.post('/api/upload_contract', {
    contract_id: c.id,
    filename: 'signed.pdf',
    b64: Buffer.from('%PDF-1.4 signed').toString('base64'),
  });
  expect(upload.json().contract.status).toBe('SIGNED');
  return c.id;
}

describe('contracts.board', () => {
  test('upload_contract enqueues the boarding job with the SIGNED contract', async () => {
    const id = await uploadedContract();
    expect(await boardingJobs(id)).toEqual([{ kind: BOARD_CONTRACT, done_on: null }]);
    expect(await enqueueBoarding(t.db, id)).toBeNull();
  });

  test('the job boards a SIGNED contract: account number, processed_on, ACTIVE and a history row', async () => {
    const id = await uploadedContract();
    while (await runBoarding());
    expect(await contractRow(id)).toMatchObject({
      status: 'ACTIVE',
      ebcs_account_number: ebcsAccountNumber(id),
      processed_on: clock.now().toISOString(),
    });
    expect((await history(id)).at(-1)).toEqual({
      action: 'servicer.boarded',
      from_status: 'SIGNED',
      to_status: 'ACTIVE',
      user_id: null,
    });
    expect((await boardingJobs(id))[0].done_on).not.toBeNull();
  });

  test('running it again changes nothing', async () => {
    const id = await uploadedContract();
    while (await runBoarding());
    const boarded = await contractRow(id);
    const rows = await history(id);
    const job = { id: 0, kind: BOARD_CONTRACT, attempt: 2, maxAttempts: 8 };
    await boardContract()({ contract_id: id }, { db: t.db, job, now: new Date(), log: quietLog });
    expect(await contractRow(id)).toEqual(boarded);
    expect(await history(id)).toEqual(rows);
  });

  test('a contract that is not SIGNED is left alone', async () => {
    const c = await savedContract(admin, riverside);
    const before = await contractRow(c.id);
    await enqueueBoarding(t.db, c.id);
    while (await runBoarding());
    expect(await contractRow(c.id)).toEqual(before);
    expect(await history(c.id)).toEqual([]);
    expect((await boardingJobs(c.id))[0].done_on).not.toBeNull();
  });
});
