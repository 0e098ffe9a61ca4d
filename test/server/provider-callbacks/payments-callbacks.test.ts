// POST /api/provider_callbacks/payments and the `providers.callback` job (providers/payments/README.md
// "Callbacks"): signed events are stored once and applied to the card_charges ledger by the runner.
import {
  APPLY_PROVIDER_EVENT,
  applyProviderCallback,
} from '../../../src/server/jobs/handlers/provider-callback';
import { signBody } from '../../../src/server/services/provider-callbacks';
import type { Browser } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import { riversideAdmin } from '../contracts/contract-fixtures';
import { savedContract } from '../contracts/contract-flows';
import { countJobs, manualClock, runOneJob } from '../jobs/job-fixtures';

let t: TestApp;
let admin: Browser;
let riverside: number;

beforeAll(async () => ({ t, admin, riverside } = await riversideAdmin()));
afterAll(() => t.close());

// Callbacks enqueue their job at the real time: the clock stands an hour later, so the job is due.
const clock = manualClock(new Date(Date.now() + 60 * 60_000));
const runCallbacks = () => runOneJob(t.db, { [APPLY_PROVIDER_EVENT]: applyProviderCallback() }, clock.now);

function post(event: unknown, signature?: string | null) {
  const payload = JSON.stringify(event);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const sig = signature === undefined ? signBody(t.app.config.paymentsWebhookSecret, payload) : signature;
  if (sig !== null) headers['x-payplan-signature'] = sig;
  return t.app.inject({ method: 'POST', url: '/api/provider_callbacks/payments', headers, payload });
}

const eventRow = (eventId: string) =>
  t.db
    .selectFrom('provider_events')
    .selectAll()
    .where('provider', '=', 'payments')
    .where('event_id', '=', eventId)
    .executeTakeFirst();

let charges = 0;
async function chargedContract(): Promise<{ contractId: number; transactionId: string }> {
  const c = await savedContract(admin, riverside);
  charges += 1;
  const transactionId = `txn_test_${charges}_${c.id}`;
  await t.db
    .insertInto('card_charges')
    .values({
      idempotency_key: `contract-${c.id}-fee-${charges}`,
      amount_cents: 4500,
      last4: '1111',
      result: JSON.stringify({ approved: true, transactionId }),
      charged_at: new Date().toISOString(),
      transaction_id: transactionId,
    })
    .execute();
  return { contractId: Number(c.id), transactionId };
}

const chargeOf = (transactionId: string) =>
  t.db
    .selectFrom('card_charges')
    .select(['settled_on', 'disputed_on', 'dispute_reason'])
    .where('transaction_id', '=', transactionId)
    .executeTakeFirstOrThrow();

describe('POST /api/provider_callbacks/payments', () => {
  const event = {
    id: 'evt_sig_1',
    type: 'charge.settled',
    data: { transactionId: 'txn_x', settledOn: '2026-11-23' },
  };

  test('a missing or wrong signature is refused with 401 and nothing is stored', async () => {
    expect((await post(event, null)).statusCode).toBe(401);
    expect((await post(event, 'sha256=00')).statusCode).toBe(401);
    const forged = signBody('not-the-secret', JSON.stringify(event));
    expect((await post(event, forged)).statusCode).toBe(401);
    expect(await eventRow('evt_sig_1')).toBeUndefined();
  });

  test('an unknown event type is refused with 400', async () => {
    const response = await post({
      id: 'evt_unknown_type',
      type: 'charge.refunded',
      data: { transactionId: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Unknown event type/);
    expect(await eventRow('evt_unknown_type')).toBeUndefined();
  });

  test('a signed event is accepted (202), stored and its job enqueued; a repeat is acknowledged and ignored', async () => {
    const jobsBefore = await countJobs(t.db, APPLY_PROVIDER_EVENT);
    const first = await post({ ...event, id: 'evt_dup_1' });
    expect(first.statusCode).toBe(202);
    const row = await eventRow('evt_dup_1');
    expect(row).toMatchObject({ type: 'charge.settled', applied_on: null, error: null });
    expect(JSON.parse(row!.payload)).toEqual(event.data);
    const job = await t.db
      .selectFrom('jobs')
      .select(['payload'])
      .where('dedupe_key', '=', `${APPLY_PROVIDER_EVENT}:${row!.id}`)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(job.payload)).toEqual({ provider_event_id: row!.id });

    const again = await post({ ...event, id: 'evt_dup_1' });
    expect(again.statusCode).toBe(200);
    expect(await countJobs(t.db, APPLY_PROVIDER_EVENT)).toBe(jobsBefore + 1);
    // Drain it (unknown transaction) so the next tests run their own jobs.
    await runCallbacks();
  });

  test('no session and no CSRF token are needed', async () => {
    const response = await post({ ...event, id: 'evt_no_session' });
    expect(response.statusCode).toBe(202);
    await runCallbacks();
  });
});

describe('the providers.callback job', () => {
  test('charge.settled marks the charge settled and the event applied', async () => {
    const { transactionId } = await chargedContract();
    const response = await post({
      id: 'evt_settle_1',
      type: 'charge.settled',
      data: { transactionId, settledOn: '2026-11-24' },
    });
    expect(response.statusCode).toBe(202);
    expect(await runCallbacks()).toBe(true);
    expect(await chargeOf(transactionId)).toEqual({
      settled_on: '2026-11-24',
      disputed_on: null,
      dispute_reason: null,
    });
    const row = await eventRow('evt_settle_1');
    expect(row?.applied_on).toBe(clock.now().toISOString());
    expect(row?.error).toBeNull();
  });

  test('charge.disputed records the dispute and writes a contract note the practice sees', async () => {
    const { contractId, transactionId } = await chargedContract();
    const response = await post({
      id: 'evt_dispute_1',
      type: 'charge.disputed',
      data: { transactionId, reason: 'fraudulent' },
    });
    expect(response.statusCode).toBe(202);
    expect(await runCallbacks()).toBe(true);
    expect(await chargeOf(transactionId)).toMatchObject({
      disputed_on: clock.now().toISOString(),
      dispute_reason: 'fraudulent',
    });
    const notes = await t.db
      .selectFrom('contract_notes')
      .select(['text', 'user_id'])
      .where('contract_id', '=', contractId)
      .execute();
    expect(notes).toEqual([
      {
        user_id: null,
        text: `The customer disputed the card charge of $45.00 (card ending 1111, transaction ${transactionId}): fraudulent.`,
      },
    ]);
    expect((await eventRow('evt_dispute_1'))?.error).toBeNull();
  });

  test('an event for an unknown transaction is recorded as an error and marked applied, without retrying', async () => {
    await post({
      id: 'evt_unknown_txn',
      type: 'charge.disputed',
      data: { transactionId: 'txn_nobody', reason: 'x' },
    });
    expect(await runCallbacks()).toBe(true);
    const row = await eventRow('evt_unknown_txn');
    expect(row?.error).toBe('unknown transaction: txn_nobody');
    expect(row?.applied_on).not.toBeNull();
    const job = await t.db
      .selectFrom('jobs')
      .select(['done_on', 'failed_on', 'attempts'])
      .where('dedupe_key', '=', `${APPLY_PROVIDER_EVENT}:${row!.id}`)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ failed_on: null, attempts: 1 });
    expect(job.done_on).not.toBeNull();
  });
});
