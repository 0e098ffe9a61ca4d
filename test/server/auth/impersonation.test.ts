import { Browser, loggedInBrowser } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const idOf = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

describe('GET /auth/get_all_users', () => {
  it('lists users by last name for internal admins', async () => {
    const admin = await loggedInBrowser(t.app, 'admin@example.com');
    const response = await admin.get('/auth/get_all_users');
    expect(response.statusCode).toBe(200);
    const users = response.json() as { last_name: string; email: string }[];
    expect(users.length).toBe(10);
    expect(Object.keys(users[0]).sort()).toEqual(['email', 'first_name', 'id', 'last_name']);
    const names = users.map((u) => u.last_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('refuses everyone else with 403, and 401 without a login', async () => {
    for (const email of ['client-admin@example.com', 'facility-admin@example.com', 'read@example.com']) {
      const browser = await loggedInBrowser(t.app, email);
      expect((await browser.get('/auth/get_all_users')).statusCode).toBe(403);
    }
    expect((await new Browser(t.app).get('/auth/get_all_users')).statusCode).toBe(401);
  });
});

describe('impersonation through get_user', () => {
  it("turns the admin's session into the chosen user, audits every request, and stops with 0", async () => {
    const admin = await loggedInBrowser(t.app, 'admin@example.com');
    const adminId = await idOf('admin@example.com');
    const readId = await idOf('read@example.com');

    const started = (await admin.getUser({ impersonate_id: readId })).json();
    expect(started.user.email).toBe('read@example.com');
    expect(started.isImpersonator).toBe(true);
    expect(started.permissions).toEqual([expect.objectContaining({ level: 1 })]);
    expect(started.currentFacility.name).toBe('Riverside Animal Hospital');

    // The session now has the user's rights, not the admin's.
    expect((await admin.get('/auth/get_all_users')).statusCode).toBe(403);
    expect((await admin.get('/api/announcements')).statusCode).toBe(200);

    const rows = await t.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    // The admin's sign-in is audited first (issue 13), then the impersonation.
    expect(rows[0]).toMatchObject({ action: 'sign-in', user_id: adminId, impersonator_user_id: null });
    const audit = rows.filter((a) => a.action !== 'sign-in');
    expect(audit[0]).toMatchObject({
      action: 'impersonation.start',
      user_id: readId,
      impersonator_user_id: adminId,
    });
    const requests = audit.filter((a) => a.action === 'impersonated.request');
    expect(requests.map((a) => a.path)).toEqual(['/auth/get_all_users', '/api/announcements']);
    expect(requests.every((a) => a.user_id === readId && a.impersonator_user_id === adminId)).toBe(true);
    expect(requests[0].status_code).toBe(403);

    const stopped = (await admin.getUser({ impersonate_id: 0 })).json();
    expect(stopped.user.email).toBe('admin@example.com');
    expect(stopped.isImpersonator).toBe(false);
    const last = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last.impersonator_user_id).toBe(adminId);
    expect((await admin.get('/auth/get_all_users')).statusCode).toBe(200);
  });

  it('refuses non-admins with 403', async () => {
    const clientAdmin = await loggedInBrowser(t.app, 'client-admin@example.com');
    const response = await clientAdmin.getUser({ impersonate_id: await idOf('read@example.com') });
    expect(response.statusCode).toBe(403);
    expect((await clientAdmin.getUser()).json().user.email).toBe('client-admin@example.com');
  });

  it('answers 404 for an unknown user', async () => {
    const developer = await loggedInBrowser(t.app, 'developer@example.com');
    expect((await developer.getUser({ impersonate_id: 999999 })).statusCode).toBe(404);
  });
});
