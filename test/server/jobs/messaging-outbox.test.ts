// The transactional outbox: queueMessage writes the outbox row and its messaging.deliver job in the
// caller's transaction; the job sends the row through the transport and marks it sent.
import type { MessagingProvider, OutboxMessage } from '../../../src/server/providers/messaging';
import { SandboxMessaging } from '../../../src/server/providers/messaging';
import { queueMessage, runNextJob } from '../../../src/server/jobs';
import { enqueue } from '../../../src/server/jobs/enqueue';
import { DELIVER_MESSAGE, deliverMessage } from '../../../src/server/jobs/handlers/messaging-deliver';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { countJobs, jobById, manualClock, quietLog } from './job-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Each test runs only its own jobs.
beforeEach(() => t.db.deleteFrom('jobs').execute());

const outboxTo = (to: string) =>
  t.db
    .selectFrom('outbox')
    .select(['id', 'channel', 'subject', 'body', 'status', 'sent_on'])
    .where('to_address', '=', to)
    .execute();

const jobsOf = (outboxId: number) =>
  t.db.selectFrom('jobs').selectAll().where('dedupe_key', '=', `${DELIVER_MESSAGE}:${outboxId}`).execute();

// queueMessage enqueues at the real time: the clock starts then, so the job is due.
function runWith(messaging: MessagingProvider, clock = manualClock(new Date())) {
  const options = {
    workerId: 'w1',
    pollMs: 10,
    handlers: { [DELIVER_MESSAGE]: deliverMessage(messaging, t.app.providers.storage) },
    retryBaseMs: 1_000,
    clock: clock.now,
  };
  return () => runNextJob({ db: t.db, log: quietLog }, options);
}

/** A transport that records what it sends, or fails while `down`. */
function recording() {
  const sent: OutboxMessage[] = [];
  const transport = {
    name: 'recording',
    down: false,
    deliver: async (m: OutboxMessage) => {
      if (transport.down) throw new Error('SMTP server unreachable');
      sent.push(m);
    },
  };
  return { transport, sent };
}

const email = (to: string) =>
  ({ channel: 'email', to, subject: 'Your contract', text: 'Sign here' }) as const;

describe('the messaging outbox', () => {
  it('leaves neither row nor job when the transaction rolls back', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await queueMessage(trx, email('rolled@example.com'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outboxTo('rolled@example.com')).toEqual([]);
    expect(await countJobs(t.db, DELIVER_MESSAGE)).toBe(0);
  });

  it('writes the queued row and its job when the transaction commits', async () => {
    const id = await t.db.transaction().execute((trx) => queueMessage(trx, email('kept@example.com')));
    expect(await outboxTo('kept@example.com')).toEqual([
      { id, channel: 'email', subject: 'Your contract', body: 'Sign here', status: 'queued', sent_on: null },
    ]);
    const jobs = await jobsOf(id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ kind: DELIVER_MESSAGE, done_on: null });
    expect(JSON.parse(jobs[0].payload as string)).toEqual({ outbox_id: id });
  });

  it('marks the row sent through the sandbox transport', async () => {
    const id = await queueMessage(t.db, { channel: 'sms', to: '5550100', text: 'Your plan is ready' });
    expect(await runWith(new SandboxMessaging(() => {}))()).toBe(true);
    expect(await outboxTo('5550100')).toEqual([
      {
        id,
        channel: 'sms',
        subject: null,
        body: 'Your plan is ready',
        status: 'sent',
        sent_on: expect.any(String),
      },
    ]);
    expect((await jobsOf(id))[0].done_on).not.toBeNull();
  });

  it('leaves the row queued and retries the job while the transport fails', async () => {
    const { transport, sent } = recording();
    transport.down = true;
    const id = await queueMessage(t.db, email('lee@example.com'));
    // After the queueing: a clock read before it could stand a millisecond before the job's run_at.
    const clock = manualClock(new Date());
    const [job] = await jobsOf(id);
    const run = runWith(transport, clock);
    await run();
    expect(await jobById(t.db, job.id)).toMatchObject({
      attempts: 1,
      last_error: 'SMTP server unreachable',
      done_on: null,
      failed_on: null,
    });
    expect((await outboxTo('lee@example.com'))[0]).toMatchObject({ status: 'queued', sent_on: null });
    transport.down = false;
    clock.set(1_000);
    await run();
    expect(sent.map((m) => m.to)).toEqual(['lee@example.com']);
    expect((await jobById(t.db, job.id)).done_on).not.toBeNull();
    expect((await outboxTo('lee@example.com'))[0].status).toBe('sent');
  });

  it('sends once when the job runs twice', async () => {
    const { transport, sent } = recording();
    const id = await queueMessage(t.db, email('twice@example.com'));
    const run = runWith(transport);
    await run();
    // The same delivery again, as after a worker stopped before writing done_on.
    await enqueue(t.db, { kind: DELIVER_MESSAGE, payload: { outbox_id: id } });
    await run();
    expect(sent).toEqual([email('twice@example.com')]);
    expect(await outboxTo('twice@example.com')).toHaveLength(1);
  });

  it('refuses a payload without an outbox id', async () => {
    const id = (await enqueue(t.db, {
      kind: DELIVER_MESSAGE,
      payload: { to: 'x@example.com' },
      maxAttempts: 1,
    }))!;
    await runWith(new SandboxMessaging(() => {}))();
    expect(await jobById(t.db, id)).toMatchObject({
      failed_on: expect.any(String),
      last_error: 'messaging.deliver: the payload has no outbox_id',
    });
  });
});
