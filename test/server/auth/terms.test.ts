import { TERMS_NOT_ACCEPTED } from '../../../src/shared/constants';
import { Browser, loggedInBrowser } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('terms of service', () => {
  it('refuses a user who has not accepted the current terms with 403 "Terms not accepted"', async () => {
    const browser = await loggedInBrowser(t.app, 'newterms@example.com');
    const user = (await browser.getUser()).json();
    expect(user.termsAccepted).toBe(false);
    const response = await browser.get('/api/announcements');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(TERMS_NOT_ACCEPTED);
  });

  it('serves the current terms, long enough to need scrolling', async () => {
    const browser = await loggedInBrowser(t.app, 'newterms@example.com');
    const terms = (await browser.get('/auth/get_terms')).json();
    expect(terms).toMatchObject({ version: 1, title: expect.any(String) });
    expect(terms.body.length).toBeGreaterThan(8000);
  });

  it('records acceptance (empty body), after which the user gets through', async () => {
    const browser = await loggedInBrowser(t.app, 'newterms@example.com');
    const accepted = await browser.post('/auth/accept_terms');
    expect(accepted.statusCode).toBe(200);
    expect((await browser.get('/api/announcements')).statusCode).toBe(200);
    expect((await browser.getUser()).json().termsAccepted).toBe(true);
    const rows = await t.db.selectFrom('terms_acceptances').selectAll().execute();
    expect(rows.filter((r) => r.accepted_on).length).toBeGreaterThan(0);
  });

  it('takes accept_terms with no body or an empty JSON body', async () => {
    const browser = await loggedInBrowser(t.app, 'newterms@example.com');
    const headers = { cookie: `sid=${browser.sid}`, 'csrf-token': String(browser.csrfToken) };
    const absent = await t.app.inject({ method: 'POST', url: '/auth/accept_terms', headers });
    expect(absent.statusCode).toBe(200);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/auth/accept_terms',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(200);
  });

  it('asks again when a new version takes effect', async () => {
    const browser = await loggedInBrowser(t.app, 'edit@example.com');
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await t.db
      .updateTable('terms_versions')
      .set({ effective_on: hourAgo })
      .where('version', '=', 1)
      .execute();
    await t.db
      .insertInto('terms_versions')
      .values({
        version: 2,
        title: 'Updated terms',
        body: 'New text.',
        effective_on: new Date(Date.now() - 1000).toISOString(),
      })
      .execute();
    expect((await browser.get('/api/announcements')).json().message).toBe(TERMS_NOT_ACCEPTED);
    expect((await browser.get('/auth/get_terms')).json().version).toBe(2);
    await browser.post('/auth/accept_terms');
    expect((await browser.get('/api/announcements')).statusCode).toBe(200);
  });

  it('needs a login', async () => {
    expect((await new Browser(t.app).get('/auth/get_terms')).statusCode).toBe(401);
  });
});
