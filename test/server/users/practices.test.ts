// Clients and facilities (issue 13): reach, settings validated and audited, agreement types never
// deleted once used, term-sheet versions in effect from their date, new clients and facilities.
import { termSheetFor } from '../../../src/shared/term-sheet';
import type { TermSheet } from '../../../src/shared/facility';
import { MESSAGES } from '../../../src/shared/messages';
import { businessToday } from '../../../src/shared/calendar';
import { SETTINGS_MESSAGES, TERM_SHEET_MESSAGES } from '../../../src/shared/validation/facility-settings';
import { NOT_AUTHORIZED } from '../../../src/server/services/http-error';
import { PRACTICE_MESSAGES } from '../../../src/server/services/practice-admin';
import { loggedInBrowser, type Browser } from '../helpers/browser';
import { lastLinkTo } from '../helpers/outbox';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let mainId = 0;
let brightId = 0;
beforeAll(async () => {
  t = await createTestApp();
  const byName = async (name: string) =>
    (await t.db.selectFrom('facilities').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  mainId = await byName('Riverside Animal Hospital');
  brightId = await byName('Bright Smiles Dental - Maple Street');
});
afterAll(() => t.close());

type Detail = Record<string, unknown> & {
  servicing: Record<string, unknown>;
  remittance: Record<string, unknown>;
  fee: Record<string, number | null>;
  agreement_types: { id: number; code: string; used: number; is_active: boolean }[];
  term_sheets: (TermSheet & { version: number })[];
  st: string;
  csr: boolean;
  remittance_contract_types: number[];
  analysis_contract_types: number[];
  summary_contract_types: number[];
};

const detail = async (b: Browser, id = mainId) =>
  (await b.get(`/api/practices/facilities/${id}`)).json() as Detail;

function settingsOf(d: Detail) {
  return {
    csr: d.csr,
    ...d.fee,
    ...d.servicing,
    remittance_routing_number: d.remittance.routing_number,
    remittance_account_number: d.remittance.account_number_masked,
    remittance_account_type: d.remittance.account_type,
    remittance_contract_types: d.remittance_contract_types,
    analysis_contract_types: d.analysis_contract_types,
    summary_contract_types: d.summary_contract_types,
  };
}

describe('lists and details as far as the user reaches', () => {
  it('shows a facility admin their facility, a client admin the client, numbers padded to 4', async () => {
    const fiona = await loggedInBrowser(t.app, 'facility-admin@example.com');
    const facilities = (await fiona.get('/api/practices/facilities')).json();
    expect(facilities).toEqual([
      expect.objectContaining({
        name: 'Riverside Animal Hospital',
        client_number: '0012',
        facility_number: '0001',
      }),
    ]);
    const clark = await loggedInBrowser(t.app, 'client-admin@example.com');
    expect((await clark.get('/api/practices/facilities')).json()).toHaveLength(3);
    expect((await clark.get('/api/practices/clients')).json()).toEqual([
      expect.objectContaining({ name: 'Riverside Veterinary Group', client_number: '0012', facilities: 3 }),
    ]);
    expect((await fiona.get(`/api/practices/facilities/${brightId}`)).statusCode).toBe(404);
    const mine = await detail(fiona);
    expect(mine).toMatchObject({ can_read_settings: true, can_edit: false });
    expect((mine.users as { email: string }[]).map((u) => u.email)).toContain('read@example.com');
    const rita = await loggedInBrowser(t.app, 'read@example.com');
    expect(await detail(rita)).toMatchObject({ can_read_settings: false, users: [] });
  });
});

describe('settings (internal admins)', () => {
  it('refuses a facility admin (403) and bad values with clear messages (400), changing nothing', async () => {
    const fiona = await loggedInBrowser(t.app, 'facility-admin@example.com');
    const ada = await loggedInBrowser(t.app, 'admin@example.com');
    const before = await detail(ada);
    const url = `/api/practices/facilities/${mainId}/settings`;
    const refused = await fiona.request('PUT', url, settingsOf(before));
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
      status: 403,
      message: NOT_AUTHORIZED,
    });

    const maxRate = (
      await t.db
        .selectFrom('lookups')
        .select('max_interest_rate')
        .where('kind', '=', 'taxes')
        .where('code', '=', before.st)
        .executeTakeFirstOrThrow()
    ).max_interest_rate as number;
    const bad = await ada.request('PUT', url, {
      ...settingsOf(before),
      finance_rate_percent: Number(maxRate) + 1,
      late_notice_days: [30, 10],
      grace_days: -1,
      remittance_routing_number: '123456789',
      remittance_account_number: '12',
      remittance_account_type: 'checking',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: MESSAGES.validationErrors,
      errors: {
        finance_rate_percent: SETTINGS_MESSAGES.rateAboveState(Number(maxRate)),
        late_notice_days: SETTINGS_MESSAGES.noticeDays,
        grace_days: SETTINGS_MESSAGES.wholeDays(0, 60),
        remittance_routing_number: SETTINGS_MESSAGES.routing,
        remittance_account_number: SETTINGS_MESSAGES.account,
      },
    });
    expect(settingsOf(await detail(ada))).toEqual(settingsOf(before));
  });

  it('saves valid settings, stores the account number encrypted, shows it masked, audits before and after', async () => {
    const ada = await loggedInBrowser(t.app, 'admin@example.com');
    const before = await detail(ada);
    const response = await ada.request('PUT', `/api/practices/facilities/${mainId}/settings`, {
      ...settingsOf(before),
      grace_days: 12,
      late_fee_cents: 900,
      late_notice_days: [10, 20, 45],
      remittance_routing_number: '021000021',
      remittance_account_number: '123456789012',
      remittance_account_type: 'savings',
    });
    expect(response.statusCode).toBe(200);
    const after = response.json() as Detail;
    expect(after.servicing).toMatchObject({
      grace_days: 12,
      late_fee_cents: 900,
      late_notice_days: [10, 20, 45],
    });
    expect(after.remittance).toEqual({
      routing_number: '021000021',
      account_number_masked: '••••9012',
      account_type: 'savings',
    });
    const stored = await t.db
      .selectFrom('facilities')
      .select('remittance_account_number')
      .where('id', '=', mainId)
      .executeTakeFirstOrThrow();
    expect(stored.remittance_account_number).not.toContain('123456789012');
    expect(t.app.providers.encryption.decryptField(stored.remittance_account_number as string)).toBe(
      '123456789012',
    );

    // Saving again with the masked value keeps the stored number.
    await ada.request('PUT', `/api/practices/facilities/${mainId}/settings`, settingsOf(after));
    const again = await t.db
      .selectFrom('facilities')
      .select('remittance_account_number')
      .where('id', '=', mainId)
      .executeTakeFirstOrThrow();
    expect(t.app.providers.encryption.decryptField(again.remittance_account_number as string)).toBe(
      '123456789012',
    );

    const row = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'facility.settings')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.before_json as string)).toMatchObject({ grace_days: before.servicing.grace_days });
    expect(JSON.parse(row.after_json as string)).toMatchObject({
      grace_days: 12,
      remittance_account_number: '••••9012',
    });
    expect(row.after_json).not.toContain('123456789012');
  });
});

describe('agreement types', () => {
  it('deactivates a used type but never deletes it (409); deletes an unused one', async () => {
    const ada = await loggedInBrowser(t.app, 'admin@example.com');
    const d = await detail(ada);
    const used = d.agreement_types.find((a) => a.used > 0);
    expect(used).toBeDefined();
    const url = (id: number) => `/api/practices/facilities/${mainId}/agreement-types/${id}`;
    const refused = await ada.request('DELETE', url(used!.id));
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
      status: 409,
      message: PRACTICE_MESSAGES.agreementTypeUsed,
    });
    const full = d.agreement_types.find((a) => a.id === used!.id) as unknown as Record<string, unknown>;
    const { id: _id, used: _used, ...body } = full;
    const off = await ada.request('PUT', url(used!.id), { ...body, is_active: false });
    expect(off.statusCode).toBe(200);
    expect((off.json() as Detail).agreement_types.find((a) => a.id === used!.id)?.is_active).toBe(false);
    const on = await ada.request('PUT', url(used!.id), { ...body, is_active: true });
    expect((on.json() as Detail).agreement_types.find((a) => a.id === used!.id)?.is_active).toBe(true);

    const added = await ada.post(`/api/practices/facilities/${mainId}/agreement-types`, {
      ...body,
      code: 'TEMP1',
      description: 'Temporary',
      has_monthly_cycle: true,
    });
    expect(added.statusCode).toBe(200);
    const temp = (added.json() as Detail).agreement_types.find((a) => a.code === 'TEMP1');
    expect((await ada.request('DELETE', url(temp!.id))).statusCode).toBe(200);
    const noCycle = await ada.post(`/api/practices/facilities/${mainId}/agreement-types`, {
      ...Object.fromEntries(Object.entries(body).map(([k, v]) => [k, k.startsWith('has_') ? false : v])),
      code: 'TEMP2',
    });
    expect(noCycle.json().errors).toEqual({ has_monthly_cycle: 'Choose at least one billing cycle.' });
  });
});

describe('term sheets', () => {
  const bracket = (price_from: number, price_to: number, months: number, extra = {}) => ({
    price_from,
    price_to,
    months,
    allow_override_months: false,
    max_override_months: null,
    max_first_payment_days_in_future: 30,
    ...extra,
  });

  it('refuses overlapping and gapped brackets and months beyond the override maximum', async () => {
    const ada = await loggedInBrowser(t.app, 'admin@example.com');
    const url = `/api/practices/facilities/${mainId}/term-sheets`;
    const send = (month_limits: unknown[], effective_on = businessToday()) =>
      ada.post(url, { contract_type: null, is_select: false, effective_on, month_limits });
    expect((await send([bracket(0, 1000, 6), bracket(900, 2000, 12)])).json().errors).toEqual({
      month_limits: TERM_SHEET_MESSAGES.overlap(1, 2),
    });
    expect((await send([bracket(0, 1000, 6), bracket(1500, 2000, 12)])).json().errors).toEqual({
      month_limits: TERM_SHEET_MESSAGES.gap(1, 2),
    });
    expect(
      (await send([bracket(0, 1000, 18, { allow_override_months: true, max_override_months: 12 })])).json()
        .errors,
    ).toEqual({ 'month_limits.0.months': TERM_SHEET_MESSAGES.beyondOverride(18, 12) });
    expect((await send([bracket(0, 1000, 6)], '2020-01-01')).json().errors).toEqual({
      effective_on: TERM_SHEET_MESSAGES.effectiveOn,
    });
  });

  it('adds a version in effect from its date; a contract dated before keeps the earlier one', async () => {
    const ada = await loggedInBrowser(t.app, 'admin@example.com');
    const before = await detail(ada);
    const today = businessToday();
    const seeded = before.term_sheets.find((s) => !s.is_select);
    expect(seeded).toBeDefined();
    const current = termSheetFor(before.term_sheets, {
      contractType: seeded!.contract_type,
      isSelect: false,
      asOf: today,
    });
    expect(current).not.toBeNull();
    const future = '2099-01-01';
    const response = await ada.post(`/api/practices/facilities/${mainId}/term-sheets`, {
      contract_type: current!.contract_type,
      is_select: false,
      effective_on: future,
      month_limits: [bracket(0, 2500, 9), bracket(2500, 50000, 36)],
    });
    expect(response.statusCode).toBe(200);
    const sheets = (response.json() as Detail).term_sheets;
    const added = sheets.find((s) => s.effective_on === future);
    expect(added?.version).toBe((current!.version ?? 1) + 1);
    const opts = { contractType: current!.contract_type, isSelect: false };
    // Today (and any contract dated before 2099) keeps the version it was written under …
    expect(termSheetFor(sheets, { ...opts, asOf: today })?.id).toBe(current!.id);
    // … and a contract dated on the effective date follows the new one.
    expect(termSheetFor(sheets, { ...opts, asOf: future })?.month_limits.map((l) => l.months)).toEqual([
      9, 36,
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'term_sheet.version')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after_json as string)).toMatchObject({
      effective_on: future,
      version: added?.version,
    });
  });
});

describe('new clients and facilities', () => {
  it('creates a client and a facility with unique numbers and invites its first admin', async () => {
    const ada = await loggedInBrowser(t.app, 'admin@example.com');
    const client = await ada.post('/api/practices/clients', { name: 'Lakeside Vets', client_number: 77 });
    expect(client.json()).toMatchObject({ name: 'Lakeside Vets', client_number: '0077' });
    const dup = await ada.post('/api/practices/clients', { name: 'Other', client_number: 77 });
    expect({ status: dup.statusCode, message: dup.json().message }).toEqual({
      status: 409,
      message: PRACTICE_MESSAGES.clientNumberTaken,
    });
    const url = `/api/practices/clients/${client.json().id}/facilities`;
    const facility = await ada.post(url, {
      name: 'Lakeside North',
      facility_number: 1,
      industry_type: 2,
      st: 'NC',
      admin_email: 'lake-admin@example.com',
      admin_first_name: 'Lara',
      admin_last_name: 'Lake',
    });
    expect(facility.statusCode).toBe(200);
    expect(facility.json()).toMatchObject({
      facility_number: '0001',
      message: 'An invitation was emailed to lake-admin@example.com.',
    });
    await expect(lastLinkTo(t.db, 'lake-admin@example.com', '/login/new-password')).resolves.toEqual(
      expect.any(String),
    );
    const dupFacility = await ada.post(url, {
      name: 'Again',
      facility_number: 1,
      industry_type: 2,
      st: 'NC',
    });
    expect(dupFacility.statusCode).toBe(409);
    const fiona = await loggedInBrowser(t.app, 'facility-admin@example.com');
    expect((await fiona.post('/api/practices/clients', { name: 'X', client_number: 78 })).statusCode).toBe(
      403,
    );
  });
});

describe('a new contract follows the term sheet in effect', () => {
  it('refuses, once a version with shorter limits takes effect, what the earlier version allowed', async () => {
    const { agreement, createContract, put } = await import('../contracts/contract-fixtures');
    const carla = await loggedInBrowser(t.app, 'create@example.com');
    const ada = await loggedInBrowser(t.app, 'admin@example.com');
    const twelvePayments = agreement({ contract_type: 1, number_of_payments: 12 });
    const before = await createContract(carla, mainId);
    expect((await put(carla, before, { contract: twelvePayments })).statusCode).toBe(200);

    const added = await ada.post(`/api/practices/facilities/${mainId}/term-sheets`, {
      contract_type: 1,
      is_select: false,
      effective_on: businessToday(),
      month_limits: [
        {
          price_from: 0,
          price_to: 50000,
          months: 6,
          allow_override_months: false,
          max_override_months: null,
          max_first_payment_days_in_future: 45,
        },
      ],
    });
    expect(added.statusCode).toBe(200);
    const after = await createContract(carla, mainId);
    const refused = await put(carla, after, { contract: twelvePayments });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toContain('number_of_payments');
    expect(
      (await put(carla, after, { contract: agreement({ contract_type: 1, number_of_payments: 6 }) }))
        .statusCode,
    ).toBe(200);
  });
});
