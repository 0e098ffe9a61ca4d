// The standard origination through the staff screens in Chromium (spec §4 Editing sections, CSR status,
// Status polling, Billing requirements; §5; §8): create@ starts a contract at Riverside (veterinary,
// uses CSR), sends the CSR request, the customer authorizes on a phone, the poll tells the practice,
// which approves, fills the agreement and billing, charges the fee and sends for e-signature; the
// customer signs on a phone, the poll tells the practice again and the job runner boards the contract.
// A dental practice's customer and agreement sections run too (no pet fields).
import { expect, test, type Page } from '@playwright/test';
import {
  addBank,
  addCard,
  contractIdOf,
  csrPanel,
  CustomerMailbox,
  customerAuthorizesCsr,
  customerInput,
  customerSigns,
  expectSectionOpen,
  figure,
  fillAgreement,
  fillExpirationDate,
  fillAgreementTerms,
  fillCustomer,
  notice,
  openNewContract,
  openSection,
  PAYMENT_PLAN,
  phonePage,
  pickFirstPaymentDate,
  saveButton,
  saveSection,
  sectionButton,
  sectionOf,
  sendForSignature,
  summaryValue,
  TEST_BANK,
  TEST_CARD,
  uniqueEmail,
  waitForStatus,
} from './contract-editor';
import { USERS } from './demo-users';
import { loginAs } from './helpers';

const RIVERSIDE = 'Riverside Animal Hospital';
// The status poll runs every 5 s: a change shows within two rounds.
const POLLED = { timeout: 15_000 };

let mailbox: CustomerMailbox;

test.beforeEach(async ({ playwright, baseURL }) => {
  mailbox = await CustomerMailbox.open(playwright, baseURL);
});

test.afterEach(async () => {
  await mailbox.close();
});

/** Types into a field a key at a time, as a person does (no blur), so the live figures follow. */
async function typeInto(page: Page, label: string, text: string): Promise<void> {
  const input = sectionOf(page, 'Agreement').getByRole('textbox', { name: label, exact: true });
  await input.clear();
  await input.pressSequentially(text);
}

test('standard origination at a veterinary practice, from a new contract to ACTIVE', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('jordan');
  const customer = customerInput(email, { type: 'Dog', name: 'Biscuit' });
  await loginAs(page, USERS.create);
  await openNewContract(page);

  // Customer: the first section open on a new draft; its first save creates the contract.
  const customerSection = await expectSectionOpen(page, 'Customer');
  await expect(customerSection.getByRole('group', { name: 'Pet' })).toBeVisible();
  await fillCustomer(page, customer);
  await saveSection(page, 'Customer');
  const id = await contractIdOf(page);
  await expect(summaryValue(page, 'Status')).toHaveText('INCOMPLETE');

  // CSR: the customer authorizes on a phone; the poll brings it to this page without a reload.
  let since = new Date();
  await csrPanel(page).getByRole('button', { name: 'Send CSR request by email' }).click();
  await expect(summaryValue(page, 'CSR')).toHaveText('Waiting customer authorization');
  const phone = await phonePage(browser);
  const csrPath = await mailbox.linkPath(email, since);
  expect(csrPath).toMatch(/^\/c\/csr\//);
  await customerAuthorizesCsr(phone, csrPath, RIVERSIDE);

  const authorized = notice(page, 'CSR Authorized');
  await expect(authorized).toBeVisible(POLLED);
  await expect(authorized).toContainText('Jordan Approve has authorized the credit check.');
  await expect(summaryValue(page, 'CSR')).toHaveText('Waiting practice approval');
  await expect(csrPanel(page).getByText('Waiting practice approval')).toBeVisible();
  await csrPanel(page).getByRole('button', { name: 'Approve CSR' }).click();
  await expect(summaryValue(page, 'CSR')).toHaveText('Completed');
  await expect(csrPanel(page).getByText('Approve', { exact: true })).toBeVisible();

  // Agreement: the figures follow each keystroke, before the field is left.
  const agreement = await openSection(page, 'Agreement');
  await fillAgreementTerms(page, PAYMENT_PLAN);
  await expect(figure(page, 'Financed amount')).toHaveText('$1,000.00');
  await typeInto(page, 'Cash price', '1500');
  await expect(figure(page, 'Financed amount')).toHaveText('$1,300.00');
  await typeInto(page, 'Down payment', '3');
  await expect(figure(page, 'Financed amount')).toHaveText('$1,497.00');
  await typeInto(page, 'Down payment', '300');
  await expect(figure(page, 'Financed amount')).toHaveText('$1,200.00');
  await typeInto(page, 'Number of payments', '1');
  await expect(figure(page, 'Number of payments')).toHaveText('1');
  const oneOff = (await figure(page, 'Payment amount').textContent()) as string;
  await typeInto(page, 'Number of payments', '12');
  await expect(figure(page, 'Number of payments')).toHaveText('12');
  await expect(figure(page, 'Payment amount')).not.toHaveText(oneOff);
  await agreement.getByRole('textbox', { name: 'Processing fee', exact: true }).fill('25');
  const first = await pickFirstPaymentDate(page);
  const last = await fillExpirationDate(page);
  const til = agreement.getByRole('region', { name: 'Truth-in-Lending disclosures' });
  await expect(til).toContainText(
    `12 monthly payments of ${await figure(page, 'Payment amount').textContent()}`,
  );
  await expect(til).toContainText(`from ${first} to ${last}.`);
  await expect(til.getByRole('definition').first()).toHaveText(/^\d+\.\d{2}%/);
  await saveSection(page, 'Agreement');

  // Billing: a card and a bank; the fee is consented to and charged with the save.
  const billing = await openSection(page, 'Billing');
  await addCard(page, TEST_CARD);
  await addBank(page, TEST_BANK);
  await billing
    .getByRole('checkbox', { name: /agrees that a non-refundable processing fee will be charged/ })
    .check();
  await expect(saveButton(billing)).toHaveText('Save and charge $25.00');
  await saveButton(billing).click();
  await expect(notice(page, 'Billing saved.')).toBeVisible({ timeout: 20_000 });
  await expect(summaryValue(page, 'Fee charged')).toContainText('$25.00');

  // E-signature: the customer signs on the phone; the poll tells the practice.
  since = new Date();
  await sendForSignature(page, 'Send for e-signature by email');
  await expect(summaryValue(page, 'Status')).toHaveText('WAITING E-SIGNATURE');
  const signPath = await mailbox.linkPath(email, since);
  expect(signPath).toMatch(/^\/c\/sign\//);
  await customerSigns(phone, signPath, 'Jordan Approve');
  await phone.context().close();

  const signed = notice(page, 'Contract Signed');
  await expect(signed).toBeVisible(POLLED);
  await expect(signed).toContainText('Jordan Approve has signed the contract.');
  await expect(summaryValue(page, 'Status')).toHaveText(/^(SIGNED|ACTIVE)$/);
  // Boarded by the job runner within a few seconds: SIGNED → ACTIVE (the poll stops at SIGNED), seen
  // on opening the contract again, from another page: the editor's own address may still hold the
  // copy handed over when the contract was created.
  await waitForStatus(page, id, 'ACTIVE');
  await page.goto('/contracts');
  await page.goto(`/contracts/${id}`);
  await expect(summaryValue(page, 'Status')).toHaveText('ACTIVE');
  await expect(page.getByText(/Account EB\d{8}/)).toBeVisible();
});

test('a dental practice: the customer section without pet fields, then the agreement', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('dana');
  await loginAs(page, USERS.dental);
  await openNewContract(page);
  const customer = await expectSectionOpen(page, 'Customer');
  await expect(customer.getByRole('group', { name: 'Pet' })).toHaveCount(0);
  await expect(customer.getByRole('textbox', { name: 'Pet type' })).toHaveCount(0);
  await expect(customer.getByRole('textbox', { name: "Pet's name" })).toHaveCount(0);
  await fillCustomer(page, { ...customerInput(email), firstName: 'Dana', state: 'Pennsylvania' });
  await saveSection(page, 'Customer');
  await contractIdOf(page);

  // Bright Smiles uses CSR too: skip it here, the veterinary run walks the request.
  await csrPanel(page).getByRole('button', { name: 'Skip credit check' }).click();
  const dialog = page.getByRole('dialog', { name: 'Skip the credit check' });
  await dialog.getByRole('button', { name: 'Skip credit check' }).click();
  await expect(summaryValue(page, 'CSR')).toHaveText('Skipped');

  await openSection(page, 'Agreement');
  await fillAgreement(page, PAYMENT_PLAN);
  await expect(figure(page, 'Financed amount')).toHaveText('$1,000.00');
  await saveSection(page, 'Agreement');
  await expect(sectionButton(page, 'Agreement').getByRole('img', { name: 'Agreement saved' })).toBeVisible();
});
