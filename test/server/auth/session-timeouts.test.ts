import { loggedInBrowser } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { sessionIdleMinutes: 60, sessionAbsoluteHours: 12 } });
});
afterAll(() => t.close());

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

async function ageOwnSession(userEmail: string, changes: { created_on?: string; last_seen_on?: string }) {
  const user = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', userEmail)
    .executeTakeFirstOrThrow();
  await t.db.updateTable('sessions').set(changes).where('user_id', '=', user.id).execute();
}

describe('idle time-out (SESSION_IDLE_MINUTES)', () => {
  it('keeps a session used within the idle limit', async () => {
    const browser = await loggedInBrowser(t.app, 'edit@example.com');
    await ageOwnSession('edit@example.com', { last_seen_on: ago(59 * 60_000) });
    expect((await browser.get('/api/announcements')).statusCode).toBe(200);
  });

  it('ends a session idle for longer: 401 on protected routes, no user in get_user', async () => {
    const browser = await loggedInBrowser(t.app, 'create@example.com');
    await ageOwnSession('create@example.com', { last_seen_on: ago(61 * 60_000) });
    const response = await browser.get('/api/announcements');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, message: expect.any(String) });
    expect((await browser.getUser()).json().user).toBeNull();
  });

  it('answers 401 (not a CSRF 403) to a POST on an expired session', async () => {
    const browser = await loggedInBrowser(t.app, 'dental@example.com');
    await ageOwnSession('dental@example.com', { last_seen_on: ago(2 * 3_600_000) });
    expect((await browser.post('/auth/change_password', { password: 'x', password2: 'x' })).statusCode).toBe(
      401,
    );
  });
});

describe('absolute time-out (SESSION_ABSOLUTE_HOURS)', () => {
  it('ends a session older than the limit even when it is in use', async () => {
    const browser = await loggedInBrowser(t.app, 'facility-admin@example.com');
    await ageOwnSession('facility-admin@example.com', { created_on: ago(12 * 3_600_000 + 60_000) });
    expect((await browser.get('/api/announcements')).statusCode).toBe(401);
    const remaining = await t.db
      .selectFrom('sessions')
      .select('id_hash')
      .where('created_on', '<', ago(12 * 3_600_000))
      .execute();
    expect(remaining).toHaveLength(0);
  });
});
