// Contracts as the editor sends them, for the demo facilities (veterinary Riverside Animal Hospital
// uses CSR; its standard term sheet allows 12 months up to $1,000, 24 up to $5,000).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { computeAgreement } from '../../../src/shared/agreement';
import { businessToday } from '../../../src/shared/calendar';
import { allowedFirstPaymentDates } from '../../../src/shared/first-payment';
import type { Db } from '../../../src/server/db/database';
import { loggedInBrowser, type Browser } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';

export const today = businessToday();

export function contractsTestApp(logger?: FastifyServerOptions['logger']) {
  const documentsDir = mkdtempSync(join(tmpdir(), 'payplan-documents-'));
  return createTestApp({ config: { documentsDir }, logger });
}

export async function facilityIdOf(db: Db, name: string): Promise<number> {
  const row = await db
    .selectFrom('facilities')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

export const RIVERSIDE = 'Riverside Animal Hospital';

/** A fresh contracts app with Riverside's facility admin logged in: the usual start of a test file. */
export async function riversideAdmin(): Promise<{ t: TestApp; admin: Browser; riverside: number }> {
  const t = await contractsTestApp();
  const admin = await loggedInBrowser(t.app, 'facility-admin@example.com');
  return { t, admin, riverside: await facilityIdOf(t.db, RIVERSIDE) };
}
export const BRIGHT_SMILES = 'Bright Smiles Dental - Maple Street';

export const customer = (lastName = 'Approve') => ({
  customer_first_name: 'Jordan',
  customer_last_name: lastName,
  customer_address1: '12 Elm Street',
  customer_city: 'Dayton',
  customer_st: 'OH',
  customer_zip: '45402',
  customer_date_of_birth: '1980-04-02',
  customer_email: 'jordan@example.com',
  customer_phone2: '(937)555-0101',
  customer_type_of_pet: 'Dog',
  customer_name_of_pet: 'Biscuit',
  is_new_customer: true,
  customer_ssn: '111-11-1111',
});

export function agreement(overrides: Record<string, unknown> = {}) {
  const firstPayment = allowedFirstPaymentDates({
    today,
    agreementDate: today,
    cycle: 'monthly',
    maxDaysInFuture: 45,
  })[0];
  const terms = {
    agreement_code: 'PP',
    agreement_date: today,
    billing_cycle: 'monthly',
    cash_price: 1200,
    down_payment: 200,
    finance_rate_percent: 9.9,
    number_of_payments: 12,
    first_payment_due_date: firstPayment,
    processing_fee: 25,
    sales_tax_rate: '',
    contract_type: 1,
    procedure_description: 'Dental cleaning and extraction',
    ...overrides,
  };
  const figures = computeAgreement({ ...terms, billing_cycle: 'monthly', fee: null });
  return { ...terms, agreement_expiration_date: figures.agreement_expiration_date, payment_amount: 99 };
}

export const VISA = '4111111111111111';
export const DECLINED = '4000000000000002';

export const card = (number = VISA) => ({
  id: -1,
  card_number: number,
  expiration: '12/29',
  cvc: '123',
  name_on_card: 'Jordan Approve',
  zip_code: '45402',
  preferred: true,
});

export const bank = () => ({
  id: -2,
  bank_name: 'JPMorgan Chase',
  aba_number: '021000021',
  account_number: '000123456789',
  first_name_on_account: 'Jordan',
  last_name_on_account: 'Approve',
  preferred: false,
});

/** Creates a contract with the customer section and returns its view. */
export async function createContract(browser: Browser, facilityId: number, fields = customer()) {
  const response = await browser.post('/api/crud/contract', {
    facility_id: facilityId,
    contract: fields,
    action: 'SAVE',
  });
  if (response.statusCode !== 200) throw new Error(`create failed: ${response.body}`);
  return response.json().contract as Record<string, unknown> & { id: number; modified_on: string };
}

export async function put(
  browser: Browser,
  contract: { id: number; modified_on: string },
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const { contract: fields, ...rest } = body as { contract?: Record<string, unknown> };
  return browser.request(
    'PUT',
    `/api/crud/contract/${contract.id}`,
    { ...rest, contract: { ...fields, modified_on: contract.modified_on } },
    { headers },
  );
}
