import type { MessagingProvider } from '../../../src/server/providers/messaging';
import { enqueueMessage, runNextJob } from '../../../src/server/jobs';
import { enqueue } from '../../../src/server/jobs/enqueue';
import { DELIVER_MESSAGE, deliverMessage } from '../../../src/server/jobs/handlers/messaging-deliver';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { jobById, manualClock, quietLog } from './job-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const outboxTo = (to: string) =>
  t.db
    .selectFrom('outbox')
    .select(['channel', 'subject', 'body', 'status'])
    .where('to_address', '=', to)
    .execute();

function runWith(messaging: MessagingProvider, clock = manualClock()) {
  const options = {
    workerId: 'w1',
    pollMs: 10,
    handlers: { [DELIVER_MESSAGE]: deliverMessage(messaging) },
    retryBaseMs: 1_000,
    clock: clock.now,
  };
  return () => runNextJob({ db: t.db, log: quietLog }, options);
}

describe('messaging.deliver', () => {
  it('sends a queued email through the messaging provider (to the outbox here)', async () => {
    const message = {
      channel: 'email',
      to: 'pat@example.com',
      subject: 'Your contract',
      text: 'Sign here',
    } as const;
    await t.db.transaction().execute((trx) => enqueueMessage(trx, message));
    expect(await runWith(t.app.messaging)()).toBe(true);
    expect(await outboxTo('pat@example.com')).toEqual([
      { channel: 'email', subject: 'Your contract', body: 'Sign here', status: 'queued' },
    ]);
  });

  it('sends a queued text message', async () => {
    await enqueueMessage(t.db, { channel: 'sms', to: '5550100', text: 'Your payment plan is ready' });
    await runWith(t.app.messaging)();
    expect(await outboxTo('5550100')).toEqual([
      { channel: 'sms', subject: null, body: 'Your payment plan is ready', status: 'queued' },
    ]);
  });

  it('tries again later while the provider is down', async () => {
    const clock = manualClock();
    let down = true;
    const sent: string[] = [];
    const flaky: MessagingProvider = {
      name: 'flaky',
      sendEmail: async (m) => {
        if (down) throw new Error('SMTP server unreachable');
        sent.push(m.to);
      },
      sendSms: async () => {},
    };
    const id = (await enqueueMessage(t.db, {
      channel: 'email',
      to: 'lee@example.com',
      subject: 's',
      text: 't',
    }))!;
    const run = runWith(flaky, clock);
    await run();
    expect(await jobById(t.db, id)).toMatchObject({
      attempts: 1,
      last_error: 'SMTP server unreachable',
      done_on: null,
    });
    down = false;
    clock.set(1_000);
    await run();
    expect(sent).toEqual(['lee@example.com']);
    expect((await jobById(t.db, id)).done_on).not.toBeNull();
  });

  it('refuses a payload that is not a message', async () => {
    const id = (await enqueue(t.db, {
      kind: DELIVER_MESSAGE,
      payload: { to: 'x@example.com' },
      maxAttempts: 1,
    }))!;
    await runWith(t.app.messaging)();
    expect(await jobById(t.db, id)).toMatchObject({
      failed_on: expect.any(String),
      last_error: 'messaging.deliver: the payload is not a message',
    });
  });
});
