// User administration (issue 13): every rule refused with 403 or 409 and a clear message, the
// invitation, deactivation and unlock, and the audit row of each change with before and after.
import { MESSAGES } from '../../../src/shared/messages';
import { GRANT_MESSAGES } from '../../../src/shared/permission-grants';
import { NOT_AUTHORIZED, NOT_LOGGED_IN } from '../../../src/server/services/http-error';
import { USER_ADMIN_MESSAGES as M, type AdminUser } from '../../../src/shared/user-admin';
import { Browser, loggedInBrowser } from '../helpers/browser';
import { lastLinkTo } from '../helpers/outbox';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
const ids = { riverside: 0, main: 0, east: 0, brightClient: 0, bright: 0 };
const NEW_PASSWORD = 'Wagging-tails-2027';

beforeAll(async () => {
  t = await createTestApp();
  const facility = async (name: string) =>
    t.db
      .selectFrom('facilities')
      .select(['id', 'client_id'])
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
  const main = await facility('Riverside Animal Hospital');
  const bright = await facility('Bright Smiles Dental - Maple Street');
  Object.assign(ids, {
    riverside: main.client_id,
    main: main.id,
    east: (await facility('Riverside Pet Clinic East')).id,
    brightClient: bright.client_id,
    bright: bright.id,
  });
});
afterAll(() => t.close());

async function userId(email: string): Promise<number> {
  const row = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function permissionId(email: string, facilityId: number | null): Promise<number> {
  let q = t.db
    .selectFrom('permissions')
    .select('id')
    .where('user_id', '=', await userId(email));
  q = facilityId === null ? q.where('facility_id', 'is', null) : q.where('facility_id', '=', facilityId);
  return (await q.executeTakeFirstOrThrow()).id;
}

function refused(
  response: { statusCode: number; json(): { message: string } },
  status: number,
  message: string,
) {
  expect({ status: response.statusCode, message: response.json().message }).toEqual({ status, message });
}

async function fresh(): Promise<Browser> {
  const browser = new Browser(t.app);
  await browser.getUser();
  return browser;
}

const invite = (browser: Browser, body: Record<string, unknown>, scope = 'facility') =>
  browser.post(`/api/users/invite?scope=${scope}`, body);

async function acceptInvitation(email: string, password = NEW_PASSWORD) {
  const token = await lastLinkTo(t.db, email, '/login/new-password');
  const browser = new Browser(t.app);
  await browser.getUser();
  const response = await browser.post('/auth/new_password', { token, password, password2: password });
  return { token, response, browser };
}

describe('who reaches the Permissions screens', () => {
  it('refuses read@ and create@ the list (403) and a facility admin EBCS Users', async () => {
    for (const email of ['read@example.com', 'create@example.com']) {
      refused(await (await loggedInBrowser(t.app, email)).get('/api/users'), 403, NOT_AUTHORIZED);
    }
    const fiona = await loggedInBrowser(t.app, 'facility-admin@example.com');
    refused(await fiona.get('/api/users?scope=ebcs'), 403, NOT_AUTHORIZED);
  });

  it("lists the facility's users with their triples in words, status and who may be managed", async () => {
    const fiona = await loggedInBrowser(t.app, 'facility-admin@example.com');
    const response = await fiona.get('/api/users');
    expect(response.statusCode).toBe(200);
    const users = response.json() as AdminUser[];
    const byEmail = Object.fromEntries(users.map((u) => [u.email, u]));
    expect(Object.keys(byEmail).sort()).toEqual(
      ['client-admin', 'create', 'edit', 'facility-admin', 'read'].map((l) => `${l}@example.com`),
    );
    expect(byEmail['create@example.com'].permissions.map((p) => p.label)).toEqual([
      'Create at Riverside Animal Hospital',
    ]);
    expect(byEmail['client-admin@example.com'].permissions.map((p) => p.label)).toEqual([
      'Admin at all Riverside Veterinary Group facilities',
    ]);
    expect(byEmail['read@example.com']).toMatchObject({ status: 'active', manageable: true });
    // Not herself, not the client admin above her.
    expect(byEmail['facility-admin@example.com']).toMatchObject({
      manageable: false,
      refusal: GRANT_MESSAGES.ownAccess,
    });
    expect(byEmail['client-admin@example.com']).toMatchObject({
      manageable: false,
      refusal: GRANT_MESSAGES.outsideReach,
    });
  });
});

describe('the rules of granting', () => {
  it('refuses beyond reach, above level, level 5 and all clients off EBCS Users, and own access (403)', async () => {
    const fiona = await loggedInBrowser(t.app, 'facility-admin@example.com');
    const person = { email: 'someone@example.com', first_name: 'Some', last_name: 'One' };
    const at = (facility_id: number | null, level: number, client_id: number | null = ids.riverside) => ({
      ...person,
      client_id,
      facility_id,
      level,
    });
    refused(await invite(fiona, at(ids.east, 3)), 403, GRANT_MESSAGES.outsideReach);
    refused(await invite(fiona, at(null, 3)), 403, GRANT_MESSAGES.outsideReach);
    refused(await invite(fiona, at(ids.main, 5)), 403, GRANT_MESSAGES.developerOnlyOnEbcs);
    refused(await invite(fiona, at(null, 4, null)), 403, GRANT_MESSAGES.allClientsOnlyOnEbcs);
    refused(await invite(fiona, at(ids.bright, 1, ids.brightClient)), 403, GRANT_MESSAGES.outsideReach);
    refused(await invite(fiona, at(null, 4, null), 'ebcs'), 403, NOT_AUTHORIZED);

    const own = await permissionId('facility-admin@example.com', ids.main);
    const fionaId = await userId('facility-admin@example.com');
    refused(
      await fiona.request('PUT', `/api/users/${fionaId}/permissions/${own}`, {
        client_id: ids.riverside,
        facility_id: ids.main,
        level: 3,
      }),
      403,
      GRANT_MESSAGES.ownAccess,
    );
    refused(await fiona.post(`/api/users/${fionaId}/deactivate`), 403, GRANT_MESSAGES.ownAccess);
    // Nothing was created by the refused invitations.
    expect(await t.db.selectFrom('users').select('id').where('email', '=', person.email).execute()).toEqual(
      [],
    );

    // An internal admin (level 4 at all) grants level 4 but not 5 on EBCS Users.
    const ada = await loggedInBrowser(t.app, 'admin@example.com');
    const internal = {
      email: 'ops@example.com',
      first_name: 'Ops',
      last_name: 'Person',
      client_id: null,
      facility_id: null,
    };
    refused(await invite(ada, { ...internal, level: 5 }, 'ebcs'), 403, GRANT_MESSAGES.aboveOwnLevel(4));
    refused(
      await invite(ada, { ...internal, client_id: ids.riverside, level: 4 }, 'ebcs'),
      403,
      GRANT_MESSAGES.ebcsOnlyAtAll,
    );
    expect((await invite(ada, { ...internal, level: 4 }, 'ebcs')).statusCode).toBe(200);
  });

  it('never removes the last admin of a facility or client (409)', async () => {
    const ada = await loggedInBrowser(t.app, 'admin@example.com');
    const clark = await userId('client-admin@example.com');
    // Riverside Pet Clinic East has no admin but the client admin.
    refused(await ada.post(`/api/users/${clark}/deactivate`), 409, M.lastAdmin('Riverside Pet Clinic East'));
    const triple = await permissionId('client-admin@example.com', null);
    refused(
      await ada.request('DELETE', `/api/users/${clark}/permissions/${triple}`),
      409,
      M.lastAdmin('Riverside Pet Clinic East'),
    );
    refused(
      await ada.request('PUT', `/api/users/${clark}/permissions/${triple}`, {
        client_id: ids.riverside,
        facility_id: null,
        level: 3,
      }),
      409,
      M.lastAdmin('Riverside Pet Clinic East'),
    );
    // Riverside Animal Hospital keeps its client admin when its facility admin goes down to create.
    const fiona = await userId('facility-admin@example.com');
    const fionaTriple = await permissionId('facility-admin@example.com', ids.main);
    const lowered = await ada.request('PUT', `/api/users/${fiona}/permissions/${fionaTriple}`, {
      client_id: ids.riverside,
      facility_id: ids.main,
      level: 3,
    });
    expect(lowered.statusCode).toBe(200);
    await ada.request('PUT', `/api/users/${fiona}/permissions/${fionaTriple}`, {
      client_id: ids.riverside,
      facility_id: ids.main,
      level: 4,
    });
    const still = await t.db
      .selectFrom('users')
      .select('is_active')
      .where('id', '=', clark)
      .executeTakeFirstOrThrow();
    expect(still.is_active).toBe(1);
  });

  it('refuses a facility admin of another client any change at Riverside (403)', async () => {
    const ada = await loggedInBrowser(t.app, 'admin@example.com');
    const added = await invite(ada, {
      email: 'bright-admin@example.com',
      first_name: 'Bea',
      last_name: 'Bright',
      client_id: ids.brightClient,
      facility_id: ids.bright,
      level: 4,
    });
    expect(added.statusCode).toBe(200);
    expect((await acceptInvitation('bright-admin@example.com')).response.statusCode).toBe(200);
    const bea = new Browser(t.app);
    expect((await bea.login('bright-admin@example.com', NEW_PASSWORD)).statusCode).toBe(200);
    await bea.getUser();
    await bea.post('/auth/accept_terms', {});
    const rita = await userId('read@example.com');
    const ritaTriple = await permissionId('read@example.com', ids.main);
    refused(await bea.post(`/api/users/${rita}/deactivate`), 403, GRANT_MESSAGES.outsideReach);
    refused(
      await bea.request('PUT', `/api/users/${rita}/permissions/${ritaTriple}`, {
        client_id: ids.riverside,
        facility_id: ids.main,
        level: 2,
      }),
      403,
      GRANT_MESSAGES.outsideReach,
    );
    refused(
      await bea.request('DELETE', `/api/users/${rita}/permissions/${ritaTriple}`),
      403,
      GRANT_MESSAGES.outsideReach,
    );
  });
});

describe('invitations', () => {
  it('invites a new employee: a single-use link valid 7 days, a password under the rule, then login', async () => {
    const fiona = await loggedInBrowser(t.app, 'facility-admin@example.com');
    const response = await invite(fiona, {
      email: 'New.Hire@Example.com',
      first_name: 'Nina',
      last_name: 'Newhire',
      client_id: ids.riverside,
      facility_id: ids.main,
      level: 2,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: M.invited('new.hire@example.com'),
      user: { status: 'invited', permissions: [{ label: 'Edit at Riverside Animal Hospital' }] },
    });
    const token = await t.db
      .selectFrom('one_time_tokens')
      .select(['created_on', 'expires_on'])
      .where('user_id', '=', await userId('new.hire@example.com'))
      .where('purpose', '=', 'invitation')
      .executeTakeFirstOrThrow();
    expect(Date.parse(token.expires_on) - Date.parse(token.created_on)).toBe(7 * 24 * 3600 * 1000);
    // Cannot log in before choosing a password.
    expect((await new Browser(t.app).login('new.hire@example.com', '')).statusCode).toBe(401);

    const weak = await acceptInvitation('new.hire@example.com', 'short');
    expect(weak.response.statusCode).toBe(400);
    const { token: link, response: accepted, browser } = await acceptInvitation('new.hire@example.com');
    expect(accepted.statusCode).toBe(200);
    // Used twice: refused (409), the link's error under the token.
    const again = await browser.post('/auth/new_password', {
      token: link,
      password: NEW_PASSWORD,
      password2: NEW_PASSWORD,
    });
    refused(again, 409, MESSAGES.invitationUsed);
    expect(again.json().errors).toEqual({ token: MESSAGES.invitationUsed });
    const nina = new Browser(t.app);
    expect((await nina.login('new.hire@example.com', NEW_PASSWORD)).statusCode).toBe(200);
    // Lands on the terms: logged in, terms not yet accepted.
    expect((await nina.getUser()).json()).toMatchObject({ termsAccepted: false });
  });

  it('refuses an expired invitation, revokes the old link on resend and on revoke', async () => {
    const fiona = await loggedInBrowser(t.app, 'facility-admin@example.com');
    await invite(fiona, {
      email: 'late@example.com',
      first_name: 'La',
      last_name: 'Te',
      client_id: ids.riverside,
      facility_id: ids.main,
      level: 1,
    });
    const late = await userId('late@example.com');
    const first = await lastLinkTo(t.db, 'late@example.com', '/login/new-password');
    await t.db
      .updateTable('one_time_tokens')
      .set({ expires_on: '2020-01-01T00:00:00.000Z' })
      .where('user_id', '=', late)
      .execute();
    const expired = await (
      await fresh()
    ).post('/auth/new_password', {
      token: first,
      password: NEW_PASSWORD,
      password2: NEW_PASSWORD,
    });
    refused(expired, 403, MESSAGES.invitationExpired);
    const listed = (await fiona.get('/api/users')).json() as AdminUser[];
    expect(listed.find((u) => u.email === 'late@example.com')?.status).toBe('invitation expired');

    expect((await fiona.post(`/api/users/${late}/resend-invitation`)).json().status).toBe('invited');
    const second = await lastLinkTo(t.db, 'late@example.com', '/login/new-password');
    expect(second).not.toBe(first);
    expect((await fiona.post(`/api/users/${late}/revoke-invitation`)).json().status).toBe(
      'invitation expired',
    );
    const revoked = await (
      await fresh()
    ).post('/auth/new_password', {
      token: second,
      password: NEW_PASSWORD,
      password2: NEW_PASSWORD,
    });
    refused(revoked, 409, MESSAGES.invitationWithdrawn);
    // The first link, replaced by the resend, is refused the same way; an unknown token as before.
    const replaced = await (
      await fresh()
    ).post('/auth/new_password', { token: first, password: NEW_PASSWORD, password2: NEW_PASSWORD });
    refused(replaced, 409, MESSAGES.invitationWithdrawn);
    const unknown = await (
      await fresh()
    ).post('/auth/new_password', { token: 'no-such-link', password: NEW_PASSWORD, password2: NEW_PASSWORD });
    refused(unknown, 400, MESSAGES.linkExpired);
  });

  it('adds the access to an existing account instead of inviting it', async () => {
    const clark = await loggedInBrowser(t.app, 'client-admin@example.com');
    const body = {
      email: 'dental@example.com',
      first_name: 'X',
      last_name: 'Y',
      client_id: ids.riverside,
      facility_id: ids.east,
      level: 1,
    };
    const response = await invite(clark, body);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(M.accessAdded('dental@example.com'));
    const labels = (response.json().user as AdminUser).permissions.map((p) => p.label);
    expect(labels).toEqual([
      'Create at Bright Smiles Dental - Maple Street',
      'Read at Riverside Pet Clinic East',
    ]);
    // Only the access they reach is theirs to change.
    expect((response.json().user as AdminUser).permissions.map((p) => p.changeable)).toEqual([false, true]);
    refused(await invite(clark, body), 409, M.alreadyHasAccess);
    const dental = await t.db
      .selectFrom('users')
      .select('first_name')
      .where('email', '=', 'dental@example.com')
      .executeTakeFirstOrThrow();
    expect(dental.first_name).toBe('Denise');
  });
});

describe('deactivate, reactivate, unlock', () => {
  it("ends the user's open session at once, refuses their login, and keeps the user", async () => {
    const fiona = await loggedInBrowser(t.app, 'facility-admin@example.com');
    const ed = await loggedInBrowser(t.app, 'edit@example.com');
    expect((await ed.getUser()).json().user).toBeTruthy();
    const edId = await userId('edit@example.com');
    const response = await fiona.post(`/api/users/${edId}/deactivate`);
    expect(response.json()).toMatchObject({
      status: 'deactivated',
      permissions: [{ label: 'Edit at Riverside Animal Hospital' }],
    });
    refused(await ed.get('/api/users'), 401, NOT_LOGGED_IN);
    // Their login: refused with a clear message to whoever gives the right password, else as any other.
    refused(await new Browser(t.app).login('edit@example.com'), 403, MESSAGES.accountDeactivated);
    refused(
      await new Browser(t.app).login('edit@example.com', 'not-the-password'),
      401,
      MESSAGES.loginFailed,
    );

    expect((await fiona.post(`/api/users/${edId}/reactivate`)).json().status).toBe('active');
    expect((await new Browser(t.app).login('edit@example.com')).statusCode).toBe(200);
  });

  it('unlocks a user after the login lockout', async () => {
    for (let i = 0; i < 5; i += 1) await new Browser(t.app).login('read@example.com', 'wrong-password');
    expect((await new Browser(t.app).login('read@example.com')).statusCode).toBe(429);
    const fiona = await loggedInBrowser(t.app, 'facility-admin@example.com');
    const listed = (await fiona.get('/api/users')).json() as AdminUser[];
    expect(listed.find((u) => u.email === 'read@example.com')?.status).toBe('locked');
    const rita = await userId('read@example.com');
    expect((await fiona.post(`/api/users/${rita}/unlock`)).json().status).toBe('active');
    expect((await new Browser(t.app).login('read@example.com')).statusCode).toBe(200);
  });
});

describe('the audit trail', () => {
  it('records each change with before and after, and every sign-in with IP and browser', async () => {
    const ada = await loggedInBrowser(t.app, 'admin@example.com');
    const rita = await userId('read@example.com');
    const triple = await permissionId('read@example.com', ids.main);
    const changed = await ada.request('PUT', `/api/users/${rita}/permissions/${triple}`, {
      client_id: ids.riverside,
      facility_id: ids.main,
      level: 2,
    });
    expect(changed.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'access.change')
      .where('target_id', '=', rita)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: await userId('admin@example.com'),
      impersonator_user_id: null,
      target_type: 'user',
      target_label: 'Rita Reader <read@example.com>',
      ip: '127.0.0.1',
    });
    expect(JSON.parse(row.before_json as string)).toEqual({
      client_id: ids.riverside,
      facility_id: ids.main,
      level: 1,
    });
    expect(JSON.parse(row.after_json as string)).toEqual({
      client_id: ids.riverside,
      facility_id: ids.main,
      level: 2,
    });

    const signIn = await (
      await fresh()
    ).request(
      'POST',
      '/auth/login',
      { email: 'create@example.com', password: 'Demo-pass-2026' },
      { headers: { 'user-agent': 'AuditTest/1.0' } },
    );
    expect(signIn.statusCode).toBe(200);
    const screen = await ada.get('/api/audit?actor=create@example.com&action=sign-in');
    expect(screen.statusCode).toBe(200);
    expect(screen.json().rows[0]).toMatchObject({
      actor: 'create@example.com',
      action: 'sign-in',
      user_agent: 'AuditTest/1.0',
    });
    expect(
      await t.db
        .selectFrom('users')
        .select('last_login_on')
        .where('email', '=', 'create@example.com')
        .executeTakeFirstOrThrow(),
    ).toEqual({
      last_login_on: expect.stringMatching(/^\d{4}-/),
    });

    // A user's detail shows theirs.
    const detail = await ada.get(`/api/users/${rita}?scope=facility`);
    expect(detail.json().audit.map((a: { action: string }) => a.action)).toContain('access.change');

    const csv = await ada.get('/api/audit?format=csv&action=access.change');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Rita Reader <read@example.com>');
    expect(csv.body.split('\r\n')[0]).toContain('When (UTC),Who,For (impersonated),Action');

    const fiona = await loggedInBrowser(t.app, 'facility-admin@example.com');
    refused(await fiona.get('/api/audit'), 403, NOT_AUTHORIZED);
  });

  it('records every failed sign-in too: the account when the email has one, else the email tried', async () => {
    const ada = await loggedInBrowser(t.app, 'admin@example.com');
    const attempt = async (email: string, password: string) =>
      (await fresh()).request(
        'POST',
        '/auth/login',
        { email, password },
        { headers: { 'user-agent': 'FailedSignIn/2.0' } },
      );
    const dev = await userId('developer@example.com');
    const wrong = await attempt('Developer@example.com', 'not-the-password');
    refused(wrong, 401, MESSAGES.loginFailed);
    const nobody = await attempt('nobody-here@example.com', 'whatever-123');
    refused(nobody, 401, MESSAGES.loginFailed);

    const rows = (await ada.get('/api/audit?action=sign-in.failed')).json().rows as Record<string, unknown>[];
    expect(rows.slice(0, 2)).toEqual([
      expect.objectContaining({
        actor: null,
        target_type: 'user',
        target_id: null,
        target_label: 'nobody-here@example.com',
        after: JSON.stringify({ reason: 'unknown email' }),
        ip: '127.0.0.1',
        user_agent: 'FailedSignIn/2.0',
      }),
      expect.objectContaining({
        actor: 'developer@example.com',
        target_id: dev,
        target_label: 'developer@example.com',
        after: JSON.stringify({ reason: 'wrong password' }),
        user_agent: 'FailedSignIn/2.0',
      }),
    ]);
    // The failure stays in the lockout count, and a good password afterwards is one 'sign-in' row.
    const good = await new Browser(t.app).login('developer@example.com');
    expect(good.statusCode).toBe(200);
    const mine = (await ada.get('/api/audit?actor=developer@example.com&action=sign-in')).json().rows as {
      action: string;
    }[];
    expect(mine.slice(0, 2).map((r) => r.action)).toEqual(['sign-in', 'sign-in.failed']);
    // A target search finds the email tried with no account.
    const found = (await ada.get('/api/audit?target=nobody-here')).json().rows as unknown[];
    expect(found).toHaveLength(1);
  });

  it("records a deactivated user's refused sign-in", async () => {
    const ada = await loggedInBrowser(t.app, 'admin@example.com');
    const fiona = await loggedInBrowser(t.app, 'facility-admin@example.com');
    const sam = await userId('create@example.com');
    expect((await fiona.post(`/api/users/${sam}/deactivate`)).statusCode).toBe(200);
    refused(await new Browser(t.app).login('create@example.com'), 403, MESSAGES.accountDeactivated);
    const rows = (await ada.get('/api/audit?actor=create@example.com')).json().rows as {
      action: string;
      after: string | null;
    }[];
    expect(rows[0]).toMatchObject({
      action: 'sign-in.failed',
      after: JSON.stringify({ reason: 'deactivated' }),
    });
    expect((await fiona.post(`/api/users/${sam}/reactivate`)).statusCode).toBe(200);
  });

  it('has one row with before and after for each kind of change made above', async () => {
    const rows = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before_json', 'after_json', 'target_type', 'target_label', 'ip', 'user_agent'])
      .where('action', 'in', [
        'user.invite',
        'access.add',
        'access.change',
        'user.deactivate',
        'user.reactivate',
        'user.unlock',
        'user.invite.resend',
        'user.invite.revoke',
      ])
      .execute();
    const parsed = (json: string | null) => (json === null ? null : JSON.parse(json));
    const first = (action: string) => {
      const row = rows.find((r) => r.action === action);
      expect(row).toBeDefined();
      expect(row).toMatchObject({ target_type: 'user', ip: '127.0.0.1' });
      return { before: parsed(row!.before_json), after: parsed(row!.after_json) };
    };
    expect(first('user.invite')).toEqual({
      before: null,
      after: expect.objectContaining({ email: expect.any(String), permissions: [expect.any(Object)] }),
    });
    expect(first('access.add').after).toHaveLength(first('access.add').before.length + 1);
    expect(first('user.deactivate')).toEqual({ before: { is_active: true }, after: { is_active: false } });
    expect(first('user.reactivate')).toEqual({ before: { is_active: false }, after: { is_active: true } });
    expect(first('user.unlock')).toEqual({ before: { status: 'locked' }, after: { status: 'active' } });
    expect(first('user.invite.resend')).toEqual({
      before: { status: 'invitation expired' },
      after: { status: 'invited' },
    });
    expect(first('user.invite.revoke')).toEqual({
      before: { status: 'invited' },
      after: { status: 'invitation expired' },
    });
  });

  it('records impersonation start and stop with both users', async () => {
    const ada = await loggedInBrowser(t.app, 'admin@example.com');
    const dental = await userId('dental@example.com');
    await ada.getUser({ impersonate_id: dental });
    await ada.getUser({ impersonate_id: 0 });
    const rows = (await ada.get('/api/audit?action=impersonation')).json().rows as {
      action: string;
      actor: string;
      impersonated: string;
    }[];
    expect(rows.slice(0, 2)).toEqual([
      expect.objectContaining({
        action: 'impersonation.stop',
        actor: 'admin@example.com',
        impersonated: 'dental@example.com',
      }),
      expect.objectContaining({
        action: 'impersonation.start',
        actor: 'admin@example.com',
        impersonated: 'dental@example.com',
      }),
    ]);
  });
});
