// Page steps for the contract editor (/contracts/new, /contracts/{id}) and the customer's phone pages,
// shared by the editor's browser tests (spec §4 Editing sections, Status polling; §5). Each step
// finds things by the names a person sees: section headings, field labels, button names.
//
//   await openNewContract(page);
//   await fillCustomer(page, vetCustomer(email));
//   await saveSection(page, 'Customer');            // waits for 'Customer saved.'
//   await fillAgreement(page, PLAN);                  // type, cycle, amounts, a first payment date
//   await addCard(page, TEST_CARD); await addBank(page, TEST_BANK);
import {
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { computeAgreement } from '../../src/shared/agreement';
import { businessToday } from '../../src/shared/calendar';
import { allowedFirstPaymentDates } from '../../src/shared/first-payment';
import { linkFromEmail, loginAdmin } from './outbox';
import type { StaffApi, ContractView } from './staff-api';

export const PHONE = { width: 390, height: 844 };

export type SectionName = 'Customer' | 'Agreement' | 'Billing';

/** The customer as the customer section asks for it; pet fields for a veterinary facility only. */
export interface CustomerInput {
  firstName: string;
  lastName: string;
  email: string;
  mobilePhone: string;
  address: string;
  city: string;
  /** The state's label in the select, e.g. 'Ohio'. */
  state: string;
  zip: string;
  /** MM/DD/YYYY, as typed. */
  dateOfBirth: string;
  ssn: string;
  pet?: { type: string; name: string };
}

export interface AgreementInput {
  description: string;
  cycle: string;
  cashPrice: string;
  downPayment: string;
  payments: string;
  procedure: string;
}

export interface CardInput {
  number: string;
  expiration: string;
  cvc: string;
}

export interface BankInput {
  aba: string;
  account: string;
  /** The bank's name the ABA directory gives, as a pattern (the field fills itself in). */
  bankName: RegExp;
}

/** The sandbox credit bureau approves the last name Approve (src/server/providers/credit/README.md). */
export function customerInput(email: string, pet?: CustomerInput['pet']): CustomerInput {
  return {
    firstName: 'Jordan',
    lastName: 'Approve',
    email,
    mobilePhone: '(937)555-0101',
    address: '12 Elm Street',
    city: 'Dayton',
    state: 'Ohio',
    zip: '45402',
    dateOfBirth: '04/02/1980',
    ssn: '111-11-1111',
    pet,
  };
}

/** A unique address per run, so the outbox search finds this run's emails only. */
export const uniqueEmail = (who: string) => `${who}.${Date.now()}@example.com`;

export const PAYMENT_PLAN: AgreementInput = {
  description: 'Payment Plan',
  cycle: 'Monthly',
  cashPrice: '1200',
  downPayment: '200',
  payments: '12',
  procedure: 'Dental cleaning and extraction',
};

/** The sandbox processor approves this card (src/server/providers/payments/README.md). */
export const TEST_CARD: CardInput = { number: '4111 1111 1111 1111', expiration: '12/29', cvc: '123' };

/** In the sample FedACH directory (src/server/providers/aba/sample-fedach.txt). */
export const TEST_BANK: BankInput = {
  aba: '011008732',
  account: '000123456789',
  bankName: /first harbor savings bank/i,
};

// ---- the page ---------------------------------------------------------------------------------

/** Contracts in the sidebar, then New Contract (or New Select Contract): the editor of a new draft. */
export async function openNewContract(page: Page, { select = false } = {}): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Contracts' })
    .first()
    .click();
  await page
    .getByRole('link', { name: select ? 'New Select Contract' : 'New Contract', exact: true })
    .click();
  await expect(page).toHaveURL(select ? /\/contracts\/new\?select=1$/ : /\/contracts\/new$/);
  await expect(page.getByRole('heading', { level: 2, name: 'New Contract' })).toBeVisible();
}

/** The section's content while it is open (the accordion's region). */
export const sectionOf = (page: Page, name: SectionName): Locator =>
  page.getByRole('region', { name: 'Contract sections' }).getByRole('region', { name, exact: true });

/**
 * The section's heading button: expanded while it is open. Its name starts with the section's and
 * goes on with what the heading shows beside it ('Customer saved', 'Waiting for the credit check…').
 */
export const sectionButton = (page: Page, name: SectionName): Locator =>
  page
    .getByRole('region', { name: 'Contract sections' })
    .getByRole('heading', { level: 2, name: new RegExp(`^${name}\\b`) })
    .getByRole('button');

/** Waits for the section to be open for editing (its Save button shows). */
export async function expectSectionOpen(page: Page, name: SectionName): Promise<Locator> {
  const section = sectionOf(page, name);
  await expect(sectionButton(page, name)).toHaveAttribute('aria-expanded', 'true');
  await expect(saveButton(section)).toBeVisible();
  return section;
}

/** Opens a section from its heading unless it is open already. */
export async function openSection(page: Page, name: SectionName): Promise<Locator> {
  const button = sectionButton(page, name);
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  return expectSectionOpen(page, name);
}

/** The section's Save button (billing's reads 'Save and charge $25.00' while the fee is due). */
export const saveButton = (section: Locator): Locator =>
  section.getByRole('button', { name: /^Save( and charge .*)?$/ });

/** A notice of the notifier by its title (notistack nests role=alert: the innermost). */
export const notice = (page: Page, title: string): Locator =>
  page.getByRole('alert').filter({ hasText: title }).last();

/** Clicks the section's Save and waits for '{Section} saved.' */
export async function saveSection(page: Page, name: SectionName): Promise<void> {
  await saveButton(sectionOf(page, name)).click();
  await expect(notice(page, `${name} saved.`)).toBeVisible({ timeout: 15_000 });
}

/** The contract's id from the editor's address, once its first save made it /contracts/{id}. */
export async function contractIdOf(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/contracts\/\d+$/);
  return Number(/\/contracts\/(\d+)$/.exec(page.url())?.[1]);
}

/** The status as the side panel's summary shows it (spec §4 status values). */
export const summaryValue = (page: Page, term: string): Locator =>
  page
    .getByRole('region', { name: 'Summary' })
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/**
 * Waits until the server gives the contract this status (GET /api/check_status with the page's
 * session), e.g. ACTIVE once the job runner has boarded a signed contract.
 */
export async function waitForStatus(page: Page, contractId: number, status: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/check_status', {
          params: { contract_id: contractId, status_field: 'status' },
        });
        return ((await response.json()) as { status: string | null }).status;
      },
      { message: `contract ${contractId} ${status}`, timeout: 30_000 },
    )
    .toBe(status);
}

export const csrPanel = (page: Page): Locator => page.getByRole('region', { name: 'CSR', exact: true });

// ---- the sections ----------------------------------------------------------------------------

const field = (scope: Locator, label: string): Locator =>
  scope.getByRole('textbox', { name: label, exact: true });
const select = (scope: Locator, label: string): Locator =>
  scope.getByRole('combobox', { name: label, exact: true });

/** A group of the customer section by its title (Name, Contact, Address, Identity, Pet, Other, Guarantor). */
export const customerGroup = (page: Page, title: string): Locator =>
  sectionOf(page, 'Customer').getByRole('group', { name: title, exact: true });

/** Fills the customer section (open for editing) with the customer, each field in its group. */
export async function fillCustomer(page: Page, c: CustomerInput): Promise<void> {
  const name = customerGroup(page, 'Name');
  await field(name, 'First name').fill(c.firstName);
  await field(name, 'Last name').fill(c.lastName);
  const contact = customerGroup(page, 'Contact');
  await field(contact, 'Email').fill(c.email);
  await field(contact, 'Mobile phone').fill(c.mobilePhone);
  const address = customerGroup(page, 'Address');
  await field(address, 'Address').fill(c.address);
  await field(address, 'City').fill(c.city);
  await select(address, 'State').selectOption({ label: c.state });
  await field(address, 'Zip code').fill(c.zip);
  const identity = customerGroup(page, 'Identity');
  await field(identity, 'Date of birth').fill(c.dateOfBirth);
  await field(identity, 'SSN').fill(c.ssn);
  if (c.pet) {
    const pet = customerGroup(page, 'Pet');
    await field(pet, 'Pet type').fill(c.pet.type);
    await field(pet, "Pet's name").fill(c.pet.name);
  }
  await customerGroup(page, 'Other')
    .getByRole('radiogroup', { name: 'New customer' })
    .getByRole('radio', { name: 'Yes' })
    .check();
}

/** The live figure by its term in the agreement's Figures list (e.g. 'Financed amount'). */
export const figure = (page: Page, term: string): Locator =>
  page
    .locator('dl[aria-label="Agreement figures"] dt')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** The agreement's type, cycle and amounts, without the first payment date. */
export async function fillAgreementTerms(page: Page, a: AgreementInput): Promise<void> {
  const s = sectionOf(page, 'Agreement');
  await select(s, 'Agreement description').selectOption({ label: a.description });
  await select(s, 'Billing cycle').selectOption({ label: a.cycle });
  await field(s, 'Cash price').fill(a.cashPrice);
  await field(s, 'Down payment').fill(a.downPayment);
  await field(s, 'Number of payments').fill(a.payments);
  await field(s, 'Procedure description').fill(a.procedure);
}

/** Picks the first date the picker offers; returns it as the picker shows it (MM/DD/YYYY). */
export async function pickFirstPaymentDate(page: Page): Promise<string> {
  const s = sectionOf(page, 'Agreement');
  const picker = select(s, 'Available first payment dates');
  const first = picker.locator('option:not([value=""])').first();
  const value = (await first.getAttribute('value')) as string;
  await picker.selectOption(value);
  const [year, month, day] = value.split('-');
  const shown = `${month}/${day}/${year}`;
  await expect(field(s, 'First payment date')).toHaveValue(shown);
  return shown;
}

/**
 * The expiration date as the last payment date the figures show (spec §5 Agreement: not before it);
 * returns it.
 */
export async function fillExpirationDate(page: Page): Promise<string> {
  const last = (await figure(page, 'Last payment due').textContent()) as string;
  await field(sectionOf(page, 'Agreement'), 'Expiration date').fill(last);
  return last;
}

/** The agreement's terms, a first payment date from the picker and the expiration date. */
export async function fillAgreement(page: Page, a: AgreementInput): Promise<void> {
  await fillAgreementTerms(page, a);
  await pickFirstPaymentDate(page);
  await fillExpirationDate(page);
}

/** The method's frame in the billing section by its title ('Card 1', 'Bank account 1'). */
export const methodOf = (page: Page, title: string): Locator =>
  sectionOf(page, 'Billing').getByRole('group', { name: title, exact: true });

/** Add card, then its number, expiration and CVC (name and zip come from the customer). */
export async function addCard(page: Page, card: CardInput, title = 'Card 1'): Promise<Locator> {
  await sectionOf(page, 'Billing').getByRole('button', { name: 'Add card' }).click();
  const method = methodOf(page, title);
  await field(method, 'Card number').fill(card.number);
  await field(method, 'Expiration').fill(card.expiration);
  await field(method, 'CVC').fill(card.cvc);
  return method;
}

/** Add bank account, then its ABA (the bank name fills itself in) and account number. */
export async function addBank(page: Page, bank: BankInput, title = 'Bank account 1'): Promise<Locator> {
  await sectionOf(page, 'Billing').getByRole('button', { name: 'Add bank account' }).click();
  const method = methodOf(page, title);
  await field(method, 'ABA number').fill(bank.aba);
  await expect(field(method, 'Bank name')).toHaveValue(bank.bankName);
  await field(method, 'Account number').fill(bank.account);
  return method;
}

/** Send for signature → the way to send (e.g. 'Send for e-signature by email'). */
export async function sendForSignature(page: Page, how: string): Promise<void> {
  await page.getByRole('button', { name: 'Send for signature' }).click();
  await page.getByRole('menuitem', { name: how }).click();
}

// ---- contracts made through the API, for tests that start further along -----------------------

/** The customer section's values as the API takes them (spec §3 Customer). */
export function apiCustomer(email: string, industry: 'veterinary' | 'dental'): Record<string, unknown> {
  return {
    customer_first_name: 'Jordan',
    customer_last_name: 'Approve',
    customer_address1: '12 Elm Street',
    customer_city: 'Dayton',
    customer_st: 'OH',
    customer_zip: '45402',
    customer_date_of_birth: '1980-04-02',
    customer_email: email,
    customer_phone2: '(937)555-0101',
    is_new_customer: true,
    customer_ssn: '111-11-1111',
    ...(industry === 'veterinary' ? { customer_type_of_pet: 'Dog', customer_name_of_pet: 'Biscuit' } : {}),
  };
}

/** A monthly Payment Plan of $1,200 with $200 down in 12 payments, first paid on the first day offered. */
export function apiAgreement(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const today = businessToday();
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
    procedure_description: 'Dental cleaning and extraction',
    ...overrides,
  };
  const figures = computeAgreement({ ...terms, billing_cycle: 'monthly', fee: null });
  return { ...terms, agreement_expiration_date: figures.agreement_expiration_date, payment_amount: 99 };
}

/** A card and a bank account as the API takes them (new ones carry negative ids, spec §3). */
export const API_CARD = {
  id: -1,
  card_number: '4111111111111111',
  expiration: '12/29',
  cvc: '123',
  name_on_card: 'Jordan Approve',
  zip_code: '45402',
  preferred: true,
};
export const API_BANK = {
  id: -2,
  bank_name: 'First Harbor Savings Bank',
  aba_number: TEST_BANK.aba,
  account_number: TEST_BANK.account,
  first_name_on_account: 'Jordan',
  last_name_on_account: 'Approve',
  preferred: false,
};

/** Billing saved with API_CARD and API_BANK, and the processing fee charged to the card. */
export async function saveBillingAndCharge(staff: StaffApi, c: ContractView): Promise<ContractView> {
  const saved = await staff.act(c, { banks: [API_BANK], cards: [API_CARD], action: 'SAVE' });
  return staff.act(saved, {
    action: 'CHARGE',
    cards: saved.cards.map((card) => ({ ...card, cvc: API_CARD.cvc })),
    banks: saved.banks,
  });
}

/** A contract with its customer saved and the CSR skipped: the agreement section comes next. */
export async function contractAtAgreement(
  staff: StaffApi,
  facilityId: number,
  industry: 'veterinary' | 'dental',
): Promise<ContractView> {
  const c = await staff.create(facilityId, apiCustomer(uniqueEmail('casey'), industry));
  return staff.act(c, { action: 'SKIP-CSR' });
}

/** …and its agreement saved: the billing section comes next. */
export async function contractAtBilling(
  staff: StaffApi,
  facilityId: number,
  industry: 'veterinary' | 'dental',
): Promise<ContractView> {
  const c = await contractAtAgreement(staff, facilityId, industry);
  return staff.act(c, { contract: apiAgreement(), action: 'SAVE' });
}

// ---- the customer's side ---------------------------------------------------------------------

/** The links the server emailed the customer, read from the outbox as admin@ (outbox.ts). */
export class CustomerMailbox {
  private constructor(
    private readonly api: APIRequestContext,
    private readonly csrf: string,
  ) {}

  static async open(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined) {
    const api = await playwright.request.newContext({ baseURL });
    return new CustomerMailbox(api, await loginAdmin(api));
  }

  /** The path of the newest 'your payment plan' link to `to` sent since `since`. */
  async linkPath(to: string, since: Date): Promise<string> {
    const url = await linkFromEmail(this.api, this.csrf, { to, subject: 'your payment plan', since });
    return url.pathname;
  }

  close(): Promise<void> {
    return this.api.dispose();
  }
}

/** A phone's page in its own context (the customer's, apart from the staff session). */
export async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  return context.newPage();
}

/** The customer authorizes the soft credit check from the CSR link. */
export async function customerAuthorizesCsr(page: Page, path: string, practice: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: practice })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Authorize a soft credit check' })).toBeVisible();
  await page.getByRole('button', { name: 'I agree and authorize' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
}

/** The customer consents to e-signing (the code from the test PDF), reads and signs with `name`. */
export async function customerSigns(page: Page, path: string, name: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Agree to receive and sign electronically' })).toBeVisible();
  const pdfHref = await page.getByRole('link', { name: 'Open the test PDF' }).getAttribute('href');
  const pdf = await page.request.get(pdfHref as string);
  const code = /\d{4}/.exec((await PDFDocument.load(await pdf.body())).getSubject() ?? '')?.[0] as string;
  await page.getByLabel('Code from the test PDF').fill(code);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'I agree' }).click();
  await expect(page.getByRole('heading', { name: 'Read and sign your agreement' })).toBeVisible();
  await page.getByLabel('Type your full name to sign').fill(name);
  await page.getByRole('button', { name: 'Sign agreement' }).click();
  await expect(page.getByRole('heading', { name: 'Contract signed' })).toBeVisible();
}

// ---- screenshots -----------------------------------------------------------------------------

/**
 * A full-page screenshot into test-results/screens/, after checking nothing spills sideways. The page
 * is scrolled to the top first: the header and sidebar stay in place, so a page left scrolled would
 * show them halfway down the picture. `fullPage: false` takes the window only, as for a dialog, whose
 * backdrop covers the window and not the page below it.
 */
export async function shoot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage, animations: 'disabled' });
}
