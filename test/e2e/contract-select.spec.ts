// A select contract through the staff screens in Chromium (spec §4 Editing sections, Contract actions,
// CSR status, Status polling): create@ at Riverside (uses CSR) opens New Select Contract, fills the
// credit check section and sends the CSR request (the section saved first, then the action); the
// customer authorizes on a phone, the poll says so, the CSR is approved; the agreement section, then
// the agreement application (FINISH-SELECT); the customer completes it on a phone and the poll says
// 'Payment Information Submitted' with the status WAITING E-SIGNATURE.
import { expect, test } from '@playwright/test';
import {
  contractIdOf,
  CustomerMailbox,
  customerAuthorizesCsr,
  customerInput,
  fillAgreement,
  notice,
  openNewContract,
  PAYMENT_PLAN,
  phonePage,
  summaryValue,
  uniqueEmail,
} from './contract-editor';
import {
  fillCreditCheck,
  fillSelectContact,
  flowSection,
  flowSectionButton,
  POLLED,
  RIVERSIDE,
  statusChips,
} from './contract-flows-helpers';
import { USERS } from './demo-users';
import { loginAs } from './helpers';
import { StaffApi, type ContractView } from './staff-api';

let mailbox: CustomerMailbox;
let staff: StaffApi;

test.beforeEach(async ({ playwright, baseURL }) => {
  mailbox = await CustomerMailbox.open(playwright, baseURL);
  staff = new StaffApi(await playwright.request.newContext({ baseURL }));
  await staff.login(USERS.create.email);
});

test.afterEach(async () => {
  await mailbox.close();
});

test('a select contract: credit check, CSR authorized on a phone, agreement application completed', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('sasha');
  const customer = customerInput(email, { type: 'Cat', name: 'Pepper' });
  await loginAs(page, USERS.create);
  await openNewContract(page, { select: true });
  await expect(statusChips(page)).toContainText('Select');

  // Credit check: the section open on the new draft, its first save creates the contract.
  const credit = flowSection(page, 'Credit Check');
  await expect(flowSectionButton(page, 'Credit Check')).toHaveAttribute('aria-expanded', 'true');
  await fillCreditCheck(page, customer);
  await credit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page, 'Credit Check saved.')).toBeVisible();
  const id = await contractIdOf(page);

  const c = { id } as ContractView;
  // The section stays open after its save: the CSR request is made from it.
  await expect(flowSectionButton(page, 'Credit Check')).toHaveAttribute('aria-expanded', 'true');

  // An edit not saved yet goes out with the request: the section is saved first, then REQUEST-CSR.
  await credit.getByRole('textbox', { name: 'Middle initial', exact: true }).fill('Q');
  let since = new Date();
  await credit.getByRole('button', { name: 'Send CSR request by email' }).click();
  await expect(notice(page, 'Credit Check saved.')).toBeVisible();
  await expect(statusChips(page)).toContainText('CSR: Waiting customer authorization');
  expect(await staff.reload(c)).toMatchObject({
    customer_middle_initial: 'Q',
    csr_status: 'WAITING AUTHORIZATION',
    csr_signing_method: 'email',
  });

  const phone = await phonePage(browser);
  await customerAuthorizesCsr(phone, await mailbox.linkPath(email, since), RIVERSIDE);
  await expect(notice(page, 'CSR Authorized')).toBeVisible(POLLED);
  await expect(notice(page, 'CSR Authorized')).toContainText(
    'Jordan Approve has authorized the credit check.',
  );
  await expect(statusChips(page)).toContainText('CSR: Waiting practice approval');

  // Approve from the credit check section (saved first, then ACCEPT-CSR).
  await flowSectionButton(page, 'Credit Check').click();
  await credit.getByRole('button', { name: 'Approve CSR' }).click();
  await expect(notice(page, 'CSR Completed')).toBeVisible();
  await expect(statusChips(page)).toContainText('CSR: Completed');
  expect(await staff.status(c, 'csr_status')).toBe('COMPLETED');

  // The agreement section opens next: the contact details, then the agreement on the select sheet.
  const agreement = flowSection(page, 'Agreement');
  await expect(flowSectionButton(page, 'Agreement')).toHaveAttribute('aria-expanded', 'true');
  await fillSelectContact(page, customer);
  await fillAgreement(page, { ...PAYMENT_PLAN, payments: '6' });
  await agreement.getByRole('textbox', { name: 'Processing fee', exact: true }).fill('25');
  await agreement.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page, 'Agreement saved.')).toBeVisible();

  // The agreement application (FINISH-SELECT the first time) by email.
  since = new Date();
  await page.getByRole('button', { name: 'Send agreement application' }).click();
  await page.getByRole('menuitem', { name: 'Send agreement application by email' }).click();
  await expect(notice(page, 'The agreement application was sent to the customer by email.')).toBeVisible();
  await expect(summaryValue(page, 'Status')).toHaveText('WAITING AGREEMENT APPLICATION');
  await expect(statusChips(page)).toContainText('WAITING AGREEMENT APPLICATION');
  expect(await staff.reload(c)).toMatchObject({
    status: 'WAITING AGREEMENT APPLICATION',
    customer_type_of_pet: 'Cat',
    number_of_payments: 6,
    processing_fee: 25,
  });

  // The customer completes the application on the phone; the poll tells the practice.
  await phone.goto(await mailbox.linkPath(email, since));
  await expect(phone.getByRole('heading', { name: 'Review your payment plan' })).toBeVisible();
  await phone.getByLabel('Card number').fill('4111111111111111');
  await phone.getByLabel('Expires (MM/YY)').fill('12/29');
  await phone.getByLabel('Security code').fill('123');
  await phone.getByRole('button', { name: 'Pay fee and submit' }).click();
  await expect(phone.getByRole('heading', { name: 'Payment information submitted' })).toBeVisible();
  await phone.context().close();

  const submitted = notice(page, 'Payment Information Submitted');
  await expect(submitted).toBeVisible(POLLED);
  await expect(submitted).toContainText('Jordan Approve has completed the agreement application.');
  await expect(summaryValue(page, 'Status')).toHaveText('WAITING E-SIGNATURE');
  await expect(statusChips(page)).toContainText('WAITING E-SIGNATURE');
  expect(await staff.status(c, 'status')).toBe('WAITING E-SIGNATURE');
});
