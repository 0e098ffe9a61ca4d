// Full-page screenshots of the contract editor into test-results/screens/ for a person to look at
// (each also checks that nothing spills sideways): every section open, the statuses a contract
// passes through on its way to ACTIVE, for a veterinary practice (Riverside, create@) and a dental one
// (Bright Smiles, dental@); and the dialogs a practice can meet, at Riverside.
import { expect, test, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import {
  addBank,
  addCard,
  apiAgreement,
  apiCustomer,
  contractAtAgreement,
  contractAtBilling,
  csrPanel,
  CustomerMailbox,
  customerInput,
  customerSigns,
  expectSectionOpen,
  fillAgreement,
  fillCustomer,
  methodOf,
  notice,
  openNewContract,
  PAYMENT_PLAN,
  phonePage,
  saveBillingAndCharge,
  saveButton,
  sectionButton,
  shoot,
  summaryValue,
  TEST_BANK,
  TEST_CARD,
  uniqueEmail,
  waitForStatus,
} from './contract-editor';
import { USERS, type DemoUser } from './demo-users';
import { loginAs } from './helpers';
import { StaffApi, type ContractView } from './staff-api';

interface Practice {
  key: 'veterinary' | 'dental';
  user: DemoUser;
  facility: string;
}

const PRACTICES: Practice[] = [
  { key: 'veterinary', user: USERS.create, facility: 'Riverside Animal Hospital' },
  { key: 'dental', user: USERS.dental, facility: 'Bright Smiles Dental - Maple Street' },
];
const RIVERSIDE = PRACTICES[0];

async function staffOf(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  user: DemoUser,
): Promise<StaffApi> {
  const staff = new StaffApi(await playwright.request.newContext({ baseURL }));
  await staff.login(user.email);
  return staff;
}

/** Opens the contract from another page (see contract-origination.spec.ts) and waits for its status. */
async function openContract(page: Page, c: ContractView, status: string | RegExp): Promise<void> {
  await page.goto(`/contracts/${c.id}`);
  await expect(summaryValue(page, 'Status')).toHaveText(status);
}

/** Waits for the dialog, shoots the window with it (contract-dialog-{name}), and closes it with Escape. */
async function shootDialog(page: Page, title: string, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await shoot(page, `contract-dialog-${name}`, { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

for (const practice of PRACTICES) {
  const shot = (page: Page, name: string) => shoot(page, `contract-${practice.key}-${name}`);

  test.describe(`${practice.key} practice`, () => {
    let staff: StaffApi;

    test.beforeEach(async ({ page, playwright, baseURL }) => {
      staff = await staffOf(playwright, baseURL, practice.user);
      await loginAs(page, practice.user);
    });

    test('each section open', async ({ page }) => {
      test.setTimeout(120_000);
      const pet = practice.key === 'veterinary' ? { type: 'Dog', name: 'Biscuit' } : undefined;
      await openNewContract(page);
      await expectSectionOpen(page, 'Customer');
      await fillCustomer(page, customerInput(uniqueEmail('screens'), pet));
      await shot(page, 'customer');

      const atAgreement = await contractAtAgreement(staff, staff.facilityId(practice.facility), practice.key);
      await openContract(page, atAgreement, 'INCOMPLETE');
      await expectSectionOpen(page, 'Agreement');
      await fillAgreement(page, PAYMENT_PLAN);
      await shot(page, 'agreement');

      const atBilling = await contractAtBilling(staff, staff.facilityId(practice.facility), practice.key);
      await openContract(page, atBilling, 'INCOMPLETE');
      const billing = await expectSectionOpen(page, 'Billing');
      await addCard(page, TEST_CARD);
      await addBank(page, TEST_BANK);
      await billing.getByRole('checkbox', { name: /processing fee will be charged/ }).check();
      await shot(page, 'billing');
    });

    test('the statuses on the way to ACTIVE', async ({ page, browser, playwright, baseURL }) => {
      test.setTimeout(120_000);
      const email = uniqueEmail('statuses');
      let c = await staff.create(staff.facilityId(practice.facility), apiCustomer(email, practice.key));
      await openContract(page, c, 'INCOMPLETE');
      await expect(summaryValue(page, 'CSR')).toHaveCount(0);
      await shot(page, 'status-incomplete');

      c = await staff.act(c, { action: 'REQUEST-CSR', method: 'email' });
      await openContract(page, c, 'INCOMPLETE');
      await expect(summaryValue(page, 'CSR')).toHaveText('Waiting customer authorization');
      await shot(page, 'status-waiting-customer-authorization');

      c = await staff.act(c, { action: 'OVERRIDE-CSR' });
      await openContract(page, c, 'INCOMPLETE');
      await expect(summaryValue(page, 'CSR')).toHaveText('Waiting practice approval');
      await shot(page, 'status-waiting-practice-approval');

      c = await staff.act(c, { action: 'ACCEPT-CSR' });
      c = await staff.act(c, { contract: apiAgreement(), action: 'SAVE' });
      c = await saveBillingAndCharge(staff, c);
      const since = new Date();
      const sent = await staff.post('/api/request_signature', { contract_id: c.id, method: 'email' });
      expect(sent.ok()).toBe(true);
      await openContract(page, c, 'WAITING E-SIGNATURE');
      await shot(page, 'status-waiting-e-signature');

      const mailbox = await CustomerMailbox.open(playwright, baseURL);
      const phone = await phonePage(browser);
      await customerSigns(phone, await mailbox.linkPath(email, since), 'Jordan Approve');
      await phone.context().close();
      await mailbox.close();
      await expect(notice(page, 'Contract Signed')).toBeVisible({ timeout: 15_000 });
      await shot(page, 'status-signed');
      await waitForStatus(page, c.id, 'ACTIVE');
      await openContract(page, c, 'ACTIVE');
      await shot(page, 'status-active');
    });
  });
}

test.describe('dialogs at a veterinary practice', () => {
  let staff: StaffApi;

  test.beforeEach(async ({ page, playwright, baseURL }) => {
    staff = await staffOf(playwright, baseURL, RIVERSIDE.user);
    await loginAs(page, RIVERSIDE.user);
  });

  const riverside = () => staff.facilityId(RIVERSIDE.facility);

  test('the CSR questions', async ({ page }) => {
    const { customer_ssn: _ssn, ...withoutSsn } = apiCustomer(uniqueEmail('ssn'), 'veterinary');
    const c = await staff.create(riverside(), withoutSsn);
    await openContract(page, c, 'INCOMPLETE');
    await csrPanel(page).getByRole('button', { name: 'Send CSR request by email' }).click();
    await shootDialog(page, 'Social Security number needed', 'ssn-needed');
    await csrPanel(page).getByRole('button', { name: 'Record hard-copy authorization' }).click();
    await shootDialog(page, 'Hard-copy CSR authorization', 'hard-copy-authorization');
    await csrPanel(page).getByRole('button', { name: 'Skip credit check' }).click();
    await shootDialog(page, 'Skip the credit check', 'skip-credit-check');
  });

  test('discard changes, reason for deletion and reject', async ({ page }) => {
    let c = await staff.create(riverside(), apiCustomer(uniqueEmail('dialogs'), 'veterinary'));
    c = await staff.act(c, { action: 'OVERRIDE-CSR' });
    c = await staff.act(c, { action: 'ACCEPT-CSR' });
    await openContract(page, c, 'INCOMPLETE');
    const agreement = await expectSectionOpen(page, 'Agreement');
    await agreement.getByRole('textbox', { name: 'Cash price', exact: true }).fill('1500');
    await sectionButton(page, 'Customer').click();
    await shootDialog(page, 'Unsaved changes', 'discard-changes');

    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await shootDialog(page, 'Reason for Deletion', 'reason-for-deletion');

    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Reject' }).click();
    await shootDialog(page, 'Reject Application', 'reject');
  });

  test('payment methods: delete, the preferred one, and a declined processing fee', async ({ page }) => {
    const c = await contractAtBilling(staff, riverside(), 'veterinary');
    await openContract(page, c, 'INCOMPLETE');
    const billing = await expectSectionOpen(page, 'Billing');
    await addCard(page, { ...TEST_CARD, number: '4000 0000 0000 0002' });
    await addBank(page, TEST_BANK);
    await methodOf(page, 'Bank account 1').getByRole('button', { name: 'Delete bank account 1' }).click();
    await shootDialog(page, 'Delete payment method', 'delete-payment-method');
    await methodOf(page, 'Card 1').getByRole('button', { name: 'Delete card 1' }).click();
    await shootDialog(page, 'Preferred payment method', 'preferred-payment-method');

    await billing.getByRole('checkbox', { name: /processing fee will be charged/ }).check();
    await saveButton(billing).click();
    await shootDialog(page, 'Processing fee not charged', 'processing-fee-not-charged');
  });

  test('undo submit', async ({ page }) => {
    let c = await contractAtBilling(staff, riverside(), 'veterinary');
    c = await saveBillingAndCharge(staff, c);
    const sent = await staff.post('/api/request_signature', { contract_id: c.id, method: 'email' });
    expect(sent.ok()).toBe(true);
    await openContract(page, c, 'WAITING E-SIGNATURE');
    await page.getByRole('button', { name: 'Undo submit' }).click();
    await shootDialog(page, 'Undo submit', 'undo-submit');
  });
});
