// get_user hands out the CSRF token, so a plain get_user needs none; a get_user that changes the
// session (another facility, starting or stopping impersonation) and GET /auth/logout need the
// session's token in the csrf-token header, like every other state change.
import { CSRF_INVALID } from '../../../src/server/services/http-error';
import { Browser, loggedInBrowser } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const facilityId = async (name: string) =>
  (await t.db.selectFrom('facilities').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const userId = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/** POST /auth/get_user without the csrf-token header, as a page of another site would send it. */
const crossSiteGetUser = (browser: Browser, body: Record<string, unknown>) =>
  browser.post('/auth/get_user', body, { csrf: false });

async function currentUser(browser: Browser) {
  return (await browser.getUser()).json();
}

describe('get_user without the CSRF token', () => {
  it('is enough for the first load and for a refresh at the current facility', async () => {
    const anonymous = new Browser(t.app);
    const first = await crossSiteGetUser(anonymous, { initial_load: true, facility_id: null });
    expect(first.statusCode).toBe(200);
    expect(first.json().csrfToken).toEqual(expect.any(String));

    const browser = await loggedInBrowser(t.app, 'client-admin@example.com');
    const current = (await currentUser(browser)).currentFacility.id;
    for (const body of [{}, { facility_id: null }, { facility_id: current, lookup_last_fetched: null }]) {
      const refresh = await crossSiteGetUser(browser, body);
      expect(refresh.statusCode).toBe(200);
      expect(refresh.json().currentFacility.id).toBe(current);
    }
  });

  it('does not change the facility: 403, and the session stays where it was', async () => {
    const browser = await loggedInBrowser(t.app, 'client-admin@example.com');
    const before = (await currentUser(browser)).currentFacility.id;
    const grooming = await facilityId('Riverside Grooming & Boarding');
    expect(grooming).not.toBe(before);

    const forged = await crossSiteGetUser(browser, { facility_id: grooming });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe(CSRF_INVALID);
    expect((await currentUser(browser)).currentFacility.id).toBe(before);

    const wrongToken = await browser.request(
      'POST',
      '/auth/get_user',
      { facility_id: grooming },
      { csrf: false, headers: { 'csrf-token': 'not-the-token' } },
    );
    expect(wrongToken.statusCode).toBe(403);
    expect((await currentUser(browser)).currentFacility.id).toBe(before);

    // The app sends its token: the switch happens.
    const switched = await browser.getUser({ facility_id: grooming });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().currentFacility.id).toBe(grooming);
  });

  it('does not start impersonation: 403, and the admin stays themself', async () => {
    const admin = await loggedInBrowser(t.app, 'admin@example.com');
    const readId = await userId('read@example.com');
    const forged = await crossSiteGetUser(admin, { impersonate_id: readId });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe(CSRF_INVALID);
    const after = await currentUser(admin);
    expect(after.user.email).toBe('admin@example.com');
    expect(after.isImpersonator).toBe(false);
    const audit = await t.db.selectFrom('audit_log').select('action').execute();
    expect(audit.map((a) => a.action)).not.toContain('impersonation.start');
  });

  it('does not stop impersonation: 403, and the impersonation goes on', async () => {
    const admin = await loggedInBrowser(t.app, 'admin@example.com');
    const started = await admin.getUser({ impersonate_id: await userId('read@example.com') });
    expect(started.json().user.email).toBe('read@example.com');

    const forged = await crossSiteGetUser(admin, { impersonate_id: 0, facility_id: null });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe(CSRF_INVALID);
    expect((await currentUser(admin)).user.email).toBe('read@example.com');

    const stopped = await admin.getUser({ impersonate_id: 0, facility_id: null });
    expect(stopped.json()).toMatchObject({ user: { email: 'admin@example.com' }, isImpersonator: false });
  });

  it('of a logged-out visitor changes nothing and answers the plain session', async () => {
    const visitor = new Browser(t.app);
    const response = await crossSiteGetUser(visitor, {
      facility_id: await facilityId('Riverside Grooming & Boarding'),
      impersonate_id: await userId('read@example.com'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toBeNull();
  });
});

describe('GET /auth/get_user (the first load the page preloads, issue 17)', () => {
  it('answers as a first POST does: a visitor gets a session and its token, not cached', async () => {
    const visitor = new Browser(t.app);
    const first = await visitor.get('/auth/get_user');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toMatchObject({ user: null, csrfToken: expect.any(String) });
    expect(visitor.sid).toEqual(expect.any(String));
    // The token it handed out is the session's: a login with it goes through.
    visitor.csrfToken = first.json().csrfToken;
    expect((await visitor.login('create@example.com')).statusCode).toBe(200);
  });

  it('of a logged-in user answers the session at its current facility, with the lookups', async () => {
    const browser = await loggedInBrowser(t.app, 'client-admin@example.com');
    const posted = (await crossSiteGetUser(browser, { initial_load: true, facility_id: null })).json();
    const got = await browser.get('/auth/get_user');
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({
      user: { email: 'client-admin@example.com' },
      csrfToken: browser.csrfToken,
      currentFacility: { id: posted.currentFacility.id },
      multipleFacilities: true,
    });
    expect(got.json().lookupData).toEqual(posted.lookupData);
    expect(got.json().lookupData).not.toBeNull();
  });

  it('takes no parameters that change the session: a facility in the query is ignored', async () => {
    const browser = await loggedInBrowser(t.app, 'client-admin@example.com');
    const before = (await currentUser(browser)).currentFacility.id;
    const other = await facilityId('Riverside Grooming & Boarding');
    expect(other).not.toBe(before);
    const got = await browser.get(`/auth/get_user?facility_id=${other}&impersonate_id=1`);
    expect(got.statusCode).toBe(200);
    expect(got.json().currentFacility.id).toBe(before);
    expect((await currentUser(browser)).currentFacility.id).toBe(before);
  });
});

describe('get_user ids', () => {
  it('refuses a facility_id or impersonate_id that is not a positive 32-bit integer with 400', async () => {
    const admin = await loggedInBrowser(t.app, 'admin@example.com');
    for (const body of [
      { facility_id: 2147483648 },
      { facility_id: 0 },
      { facility_id: -1 },
      { facility_id: 1.5 },
      { impersonate_id: 2147483648 },
      { impersonate_id: 99999999999 },
      { impersonate_id: -1 },
    ]) {
      const response = await admin.getUser(body);
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
      expect(Object.keys(response.json().errors)).toEqual(Object.keys(body));
    }
    expect((await currentUser(admin)).user.email).toBe('admin@example.com');
  });

  it('keeps impersonate_id 0 as "stop impersonating" (nothing to stop: the same user)', async () => {
    const admin = await loggedInBrowser(t.app, 'admin@example.com');
    const response = await admin.getUser({ impersonate_id: 0 });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe('admin@example.com');
  });
});

describe('GET /auth/logout', () => {
  it('without the CSRF token does not end the session (403)', async () => {
    const browser = await loggedInBrowser(t.app, 'edit@example.com');
    const forged = await browser.request('GET', '/auth/logout', undefined, { csrf: false });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe(CSRF_INVALID);
    expect(forged.headers['set-cookie']).toBeUndefined();
    expect((await browser.get('/api/announcements')).statusCode).toBe(200);

    const wrong = await browser.request('GET', '/auth/logout', undefined, {
      csrf: false,
      headers: { 'csrf-token': 'not-the-token' },
    });
    expect(wrong.statusCode).toBe(403);
    expect((await browser.get('/api/announcements')).statusCode).toBe(200);
  });

  it('with the token ends the session', async () => {
    const browser = await loggedInBrowser(t.app, 'edit@example.com');
    const sid = browser.sid;
    const response = await browser.get('/auth/logout');
    expect(response.statusCode).toBe(200);
    const old = new Browser(t.app);
    old.sid = sid;
    expect((await old.get('/api/announcements')).statusCode).toBe(401);
  });

  it('without a session answers 200: there is nothing to end', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/auth/logout' });
    expect(response.statusCode).toBe(200);
  });
});
