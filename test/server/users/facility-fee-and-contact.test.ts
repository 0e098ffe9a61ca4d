// The facility's processing fee setting and contact details (issue 13): internal admins edit them,
// validated and audited with before and after; origination obeys the fee: a required fee is neither
// lowered nor waived, a waivable one is waived by staff and then nothing is charged.
import { MESSAGES } from '../../../src/shared/messages';
import { VALIDATION_MESSAGES, messageFor } from '../../../src/shared/validation/messages';
import { SETTINGS_MESSAGES } from '../../../src/shared/validation/facility-settings';
import { NOT_AUTHORIZED } from '../../../src/server/services/http-error';
import { loggedInBrowser, type Browser } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import {
  agreement,
  contractsTestApp,
  createContract,
  facilityIdOf,
  put,
  RIVERSIDE,
} from '../contracts/contract-fixtures';

let t: TestApp;
let mainId = 0;
beforeAll(async () => {
  t = await contractsTestApp();
  mainId = await facilityIdOf(t.db, RIVERSIDE);
});
afterAll(() => t.close());

type Detail = Record<string, unknown> & {
  fee: Record<string, unknown>;
  servicing: Record<string, unknown>;
  remittance: Record<string, unknown>;
  contact: Record<string, string | null>;
  csr: boolean;
  remittance_contract_types: number[];
  analysis_contract_types: number[];
  summary_contract_types: number[];
};

const detail = async (b: Browser) => (await b.get(`/api/practices/facilities/${mainId}`)).json() as Detail;

const settingsOf = (d: Detail) => ({
  csr: d.csr,
  ...d.fee,
  ...d.servicing,
  remittance_routing_number: d.remittance.routing_number,
  remittance_account_number: d.remittance.account_number_masked,
  remittance_account_type: d.remittance.account_type,
  remittance_contract_types: d.remittance_contract_types,
  analysis_contract_types: d.analysis_contract_types,
  summary_contract_types: d.summary_contract_types,
});

async function lastAudit(action: string) {
  const row = await t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return {
    ...row,
    before: JSON.parse(row.before_json as string),
    after: JSON.parse(row.after_json as string),
  };
}

async function setFee(ada: Browser, cents: number | null, waivable: boolean) {
  const response = await ada.request('PUT', `/api/practices/facilities/${mainId}/settings`, {
    ...settingsOf(await detail(ada)),
    processing_fee_cents: cents,
    processing_fee_waivable: waivable,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Detail;
}

describe('the processing fee setting', () => {
  it('is edited by internal admins only, validated, and audited with before and after', async () => {
    const ada = await loggedInBrowser(t.app, 'admin@example.com');
    const fiona = await loggedInBrowser(t.app, 'facility-admin@example.com');
    const before = await detail(ada);
    expect(before.fee).toMatchObject({ processing_fee_cents: null, processing_fee_waivable: true });
    const url = `/api/practices/facilities/${mainId}/settings`;
    const body = { ...settingsOf(before), processing_fee_cents: 2500, processing_fee_waivable: false };
    const refused = await fiona.request('PUT', url, body);
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
      status: 403,
      message: NOT_AUTHORIZED,
    });
    const bad = await ada.request('PUT', url, { ...body, processing_fee_cents: 100_001 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: MESSAGES.validationErrors,
      errors: { processing_fee_cents: SETTINGS_MESSAGES.processingFee },
    });

    const after = await setFee(ada, 2500, false);
    expect(after.fee).toMatchObject({ processing_fee_cents: 2500, processing_fee_waivable: false });
    const row = await lastAudit('facility.settings');
    expect(row.before).toMatchObject({ processing_fee_cents: null, processing_fee_waivable: true });
    expect(row.after).toMatchObject({ processing_fee_cents: 2500, processing_fee_waivable: false });
    // The editor's facility (get_user's currentFacility) carries it too.
    const carla = await loggedInBrowser(t.app, 'create@example.com');
    expect((await carla.getUser()).json().currentFacility.fee).toMatchObject({
      processing_fee_cents: 2500,
      processing_fee_waivable: false,
    });
  });
});

describe('origination obeys the processing fee setting', () => {
  it('refuses to lower or waive a required fee, with a clear message under the field', async () => {
    const ada = await loggedInBrowser(t.app, 'admin@example.com');
    await setFee(ada, 2500, false);
    const carla = await loggedInBrowser(t.app, 'create@example.com');
    const contract = await createContract(carla, mainId);
    const lower = await put(carla, contract, { contract: agreement({ processing_fee: 10 }) });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().errors).toEqual({ processing_fee: messageFor.processingFeeRequired('$25.00') });
    const waived = await put(carla, contract, {
      contract: agreement({ processing_fee: 25, waive_processing_fee: true }),
    });
    expect(waived.statusCode).toBe(400);
    expect(waived.json().errors).toEqual({
      waive_processing_fee: VALIDATION_MESSAGES.processingFeeNotWaivable,
    });

    const charged = await put(carla, contract, { contract: agreement({ processing_fee: 25 }) });
    expect(charged.statusCode).toBe(200);
    expect(charged.json().contract).toMatchObject({
      processing_fee: 25,
      processing_fee_required: true,
      waive_processing_fee: false,
    });
  });

  it('lets staff waive a waivable fee: $0.00 on the agreement and nothing to charge', async () => {
    const ada = await loggedInBrowser(t.app, 'admin@example.com');
    await setFee(ada, 2500, true);
    const carla = await loggedInBrowser(t.app, 'create@example.com');
    const contract = await createContract(carla, mainId);
    const waived = await put(carla, contract, {
      contract: agreement({ processing_fee: 25, waive_processing_fee: true }),
    });
    expect(waived.statusCode).toBe(200);
    expect(waived.json().contract).toMatchObject({
      processing_fee: 0,
      processing_fee_required: false,
      waive_processing_fee: true,
    });
    // A lower fee than the practice's is the staff's to give when the fee is waivable.
    const lower = await put(carla, waived.json().contract, {
      contract: agreement({ processing_fee: 10, waive_processing_fee: false }),
    });
    expect(lower.statusCode).toBe(200);
    expect(lower.json().contract).toMatchObject({ processing_fee: 10, processing_fee_required: true });
  });
});

describe('contact details', () => {
  it('are edited by internal admins, validated, kept as letters print them, and audited', async () => {
    const ada = await loggedInBrowser(t.app, 'admin@example.com');
    const fiona = await loggedInBrowser(t.app, 'facility-admin@example.com');
    const before = await detail(ada);
    expect(before.contact).toEqual({
      address1: '1450 Riverside Drive',
      address2: null,
      city: 'Columbus',
      zip: '43212',
      phone: '(614) 555-0142',
    });
    const url = `/api/practices/facilities/${mainId}/contact`;
    const next = {
      address1: '1500 Riverside Drive',
      address2: 'Suite 200',
      city: 'Columbus',
      zip: '43212',
      phone: '614-555-0199',
    };
    const refused = await fiona.request('PUT', url, next);
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
      status: 403,
      message: NOT_AUTHORIZED,
    });
    const bad = await ada.request('PUT', url, { ...next, city: ' ', zip: '432', phone: '555-0199' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(
      expect.objectContaining({
        message: MESSAGES.validationErrors,
        errors: {
          city: SETTINGS_MESSAGES.required('city'),
          zip: VALIDATION_MESSAGES.zip,
          phone: VALIDATION_MESSAGES.phone,
        },
      }),
    );
    expect((await detail(ada)).contact).toEqual(before.contact);

    const saved = await ada.request('PUT', url, next);
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as Detail).contact).toEqual({ ...next, phone: '(614) 555-0199' });
    expect((await detail(fiona)).contact).toEqual({ ...next, phone: '(614) 555-0199' });
    const row = await lastAudit('facility.contact');
    expect(row).toMatchObject({ target_type: 'facility', target_id: mainId, target_label: RIVERSIDE });
    expect(row.before).toEqual(before.contact);
    expect(row.after).toEqual({ ...next, phone: '(614) 555-0199' });
  });
});
