// The runner inside the server (JOB_RUNNER): off in tests unless a test turns it on.
import { loadConfig } from '../../../src/server/config';
import { queueMessage } from '../../../src/server/jobs';
import { CLEAN_UP } from '../../../src/server/jobs/handlers/maintenance-cleanup';
import { createTestApp } from '../helpers/test-app';
import { countJobs, waitFor } from './job-fixtures';

describe('JOB_RUNNER', () => {
  it('is on by default, off under NODE_ENV=test, and follows JOB_RUNNER=1/0', () => {
    expect(loadConfig({}).jobRunner).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ENCRYPTION_KEY: 'k' }).jobRunner).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).jobRunner).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', JOB_RUNNER: '1' }).jobRunner).toBe(true);
    expect(loadConfig({ JOB_RUNNER: '0' }).jobRunner).toBe(false);
  });
});

describe('the server with the job runner on', () => {
  it('schedules today’s clean-up, runs queued jobs and stops with the app', async () => {
    const t = await createTestApp({ config: { jobRunner: true } });
    try {
      await queueMessage(t.db, {
        channel: 'email',
        to: 'sam@example.com',
        subject: 'Hello',
        text: 'Welcome',
      });
      await t.app.ready();
      await waitFor(async () => {
        const sent = await t.db
          .selectFrom('outbox')
          .select('id')
          .where('to_address', '=', 'sam@example.com')
          .where('status', '=', 'sent')
          .execute();
        return sent.length === 1;
      });
      expect(await countJobs(t.db, CLEAN_UP)).toBe(1);
      // Today's clean-up runs too. Not "every job done": after 6 pm on a business day the servicing run
      // is queued as well, and the bank's sandbox answers it with a callback job due seconds later.
      await waitFor(async () => {
        const cleanUp = await t.db
          .selectFrom('jobs')
          .select('done_on')
          .where('kind', '=', CLEAN_UP)
          .executeTakeFirstOrThrow();
        return cleanUp.done_on !== null;
      });
    } finally {
      await t.close();
    }
  });

  it('is not started by a test app unless asked', async () => {
    const t = await createTestApp();
    try {
      await t.app.ready();
      expect(t.app.config.jobRunner).toBe(false);
      expect(await countJobs(t.db, CLEAN_UP)).toBe(0);
    } finally {
      await t.close();
    }
  });
});
