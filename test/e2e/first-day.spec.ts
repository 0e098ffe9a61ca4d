// A practice's first day (issue 15): what staff tripped over in the origination flow, each checked in
// Chromium. The login panel keeps its services inside the blue; a reused reset link says so and offers
// a new one; the outbox finds a recipient by any part of the address; an ABA not found empties the bank
// name; the first click on 'Save and charge' after the consent error is not lost; a select contract's
// CSR panel offers Approve CSR; the impersonation bar on every page; the agreement form's labels read
// whole at 1366 and 1280 px and the form is usable at 390 px.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  addBank,
  addCard,
  apiCustomer,
  contractAtAgreement,
  contractAtBilling,
  csrPanel,
  notice,
  openSection,
  saveButton,
  sectionOf,
  TEST_BANK,
  TEST_CARD,
  uniqueEmail,
} from './contract-editor';
import {
  flowSection,
  flowSectionButton,
  openContract,
  RIVERSIDE,
  statusChips,
} from './contract-flows-helpers';
import { DEMO_PASSWORD, USERS } from './demo-users';
import { heading, loginAs, openProfileMenu, profileButton } from './helpers';
import { linkFromEmail, loginAdmin } from './outbox';
import { StaffApi } from './staff-api';

test.describe.configure({ timeout: 90_000 });

const SHOTS = `test-results-${process.env.E2E_PORT ?? 3210}/first-day`;
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage, animations: 'disabled' });

let staff: StaffApi;
let riverside: number;

test.beforeEach(async ({ playwright, baseURL }) => {
  staff = new StaffApi(await playwright.request.newContext({ baseURL }));
  await staff.login(USERS.create.email);
  riverside = staff.facilityId(RIVERSIDE);
});

async function serious(page: Page, include: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include(include).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

test('the login panel keeps every service inside the blue, 1024 to 1366 px', async ({ page }) => {
  for (const width of [1024, 1280, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/login');
    const panel = await page.getByTestId('landing-brand').boundingBox();
    const services = page.getByTestId('landing-services').locator('span');
    await expect(services.last()).toHaveText('Recurring Billing');
    for (const box of await services.evaluateAll((spans) =>
      spans.map((s) => s.getBoundingClientRect().right),
    )) {
      expect(box, `a service runs off the panel at ${width} px`).toBeLessThanOrEqual(
        (panel?.x ?? 0) + (panel?.width ?? 0),
      );
    }
    await shot(page, `login-${width}`);
  }
});

test('a reused password-reset link says it was used or expired and offers a new one', async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const adminCsrf = await loginAdmin(api);
  const since = new Date();
  await page.goto('/login/forgot-password');
  await page.getByRole('textbox', { name: /Email/ }).fill(USERS.read.email);
  await page.getByRole('button', { name: /send/i }).click();
  const link = await linkFromEmail(api, adminCsrf, {
    to: USERS.read.email,
    subject: 'set a new password',
    since,
  });
  // Used once (the same demo password, so the other tests still log in as read@)…
  const token = link.searchParams.get('token') as string;
  const anon = await playwright.request.newContext({ baseURL });
  const { csrfToken } = (await (await anon.post('/auth/get_user', { data: {} })).json()) as {
    csrfToken: string;
  };
  const first = await anon.post('/auth/new_password', {
    data: { token, password: DEMO_PASSWORD, password2: DEMO_PASSWORD },
    headers: { 'csrf-token': csrfToken },
  });
  expect(first.status()).toBe(200);
  // …then opened again.
  await page.goto(link.pathname + link.search);
  await page.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm new password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'This link has expired or has already been used.' });
  await expect(alert).toBeVisible();
  await shot(page, 'reset-link-used');
  await alert.getByRole('link', { name: 'Send me a new link' }).click();
  await expect(page).toHaveURL(/\/login\/forgot-password/);
  await api.dispose();
  await anon.dispose();
});

test('the outbox finds a recipient by any part of the address', async ({ page }) => {
  const c = await staff.create(riverside, apiCustomer(uniqueEmail('outbox.part'), 'veterinary'));
  const email = String(c.customer_email);
  await staff.act(c, { action: 'REQUEST-CSR', method: 'email' });
  await loginAs(page, USERS.admin);
  const part = email.slice(3, 18); // neither its start nor its end
  await page.goto(`/outbox`);
  await page.getByRole('textbox', { name: 'Recipient' }).fill(part);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`to=${encodeURIComponent(part).replace(/\./g, '\\.')}`));
  await expect(page.getByRole('grid', { name: 'Outbox' }).getByText(email).first()).toBeVisible();
  // The server counted the view, and the download is that same view.
  await expect(page.getByRole('status').filter({ hasText: /^\d+ messages?$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'CSV' })).toHaveAttribute(
    'href',
    `/api/crud/outbox?to=${encodeURIComponent(part)}&output_format=csv`,
  );
});

test('an ABA number not found empties the bank name it replaced', async ({ page }) => {
  const c = await contractAtBilling(staff, riverside, 'veterinary');
  await loginAs(page, USERS.create);
  await openContract(page, c.id);
  await openSection(page, 'Billing');
  const bank = await addBank(page, TEST_BANK);
  // A number with a valid checksum that the directory does not hold.
  await bank.getByRole('textbox', { name: 'ABA number' }).fill('123456780');
  await expect(bank.getByRole('alert').filter({ hasText: 'Bank not found.' })).toBeVisible();
  await expect(bank.getByRole('textbox', { name: 'Bank name' })).toHaveValue('');
});

test('after the consent error, the first click on Save and charge charges (nothing moves under the pointer)', async ({
  page,
}) => {
  const c = await contractAtBilling(staff, riverside, 'veterinary');
  await loginAs(page, USERS.create);
  await openContract(page, c.id);
  const billing = await openSection(page, 'Billing');
  await addCard(page, TEST_CARD);
  const save = saveButton(billing);
  await expect(save).toHaveText('Save and charge $25.00');
  await save.click();
  await expect(billing.getByText('Please correct the errors (shown in red).')).toBeVisible();
  await billing.getByRole('checkbox', { name: /agrees that a non-refundable processing fee/ }).check();

  const before = await save.boundingBox();
  if (!before) throw new Error('no Save and charge button');
  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes(`/contract/${c.id}`));
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
  await page.mouse.down();
  const during = await save.boundingBox();
  expect(during?.y, 'the button stays under the pointer').toBeCloseTo(before.y, 0);
  await page.mouse.up();
  await put;
  await expect(page.getByText(/Processing fee of \$25\.00 charged on/)).toBeVisible({ timeout: 15_000 });
});

test("a select contract's CSR panel offers Approve CSR once the customer authorized", async ({ page }) => {
  let c = await staff.create(riverside, {
    ...apiCustomer(uniqueEmail('select.approve'), 'veterinary'),
    is_select: true,
  });
  c = await staff.act(c, { action: 'OVERRIDE-CSR' });
  expect(c.csr_status).toBe('RECEIVED AUTHORIZATION');
  await loginAs(page, USERS.create);
  await openContract(page, c.id);
  await expect(statusChips(page)).toContainText('CSR: Waiting practice approval');
  await expect(flowSectionButton(page, 'Credit Check')).toHaveAttribute('aria-expanded', 'false');
  await shot(page, 'select-approve-csr', true);
  await csrPanel(page).getByRole('button', { name: 'Approve CSR' }).click();
  await expect(notice(page, 'CSR Completed')).toBeVisible();
  await expect(statusChips(page)).toContainText('CSR: Completed');
  // The agreement section is open to edit now.
  await expect(flowSection(page, 'Agreement')).toBeVisible();
});

test('impersonating: a bar on every page says who acts as whom, with Stop Impersonating', async ({
  page,
}) => {
  await loginAs(page, USERS.admin);
  const menu = await openProfileMenu(page, USERS.admin);
  await menu.getByRole('menuitem', { name: 'Impersonate User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Impersonate User' });
  await dialog.getByLabel('Search by name, email or id').fill('edit@');
  await dialog
    .getByRole('list', { name: 'Users' })
    .getByRole('button', { name: new RegExp(USERS.edit.name) })
    .click();
  await dialog.getByRole('button', { name: 'Impersonate', exact: true }).click();
  await expect(profileButton(page, USERS.edit)).toBeVisible();

  const bar = page.getByRole('region', { name: 'Impersonation' });
  const says = 'Ada Adams (admin@example.com) is acting as Ed Editor (edit@example.com)';
  for (const [path, title] of [
    ['/', 'Dashboard'],
    ['/contracts', 'Contracts'],
    ['/profile', 'Profile'],
  ] as const) {
    await page.goto(path);
    await expect(heading(page, title)).toBeVisible();
    await expect(bar).toContainText(says);
    await expect(bar.getByRole('button', { name: 'Stop Impersonating' })).toBeVisible();
  }
  // Still there once the page is scrolled.
  await page.goto('/contracts');
  await page.mouse.wheel(0, 2000);
  await expect(bar).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'impersonation-bar');
  expect(await serious(page, '[aria-label="Impersonation"]')).toEqual([]);

  await bar.getByRole('button', { name: 'Stop Impersonating' }).click();
  await expect(page).toHaveURL('/');
  await expect(profileButton(page, USERS.admin)).toBeVisible();
  await expect(bar).toHaveCount(0);
});

/** Labels of the section's fields whose text is cut off (ellipsis), by their text. */
async function cutLabels(section: Locator): Promise<string[]> {
  return section
    .locator('label')
    .evaluateAll((labels) =>
      labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent ?? ''),
    );
}

test('the agreement form: every label reads whole at 1366 and 1280 px, usable at 390 px', async ({
  page,
}) => {
  const standard = await contractAtAgreement(staff, riverside, 'veterinary');
  let select = await staff.create(riverside, {
    ...apiCustomer(uniqueEmail('select.labels'), 'veterinary'),
    is_select: true,
  });
  select = await staff.act(select, { action: 'OVERRIDE-CSR' });
  select = await staff.act(select, { action: 'ACCEPT-CSR' });
  await loginAs(page, USERS.create);
  for (const width of [1366, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await openContract(page, standard.id);
    const agreement = await openSection(page, 'Agreement');
    await expect(agreement.getByRole('textbox', { name: 'Number of payments' })).toBeVisible();
    expect(await cutLabels(agreement), `cut labels at ${width} px`).toEqual([]);
    await shot(page, `agreement-${width}`, true);

    await openContract(page, select.id);
    const selectAgreement = flowSection(page, 'Agreement');
    await expect(selectAgreement.getByRole('textbox', { name: 'Emergency phone' })).toBeVisible();
    expect(await cutLabels(selectAgreement), `cut labels of the select agreement at ${width} px`).toEqual([]);
    await shot(page, `select-agreement-${width}`, true);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await openContract(page, standard.id);
  const agreement = await openSection(page, 'Agreement');
  const payments = agreement.getByRole('textbox', { name: 'Number of payments' });
  await payments.fill('12');
  await expect(payments).toHaveValue('12');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(0);
  const box = await payments.boundingBox();
  expect(box?.width ?? 0, 'a field takes the width of the phone').toBeGreaterThan(250);
  expect(await cutLabels(agreement), 'cut labels at 390 px').toEqual([]);
  await shot(page, 'agreement-390', true);
  await expect(sectionOf(page, 'Agreement')).toBeVisible();
});
