// Requesting a change of customer information from the contract in Chromium (spec §3, §4 Change of
// information load, §5 Change of information rules): create@ opens the seed's live account at
// Riverside (Ava Garcia), looks at each kind of change, asks for a cancellation — an earlier date
// shows the rule's message — and sees it pending, still after a reload. The servicer's batch runs at
// 01:00 New York, so the request stays pending for the rest of the run (the seed is fresh per server).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addBusinessDays, businessToday } from '../../src/shared/calendar';
import { formatDisplayDate } from '../../src/shared/dates';
import { openContract } from './contract-flows-helpers';
import { USERS } from './demo-users';
import { loginAs } from './helpers';
import { StaffApi } from './staff-api';

test.describe.configure({ timeout: 120_000 });

const BUTTON = 'Request change of information';
const today = businessToday();

async function shot(page: Page, name: string) {
  await page.screenshot({
    path: `${test.info().project.outputDir}/screens/change-of-information-${name}.png`,
    animations: 'disabled',
  });
}

/** The seed's live account at Riverside (its id differs per seeding). */
async function avaGarcia(api: APIRequestContext) {
  const staff = new StaffApi(api);
  await staff.login(USERS.create.email);
  const { rows } = await staff.get<{ rows: { id: number; status: string }[] }>('/api/crud/contract', {
    search_customer_last_name: 'Garcia',
  });
  const [row] = rows.filter((r) => r.status === 'ACTIVE');
  return row.id;
}

test('a cancellation requested on a live account is pending, also after a reload', async ({
  page,
  playwright,
  baseURL,
}) => {
  const id = await avaGarcia(await playwright.request.newContext({ baseURL }));
  await loginAs(page, USERS.create);
  await openContract(page, id);
  const request = page.getByRole('button', { name: BUTTON });
  await expect(request).toBeEnabled();
  await request.click();
  const dialog = page.getByRole('dialog', { name: 'Request change of information' });
  await expect(dialog).toBeVisible();
  await shot(page, 'dialog');

  await dialog.getByRole('checkbox', { name: 'Personal information change' }).check();
  await expect(dialog.getByLabel('Last name')).toHaveValue('Garcia');
  await shot(page, 'personal');
  await dialog.getByRole('checkbox', { name: 'Personal information change' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Billing date change' }).check();
  await expect(dialog.getByLabel('Next payment due date')).toBeVisible();
  await shot(page, 'billing-date');
  await dialog.getByRole('checkbox', { name: 'Billing date change' }).uncheck();

  await dialog.getByRole('checkbox', { name: 'Cancellation' }).check();
  await dialog.getByLabel('Reason for cancellation').selectOption({ label: 'Customer Request' });
  const date = dialog.getByLabel('Date of cancellation');
  await date.fill(formatDisplayDate(addBusinessDays(today, 1)));
  await date.blur();
  const earliest = formatDisplayDate(addBusinessDays(today, 3));
  await expect(
    dialog.getByText(`Must be at least 3 business days from today (${earliest} or later).`),
  ).toBeVisible();
  await shot(page, 'cancellation-too-soon');
  await date.fill(earliest);
  await date.blur();
  await expect(dialog.getByText(/Must be at least 3 business days/)).toHaveCount(0);
  await shot(page, 'cancellation');
  await dialog.getByRole('button', { name: 'Send request' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Change of information requested/)).toBeVisible();
  const pending = page.getByRole('status', { name: 'Change of information pending' });
  await expect(pending).toContainText('Cancellation');
  await expect(request).toBeDisabled();
  await expect(page.getByText('A change of information is already pending for this contract.')).toBeVisible();
  await pending.scrollIntoViewIfNeeded();
  await shot(page, 'pending');

  await page.reload();
  await expect(page.getByRole('status', { name: 'Change of information pending' })).toContainText(
    'Cancellation',
  );
  await expect(page.getByRole('button', { name: BUTTON })).toBeDisabled();
});

test('a read-only user sees the pending request and no button', async ({ page, playwright, baseURL }) => {
  const id = await avaGarcia(await playwright.request.newContext({ baseURL }));
  await loginAs(page, USERS.read);
  await openContract(page, id);
  await expect(page.getByRole('status', { name: 'Change of information pending' })).toBeVisible();
  await expect(page.getByRole('button', { name: BUTTON })).toHaveCount(0);
});
