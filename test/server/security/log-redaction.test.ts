// Secrets and personal data never reach the log through a URL (ARCHITECTURE.md security model):
// customer link tokens in the path, password-reset tokens and what a user types in a search (an SSN,
// a card number, a name) in the query. The log keeps the shape of the URL with [redacted] in place.
import { Writable } from 'node:stream';
import { loggerOptions, redactUrl, redactUrlsIn } from '../../../src/server/plugins/logger';
import { loggedInBrowser } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ logger: { ...(loggerOptions('test', 'info') as object), stream } });
});
afterAll(() => t.close());

const LINK_TOKEN = 'Zq3LinkTokenAbCdEfGhIjKlMnOpQrStUvWxYz012345';
const PAGE_TOKEN = 'Pg7PageTokenAbCdEfGhIjKlMnOpQrStUvWxYz0123456';
const RESET_TOKEN = 'Rs9ResetTokenAbCdEfGhIjKlMnOpQrStUvWxYz012345';
const SSN = '123-45-6789';
const CARD = '4111111111111111';
const LAST_NAME = 'Quillfeatherstone';

const logText = () => lines.join('');

describe('URLs in the log', () => {
  it('never hold a customer link token, a reset token or a search value', async () => {
    await t.app.inject({ method: 'GET', url: `/api/customer/links/${LINK_TOKEN}` });
    await t.app.inject({ method: 'GET', url: `/api/customer/links/${LINK_TOKEN}/agreement.pdf` });
    await t.app.inject({
      method: 'POST',
      url: `/api/customer/links/${LINK_TOKEN}/esign-consent?x=1`,
      payload: { code: 'ABC123' },
    });
    await t.app.inject({ method: 'GET', url: `/c/sign/${PAGE_TOKEN}` });
    await t.app.inject({ method: 'GET', url: `/login/new-password?token=${RESET_TOKEN}` });

    const staff = await loggedInBrowser(t.app, 'admin@example.com');
    const list = await staff.get(
      `/api/crud/contract?search=${SSN}&search_customer_last_name=${LAST_NAME}&limit=5&orderby=-id`,
    );
    expect(list.statusCode).toBe(200);
    await staff.get(`/api/crud/contract?limit=5&search=${encodeURIComponent(`${CARD} `)}`);
    await staff.get(`/api/crud/contract?search%5Fcustomer_last_name=${LAST_NAME}&SEARCH=${SSN}`);
    await staff.get(`/api/nowhere?search=${SSN}`);
    await t.app.inject({
      method: 'GET',
      url: `/login?next=${encodeURIComponent(`/contracts?search=${SSN}`)}`,
    });

    const out = logText();
    // One line per request, with its method, redacted URL, status and time.
    const requests = lines.filter((l) => l.includes('"msg":"request completed"'));
    expect(requests.length).toBeGreaterThanOrEqual(9);
    expect(out).not.toContain('incoming request');
    const ids = requests.map((l) => JSON.parse(l).reqId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(JSON.parse(requests[0])).toMatchObject({
      req: { method: 'GET', url: '/api/customer/links/[redacted]' },
      res: { statusCode: expect.any(Number) },
      responseTime: expect.any(Number),
    });
    for (const secret of [LINK_TOKEN, PAGE_TOKEN, RESET_TOKEN, SSN, '123-45', '6789', CARD, LAST_NAME]) {
      expect({ secret, found: out.includes(secret) }).toEqual({ secret, found: false });
    }
    // The shape stays readable.
    expect(out).toContain('"/api/customer/links/[redacted]"');
    expect(out).toContain('"/api/customer/links/[redacted]/agreement.pdf"');
    expect(out).toContain('"/api/customer/links/[redacted]/esign-consent?x=1"');
    expect(out).toContain('"/c/sign/[redacted]"');
    expect(out).toContain('"/login/new-password?token=[redacted]"');
    expect(out).toContain(
      '"/api/crud/contract?search=[redacted]&search_customer_last_name=[redacted]&limit=5&orderby=-id"',
    );
    expect(out).toContain('"/api/nowhere?search=[redacted]"');
  });

  it('of an impersonated request are stored in the audit log without the link token', async () => {
    const admin = await loggedInBrowser(t.app, 'admin@example.com');
    const readId = (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'read@example.com')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await admin.getUser({ impersonate_id: readId })).statusCode).toBe(200);
    await admin.get(`/api/customer/links/${LINK_TOKEN}/agreement.pdf`);
    const paths = (await t.db.selectFrom('audit_log').select('path').execute()).map((r) => r.path);
    expect(paths).toContain('/api/customer/links/[redacted]/agreement.pdf');
    expect(JSON.stringify(paths)).not.toContain(LINK_TOKEN);
  });
});

describe('redactUrl', () => {
  it.each([
    ['/api/customer/links/abc', '/api/customer/links/[redacted]'],
    ['/api/customer/links/abc/signed.pdf?download=1', '/api/customer/links/[redacted]/signed.pdf?download=1'],
    ['/c/application/abc', '/c/application/[redacted]'],
    ['/api/crud/contract?search=a+b&limit=5', '/api/crud/contract?search=[redacted]&limit=5'],
    [
      '/api/crud/contract?search_ssn=1&search_status=X',
      '/api/crud/contract?search_ssn=[redacted]&search_status=[redacted]',
    ],
    ['/api/outbox?to=someone%40example.com&limit=50', '/api/outbox?to=[redacted]&limit=50'],
    ['/login/new-password?token=abc#x', '/login/new-password?token=[redacted]#[redacted]'],
    [
      '/login?next=%2Fcontracts%3Fsearch%3D1%26status%3Dall',
      '/login?next=%2Fcontracts%3Fsearch%3D%5Bredacted%5D%26status%3Dall',
    ],
    ['/api/crud/contract?search=%E0%A4%A', '/api/crud/contract?search=[redacted]'],
    [
      '/api/lookup?facility_id=3&last_fetched=2026-01-01',
      '/api/lookup?facility_id=3&last_fetched=2026-01-01',
    ],
    ['/contracts/12', '/contracts/12'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('also covers a URL inside a log message', () => {
    expect(redactUrlsIn(`Route GET:/api/customer/links/${LINK_TOKEN}?search=${SSN} not found`)).toBe(
      'Route GET:/api/customer/links/[redacted]?search=[redacted] not found',
    );
  });

  it('applies to messages written to the log', async () => {
    t.app.log.warn(
      `reply already sent for /c/sign/${PAGE_TOKEN} and /api/crud/contract?to=a@b.c&search=${CARD}`,
    );
    await new Promise((resolve) => setImmediate(resolve));
    const out = logText();
    expect(out).toContain('/c/sign/[redacted] and /api/crud/contract?to=[redacted]&search=[redacted]');
    expect(out).not.toContain(CARD);
    expect(out).not.toContain(PAGE_TOKEN);
  });
});
