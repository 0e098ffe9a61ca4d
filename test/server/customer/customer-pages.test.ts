// The customer pages are their own small app (webpack entry `customer`): /c/… paths get c.html, and
// the staff SPA keeps index.html for everything else.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'payplan-client-'));
  writeFileSync(join(clientDir, 'index.html'), '<title>staff</title>');
  writeFileSync(join(clientDir, 'c.html'), '<title>customer</title>');
  t = await createTestApp({ config: { clientDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('serving the customer pages', () => {
  test.each(['/c/csr/abc123', '/c/application/abc123', '/c/sign/abc123'])('%s gets c.html', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<title>customer</title>');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  test('other pages still get the staff app', async () => {
    for (const url of ['/contracts', '/', '/customers']) {
      expect((await t.app.inject({ method: 'GET', url })).body).toBe('<title>staff</title>');
    }
  });
});
