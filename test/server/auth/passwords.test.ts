import { MESSAGES } from '../../../src/shared/messages';
import { PASSWORD_MESSAGES } from '../../../src/shared/password';
import { Browser, loggedInBrowser } from '../helpers/browser';
import { lastLinkTo } from '../helpers/outbox';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function requestReset(email: string) {
  const browser = new Browser(t.app);
  await browser.getUser();
  return { browser, response: await browser.post('/auth/request_new_password', { credentials: email }) };
}

describe('POST /auth/request_new_password', () => {
  it('answers the same whether or not the email has an account', async () => {
    const known = (await requestReset('edit@example.com')).response;
    const unknown = (await requestReset('nobody@example.com')).response;
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: MESSAGES.passwordResetSent });
    expect(unknown.json()).toEqual(known.json());
  });

  it('emails a /login/new-password link only to an existing account', async () => {
    await requestReset('nobody@example.com');
    const toNobody = await t.db
      .selectFrom('outbox')
      .select('id')
      .where('to_address', '=', 'nobody@example.com')
      .execute();
    expect(toNobody).toHaveLength(0);
    await expect(lastLinkTo(t.db, 'edit@example.com', '/login/new-password')).resolves.toEqual(
      expect.any(String),
    );
  });
});

describe('POST /auth/new_password', () => {
  it('checks the password rule, with errors keyed by field', async () => {
    const { browser } = await requestReset('create@example.com');
    const token = await lastLinkTo(t.db, 'create@example.com', '/login/new-password');
    const cases: [string, string, string, string][] = [
      ['', '', 'password', PASSWORD_MESSAGES.required],
      ['short1', 'short1', 'password', PASSWORD_MESSAGES.rule],
      ['Password1234', 'Password1234', 'password', PASSWORD_MESSAGES.common],
      ['Fresh-start-2027', 'Fresh-start-2028', 'password2', PASSWORD_MESSAGES.mismatch],
    ];
    for (const [password, password2, field, message] of cases) {
      const response = await browser.post('/auth/new_password', { token, password, password2 });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ [field]: message });
    }
  });

  it("sets the password, ends the user's other sessions and spends the link", async () => {
    const elsewhere = await loggedInBrowser(t.app, 'facility-admin@example.com');
    const { browser } = await requestReset('facility-admin@example.com');
    const token = await lastLinkTo(t.db, 'facility-admin@example.com', '/login/new-password');
    const body = { token, password: 'Fresh-start-2027', password2: 'Fresh-start-2027' };
    const response = await browser.post('/auth/new_password', body);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(MESSAGES.passwordChanged);
    expect((await elsewhere.get('/api/announcements')).statusCode).toBe(401);
    expect((await new Browser(t.app).login('facility-admin@example.com')).statusCode).toBe(401);
    expect(
      (await new Browser(t.app).login('facility-admin@example.com', 'Fresh-start-2027')).statusCode,
    ).toBe(200);
    const again = await browser.post('/auth/new_password', body);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.linkExpired);
  });

  it('refuses an expired link', async () => {
    const { browser } = await requestReset('dental@example.com');
    const token = await lastLinkTo(t.db, 'dental@example.com', '/login/new-password');
    await t.db
      .updateTable('one_time_tokens')
      .set({ expires_on: new Date(Date.now() - 1).toISOString() })
      .execute();
    const response = await browser.post('/auth/new_password', {
      token,
      password: 'Fresh-start-2027',
      password2: 'Fresh-start-2027',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.linkExpired);
  });
});

describe('POST /auth/change_password', () => {
  it('asks for the current password', async () => {
    const browser = await loggedInBrowser(t.app, 'edit@example.com');
    const response = await browser.post('/auth/change_password', {
      password: 'Fresh-start-2027',
      password2: 'Fresh-start-2027',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ current_password: 'Enter current password.' });
  });

  it('refuses a wrong current password, keyed by current_password', async () => {
    const browser = await loggedInBrowser(t.app, 'edit@example.com');
    const response = await browser.post('/auth/change_password', {
      current_password: 'Not-my-pass-1',
      password: 'Fresh-start-2027',
      password2: 'Fresh-start-2027',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['current_password']);
  });

  it('applies the password rule', async () => {
    const browser = await loggedInBrowser(t.app, 'edit@example.com');
    const response = await browser.post('/auth/change_password', {
      current_password: 'Demo-pass-2026',
      password: 'nodigitshere',
      password2: 'nodigitshere',
    });
    expect(response.json().errors).toEqual({ password: PASSWORD_MESSAGES.rule });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const other = await loggedInBrowser(t.app, 'edit@example.com');
    const browser = await loggedInBrowser(t.app, 'edit@example.com');
    const response = await browser.post('/auth/change_password', {
      current_password: 'Demo-pass-2026',
      password: 'Fresh-start-2027',
      password2: 'Fresh-start-2027',
    });
    expect(response.statusCode).toBe(200);
    expect((await browser.get('/api/announcements')).statusCode).toBe(200);
    expect((await other.get('/api/announcements')).statusCode).toBe(401);
    expect((await new Browser(t.app).login('edit@example.com', 'Fresh-start-2027')).statusCode).toBe(200);
  });
});
