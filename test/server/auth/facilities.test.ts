import { loggedInBrowser } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const facilityId = async (name: string) =>
  (await t.db.selectFrom('facilities').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

describe('current facility', () => {
  it('is a full facility: fee settings, agreement types and term sheets with month limits', async () => {
    const browser = await loggedInBrowser(t.app, 'create@example.com');
    const { currentFacility, clients, multipleFacilities } = (await browser.getUser()).json();
    expect(currentFacility).toMatchObject({
      name: 'Riverside Animal Hospital',
      client_name: 'Riverside Veterinary Group',
      client_number: '12',
      industry: 'veterinary',
      industry_type: 2,
      csr: true,
      fee: {
        sales_tax_percent_1: 7.25,
        sales_tax_percent_2: 5.75,
        sales_tax_percent_3: null,
        finance_rate_percent: 9.9,
      },
      remittance_contract_types: [1, 2],
    });
    expect(currentFacility.agreement_types.find((a: { code: string }) => a.code === 'PRE')).toMatchObject({
      ach_only: true,
      has_monthly_cycle: true,
      has_weekly_cycle: false,
    });
    const standard = currentFacility.term_sheets.find((s: { is_select: boolean }) => !s.is_select);
    expect(standard.month_limits).toEqual([
      expect.objectContaining({ price_from: 300, price_to: 1000, months: 12, allow_override_months: false }),
      expect.objectContaining({ price_from: 1000.01, price_to: 5000, months: 24 }),
      expect.objectContaining({
        price_from: 5000.01,
        price_to: 15000,
        months: 36,
        allow_override_months: true,
        max_override_months: 48,
        max_first_payment_days_in_future: 45,
      }),
    ]);
    expect(clients).toHaveLength(1);
    expect(clients[0].facilities).toHaveLength(1);
    expect(multipleFacilities).toBe(false);
  });
});

describe('switching facility', () => {
  it("lets a client admin move between the client's facilities", async () => {
    const browser = await loggedInBrowser(t.app, 'client-admin@example.com');
    const first = (await browser.getUser()).json();
    expect(first.multipleFacilities).toBe(true);
    expect(first.clients).toHaveLength(1);
    expect(first.clients[0].facilities.map((f: { name: string }) => f.name)).toEqual([
      'Riverside Animal Hospital',
      'Riverside Grooming & Boarding',
      'Riverside Pet Clinic East',
    ]);
    const grooming = await facilityId('Riverside Grooming & Boarding');
    const switched = (await browser.getUser({ facility_id: grooming })).json();
    expect(switched.currentFacility).toMatchObject({ id: grooming, industry: 'general', csr: false });
    expect((await browser.getUser()).json().currentFacility.id).toBe(grooming);
  });

  it('refuses a facility of another client (403) and keeps the current one', async () => {
    const browser = await loggedInBrowser(t.app, 'dental@example.com');
    const before = (await browser.getUser()).json();
    expect(before.clients.map((c: { name: string }) => c.name)).toEqual(['Bright Smiles Dental']);
    for (const name of ['Riverside Animal Hospital', 'Summit Auto Care - Downtown']) {
      expect((await browser.getUser({ facility_id: await facilityId(name) })).statusCode).toBe(403);
    }
    expect((await browser.getUser()).json().currentFacility.id).toBe(before.currentFacility.id);
  });

  it('refuses another facility of the same client to a facility-level user', async () => {
    const browser = await loggedInBrowser(t.app, 'facility-admin@example.com');
    const east = await facilityId('Riverside Pet Clinic East');
    expect((await browser.getUser({ facility_id: east })).statusCode).toBe(403);
  });

  it('lets internal admins reach every facility and shows the demo facility ids', async () => {
    const browser = await loggedInBrowser(t.app, 'admin@example.com');
    const summit = await facilityId('Summit Auto Care - Downtown');
    const body = (await browser.getUser({ facility_id: summit })).json();
    expect(body.currentFacility.id).toBe(summit);
    expect(body.clients).toHaveLength(4);
    expect(body.demoFacilityIds).toEqual([await facilityId('Demo Practice')]);
  });
});

describe('lookupData', () => {
  it('comes with the first load and then only when the lookups changed', async () => {
    const browser = await loggedInBrowser(t.app, 'edit@example.com');
    const first = (await browser.getUser({ initial_load: true, lookup_last_fetched: null })).json();
    expect(first.lookupData.states).toHaveLength(51);
    expect(first.lookupData.taxes.find((s: { code: string }) => s.code === 'NY')).toMatchObject({
      max_interest_rate: 16,
    });
    expect(first.lookupData.reasons_for_cancel).toEqual(
      expect.arrayContaining([
        { code: '3', label: 'CSR Reject' },
        expect.objectContaining({ label: 'CC Decline' }),
        expect.objectContaining({ label: 'Rewrite Not Allowed' }),
      ]),
    );
    expect(first.lookupLastFetched).toEqual(expect.any(String));

    const unchanged = (await browser.getUser({ lookup_last_fetched: first.lookupLastFetched })).json();
    expect(unchanged.lookupData).toBeNull();

    const later = new Date(Date.parse(first.lookupLastFetched) + 1000).toISOString();
    await t.db
      .updateTable('lookups')
      .set({ label: 'Walk-in customer', updated_on: later })
      .where('code', '=', 'WALKIN')
      .execute();
    const changed = (await browser.getUser({ lookup_last_fetched: first.lookupLastFetched })).json();
    expect(changed.lookupData.sources).toContainEqual({ code: 'WALKIN', label: 'Walk-in customer' });
    expect(changed.lookupLastFetched).toBe(later);
  });
});

describe('announcement', () => {
  it('sends the latest active announcement with the session and lists them at /api/announcements', async () => {
    const browser = await loggedInBrowser(t.app, 'read@example.com');
    const { announcement } = (await browser.getUser()).json();
    expect(announcement).toMatchObject({ title: expect.any(String), body: expect.any(String) });
    const list = (await browser.get('/api/announcements')).json();
    expect(list[0].id).toBe(announcement.id);
  });
});
