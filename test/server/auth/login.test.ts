import { MESSAGES } from '../../../src/shared/messages';
import { Browser, loggedInBrowser } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('get_user before login', () => {
  it('answers with no user and hands out a CSRF token with an anonymous session', async () => {
    const browser = new Browser(t.app);
    const response = await browser.getUser();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toBeNull();
    expect(body.csrfToken).toEqual(expect.any(String));
    expect(body.serverEnvironment).toBe('test');
    expect(browser.sid).toEqual(expect.any(String));
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('takes a request without a body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/auth/get_user' });
    expect(response.statusCode).toBe(200);
    expect(response.json().csrfToken).toEqual(expect.any(String));
  });

  it('stores only a digest of the session cookie', async () => {
    const browser = new Browser(t.app);
    await browser.getUser();
    const stored = await t.db.selectFrom('sessions').select('id_hash').execute();
    expect(stored.map((s) => s.id_hash)).not.toContain(browser.sid);
  });

  it('marks the cookie Secure behind an HTTPS proxy when TRUST_PROXY=1', async () => {
    const proxied = await createTestApp({ config: { trustProxy: true } });
    try {
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/auth/get_user',
        payload: {},
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(String(response.headers['set-cookie'])).toMatch(/Secure/);
    } finally {
      await proxied.close();
    }
  });
});

describe('POST /auth/login', () => {
  it('logs in and starts a new session id', async () => {
    const browser = new Browser(t.app);
    await browser.getUser();
    const anonymousSid = browser.sid;
    const response = await browser.login('create@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ multifactorPending: false });
    expect(browser.sid).not.toBe(anonymousSid);
    const user = (await browser.getUser()).json();
    expect(user.user).toMatchObject({ email: 'create@example.com', first_name: 'Carla' });
    expect(user.termsAccepted).toBe(true);
  });

  it('refuses a wrong password and an unknown email with the same answer', async () => {
    const wrong = await new Browser(t.app).login('edit@example.com', 'Wrong-pass-2026');
    const unknown = await new Browser(t.app).login('nobody@example.com', 'Wrong-pass-2026');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(MESSAGES.loginFailed);
  });

  it('accepts the email in any case', async () => {
    expect((await new Browser(t.app).login('Edit@Example.COM')).statusCode).toBe(200);
  });
});

describe('rate limit (stored in the database)', () => {
  it('answers 429 after 5 failures for one email, even with the right password', async () => {
    const browser = new Browser(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await browser.login('read@example.com', `Wrong-pass-${i}`)).statusCode).toBe(401);
    }
    const blocked = await browser.login('read@example.com');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(MESSAGES.tooManyAttempts);
    const rows = await t.db
      .selectFrom('login_attempts')
      .selectAll()
      .where('email', '=', 'read@example.com')
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(5);
  });

  it('lets the email in again once the window has passed', async () => {
    const longAgo = new Date(Date.now() - 16 * 60_000).toISOString();
    await t.db
      .updateTable('login_attempts')
      .set({ attempted_on: longAgo })
      .where('email', '=', 'read@example.com')
      .execute();
    expect((await new Browser(t.app).login('read@example.com')).statusCode).toBe(200);
  });

  it('answers 429 after 20 failures from one address', async () => {
    for (let i = 0; i < 20; i++) {
      await new Browser(t.app).login(`stranger${i}@example.com`, 'Wrong-pass-2026');
    }
    expect((await new Browser(t.app).login('dental@example.com')).statusCode).toBe(429);
    await t.db.deleteFrom('login_attempts').execute();
  });
});

describe('CSRF token', () => {
  it('is required on POST: 403 without it', async () => {
    const browser = new Browser(t.app);
    await browser.getUser();
    const response = await browser.post(
      '/auth/login',
      { email: 'edit@example.com', password: 'x' },
      { csrf: false },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Missing or invalid CSRF token.');
  });

  it('is refused when it belongs to another session', async () => {
    const mine = await loggedInBrowser(t.app, 'edit@example.com');
    const other = new Browser(t.app);
    await other.getUser();
    mine.csrfToken = other.csrfToken;
    expect((await mine.post('/auth/accept_terms')).statusCode).toBe(403);
  });

  it('is not needed by get_user', async () => {
    const response = await new Browser(t.app).post('/auth/get_user', {}, { csrf: false });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /auth/logout', () => {
  it('ends the session', async () => {
    const browser = await loggedInBrowser(t.app, 'edit@example.com');
    const oldSid = browser.sid;
    expect((await browser.get('/api/announcements')).statusCode).toBe(200);
    expect((await browser.get('/auth/logout')).statusCode).toBe(200);
    const again = new Browser(t.app);
    again.sid = oldSid;
    expect((await again.get('/api/announcements')).statusCode).toBe(401);
    expect((await again.getUser()).json().user).toBeNull();
  });
});
