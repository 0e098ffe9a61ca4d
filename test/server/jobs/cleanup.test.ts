import { enqueue, runNextJob } from '../../../src/server/jobs';
import {
  CLEAN_UP,
  cleanUp,
  DONE_JOBS_KEPT_DAYS,
  enqueueDailyCleanup,
  LOGIN_ATTEMPTS_KEPT_DAYS,
} from '../../../src/server/jobs/handlers/maintenance-cleanup';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { countJobs, quietLog } from './job-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { sessionIdleMinutes: 60, sessionAbsoluteHours: 12 } });
});
afterAll(() => t.close());

const NOW = new Date('2026-11-22T12:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

async function userId(): Promise<number> {
  return (await t.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
}

async function addSession(name: string, createdAgo: number, lastSeenAgo: number) {
  await t.db
    .insertInto('sessions')
    .values({
      id_hash: name,
      user_id: await userId(),
      impersonator_user_id: null,
      client_id: null,
      facility_id: null,
      csrf_token: 'csrf',
      multifactor_pending: 0,
      created_on: ago(createdAgo),
      last_seen_on: ago(lastSeenAgo),
    })
    .execute();
}

async function addLink(name: string, expiresOn: string, usedOn: string | null) {
  await t.db
    .insertInto('one_time_tokens')
    .values({
      user_id: await userId(),
      purpose: 'password_reset',
      token_hash: name,
      expires_on: expiresOn,
      used_on: usedOn,
      created_on: ago(HOUR),
    })
    .execute();
}

async function addJob(kind: string, finished: { done_on?: string | null; failed_on?: string }) {
  const id = (await enqueue(t.db, { kind, payload: null }, new Date(ago(90 * DAY))))!;
  await t.db.updateTable('jobs').set(finished).where('id', '=', id).execute();
}

async function countsOfOtherTables() {
  const count = async (table: 'users' | 'contracts' | 'facilities' | 'outbox') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    users: await count('users'),
    contracts: await count('contracts'),
    facilities: await count('facilities'),
    outbox: await count('outbox'),
  };
}

const column = async <T>(rows: Promise<T[]>, pick: (row: T) => string) => (await rows).map(pick).sort();

describe('maintenance.cleanup', () => {
  let othersBefore: Awaited<ReturnType<typeof countsOfOtherTables>>;
  beforeAll(async () => {
    othersBefore = await countsOfOtherTables();
    await addSession('fresh', HOUR, 5 * MINUTE);
    await addSession('idle', 2 * HOUR, 61 * MINUTE);
    await addSession('past-absolute-limit', 12 * HOUR + MINUTE, MINUTE);
    for (const [email, age] of [
      ['recent@example.com', (LOGIN_ATTEMPTS_KEPT_DAYS - 1) * DAY],
      ['old@example.com', (LOGIN_ATTEMPTS_KEPT_DAYS + 1) * DAY],
    ] as const) {
      await t.db
        .insertInto('login_attempts')
        .values({ email, ip: '192.0.2.1', succeeded: 0, attempted_on: ago(age) })
        .execute();
    }
    await addLink('live', new Date(NOW.getTime() + HOUR).toISOString(), null);
    await addLink('used', new Date(NOW.getTime() + HOUR).toISOString(), ago(MINUTE));
    await addLink('expired', ago(MINUTE), null);
    await addJob('test.done-recently', { done_on: ago((DONE_JOBS_KEPT_DAYS - 1) * DAY) });
    await addJob('test.done-long-ago', { done_on: ago((DONE_JOBS_KEPT_DAYS + 1) * DAY) });
    await addJob('test.failed-long-ago', { failed_on: ago((DONE_JOBS_KEPT_DAYS + 1) * DAY) });
    await addJob('test.waiting', { done_on: null });

    await enqueueDailyCleanup(t.db, NOW);
    const handlers = { [CLEAN_UP]: cleanUp(t.app.config) };
    const ran = await runNextJob(
      { db: t.db, log: quietLog },
      { workerId: 'w1', pollMs: 10, handlers, clock: () => NOW },
    );
    expect(ran).toBe(true);
  });

  it('deletes sessions past the idle or the absolute time-out, keeps live ones', async () => {
    const names = await column(t.db.selectFrom('sessions').select('id_hash').execute(), (row) => row.id_hash);
    expect(names).toEqual(['fresh']);
  });

  it(`deletes login attempts older than ${LOGIN_ATTEMPTS_KEPT_DAYS} days`, async () => {
    const emails = await column(
      t.db.selectFrom('login_attempts').select('email').execute(),
      (row) => row.email,
    );
    expect(emails).toEqual(['recent@example.com']);
  });

  it('deletes used and expired one-time links, keeps usable ones', async () => {
    const links = await column(
      t.db.selectFrom('one_time_tokens').select('token_hash').execute(),
      (row) => row.token_hash,
    );
    expect(links).toEqual(['live']);
  });

  it(`deletes jobs done more than ${DONE_JOBS_KEPT_DAYS} days ago; keeps failed and unfinished ones`, async () => {
    const kinds = await column(
      t.db.selectFrom('jobs').select('kind').where('kind', 'like', 'test.%').execute(),
      (row) => row.kind,
    );
    expect(kinds).toEqual(['test.done-recently', 'test.failed-long-ago', 'test.waiting']);
  });

  it('leaves everything else alone', async () => {
    expect(othersBefore.users).toBeGreaterThan(0);
    expect(othersBefore.contracts).toBeGreaterThan(0);
    expect(await countsOfOtherTables()).toEqual(othersBefore);
    expect(await countJobs(t.db, CLEAN_UP)).toBe(1);
  });
});

describe('the daily schedule', () => {
  it('enqueues one clean-up per business day (America/New_York), however often it is asked', async () => {
    const day = (iso: string) => enqueueDailyCleanup(t.db, new Date(iso));
    expect(await day('2026-11-25T05:00:00.000Z')).toEqual(expect.any(Number));
    expect(await day('2026-11-25T18:00:00.000Z')).toBeNull();
    expect(await day('2026-11-26T04:59:59.000Z')).toBeNull();
    expect(await day('2026-11-26T05:00:00.000Z')).toEqual(expect.any(Number));
    const keys = await t.db
      .selectFrom('jobs')
      .select('dedupe_key')
      .where('kind', '=', CLEAN_UP)
      .where('dedupe_key', '>=', `${CLEAN_UP}:2026-11-25`)
      .orderBy('dedupe_key')
      .execute();
    expect(keys.map((row) => row.dedupe_key)).toEqual([`${CLEAN_UP}:2026-11-25`, `${CLEAN_UP}:2026-11-26`]);
  });
});
