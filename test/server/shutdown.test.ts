// Graceful shutdown (src/server/shutdown.ts, jobs/app-runner.ts): closing the app stops listening at
// once, answers the request in flight, lets the job in flight finish and record its outcome, claims
// nothing more, and only then closes the database. The app under test owns its database connection
// (as `npm start` does) on the test's fresh database.
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { build } from '../../src/server/app';
import type { Db } from '../../src/server/db/database';
import { queueMessage } from '../../src/server/jobs';
import { DELIVER_MESSAGE } from '../../src/server/jobs/handlers/messaging-deliver';
import type { MessagingProvider } from '../../src/server/providers/messaging';
import { shutDown } from '../../src/server/shutdown';
import { waitFor } from './jobs/job-fixtures';
import { databaseLocation } from './helpers/database-location';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Something in flight the test lets go of: `started` resolves when it begins, `release()` ends it. */
function gate() {
  let start = () => {};
  let release = () => {};
  const started = new Promise<void>((resolve) => (start = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  return { started, released, start, release };
}

async function serverWith(t: TestApp, messaging: MessagingProvider): Promise<FastifyInstance> {
  return build({
    logger: false,
    messaging,
    config: {
      ...(await databaseLocation(t.db)),
      environment: 'test',
      jobRunner: true,
      clientDir: join(tmpdir(), 'payplan-no-client-build'),
      publicUrl: 'http://payplan.test',
    },
  });
}

const email = (to: string) => ({ channel: 'email' as const, to, subject: 'Hello', text: 'Welcome' });

/** The outbox row sent to `to` and its delivery job. */
async function deliveryTo(db: Db, to: string) {
  const outbox = await db
    .selectFrom('outbox')
    .select(['id', 'status', 'sent_on'])
    .where('to_address', '=', to)
    .executeTakeFirstOrThrow();
  const job = await db
    .selectFrom('jobs')
    .select(['attempts', 'done_on', 'locked_by', 'failed_on'])
    .where('dedupe_key', '=', `${DELIVER_MESSAGE}:${outbox.id}`)
    .executeTakeFirstOrThrow();
  return { ...job, status: outbox.status, sent_on: outbox.sent_on };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('close with a slow request and a job in flight: both finish, nothing new is taken, then the database closes', async () => {
  const delivery = gate();
  const app = await serverWith(t, {
    name: 'slow',
    async deliver() {
      delivery.start();
      await delivery.released;
    },
  });
  const slowRequest = gate();
  app.get('/slow-for-test', async () => {
    slowRequest.start();
    await slowRequest.released;
    return { answered: true };
  });
  await queueMessage(t.db, email('first@example.com'));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  await delivery.started; // the runner holds the job
  const answer = fetch(`${base}/slow-for-test`);
  await slowRequest.started;
  let closed = false;
  const closing = app.close().then(() => (closed = true));

  // Not listening any more while the request and the job are still in flight.
  await waitFor(async () => !app.server.listening, 5_000);
  await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  await queueMessage(t.db, email('second@example.com')); // due now, but the runner has stopped claiming

  slowRequest.release();
  const response = await answer;
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ answered: true });
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(closed).toBe(false); // still waiting for the job

  delivery.release();
  await closing;
  expect(await deliveryTo(t.db, 'first@example.com')).toMatchObject({
    attempts: 1,
    done_on: expect.any(String),
    failed_on: null,
    status: 'sent',
    sent_on: expect.any(String),
  });
  expect(await deliveryTo(t.db, 'second@example.com')).toMatchObject({
    attempts: 0,
    done_on: null,
    locked_by: null,
    status: 'queued',
  });
});

test('shutDown: not ready at once, then closed; the cap cuts a close that hangs', async () => {
  const app = await serverWith(t, { name: 'quiet', deliver: async () => {} });
  const hanging = gate();
  app.get('/hangs-for-test', async () => {
    hanging.start();
    await hanging.released;
    return {};
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  expect((await fetch(`${base}/api/ready`)).status).toBe(200);

  const stuck = fetch(`${base}/hangs-for-test`).catch((error: unknown) => error);
  await hanging.started;
  const draining = shutDown(app, { drainMs: 300, timeoutMs: 500 });
  const notReady = await fetch(`${base}/api/ready`);
  expect(notReady.status).toBe(503);
  expect(await notReady.json()).toEqual({ status: 'shutting down' });
  expect(notReady.headers.get('connection')).toBe('close');

  expect(await draining).toBe('timed out');
  expect(await stuck).toMatchObject({ message: 'fetch failed' }); // its connection was cut
  expect(app.server.listening).toBe(false);
  hanging.release();
});
