// Accessibility of the contract editor: axe-core finds no serious or critical violation with each
// section open (customer, agreement, billing) or in any dialog a test can open (discard changes,
// reason for deletion, reject, the CSR questions, the payment method questions, processing fee not
// charged, undo submit), each of which Escape closes; the keyboard alone moves through a section's
// fields in order and saves it with Enter.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  addBank,
  addCard,
  apiCustomer,
  contractAtAgreement,
  contractAtBilling,
  csrPanel,
  customerGroup,
  customerInput,
  expectSectionOpen,
  fillAgreement,
  fillCustomer,
  methodOf,
  notice,
  openNewContract,
  PAYMENT_PLAN,
  saveBillingAndCharge,
  saveButton,
  sectionButton,
  TEST_BANK,
  TEST_CARD,
  uniqueEmail,
} from './contract-editor';
import { USERS } from './demo-users';
import { loginAs } from './helpers';
import { StaffApi } from './staff-api';

const RIVERSIDE = 'Riverside Animal Hospital';
// Each test sets up its contract through the API and opens the editor: slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

let staff: StaffApi;

test.beforeEach(async ({ playwright, baseURL, page }) => {
  staff = new StaffApi(await playwright.request.newContext({ baseURL }));
  await staff.login(USERS.create.email);
  await loginAs(page, USERS.create);
});

/**
 * Runs axe on the editor (the page's main, or a dialog) and fails listing every serious or critical
 * violation with the elements it concerns.
 */
async function expectNoSeriousViolations(page: Page, where: string, include = 'main'): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include(include).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const described = serious
    .map((v) => {
      const nodes = v.nodes.map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary ?? ''}`);
      return `${v.impact} ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join('\n')}`;
    })
    .join('\n');
  expect(
    serious.map((v) => v.id),
    `axe on ${where}:\n${described}`,
  ).toEqual([]);
}

/** The open dialog by its title; checked with axe, then closed with Escape. */
async function checkDialogAndEscape(page: Page, title: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  // The dialog's entry transition done, so colours are measured as they end up.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  await expectNoSeriousViolations(page, `the '${title}' dialog`, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return dialog;
}

/** The focused element as its role and accessible name, e.g. 'textbox "First name"'. */
async function focused(page: Page): Promise<string> {
  const snapshot = await page.locator(':focus').ariaSnapshot();
  return /^- (\w+(?: "[^"]*")?)/.exec(snapshot)?.[1] ?? snapshot;
}

/** Presses Tab `count` times and returns what each press focused. */
async function tabThrough(page: Page, count: number): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.press('Tab');
    seen.push(await focused(page));
  }
  return seen;
}

test('the layout around the editor: header and sidebar with its contract sub-menu', async ({ page }) => {
  await openNewContract(page);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the header and sidebar', 'body');
});

test('the customer section of a new contract', async ({ page }) => {
  await openNewContract(page);
  await expectSectionOpen(page, 'Customer');
  await expectNoSeriousViolations(page, 'the customer section');
});

test('the agreement section, with its figures and Truth-in-Lending box', async ({ page }) => {
  const c = await contractAtAgreement(staff, staff.facilityId(RIVERSIDE), 'veterinary');
  await page.goto(`/contracts/${c.id}`);
  const agreement = await expectSectionOpen(page, 'Agreement');
  await fillAgreement(page, PAYMENT_PLAN);
  await expect(agreement.getByRole('region', { name: 'Truth-in-Lending disclosures' })).toContainText(
    '12 monthly payments',
  );
  await expectNoSeriousViolations(page, 'the agreement section');
});

test('the billing section with a card and a bank account, and the delete payment method confirm', async ({
  page,
}) => {
  const c = await contractAtBilling(staff, staff.facilityId(RIVERSIDE), 'veterinary');
  await page.goto(`/contracts/${c.id}`);
  await expectSectionOpen(page, 'Billing');
  await addCard(page, TEST_CARD);
  await addBank(page, TEST_BANK);
  await expectNoSeriousViolations(page, 'the billing section');

  // The card came first, so it is the preferred one: the bank can be deleted, after a question.
  await methodOf(page, 'Bank account 1').getByRole('button', { name: 'Delete bank account 1' }).click();
  await checkDialogAndEscape(page, 'Delete payment method');
  await expect(methodOf(page, 'Bank account 1')).toBeVisible();
});

test('the discard changes question, and Escape keeps the edits', async ({ page }) => {
  const c = await contractAtAgreement(staff, staff.facilityId(RIVERSIDE), 'veterinary');
  await page.goto(`/contracts/${c.id}`);
  const agreement = await expectSectionOpen(page, 'Agreement');
  const cash = agreement.getByRole('textbox', { name: 'Cash price', exact: true });
  await cash.fill('1500');
  await sectionButton(page, 'Customer').click();
  await expect(page.getByRole('dialog', { name: 'Unsaved changes' })).toContainText(
    'Would you like to discard any unsaved changes?',
  );
  await checkDialogAndEscape(page, 'Unsaved changes');
  await expect(cash).toHaveValue('1500');
});

test('the reason for deletion dialog', async ({ page }) => {
  const c = await contractAtAgreement(staff, staff.facilityId(RIVERSIDE), 'veterinary');
  await page.goto(`/contracts/${c.id}`);
  await expectSectionOpen(page, 'Agreement');
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reason for Deletion' });
  await expect(dialog.getByRole('radiogroup', { name: 'Why is this contract being deleted?' })).toBeVisible();
  await checkDialogAndEscape(page, 'Reason for Deletion');
  await expect(page).toHaveURL(new RegExp(`/contracts/${c.id}$`));
});

test('a confirm: skipping the credit check', async ({ page }) => {
  const c = await staff.create(staff.facilityId(RIVERSIDE), apiCustomer(uniqueEmail('kim'), 'veterinary'));
  await page.goto(`/contracts/${c.id}`);
  await csrPanel(page).getByRole('button', { name: 'Skip credit check' }).click();
  await checkDialogAndEscape(page, 'Skip the credit check');
  await expect(csrPanel(page).getByRole('button', { name: 'Skip credit check' })).toBeVisible();
});

test('the SSN needed question and the hard-copy authorization confirm', async ({ page }) => {
  const { customer_ssn: _ssn, ...withoutSsn } = apiCustomer(uniqueEmail('noah'), 'veterinary');
  const c = await staff.create(staff.facilityId(RIVERSIDE), withoutSsn);
  await page.goto(`/contracts/${c.id}`);
  await csrPanel(page).getByRole('button', { name: 'Send CSR request by email' }).click();
  await checkDialogAndEscape(page, 'Social Security number needed');
  await csrPanel(page).getByRole('button', { name: 'Record hard-copy authorization' }).click();
  await checkDialogAndEscape(page, 'Hard-copy CSR authorization');
});

test('the reject confirm', async ({ page }) => {
  let c = await staff.create(staff.facilityId(RIVERSIDE), apiCustomer(uniqueEmail('rhea'), 'veterinary'));
  c = await staff.act(c, { action: 'OVERRIDE-CSR' });
  c = await staff.act(c, { action: 'ACCEPT-CSR' });
  await page.goto(`/contracts/${c.id}`);
  await expectSectionOpen(page, 'Agreement');
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Reject' }).click();
  await checkDialogAndEscape(page, 'Reject Application');
});

test('the preferred method notice and the processing fee not charged', async ({ page }) => {
  const c = await contractAtBilling(staff, staff.facilityId(RIVERSIDE), 'veterinary');
  await page.goto(`/contracts/${c.id}`);
  const billing = await expectSectionOpen(page, 'Billing');
  await addCard(page, { ...TEST_CARD, number: '4000 0000 0000 0002' });
  await methodOf(page, 'Card 1').getByRole('button', { name: 'Delete card 1' }).click();
  await checkDialogAndEscape(page, 'Preferred payment method');
  await billing.getByRole('checkbox', { name: /processing fee will be charged/ }).check();
  await saveButton(billing).click();
  await checkDialogAndEscape(page, 'Processing fee not charged');
});

test('the undo submit confirm', async ({ page }) => {
  const c = await saveBillingAndCharge(
    staff,
    await contractAtBilling(staff, staff.facilityId(RIVERSIDE), 'veterinary'),
  );
  const sent = await staff.post('/api/request_signature', { contract_id: c.id, method: 'email' });
  expect(sent.ok()).toBe(true);
  await page.goto(`/contracts/${c.id}`);
  await page.getByRole('button', { name: 'Undo submit' }).click();
  await checkDialogAndEscape(page, 'Undo submit');
  await expect(page.getByRole('button', { name: 'Undo submit' })).toBeVisible();
});

test('keyboard: Tab reaches the customer fields in order, and Enter in a field saves', async ({ page }) => {
  await openNewContract(page);
  await expectSectionOpen(page, 'Customer');
  await sectionButton(page, 'Customer').focus();
  const order = [
    'textbox "First name"',
    'textbox "Middle initial"',
    'textbox "Last name"',
    'combobox "Generation"',
    'textbox "Business name"',
    'textbox "Email"',
    'textbox "Home phone"',
    'textbox "Mobile phone"',
    'textbox "Work phone"',
    'textbox "Emergency contact name"',
    'textbox "Emergency phone"',
    'textbox "Address"',
    'textbox "Address line 2"',
    'textbox "City"',
    'combobox "State"',
    'textbox "Zip code"',
    'textbox "Date of birth"',
    'textbox "SSN"',
    'combobox "Gender"',
    'textbox "Driver license"',
    'textbox "Pet type"',
    'textbox "Pet\'s name"',
    'textbox "Employer"',
    // Chromium stops at each choice of a question not answered yet.
    'radio "Yes"',
    'radio "No"',
    'button "Add a guarantor"',
    'button "Cancel"',
    'button "Save"',
  ];
  const seen = await tabThrough(page, order.length);
  expect(seen).toEqual(order);

  await fillCustomer(page, customerInput(uniqueEmail('kai'), { type: 'Cat', name: 'Miso' }));
  await customerGroup(page, 'Address').getByRole('textbox', { name: 'City', exact: true }).press('Enter');
  await expect(notice(page, 'Customer saved.')).toBeVisible({ timeout: 15_000 });
});

test('keyboard: Tab reaches the agreement fields in order', async ({ page }) => {
  const c = await contractAtAgreement(staff, staff.facilityId(RIVERSIDE), 'veterinary');
  await page.goto(`/contracts/${c.id}`);
  const agreement = await expectSectionOpen(page, 'Agreement');
  await sectionButton(page, 'Agreement').focus();
  const order = [
    'combobox "Agreement description"',
    'combobox "Billing cycle"',
    'textbox "Agreement date"',
    'combobox "Contract type"',
  ];
  const seen = await tabThrough(page, order.length);
  expect(seen).toEqual(order);

  await agreement
    .getByRole('combobox', { name: 'Agreement description' })
    .selectOption({ label: 'Payment Plan' });
  await agreement.getByRole('combobox', { name: 'Billing cycle' }).selectOption({ label: 'Monthly' });
  await agreement.getByRole('textbox', { name: 'Cash price', exact: true }).focus();
  const amounts = [await focused(page), ...(await tabThrough(page, 4))];
  expect(amounts).toEqual([
    'textbox "Cash price"',
    'combobox "Sales tax"',
    'textbox "Down payment"',
    'textbox "Finance rate"',
    'textbox "Number of payments"',
  ]);
});
