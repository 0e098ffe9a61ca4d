// Banners (issue 14): audience targeting, windows and time zones, page scope, dismissal per user,
// views and dismissals counted, Markdown rendered inert, admin-only routes.
import type { AudienceMember } from '../../../src/shared/audience';
import type { BannerInput } from '../../../src/shared/broadcasts';
import { bannersFor, insertBanner } from '../../../src/server/repositories/banners';
import { Browser, loggedInBrowser } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const base: BannerInput = {
  title: 'Notice',
  message: 'Hello',
  severity: 'info',
  starts_on: new Date(Date.now() - HOUR).toISOString(),
  ends_on: null,
  audience: { kind: 'everyone', ids: [] },
  page_scope: null,
  dismissible: true,
  is_active: true,
};

async function createBanner(admin: Browser, banner: Partial<BannerInput>): Promise<number> {
  const response = await admin.post('/api/banners', { ...base, ...banner });
  expect(response.statusCode).toBe(200);
  return response.json().id;
}

const idsSeenBy = async (browser: Browser, path = '/') =>
  (
    (await browser.get(`/api/banners/current?path=${encodeURIComponent(path)}`)).json() as { id: number }[]
  ).map((b) => b.id);

const clientId = async (name: string) =>
  (await t.db.selectFrom('clients').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const facilityId = async (name: string) =>
  (await t.db.selectFrom('facilities').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

describe('audience', () => {
  let admin: Browser;
  let create: Browser;
  let dental: Browser;
  let read: Browser;
  beforeAll(async () => {
    admin = await loggedInBrowser(t.app, 'admin@example.com');
    create = await loggedInBrowser(t.app, 'create@example.com');
    dental = await loggedInBrowser(t.app, 'dental@example.com');
    read = await loggedInBrowser(t.app, 'read@example.com');
  });

  it('shows each kind of audience to its users only', async () => {
    const everyone = await createBanner(admin, { title: 'everyone' });
    const internal = await createBanner(admin, { audience: { kind: 'internal', ids: [] } });
    const veterinary = await createBanner(admin, { audience: { kind: 'industry', ids: [2] } });
    const dentalClient = await createBanner(admin, {
      audience: { kind: 'clients', ids: [await clientId('Bright Smiles Dental')] },
    });
    const riverside = await createBanner(admin, {
      audience: { kind: 'facilities', ids: [await facilityId('Riverside Animal Hospital')] },
    });
    const readers = await createBanner(admin, { audience: { kind: 'levels', ids: [1] } });
    const mine = [everyone, internal, veterinary, dentalClient, riverside, readers];
    const seen = async (b: Browser) =>
      (await idsSeenBy(b)).filter((id) => mine.includes(id)).sort((x, y) => x - y);

    expect(await seen(create)).toEqual([everyone, veterinary, riverside].sort((x, y) => x - y));
    expect(await seen(dental)).toEqual([everyone, dentalClient].sort((x, y) => x - y));
    expect(await seen(read)).toEqual([everyone, veterinary, riverside, readers].sort((x, y) => x - y));
    expect(await seen(admin)).toContain(internal);
  });

  it('never shows a client-targeted banner to a user of another client', async () => {
    const id = await createBanner(admin, {
      audience: { kind: 'clients', ids: [await clientId('Riverside Veterinary Group')] },
    });
    expect(await idsSeenBy(create)).toContain(id);
    expect(await idsSeenBy(dental)).not.toContain(id);
  });

  it('limits a banner with a page scope to that page and the ones below it', async () => {
    const id = await createBanner(admin, { page_scope: '/contracts' });
    expect(await idsSeenBy(create, '/contracts')).toContain(id);
    expect(await idsSeenBy(create, '/contracts/12')).toContain(id);
    expect(await idsSeenBy(create, '/')).not.toContain(id);
    expect(await idsSeenBy(create, '/contractsX')).not.toContain(id);
  });

  it('stacks the banners most severe first', async () => {
    const page = '/stacking';
    const info = await createBanner(admin, { severity: 'info', page_scope: page });
    const error = await createBanner(admin, { severity: 'error', page_scope: page });
    const warning = await createBanner(admin, { severity: 'warning', page_scope: page });
    const success = await createBanner(admin, { severity: 'success', page_scope: page });
    const order = (await idsSeenBy(read, page)).filter((id) => [info, error, warning, success].includes(id));
    expect(order).toEqual([error, warning, info, success]);
  });
});

describe('window and time zone', () => {
  it('shows a banner only between its start and its end', async () => {
    const admin = await loggedInBrowser(t.app, 'admin@example.com');
    const read = await loggedInBrowser(t.app, 'read@example.com');
    const future = await createBanner(admin, { starts_on: new Date(Date.now() + HOUR).toISOString() });
    const ended = await createBanner(admin, {
      starts_on: new Date(Date.now() - 2 * HOUR).toISOString(),
      ends_on: new Date(Date.now() - HOUR).toISOString(),
    });
    const open = await createBanner(admin, { ends_on: new Date(Date.now() + HOUR).toISOString() });
    const inactive = await createBanner(admin, { is_active: false });
    const seen = await idsSeenBy(read);
    expect(seen).toContain(open);
    expect(seen).not.toContain(future);
    expect(seen).not.toContain(ended);
    expect(seen).not.toContain(inactive);
  });

  it('reads a start given in New York time as that moment', async () => {
    // 9:00 in New York on 1 December 2026 (EST, UTC-5) is 14:00 UTC.
    const id = await insertBanner(t.db, { ...base, starts_on: '2026-12-01T09:00:00-05:00' }, new Date());
    const row = await t.db
      .selectFrom('banners')
      .select('starts_on')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.starts_on).toBe('2026-12-01T14:00:00.000Z');
    const who: AudienceMember = {
      isInternal: false,
      clientId: null,
      facilityId: null,
      industryType: null,
      level: 1,
    };
    const user = (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'edit@example.com')
        .executeTakeFirstOrThrow()
    ).id;
    const at = async (iso: string) =>
      (await bannersFor(t.db, user, who, '/', new Date(iso))).map((b) => b.id);
    expect(await at('2026-12-01T13:59:00Z')).not.toContain(id);
    expect(await at('2026-12-01T14:00:00Z')).toContain(id);
  });

  it('refuses a time without its zone, and an end before the start, with messages by field', async () => {
    const admin = await loggedInBrowser(t.app, 'admin@example.com');
    const before = await t.db.selectFrom('banners').select('id').execute();
    const response = await admin.post('/api/banners', {
      ...base,
      starts_on: '2026-12-01T09:00',
      audience: { kind: 'clients', ids: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      starts_on: 'Enter a valid date and time.',
      'audience.ids': 'Choose at least one.',
    });
    const endFirst = await admin.post('/api/banners', {
      ...base,
      ends_on: new Date(Date.now() - 2 * HOUR).toISOString(),
    });
    expect(endFirst.json().errors).toEqual({ ends_on: 'Must be after the start.' });
    expect(await t.db.selectFrom('banners').select('id').execute()).toHaveLength(before.length);
  });
});

describe('dismissal', () => {
  it('is remembered per user on the server, and counted with the views', async () => {
    const admin = await loggedInBrowser(t.app, 'admin@example.com');
    const id = await createBanner(admin, { page_scope: '/dismissal' });
    const first = await loggedInBrowser(t.app, 'create@example.com');
    const other = await loggedInBrowser(t.app, 'edit@example.com');
    expect(await idsSeenBy(first, '/dismissal')).toContain(id);
    expect(await idsSeenBy(other, '/dismissal')).toContain(id);
    expect((await first.post(`/api/banners/${id}/dismiss`)).statusCode).toBe(200);

    // Another browser (a new session) of the same user does not show it again; other users still see it.
    const secondDevice = await loggedInBrowser(t.app, 'create@example.com');
    expect(await idsSeenBy(secondDevice, '/dismissal')).not.toContain(id);
    expect(await idsSeenBy(other, '/dismissal')).toContain(id);

    const listed = (
      (await admin.get('/api/banners')).json() as { id: number; views: number; dismissals: number }[]
    ).find((b) => b.id === id);
    expect(listed).toMatchObject({ views: 2, dismissals: 1 });
  });

  it('refuses to dismiss a banner that is not dismissible (409)', async () => {
    const admin = await loggedInBrowser(t.app, 'admin@example.com');
    const id = await createBanner(admin, { dismissible: false, page_scope: '/fixed' });
    const read = await loggedInBrowser(t.app, 'read@example.com');
    expect((await read.post(`/api/banners/${id}/dismiss`)).statusCode).toBe(409);
    expect(await idsSeenBy(read, '/fixed')).toContain(id);
  });
});

describe('Markdown', () => {
  it('renders links and emphasis, and a script or an event handler as inert text', async () => {
    const admin = await loggedInBrowser(t.app, 'admin@example.com');
    const message =
      '**New** [rates](https://example.com/rates) <script>alert(1)</script> <img src=x onerror="alert(2)"> [x](javascript:alert(3))';
    const id = await createBanner(admin, { message, page_scope: '/markdown' });
    const read = await loggedInBrowser(t.app, 'read@example.com');
    const shown = (
      (await read.get('/api/banners/current?path=/markdown')).json() as { id: number; html: string }[]
    ).find((b) => b.id === id);
    const html = shown?.html ?? '';
    expect(html).toContain('<strong>New</strong>');
    expect(html).toContain(
      '<a href="https://example.com/rates" target="_blank" rel="noopener noreferrer">rates</a>',
    );
    expect(html).not.toMatch(/<script|<img|javascript:alert\(3\)"|href="javascript/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
  });
});

describe('rights', () => {
  it('refuses the admin routes to everyone but internal admins (403), and 401 without a login', async () => {
    const admin = await loggedInBrowser(t.app, 'admin@example.com');
    const id = await createBanner(admin, {});
    const adminRoutes: [string, string][] = [
      ['GET', '/api/banners'],
      ['POST', '/api/banners'],
      ['GET', `/api/banners/${id}`],
      ['PUT', `/api/banners/${id}`],
      ['GET', `/api/banners/${id}/preview`],
      ['POST', '/api/markdown'],
    ];
    for (const email of ['client-admin@example.com', 'facility-admin@example.com', 'create@example.com']) {
      const browser = await loggedInBrowser(t.app, email);
      for (const [method, url] of adminRoutes) {
        const body = method === 'GET' ? undefined : { ...base, text: 'x' };
        expect([email, method, url, (await browser.request(method as 'GET', url, body)).statusCode]).toEqual([
          email,
          method,
          url,
          403,
        ]);
      }
    }
    expect((await new Browser(t.app).get('/api/banners')).statusCode).toBe(401);
    expect((await admin.get('/api/banners')).statusCode).toBe(200);
  });

  it('previews a banner for a chosen audience without counting a view', async () => {
    const admin = await loggedInBrowser(t.app, 'admin@example.com');
    const id = await createBanner(admin, { audience: { kind: 'industry', ids: [2] }, severity: 'warning' });
    const vet = await facilityId('Riverside Animal Hospital');
    const dentist = await facilityId('Bright Smiles Dental - Maple Street');
    const asVet = (await admin.get(`/api/banners/${id}/preview?facility_id=${vet}&level=3`)).json();
    expect(asVet).toMatchObject({ shown: true, banner: { id, severity: 'warning' } });
    const asDentist = (await admin.get(`/api/banners/${id}/preview?facility_id=${dentist}&level=3`)).json();
    expect(asDentist.shown).toBe(false);
    expect((await admin.get(`/api/banners/${id}`)).json().views).toBe(0);
  });
});
