// The whole origination through HTTP and the browser (spec §4 Status polling, contract actions): the
// practice works through the API; the customer opens the links from the outbox in Chromium on a phone
// and authorizes the credit check, completes an application, reads and signs. Screens of every
// customer page go to test-results/screens/ for a person to look at.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { computeAgreement } from '../../src/shared/agreement';
import { businessToday } from '../../src/shared/calendar';
import { allowedFirstPaymentDates } from '../../src/shared/first-payment';
import { USERS } from './demo-users';
import { linkFromEmail, loginAdmin } from './outbox';
import { StaffApi, type ContractView } from './staff-api';
import { whereSecretsStand } from './stored-secrets';

const PHONE = { width: 390, height: 844 };
const RIVERSIDE = 'Riverside Animal Hospital';
const today = businessToday();

const customer = (email: string) => ({
  customer_first_name: 'Jordan',
  customer_last_name: 'Approve',
  customer_address1: '12 Elm Street',
  customer_city: 'Dayton',
  customer_st: 'OH',
  customer_zip: '45402',
  customer_date_of_birth: '1980-04-02',
  customer_email: email,
  customer_phone2: '(937)555-0101',
  customer_type_of_pet: 'Dog',
  customer_name_of_pet: 'Biscuit',
  is_new_customer: true,
  customer_ssn: '111-11-1111',
});

function agreement(overrides: Record<string, unknown> = {}) {
  const [first] = allowedFirstPaymentDates({
    today,
    agreementDate: today,
    cycle: 'monthly',
    maxDaysInFuture: 45,
  });
  const terms = {
    agreement_code: 'PP',
    agreement_date: today,
    billing_cycle: 'monthly',
    cash_price: 1200,
    down_payment: 200,
    finance_rate_percent: 9.9,
    number_of_payments: 12,
    first_payment_due_date: first,
    processing_fee: 25,
    sales_tax_rate: '',
    contract_type: 1,
    procedure_description: 'Dental cleaning and extraction',
    ...overrides,
  };
  const figures = computeAgreement({ ...terms, billing_cycle: 'monthly', fee: null });
  return { ...terms, agreement_expiration_date: figures.agreement_expiration_date, payment_amount: 99 };
}

const card = {
  id: -1,
  card_number: '4111111111111111',
  expiration: '12/29',
  cvc: '123',
  name_on_card: 'Jordan Approve',
  zip_code: '45402',
  preferred: true,
};
const bank = {
  id: -2,
  bank_name: 'JPMorgan Chase',
  aba_number: '021000021',
  account_number: '000123456789',
  first_name_on_account: 'Jordan',
  last_name_on_account: 'Approve',
  preferred: false,
};

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  return context.newPage();
}

async function shoot(page: Page, name: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true, animations: 'disabled' });
}

let staff: StaffApi;
let outbox: APIRequestContext;
let outboxCsrf: string;

test.beforeEach(async ({ playwright, baseURL }) => {
  staff = new StaffApi(await playwright.request.newContext({ baseURL }));
  await staff.login(USERS.facilityAdmin.email);
  outbox = await playwright.request.newContext({ baseURL });
  outboxCsrf = await loginAdmin(outbox);
});

/** The path of the newest link to `to` sent since `since` (the outbox holds localhost addresses). */
async function linkPath(to: string, since: Date): Promise<string> {
  const url = await linkFromEmail(outbox, outboxCsrf, { to, subject: 'your payment plan', since });
  return url.pathname;
}

test('origination: CSR authorized and the contract signed by the customer on a phone', async ({
  browser,
}) => {
  const email = `jordan.${Date.now()}@example.com`;
  const riverside = staff.facilityId(RIVERSIDE);
  let c: ContractView = await staff.create(riverside, customer(email));
  let since = new Date();
  c = await staff.act(c, { action: 'REQUEST-CSR', method: 'email' });
  expect(c.csr_status).toBe('WAITING AUTHORIZATION');

  const page = await phone(browser);
  const csrPath = await linkPath(email, since);
  expect(csrPath).toMatch(/^\/c\/csr\//);
  await page.goto(csrPath);
  await expect(page.getByRole('heading', { level: 1, name: RIVERSIDE })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Authorize a soft credit check' })).toBeVisible();
  await expect(page.getByText('written instruction under the Fair Credit Reporting Act')).toBeVisible();
  await shoot(page, 'customer-csr-authorization');
  await page.getByRole('button', { name: 'I agree and authorize' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await shoot(page, 'customer-csr-authorized');
  await expect.poll(() => staff.status(c, 'csr_status')).toBe('RECEIVED AUTHORIZATION');

  await page.goto(csrPath);
  await expect(page.getByRole('heading', { name: 'This link can no longer be used' })).toBeVisible();
  await expect(page.getByText('This link has expired or is no longer valid.')).toBeVisible();
  await shoot(page, 'customer-link-gone');

  c = await staff.act(await staff.reload(c), { action: 'ACCEPT-CSR' });
  expect(c.csr_status).toBe('COMPLETED');
  c = await staff.act(c, { contract: agreement(), action: 'SAVE' });
  c = await staff.act(c, { banks: [bank], cards: [card], action: 'SAVE' });
  c = await staff.act(c, {
    action: 'CHARGE',
    cards: c.cards.map((x) => ({ ...x, cvc: '123' })),
    banks: c.banks,
  });
  expect(c.charged_on).toEqual(expect.any(String));
  since = new Date();
  const sent = await staff.post('/api/request_signature', { contract_id: c.id, method: 'email' });
  expect((await sent.json()).contract.status).toBe('WAITING E-SIGNATURE');

  const signPath = await linkPath(email, since);
  expect(signPath).toMatch(/^\/c\/sign\//);
  await page.goto(signPath);
  await expect(page.getByRole('heading', { name: 'Agree to receive and sign electronically' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your right to paper copies' })).toBeVisible();
  await shoot(page, 'customer-esign-consent');
  const check = await page.request.get(
    (await page.getByRole('link', { name: 'Open the test PDF' }).getAttribute('href')) as string,
  );
  expect(check.headers()['content-type']).toBe('application/pdf');
  const code = /\d{4}/.exec((await PDFDocument.load(await check.body())).getSubject() ?? '')?.[0] as string;
  await page.getByLabel('Code from the test PDF').fill(code);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'I agree' }).click();

  await expect(page.getByRole('heading', { name: 'Read and sign your agreement' })).toBeVisible();
  await page.getByLabel('Type your full name to sign').fill('Jordan Smith');
  await page.getByRole('button', { name: 'Sign agreement' }).click();
  await expect(
    page.getByText('Type your full name as it appears on the agreement: Jordan Approve.'),
  ).toBeVisible();
  await shoot(page, 'customer-sign-wrong-name');
  await page.getByLabel('Type your full name to sign').fill('jordan approve');
  await page.getByRole('button', { name: 'Sign agreement' }).click();
  await expect(page.getByRole('heading', { name: 'Contract signed' })).toBeVisible();
  await shoot(page, 'customer-signed');
  // Signed, then boarded with the servicer by the job runner within a second or two: SIGNED → ACTIVE.
  await expect.poll(() => staff.status(c, 'status'), { timeout: 20_000 }).toBe('ACTIVE');
  const boarded = await staff.reload(c);
  expect(boarded).toMatchObject({ signed_on: expect.any(String), processed_on: expect.any(String) });
  expect(boarded.ebcs_account_number).toMatch(/^EB\d{8}$/);

  const copyHref = await page
    .getByRole('link', { name: 'Download your signed copy (PDF)' })
    .getAttribute('href');
  const copy = await page.request.get(copyHref as string);
  expect(copy.headers()['content-type']).toBe('application/pdf');
  await page.context().close();

  const secrets = [customer(email).customer_ssn, '111111111', card.card_number, bank.account_number];
  expect(whereSecretsStand(secrets)).toEqual([]);
});

test('a select contract: the customer completes the agreement application on a phone', async ({
  browser,
}) => {
  const email = `casey.${Date.now()}@example.com`;
  let c = await staff.create(staff.facilityId(RIVERSIDE), { ...customer(email), is_select: true });
  c = await staff.act(c, { action: 'SKIP-CSR' });
  const terms = agreement({ contract_type: 2, number_of_payments: 6 });
  c = await staff.act(c, { contract: { ...customer(email), ...terms }, section: 'agreementForSelect' });
  const since = new Date();
  const sent = await staff.post('/api/request_agreement_application_completion', {
    contract_id: c.id,
    method: 'email',
  });
  expect((await sent.json()).contract.status).toBe('WAITING AGREEMENT APPLICATION');

  const page = await phone(browser);
  await page.goto(await linkPath(email, since));
  await expect(page.getByRole('heading', { name: 'Review your payment plan' })).toBeVisible();
  await expect(page.getByText('Annual percentage rate')).toBeVisible();
  await shoot(page, 'customer-application');
  await page.getByLabel('Card number').fill('4000000000000002');
  await page.getByLabel('Expires (MM/YY)').fill('12/29');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Pay fee and submit' }).click();
  await expect(page.getByRole('alert')).toContainText('Your card could not be charged');
  await shoot(page, 'customer-application-declined');
  await page.getByLabel('Card number').fill('4111111111111111');
  await page.getByRole('button', { name: 'Pay fee and submit' }).click();
  await expect(page.getByRole('heading', { name: 'Payment information submitted' })).toBeVisible();
  await shoot(page, 'customer-application-submitted');
  await expect.poll(() => staff.status(c, 'status')).toBe('WAITING E-SIGNATURE');
  await page.getByRole('link', { name: 'Continue to read and sign' }).click();
  await expect(page.getByRole('heading', { name: 'Agree to receive and sign electronically' })).toBeVisible();
  await page.context().close();
});
