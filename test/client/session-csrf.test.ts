// The calls that change the session carry the csrf-token header: get_user switching facility or
// impersonation, and GET /auth/logout (the server refuses them without it). Login and multifactor
// start a new session, whose token the next call sends.
import { getUser, login, logout, verifyMultifactor } from '../../src/client/api/auth';
import { configureApiClient, setCsrfToken } from '../../src/client/api/client';
import { mockFetch } from './fetch-mock';
import { LOGGED_OUT } from './fixtures';

beforeEach(() => {
  setCsrfToken(null);
  configureApiClient({ onUnauthorized: jest.fn(), onTermsNotAccepted: jest.fn(), onNotice: jest.fn() });
});

describe('csrf-token on session changes', () => {
  it('is sent by get_user switching facility or impersonation, and by logout', async () => {
    const { calls } = mockFetch({
      'POST /auth/get_user': { body: { ...LOGGED_OUT, csrfToken: 'tok-1' } },
      'GET /auth/logout': { body: { message: 'You have been logged out.' } },
    });
    await getUser({ initial_load: true });
    await getUser({ facility_id: 7 });
    await getUser({ impersonate_id: 5, facility_id: null });
    await getUser({ impersonate_id: 0, facility_id: null });
    await logout();
    expect(calls.map((c) => c.headers['csrf-token'])).toEqual([
      undefined,
      'tok-1',
      'tok-1',
      'tok-1',
      'tok-1',
    ]);
  });

  it("after login, the new session's token is sent, not the anonymous one's", async () => {
    const { calls } = mockFetch({
      'POST /auth/get_user': { body: { ...LOGGED_OUT, csrfToken: 'anonymous' } },
      'POST /auth/login': { body: { multifactorPending: true, csrfToken: 'pending' } },
      'POST /auth/verify_multifactor': { body: { multifactorPending: false, csrfToken: 'logged-in' } },
      'GET /auth/logout': { body: { message: 'You have been logged out.' } },
    });
    await getUser({ initial_load: true });
    await login({ email: 'a@b.c', password: 'x' });
    expect(calls[1].headers['csrf-token']).toBe('anonymous');
    await verifyMultifactor('abc');
    expect(calls[2].headers['csrf-token']).toBe('pending');
    await logout();
    expect(calls[3].headers['csrf-token']).toBe('logged-in');
  });
});
