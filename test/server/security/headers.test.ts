// Security headers on the staff app's page, the customer pages, API answers, documents and exports
// (plugins/security-headers.ts). The client build is stood in for by a few files in a temporary folder.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { loggedInBrowser, type Browser } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { customer, facilityIdOf, RIVERSIDE } from '../contracts/contract-fixtures';
import { readyContract } from '../contracts/contract-flows';
import { asCustomer, linkTokenTo } from '../customer/customer-fixtures';

let t: TestApp;
let admin: Browser;
let pdfBytes: Buffer;

function fakeClientBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'payplan-client-'));
  mkdirSync(join(dir, 'static/js'), { recursive: true });
  mkdirSync(join(dir, 'static/docs'), { recursive: true });
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title></head><body><div id="root"></div>` +
    `<script defer src="/static/js/main.0123456789.js"></script></body></html>`;
  writeFileSync(join(dir, 'index.html'), page('PayPlan'));
  writeFileSync(join(dir, 'c.html'), page('Your payment plan'));
  writeFileSync(join(dir, 'static/js/main.0123456789.js'), 'console.log(1)');
  writeFileSync(join(dir, 'static/docs/guide.pdf'), pdfBytes);
  return dir;
}

beforeAll(async () => {
  const doc = await PDFDocument.create();
  doc.addPage();
  pdfBytes = Buffer.from(await doc.save());
  const documentsDir = mkdtempSync(join(tmpdir(), 'payplan-documents-'));
  t = await createTestApp({ config: { clientDir: fakeClientBuild(), documentsDir } });
  admin = await loggedInBrowser(t.app, 'facility-admin@example.com');
});
afterAll(() => t.close());

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

type Headers = Record<string, string | string[] | number | undefined>;

/** Parses "a x y; b z" into { a: 'x y', b: 'z' }. */
function csp(headers: Headers): Record<string, string> {
  const value = String(headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    value
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

function expectCommon(headers: Headers) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['permissions-policy']).toEqual(expect.stringContaining('camera=()'));
  for (const feature of ['microphone', 'geolocation', 'payment'])
    expect(headers['permissions-policy']).toEqual(expect.stringContaining(`${feature}=()`));
  expect(headers['x-powered-by']).toBeUndefined();
  expect(headers['strict-transport-security']).toBeUndefined();
  const policy = csp(headers);
  expect(policy).toMatchObject({
    'default-src': "'self'",
    'script-src': "'self'",
    'style-src': "'self' 'unsafe-inline'",
    'img-src': "'self' data: blob:",
    'base-uri': "'self'",
    'form-action': "'self'",
    'connect-src': "'self'",
  });
  expect(policy['script-src']).not.toMatch(/unsafe/);
}

function expectNotFramable(headers: Headers) {
  expect(headers['x-frame-options']).toBe('DENY');
  expect(csp(headers)['frame-ancestors']).toBe("'none'");
}

function expectFramableByUsOnly(headers: Headers) {
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(csp(headers)['frame-ancestors']).toBe("'self'");
}

describe('the pages', () => {
  test('the staff app: strict CSP, not framable, revalidated', async () => {
    for (const url of ['/', '/contracts', '/login']) {
      const response = await get(t.app, url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expectCommon(response.headers);
      expectNotFramable(response.headers);
      expect(csp(response.headers)['object-src']).toBe("'none'");
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  test('a customer page: the same, and it may embed our own PDF (the agreement on the e-sign page)', async () => {
    const response = await get(t.app, '/c/sign/some-token');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Your payment plan');
    expectCommon(response.headers);
    expectNotFramable(response.headers);
    expect(csp(response.headers)['object-src']).toBe("'self'");
  });

  test('static assets keep their caching and get the headers too', async () => {
    const script = await get(t.app, '/static/js/main.0123456789.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectCommon(script.headers);
    const guide = await get(t.app, '/static/docs/guide.pdf');
    expect(guide.statusCode).toBe(200);
    expect(guide.headers['cache-control']).toBe('no-cache');
    expectFramableByUsOnly(guide.headers);
  });
});

describe('API answers', () => {
  test('JSON answers, errors included, are never stored', async () => {
    for (const response of [
      await admin.post('/auth/get_user', {}),
      await admin.get('/api/lookup'),
      await admin.get('/api/health'),
      await get(t.app, '/api/announcements'), // 401 without a session
      await get(t.app, '/api/no-such-route'),
    ]) {
      expect(response.headers['cache-control']).toBe('no-store');
      expectCommon(response.headers);
      expectNotFramable(response.headers);
    }
  });

  test('an export is never stored', async () => {
    const response = await admin.get('/api/crud/contract?output_format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['cache-control']).toBe('no-store');
    expectCommon(response.headers);
  });

  test('documents: never stored, framable by our own pages only', async () => {
    const riverside = await facilityIdOf(t.db, RIVERSIDE);
    const c = await readyContract(admin, riverside);
    expect(
      (await admin.post('/api/request_signature', { contract_id: c.id, method: 'email' })).statusCode,
    ).toBe(200);
    const staffCopy = await admin.get(`/api/contract_document/${c.id}/contract`);
    expect(staffCopy.statusCode).toBe(200);
    expect(staffCopy.headers['content-type']).toBe('application/pdf');
    expect(staffCopy.headers['cache-control']).toBe('no-store');
    expectCommon(staffCopy.headers);
    expectFramableByUsOnly(staffCopy.headers);

    const token = await linkTokenTo(t.db, customer().customer_email, 'sign');
    const agreement = await asCustomer(t.app, 'GET', `/api/customer/links/${token}/agreement.pdf`);
    expect(agreement.statusCode).toBe(200);
    expect(agreement.headers['cache-control']).toBe('no-store');
    expectCommon(agreement.headers);
    expectFramableByUsOnly(agreement.headers);
  });
});

describe('HSTS', () => {
  test('only on https: behind a trusted proxy that says so', async () => {
    const proxied = await createTestApp({ config: { trustProxy: true } });
    try {
      const secure = await get(proxied.app, '/api/health', { 'x-forwarded-proto': 'https' });
      expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const plain = await get(proxied.app, '/api/health', { 'x-forwarded-proto': 'http' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
    // Without TRUST_PROXY the header a client sends is not believed.
    const spoofed = await get(t.app, '/api/health', { 'x-forwarded-proto': 'https' });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});
