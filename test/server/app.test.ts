import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { CLIENT_NOT_BUILT } from '../../src/server/plugins/client-app';
import { SERVER_ERROR_MESSAGE } from '../../src/server/plugins/error-handler';
import { loggerOptions } from '../../src/server/plugins/logger';
import { MESSAGES } from '../../src/shared/messages';
import { Browser, loggedInBrowser } from './helpers/browser';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let clientDir: string;
const INDEX = '<!doctype html><title>PayPlan</title><div id="root"></div>';
const LOGIN = '<!doctype html><title>PayPlan</title><div id="root"></div><!-- no app preloads -->';

// As the build writes it (webpack.config.ts RoutePreloadsPlugin), for paths of the route table.
const ROUTE_PRELOADS = {
  page: ['static/js/vendor-react.0.js', 'static/js/main.0123abcd.js'],
  routes: [
    {
      name: 'dashboard',
      path: '/',
      files: ['static/js/layout-main.1.js', 'static/js/dashboard.2.js'],
      banners: true,
    },
    {
      name: 'contracts',
      path: '/contracts',
      files: ['static/js/layout-main.1.js', 'static/js/contracts.3.js'],
      banners: true,
    },
    { name: 'contract', path: '/contracts/:contractId', files: ['static/js/contract.4.js'] },
    { name: 'paymentHistory', path: '/contracts/:contractId/payment-history', files: ['static/js/ph.5.js'] },
    { name: 'login', path: '/login/:action?', files: ['static/js/login.6.js'] },
    { name: 'audit', path: '/permissions/audit', files: [], banners: true },
  ],
};

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'payplan-client-'));
  mkdirSync(join(clientDir, 'static', 'js'), { recursive: true });
  writeFileSync(join(clientDir, 'index.html'), INDEX);
  writeFileSync(join(clientDir, 'login.html'), LOGIN);
  writeFileSync(join(clientDir, 'route-preloads.json'), JSON.stringify(ROUTE_PRELOADS));
  writeFileSync(join(clientDir, 'static', 'js', 'main.0123abcd.js'), 'console.log("app");'.repeat(200));
  writeFileSync(join(clientDir, 'static', 'js', 'main.0123abcd.js.br'), 'pretend-brotli');
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg/>');
  mkdirSync(join(clientDir, 'static', 'docs'), { recursive: true });
  writeFileSync(join(clientDir, 'static', 'docs', 'best-practices.pdf'), '%PDF-1.7');
  t = await createTestApp({ config: { clientDir } });
  t.app.get('/api/explode', () => {
    throw new Error('connection to db-internal-7:5432 failed for user payplan_owner');
  });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('error bodies', () => {
  it('never show internals on a 5xx', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: SERVER_ERROR_MESSAGE,
    });
    expect(response.body).not.toMatch(/db-internal|payplan_owner|stack/);
  });

  it('answer 4xx with ApiErrorBody and field errors from the schema', async () => {
    const browser = new Browser(t.app);
    await browser.getUser();
    const response = await browser.post('/auth/login', { password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: MESSAGES.validationErrors,
      errors: { email: expect.any(String) },
    });
  });

  it('answer an unknown API path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, message: expect.any(String) });
  });
});

describe('serving the SPA', () => {
  it('falls back to index.html, uncached, for any page path', async () => {
    for (const url of ['/', '/contracts/42', '/login/verify?token=abc']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toMatch(/text\/html/);
    }
  });

  it('serves a fresh /login its own page (login.html: no app preloads, issue 17), uncached', async () => {
    for (const url of ['/login', '/login/', '/login?next=%2Fcontracts']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(LOGIN);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    for (const url of ['/login/forgot-password', '/loginx']) {
      expect((await t.app.inject({ method: 'GET', url })).body).toBe(INDEX);
    }
  });

  it("sends a page with the calls the app starts with, its own scripts, then its route's, to preload (issue 17)", async () => {
    const linkOf = async (url: string) => (await t.app.inject({ method: 'GET', url })).headers.link;
    const session = '</auth/get_user>; rel=preload; as=fetch; crossorigin';
    const banners = (path: string) =>
      `</api/banners/current?path=${encodeURIComponent(path)}>; rel=preload; as=fetch; crossorigin`;
    const scripts = (...files: string[]) =>
      ['vendor-react.0.js', 'main.0123abcd.js', ...files]
        .map((file) => `</static/js/${file}>; rel=preload; as=script; fetchpriority=low`)
        .join(', ');
    const dashboard = scripts('layout-main.1.js', 'dashboard.2.js');
    expect(await linkOf('/')).toBe(`${session}, ${banners('/')}, ${dashboard}`);
    expect(await linkOf('/?facility_id=2')).toBe(`${session}, ${banners('/')}, ${dashboard}`);
    for (const url of ['/contracts', '/contracts/', '/Contracts?status=completed']) {
      const path = url.split('?')[0];
      expect(await linkOf(url)).toBe(
        `${session}, ${banners(path)}, ${scripts('layout-main.1.js', 'contracts.3.js')}`,
      );
    }
    // Pages without banners of their own (the fixture leaves them out) and a page with nothing to add.
    expect(await linkOf('/contracts/42')).toBe(`${session}, ${scripts('contract.4.js')}`);
    expect(await linkOf('/contracts/42/payment-history')).toBe(`${session}, ${scripts('ph.5.js')}`);
    expect(await linkOf('/login/forgot-password')).toBe(`${session}, ${scripts('login.6.js')}`);
    expect(await linkOf('/permissions/audit')).toBe(`${session}, ${banners('/permissions/audit')}`);
    // No route: the app still starts (and shows its error page) with the session.
    expect(await linkOf('/contracts/42/nope')).toBe(session);
    // A fresh /login (it paints from the entry and asks for its session itself), not a page.
    for (const url of ['/login', '/static/js/nope.js', '/api/x']) {
      expect(await linkOf(url)).toBeUndefined();
    }
  });

  it('caches hashed assets under /static/ for a year, immutable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/static/js/main.0123abcd.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates static files whose names carry no hash (the Tools-for-success PDFs)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/static/docs/best-practices.pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the pre-compressed file when the browser accepts it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/static/js/main.0123abcd.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body).toBe('pretend-brotli');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
  });

  it('does not cache files without a content hash', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not the page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/static/js/gone.js' })).statusCode).toBe(404);
  });

  it('says so when the client is not built', async () => {
    const unbuilt = await createTestApp();
    try {
      const response = await unbuilt.app.inject({ method: 'GET', url: '/contracts' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toBe(CLIENT_NOT_BUILT);
    } finally {
      await unbuilt.close();
    }
  });
});

describe('API odds and ends', () => {
  it('GET /api/health checks the database without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('compresses JSON responses', async () => {
    const admin = await loggedInBrowser(t.app, 'admin@example.com');
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/get_user',
      payload: { lookup_last_fetched: null },
      headers: { cookie: `sid=${admin.sid}`, 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('GET /api/outbox lists messages newest first, for internal admins only', async () => {
    const browser = new Browser(t.app);
    await browser.getUser();
    await browser.post('/auth/request_new_password', { credentials: 'read@example.com' });
    await browser.post('/auth/request_new_password', { credentials: 'edit@example.com' });
    const admin = await loggedInBrowser(t.app, 'admin@example.com');
    const all = (await admin.get('/api/outbox?limit=5')).json();
    expect(all[0].to_address).toBe('edit@example.com');
    const toRead = (await admin.get('/api/outbox?to=read@example.com')).json();
    expect(toRead).toHaveLength(1);
    expect(toRead[0].body).toMatch(/\/login\/new-password\?token=/);
    const staff = await loggedInBrowser(t.app, 'facility-admin@example.com');
    expect((await staff.get('/api/outbox')).statusCode).toBe(403);
  });
});

describe('logging', () => {
  it('redacts passwords, SSNs, card and account numbers, cookies and CSRF tokens', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions('test', 'info') as object;
    const app = Fastify({ logger: { ...options, stream } });
    app.log.info(
      {
        req: { headers: { cookie: 'sid=secret-cookie', 'csrf-token': 'secret-csrf' } },
        body: { password: 'secret-pw', ssn: '123456789', card_number: '4111111111111111', cvc: '123' },
        bank: { account_number: '000123456789' },
      },
      'incoming',
    );
    await app.close();
    const out = lines.join('');
    expect(out).not.toMatch(/secret-cookie|secret-csrf|secret-pw|123456789|4111111111111111|"123"/);
    expect(out).toMatch(/\[redacted\]/);
  });
});
