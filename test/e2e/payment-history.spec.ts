// The payment history in Chromium (spec §2 payment-history, §3 servicing fields, §7 apply_payment and
// send_pif_email; issues 6 and 11), on the histories the servicing engine made of the demo accounts up
// to the seed day (db/seed/index.ts): Noah Payoff's debits returned R01, each with its return fee,
// re-presented and paid, with the running balance and its CSV; Liam Collect, whose debits always
// return, in COLLECT with late fees; a payment that draws a warning, confirmed, on a live account of the
// seed's volume (the named demo accounts keep the figures the rewrite tests read); Grace Fullpay, paid
// in full, her email sent by the engine and found in the outbox; a read-only user; and screenshots into
// test-results-<port>/screens/payment-history-*.png.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { formatDisplayDate } from '../../src/shared/dates';
import { formatMoney } from '../../src/shared/money';
import { contractActions, dialogNamed, openContract } from './contract-flows-helpers';
import { notice } from './contract-editor';
import { USERS, type DemoUser } from './demo-users';
import { loginAs } from './helpers';
import { loginAdmin } from './outbox';
import { StaffApi, type ContractView } from './staff-api';

// Two cores shared by several runs: a flow that takes 20 s alone may take twice that.
test.describe.configure({ timeout: 120_000 });

interface PaymentRow {
  id: number;
  date: string;
  type: string;
  description: string | null;
  payment_amount: number | null;
  fee_amount: number | null;
  return_amount: number | null;
  return_reason: string | null;
  balance: number;
}

const NAMED_ACCOUNTS = ['Garcia', 'Payoff', 'Collect', 'Nextdebit', 'Fullpay', 'Lopez'];

async function staffAs(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  user: DemoUser,
) {
  const staff = new StaffApi(await playwright.request.newContext({ baseURL }));
  await staff.login(user.email);
  return staff;
}

/** A seed account by its customer's last name (its id differs per seeding). */
async function account(staff: StaffApi, lastName: string): Promise<ContractView> {
  const { rows } = await staff.get<{ rows: { id: number; customer_last_name: string }[] }>(
    '/api/crud/contract',
    { search_customer_last_name: lastName },
  );
  const row = rows.find((r) => r.customer_last_name === lastName);
  expect(row, `the seed's ${lastName} account`).toBeDefined();
  return staff.reload({ id: row?.id } as ContractView);
}

const payments = (staff: StaffApi, contractId: number) =>
  staff.get<{ rows: PaymentRow[] }>('/api/crud/payment', { contract_id: contractId });

const paymentsTable = (page: Page) => page.getByRole('table', { name: 'Payments' });
const summaryValue = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Account summary' })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

async function openHistory(page: Page, contractId: number, name: string): Promise<void> {
  await page.goto(`/contracts/${contractId}/payment-history`);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible({ timeout: 20_000 });
}

/** A full-page screenshot for a person to look at; nothing may spill sideways. */
async function shoot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
  const tableOverflow = await page
    .locator('.MuiTableContainer-root')
    .evaluateAll((tables) => tables.map((t) => t.scrollWidth - t.clientWidth));
  expect(
    tableOverflow.every((o) => o <= 0),
    'the payments fit without scrolling sideways',
  ).toBe(true);
  const dir = `${test.info().project.outputDir}/screens`;
  await page.screenshot({ path: `${dir}/payment-history-${name}.png`, fullPage, animations: 'disabled' });
}

test("Noah Payoff's history: the returned debit, the fees and the running balance; the CSV", async ({
  page,
  playwright,
  baseURL,
}) => {
  const staff = await staffAs(playwright, baseURL, USERS.create);
  const noah = await account(staff, 'Payoff');
  const { rows } = await payments(staff, noah.id);
  expect(rows.some((r) => r.type === 'RETURN' && r.return_reason === 'R01 Insufficient Funds')).toBe(true);
  expect(rows.some((r) => /presentment 2/.test(r.description ?? ''))).toBe(true);

  await loginAs(page, USERS.create);
  await openContract(page, noah.id);
  await contractActions(page).getByRole('link', { name: 'Payment history' }).click();
  await expect(page).toHaveURL(new RegExp(`/contracts/${noah.id}/payment-history$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Noah Payoff' })).toBeVisible();

  // Every row as the server keeps it, its balance the one left after it.
  const table = paymentsTable(page);
  const lines = table.locator('tbody tr');
  await expect(lines).toHaveCount(rows.length);
  for (const [i, row] of rows.entries()) {
    await expect(lines.nth(i).locator('td').last()).toHaveText(formatMoney(row.balance));
  }
  const returned = rows.find((r) => r.type === 'RETURN') as PaymentRow;
  await expect(table.locator('tbody tr[data-returned]').first()).toContainText(
    `Returned ${formatDisplayDate(returned.date)}`,
  );
  await expect(table.locator('tbody tr[data-return]').first()).toContainText('R01 Insufficient Funds');
  await expect(lines.filter({ hasText: 'Returned payment fee' }).first()).toContainText('$25.00');
  // The re-presentment that paid, right after the return.
  await expect(lines.filter({ hasText: 'payment 1, presentment 2' })).toContainText(
    formatMoney(rows[0].payment_amount as number),
  );
  await expect(table.locator('tfoot')).toContainText('Totals');

  await expect(summaryValue(page, 'Payoff')).toHaveText(formatMoney(noah.payoff_amount as number));
  await expect(summaryValue(page, 'Return fee due')).toHaveText(formatMoney(noah.return_fee_due as number));
  await expect(summaryValue(page, 'Return reason')).toHaveText('R01 Insufficient Funds');
  await shoot(page, 'veterinary');

  // The CSV: the on-screen headers, then the returned debit with its reason.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const [header, ...records] = csv.trim().split(/\r?\n/);
  expect(header).toMatch(/Date/);
  expect(header).toMatch(/Balance/);
  expect(records).toHaveLength(rows.length);
  expect(records.some((r) => r.includes('R01 Insufficient Funds'))).toBe(true);

  await page.setViewportSize({ width: 1024, height: 768 });
  await shoot(page, 'veterinary-1024');
});

test('a payment above what is due: the warning, Apply anyway, the new row and the lower balance', async ({
  page,
  playwright,
  baseURL,
}) => {
  const staff = await staffAs(playwright, baseURL, USERS.create);
  // A live account of the seed's volume with a balance left (the named accounts keep their figures).
  const { rows: live } = await staff.get<{
    rows: { id: number; customer_last_name: string; status: string }[];
  }>('/api/crud/contract', { search_status: 'ACTIVE', limit: 200 });
  let target: ContractView | null = null;
  for (const row of live.filter((r) => !NAMED_ACCOUNTS.includes(r.customer_last_name))) {
    const view = await staff.reload({ id: row.id } as ContractView);
    if (Number(view.remaining_agreement_balance) > 100) {
      target = view;
      break;
    }
  }
  expect(target, 'a live volume account with a balance').not.toBeNull();
  const contract = target as ContractView;
  const before = Number(contract.remaining_agreement_balance);
  const due = Number(contract.total_del_and_cur_pmts_owed ?? contract.total_pmts_due ?? 0);
  const amount = Math.round((due + 50) * 100) / 100;
  const name = `${String(contract.customer_first_name)} ${String(contract.customer_last_name)}`;

  await loginAs(page, USERS.create);
  await openHistory(page, contract.id, name);
  const rowsBefore = await paymentsTable(page).locator('tbody tr').count();

  await page.getByRole('button', { name: 'Apply payment' }).click();
  const dialog = dialogNamed(page, 'Apply Payment');
  await dialog.getByRole('textbox', { name: /Payment amount/ }).fill(String(amount));
  await shoot(page, 'apply-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Apply payment' }).click();

  const confirm = dialogNamed(page, 'Apply This Payment?');
  await expect(confirm).toContainText(`The payment of ${formatMoney(amount)} is more than`);
  await shoot(page, 'apply-warning', { fullPage: false });
  await confirm.getByRole('button', { name: 'Apply anyway' }).click();
  await expect(notice(page, `The payment of ${formatMoney(amount)} was applied.`)).toBeVisible();
  await expect(confirm).toBeHidden();

  const lines = paymentsTable(page).locator('tbody tr');
  await expect(lines).toHaveCount(rowsBefore + 1);
  const after = await staff.reload(contract);
  expect(Number(after.remaining_agreement_balance)).toBeCloseTo(before - amount, 2);
  await expect(summaryValue(page, 'Remaining balance')).toHaveText(
    formatMoney(Number(after.remaining_agreement_balance)),
  );
  const newest = lines.filter({ hasText: 'Paid at the practice' }).last();
  await expect(newest).toContainText(formatMoney(amount));
});

test('paying exactly the payoff: the warning says so, the unearned finance charge is rebated, nothing is owed', async ({
  page,
  playwright,
  baseURL,
}) => {
  const staff = await staffAs(playwright, baseURL, USERS.create);
  // A live volume account with finance charge still unearned (payoff below the remaining balance),
  // taken from the other end of the list than the test above.
  const { rows: live } = await staff.get<{
    rows: { id: number; customer_last_name: string }[];
  }>('/api/crud/contract', { search_status: 'ACTIVE', limit: 200 });
  let target: ContractView | null = null;
  for (const row of live.filter((r) => !NAMED_ACCOUNTS.includes(r.customer_last_name)).reverse()) {
    const view = await staff.reload({ id: row.id } as ContractView);
    if (Number(view.remaining_agreement_balance) - Number(view.payoff_amount) > 5) {
      target = view;
      break;
    }
  }
  expect(target, 'a live volume account with unearned finance charge').not.toBeNull();
  const contract = target as ContractView;
  const payoff = Number(contract.total_payoff_with_fees);
  const rebate =
    Math.round((Number(contract.remaining_agreement_balance) - Number(contract.payoff_amount)) * 100) / 100;
  const name = `${String(contract.customer_first_name)} ${String(contract.customer_last_name)}`;

  await loginAs(page, USERS.create);
  await openHistory(page, contract.id, name);
  await page.getByRole('button', { name: 'Apply payment' }).click();
  const dialog = dialogNamed(page, 'Apply Payment');
  await dialog.getByRole('textbox', { name: /Payment amount/ }).fill(payoff.toFixed(2));
  await dialog.getByRole('button', { name: 'Apply payment' }).click();
  const confirm = dialogNamed(page, 'Apply This Payment?');
  await expect(confirm).toContainText(
    `The payment of ${formatMoney(payoff)} pays the account off. The unearned finance charge of ${formatMoney(rebate)} will be rebated`,
  );
  await confirm.getByRole('button', { name: 'Apply anyway' }).click();
  await expect(confirm).toBeHidden();

  const credit = paymentsTable(page).locator('tbody tr').filter({ hasText: 'Finance charge rebate' });
  await expect(credit).toContainText(formatMoney(rebate));
  await expect(credit).toContainText('credit, not a payment');
  await expect(summaryValue(page, 'Remaining balance')).toHaveText(formatMoney(0));
  await shoot(page, 'payoff-rebate');
});

test('Grace Fullpay: paid in full, the email sent by the servicing engine once and in the outbox', async ({
  page,
  playwright,
  baseURL,
}) => {
  const staff = await staffAs(playwright, baseURL, USERS.create);
  const grace = await account(staff, 'Fullpay');
  expect(grace).toMatchObject({
    remaining_agreement_balance: 0,
    total_payoff_with_fees: 0,
    pif_email_sent: true,
  });

  await loginAs(page, USERS.create);
  await openHistory(page, grace.id, 'Grace Fullpay');
  await expect(summaryValue(page, 'Remaining balance')).toHaveText('$0.00');
  await expect(page.getByText('Paid-in-full email sent')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send paid-in-full email' })).toHaveCount(0);
  await shoot(page, 'paid-in-full');

  const admin = await playwright.request.newContext({ baseURL });
  const csrf = await loginAdmin(admin);
  const response = await admin.get('/api/outbox', {
    params: { to: String(grace.customer_email) },
    headers: { 'csrf-token': csrf },
  });
  const messages = (await response.json()) as { subject: string | null }[];
  expect(messages.filter((m) => /paid in full/i.test(m.subject ?? ''))).toHaveLength(1);
});

test('Liam Collect: every debit returned, late fees, in collection, as staff see it', async ({
  page,
  playwright,
  baseURL,
}) => {
  const staff = await staffAs(playwright, baseURL, USERS.create);
  const liam = await account(staff, 'Collect');
  expect(liam.status).toBe('COLLECT');
  expect(Number(liam.days_late)).toBeGreaterThan(90);
  await loginAs(page, USERS.create);
  await openHistory(page, liam.id, 'Liam Collect');
  const lines = paymentsTable(page).locator('tbody tr');
  await expect(lines.filter({ hasText: 'Late fee' }).first()).toBeVisible();
  await expect(lines.filter({ hasText: 'presentment 3' }).first()).toBeVisible();
  await expect(summaryValue(page, 'Days late')).toHaveText(String(liam.days_late));
  await expect(summaryValue(page, 'Past-due payments owed')).toHaveText(
    formatMoney(Number(liam.total_del_pmts_owed)),
  );
  await shoot(page, 'collect');
});

test('a read-only user sees the history and the exports, without Apply or Send', async ({
  page,
  playwright,
  baseURL,
}) => {
  const staff = await staffAs(playwright, baseURL, USERS.read);
  const noah = await account(staff, 'Payoff');
  await loginAs(page, USERS.read);
  await openHistory(page, noah.id, 'Noah Payoff');
  await expect(paymentsTable(page).locator('tbody tr[data-return]').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'CSV' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Excel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply payment' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send paid-in-full email' })).toHaveCount(0);
});

test('a dental account: James Lopez at Bright Smiles, on schedule', async ({ page, playwright, baseURL }) => {
  const staff = await staffAs(playwright, baseURL, USERS.dental);
  const james = await account(staff, 'Lopez');
  await loginAs(page, USERS.dental);
  await openHistory(page, james.id, 'James Lopez');
  await expect(paymentsTable(page).locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account summary' }).getByText('Days late')).toHaveCount(0);
  await shoot(page, 'dental');
});
