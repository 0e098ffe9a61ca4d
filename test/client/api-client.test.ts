import { getUser, login } from '../../src/client/api/auth';
import { ApiError, configureApiClient, request, setCsrfToken } from '../../src/client/api/client';
import { mockFetch } from './fetch-mock';
import { LOGGED_OUT } from './fixtures';

function handlers() {
  const h = { onUnauthorized: jest.fn(), onTermsNotAccepted: jest.fn(), onNotice: jest.fn() };
  configureApiClient(h);
  return h;
}

beforeEach(() => setCsrfToken(null));

describe('API client (spec §7, §8)', () => {
  it('sends the csrf-token header once get_user handed one out', async () => {
    const { calls } = mockFetch({
      'POST /auth/get_user': { body: { ...LOGGED_OUT, csrfToken: 'tok-1' } },
      'GET /api/announcements': { body: [] },
    });
    handlers();
    await getUser({ initial_load: true });
    expect(calls[0].headers['csrf-token']).toBeUndefined();
    await request('/api', 'announcements');
    expect(calls[1].headers['csrf-token']).toBe('tok-1');
  });

  it('401 forces logout and warns "Please log in."', async () => {
    mockFetch({ 'GET /api/x': { status: 401, body: { message: 'Unauthorized' } } });
    const h = handlers();
    await expect(request('/api', 'x')).rejects.toBeInstanceOf(ApiError);
    expect(h.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(h.onNotice).toHaveBeenCalledWith(
      expect.objectContaining({ variant: 'warning', title: 'Please log in.' }),
    );
  });

  it('401 answering a login is about the credentials, not the session', async () => {
    mockFetch({
      'POST /auth/login': { status: 401, body: { message: 'The email or password is incorrect.' } },
    });
    const h = handlers();
    await expect(login({ email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      status: 401,
      message: 'The email or password is incorrect.',
    });
    expect(h.onUnauthorized).not.toHaveBeenCalled();
    expect(h.onNotice).not.toHaveBeenCalled();
  });

  it("403 'Terms not accepted' opens the terms dialog and shows no error", async () => {
    mockFetch({
      'POST /api/x': {
        status: 403,
        body: { statusCode: 403, error: 'Forbidden', message: 'Terms not accepted' },
      },
    });
    const h = handlers();
    await expect(request('/api', 'x', { body: {} })).rejects.toMatchObject({ status: 403 });
    expect(h.onTermsNotAccepted).toHaveBeenCalledTimes(1);
    expect(h.onNotice).not.toHaveBeenCalled();
  });

  it.each([
    [403, 'Not Authorized!', 'Sorry, you are not authorized to access this resource.'],
    [404, 'Not Found!', 'Sorry, the requested resource does not exist.'],
    [
      413,
      'File Too Large!',
      'Sorry, the maximum size for an uploaded file is 2MB. Please try again with a smaller file.',
    ],
    [500, 'Communication Error!', 'Sorry, there was a problem communicating with the server.'],
  ])('%i shows "%s"', async (status, title, text) => {
    mockFetch({ 'GET /api/x': { status, body: { message: 'whatever' } } });
    const h = handlers();
    await expect(request('/api', 'x')).rejects.toMatchObject({ status });
    expect(h.onNotice).toHaveBeenCalledWith({ variant: 'error', title, text });
    expect(h.onUnauthorized).not.toHaveBeenCalled();
  });

  it("the server's title and text override the default notice", async () => {
    mockFetch({
      'GET /api/x': {
        status: 409,
        body: { message: 'Conflict', title: 'Cannot Save!', text: 'Already signed.' },
      },
    });
    const h = handlers();
    await expect(request('/api', 'x')).rejects.toThrow('Already signed.');
    expect(h.onNotice).toHaveBeenCalledWith({
      variant: 'error',
      title: 'Cannot Save!',
      text: 'Already signed.',
    });
  });

  it('a server that cannot be reached is a communication error', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const h = handlers();
    await expect(request('/api', 'x')).rejects.toMatchObject({ status: 0 });
    expect(h.onNotice).toHaveBeenCalledWith(expect.objectContaining({ title: 'Communication Error!' }));
  });

  it('cancelled requests are not notified', async () => {
    mockFetch({ 'GET /api/x': { body: {} } });
    const h = handlers();
    const controller = new AbortController();
    controller.abort();
    await expect(request('/api', 'x', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(h.onNotice).not.toHaveBeenCalled();
  });

  it('quiet requests leave the notice to the caller', async () => {
    mockFetch({ 'GET /api/x': { status: 500 } });
    const h = handlers();
    await expect(request('/api', 'x', { quiet: true })).rejects.toMatchObject({ status: 500 });
    expect(h.onNotice).not.toHaveBeenCalled();
  });

  it('builds the query string, leaving out empty values', async () => {
    const { calls, fetchMock } = mockFetch({ 'GET /api/lookup': { body: {} } });
    handlers();
    await request('/api', 'lookup', { query: { facility_id: 7, last_fetched: null, all: true } });
    expect(calls[0].method).toBe('GET');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/lookup?facility_id=7&all=true');
  });
});
