import { MESSAGES } from '../../../src/shared/messages';
import { Browser } from '../helpers/browser';
import { lastLinkTo } from '../helpers/outbox';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MFA = 'mfa@example.com';

async function pendingLogin(): Promise<Browser> {
  const browser = new Browser(t.app);
  const response = await browser.login(MFA);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ multifactorPending: true, message: MESSAGES.multifactorEmailSent });
  return browser;
}

describe('multifactor login', () => {
  it('leaves the session pending: 401 on protected routes until verified', async () => {
    const browser = await pendingLogin();
    expect((await browser.get('/api/announcements')).statusCode).toBe(401);
    const user = (await browser.getUser()).json();
    expect(user).toMatchObject({ multifactorPending: true, user: { email: MFA }, clients: [] });
  });

  it('emails a /login/verify link that logs in the browser that opens it', async () => {
    await pendingLogin();
    const token = await lastLinkTo(t.db, MFA, '/login/verify');
    const clicking = new Browser(t.app);
    await clicking.getUser();
    const verified = await clicking.post('/auth/verify_multifactor', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().multifactorPending).toBe(false);
    clicking.csrfToken = verified.json().csrfToken;
    expect((await clicking.get('/api/announcements')).statusCode).toBe(200);
    expect((await clicking.getUser()).json()).toMatchObject({
      multifactorPending: false,
      user: { email: MFA },
    });
  });

  it('stores only a digest of the token', async () => {
    await pendingLogin();
    const token = await lastLinkTo(t.db, MFA, '/login/verify');
    const rows = await t.db.selectFrom('one_time_tokens').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it('accepts each link once', async () => {
    await pendingLogin();
    const token = await lastLinkTo(t.db, MFA, '/login/verify');
    const first = new Browser(t.app);
    await first.getUser();
    expect((await first.post('/auth/verify_multifactor', { token })).statusCode).toBe(200);
    const second = new Browser(t.app);
    await second.getUser();
    const again = await second.post('/auth/verify_multifactor', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.linkExpired);
  });

  it('refuses an expired link', async () => {
    await pendingLogin();
    const token = await lastLinkTo(t.db, MFA, '/login/verify');
    await t.db
      .updateTable('one_time_tokens')
      .set({ expires_on: new Date(Date.now() - 1000).toISOString() })
      .where('used_on', 'is', null)
      .execute();
    const browser = new Browser(t.app);
    await browser.getUser();
    expect((await browser.post('/auth/verify_multifactor', { token })).statusCode).toBe(400);
  });

  it('resends a new link, which replaces the earlier one', async () => {
    const browser = await pendingLogin();
    const first = await lastLinkTo(t.db, MFA, '/login/verify');
    const resent = await browser.post('/auth/resend_multifactor');
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ multifactorPending: true, message: MESSAGES.multifactorEmailSent });
    const second = await lastLinkTo(t.db, MFA, '/login/verify');
    expect(second).not.toBe(first);
    expect((await browser.post('/auth/verify_multifactor', { token: first })).statusCode).toBe(400);
    expect((await browser.post('/auth/verify_multifactor', { token: second })).statusCode).toBe(200);
  });

  it('resend is only for a pending session', async () => {
    const browser = new Browser(t.app);
    await browser.getUser();
    expect((await browser.post('/auth/resend_multifactor')).statusCode).toBe(401);
  });
});
