// The login limit (5 failures per email, 20 per address in 15 minutes) holds against requests sent at
// once: each attempt is recorded before its password is checked, one at a time per email and address.
import { MESSAGES } from '../../../src/shared/messages';
import { LOGIN_LIMITS } from '../../../src/server/services/login';
import { DEMO_PASSWORD } from '../../../src/server/db/seed';
import { Browser } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  await t.db.deleteFrom('login_attempts').execute();
});

/** An anonymous session with its CSRF token, so each login below is a request of its own browser. */
async function anonymous(): Promise<Browser> {
  const browser = new Browser(t.app);
  await browser.getUser();
  return browser;
}

/** POST /auth/login from the given address, sent by each browser at the same moment. */
async function loginAtOnce(browsers: Browser[], emails: string[], password: string, address: string) {
  const responses = await Promise.all(
    browsers.map((browser, i) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/login',
        remoteAddress: address,
        headers: { cookie: `sid=${browser.sid}`, 'csrf-token': browser.csrfToken ?? '' },
        payload: { email: emails[i % emails.length], password },
      }),
    ),
  );
  const statuses = responses.map((r) => r.statusCode);
  const count = (status: number) => statuses.filter((s) => s === status).length;
  return { responses, statuses, count };
}

async function browsers(n: number): Promise<Browser[]> {
  const list: Browser[] = [];
  for (let i = 0; i < n; i++) list.push(await anonymous());
  return list;
}

describe('parallel logins', () => {
  it('checks at most 5 wrong passwords of one email sent at once; the rest are 429', async () => {
    const { responses, count } = await loginAtOnce(
      await browsers(30),
      ['read@example.com'],
      'Wrong-pass-2026',
      '10.0.0.1',
    );
    expect(count(401)).toBe(LOGIN_LIMITS.failuresPerEmail);
    expect(count(429)).toBe(30 - LOGIN_LIMITS.failuresPerEmail);
    for (const r of responses.filter((r) => r.statusCode === 429)) {
      expect(r.json().message).toBe(MESSAGES.tooManyAttempts);
    }
    for (const r of responses.filter((r) => r.statusCode === 401)) {
      expect(r.json().message).toBe(MESSAGES.loginFailed);
    }
    const failures = await t.db
      .selectFrom('login_attempts')
      .select('id')
      .where('email', '=', 'read@example.com')
      .where('succeeded', '=', 0)
      .execute();
    expect(failures).toHaveLength(LOGIN_LIMITS.failuresPerEmail);
    // The right password is refused too while the limit holds.
    const right = await loginAtOnce(await browsers(1), ['read@example.com'], DEMO_PASSWORD, '10.0.0.2');
    expect(right.statuses).toEqual([429]);
  });

  it('checks at most 20 wrong passwords from one address sent at once; the rest are 429', async () => {
    const emails = Array.from({ length: 30 }, (_, i) => `stranger${i}@example.com`);
    const { responses, count } = await loginAtOnce(await browsers(30), emails, 'Wrong-pass-2026', '10.0.0.3');
    expect(count(401)).toBe(LOGIN_LIMITS.failuresPerIp);
    expect(count(429)).toBe(30 - LOGIN_LIMITS.failuresPerIp);
    for (const r of responses.filter((r) => r.statusCode === 429)) {
      expect(r.json().message).toBe(MESSAGES.tooManyAttempts);
    }
    // Another address is not held back by this one.
    const elsewhere = await loginAtOnce(await browsers(1), ['edit@example.com'], DEMO_PASSWORD, '10.0.0.4');
    expect(elsewhere.statuses).toEqual([200]);
  });

  it('lets parallel right passwords of one user in, and they forgive only earlier failures', async () => {
    const wrong = await loginAtOnce(await browsers(3), ['edit@example.com'], 'Wrong-pass-2026', '10.0.0.5');
    expect(wrong.statuses).toEqual([401, 401, 401]);
    const right = await loginAtOnce(await browsers(2), ['edit@example.com'], DEMO_PASSWORD, '10.0.0.5');
    expect(right.statuses).toEqual([200, 200]);
    const failures = await t.db
      .selectFrom('login_attempts')
      .select('id')
      .where('email', '=', 'edit@example.com')
      .where('succeeded', '=', 0)
      .execute();
    expect(failures).toHaveLength(0);
  });
});
