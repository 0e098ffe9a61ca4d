// A practice's first day (issue 15), the rules and documents: the override advice leads somewhere
// (create@ saves over a limit an administrator may override; the facility admin completes it as it
// is); the adverse action letter reaches the customer through the outbox and says what FCRA §615(a)
// and Regulation B ask; the contract PDF gives the creditor's street address, numbers its pages and
// dates the signature.
import { writeFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { pdfPageTexts } from '../server/providers/documents/pdf-text';
import {
  addCard,
  apiCustomer,
  contractAtAgreement,
  CustomerMailbox,
  customerSigns,
  phonePage,
  uniqueEmail,
  fillAgreement,
  openSection,
  PAYMENT_PLAN,
  saveButton,
  saveSection,
  TEST_CARD,
} from './contract-editor';
import {
  answer,
  flowSectionButton,
  moreAction,
  openContract,
  readyContract,
  RIVERSIDE,
  statusChips,
} from './contract-flows-helpers';
import { loginAdmin } from './outbox';
import { USERS } from './demo-users';
import { loginAs } from './helpers';
import { StaffApi } from './staff-api';

test.describe.configure({ timeout: 90_000 });

const SHOTS = `test-results-${process.env.E2E_PORT ?? 3210}/first-day`;

let staff: StaffApi;
let staffContext: APIRequestContext;
let riverside: number;

test.beforeEach(async ({ playwright, baseURL }) => {
  staffContext = await playwright.request.newContext({ baseURL });
  staff = new StaffApi(staffContext);
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

/** The stored PDF of a kind, kept beside the screenshots (pdftoppm renders its pages for review). */
async function storedPdf(contractId: number, kind: string, name: string): Promise<Uint8Array> {
  const response = await staffContext.get(`/api/contract_document/${contractId}/${kind}`);
  expect(response.ok(), `${kind} PDF`).toBe(true);
  const bytes = await response.body();
  writeFileSync(`${SHOTS}/${name}.pdf`, bytes);
  return new Uint8Array(bytes);
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ');

test('Reject with the adverse letter: the customer is emailed the notice, which says what the law asks', async ({
  page,
  playwright,
  baseURL,
}) => {
  const email = uniqueEmail('dana.decline');
  // The sandbox bureau declines 333-33-3333 with a score of 560.
  let c = await staff.create(riverside, {
    ...apiCustomer(email, 'veterinary'),
    customer_last_name: 'Decline',
    customer_ssn: '333-33-3333',
  });
  c = await staff.act(c, { action: 'OVERRIDE-CSR' });
  c = await staff.act(c, { action: 'ACCEPT-CSR' });
  await loginAs(page, USERS.create);
  await openContract(page, c.id);
  await moreAction(page, 'Reject');
  await answer(page, 'Reject Application', 'Reject');
  await expect(statusChips(page)).toContainText('Rejected by');

  const api = await playwright.request.newContext({ baseURL });
  const csrf = await loginAdmin(api);
  const outbox = (await (
    await api.get('/api/outbox', { params: { to: email }, headers: { 'csrf-token': csrf } })
  ).json()) as { channel: string; subject: string; attachment_filename: string | null; body: string }[];
  expect(outbox[0]).toMatchObject({
    channel: 'email',
    subject: `${RIVERSIDE}: notice of action taken on your application`,
    attachment_filename: 'notice-of-action-taken.pdf',
  });
  await api.dispose();

  const [letter] = (await pdfPageTexts(await storedPdf(c.id, 'adverse', 'adverse-letter'))).map(squeeze);
  for (const expected of [
    '1450 Riverside Drive',
    'Columbus, OH 43212',
    'Your credit score: 560. Scores range from a low of 300 to a high of 850.',
    'Key factors that adversely affected your credit score:',
    'Experian P.O. Box 2002, Allen, TX 75013 (888) 397-3742',
    'no later than 60 days',
    'Principal reasons for our decision:',
  ]) {
    expect(letter).toContain(expected);
  }
});

test('the signed contract: the creditor street address, pages numbered as one copy, the signature dated', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const email = uniqueEmail('signed.copy');
  const c = await readyContract(staff, riverside, email);
  const since = new Date();
  expect((await staff.post('/api/request_signature', { contract_id: c.id, method: 'email' })).ok()).toBe(
    true,
  );
  const mailbox = await CustomerMailbox.open(playwright, baseURL);
  const phone = await phonePage(browser);
  await customerSigns(phone, await mailbox.linkPath(email, since), 'Jordan Approve');
  await phone.context().close();
  await mailbox.close();

  await expect
    .poll(async () => (await staffContext.get(`/api/contract_document/${c.id}/signed`)).status())
    .toBe(200);
  const pages = (await pdfPageTexts(await storedPdf(c.id, 'signed', 'signed-copy'))).map(squeeze);
  expect(pages[0]).toContain('CREDITOR AND SELLER (PRACTICE) Riverside Animal Hospital 1450 Riverside Drive');
  pages.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${pages.length}`));
  expect(pages.join(' ')).toMatch(/\/s\/ Jordan Approve \(signed electronically\) \d{2}\/\d{2}\/\d{4}/);
});
