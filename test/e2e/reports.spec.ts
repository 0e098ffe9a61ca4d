// The row reports (issue 12): each as facility-admin@ (figures, chart, totals row, no serious axe
// violation; screenshots to look at), a client admin widening to the whole client and back through the
// address, Payments Made scrolling past its first 1000 rows, a CSV download, a row opening its
// contract, and read@ refused /reports.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../../src/shared/messages';
import { USERS } from './demo-users';
import { heading, loginAs } from './helpers';

const SCREENS = `test-results-${process.env.E2E_PORT ?? 3210}/screens`;
test.setTimeout(120_000);
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SCREENS}/report-${name}.png`, animations: 'disabled', fullPage: true });

const grid = (page: Page, name: string) => page.getByRole('grid', { name });
const totals = (page: Page) => page.getByRole('group', { name: 'Totals' });

const REPORTS = [
  ['payments', 'Payments Made', '?date_from=2024-01-01'],
  ['new-agreements', 'New Agreements', '?date_from=2024-01-01'],
  ['status-change', 'Status Change', '?date_from=2024-01-01'],
  ['delinquent-accounts', 'Past Due Accounts', ''],
  ['accounts-receivable', 'Accounts Receivable', ''],
] as const;

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('facility-admin@ at Riverside Animal Hospital', () => {
  test.beforeEach(async ({ page }) => loginAs(page, USERS.facilityAdmin));

  for (const [path, title, query] of REPORTS) {
    test(`${title}: rows, totals, figures and chart`, async ({ page }) => {
      await page.goto(`/reports/${path}${query}`);
      await expect(heading(page, title)).toBeVisible();
      await expect(grid(page, title).getByRole('row').nth(1)).toBeVisible();
      await expect(totals(page)).toContainText('Totals (');
      await expect(page.locator('.report-chart svg').first()).toBeVisible();
      // Bars drawn, not only the axes.
      await expect
        .poll(() => page.locator('.report-chart svg .MuiBarChart-element').count())
        .toBeGreaterThan(0);
      await expect(page.getByText('Riverside Animal Hospital', { exact: true }).first()).toBeVisible();
      await shot(page, path);
      await expectNoSeriousViolations(page);
    });
  }

  test('a row opens its contract', async ({ page }) => {
    await page.goto('/reports/delinquent-accounts');
    await grid(page, 'Past Due Accounts').getByRole('row').nth(1).click();
    await expect(page).toHaveURL(/\/contracts\/\d+$/);
  });

  test('a filter goes to the address, and back restores the view', async ({ page }) => {
    await page.goto('/reports/payments?date_from=2024-01-01');
    await expect(totals(page)).toContainText('Totals (');
    await page.getByRole('combobox', { name: 'Method' }).click();
    await page.getByRole('option', { name: 'CARD' }).click();
    await expect(page).toHaveURL(/method=CARD/);
    await expect(grid(page, 'Payments Made').getByRole('gridcell', { name: 'ACH', exact: true })).toHaveCount(
      0,
    );
    await page.goBack();
    await expect(page).not.toHaveURL(/method=CARD/);
  });

  test('a date emptied leaves the range open on that side', async ({ page }) => {
    await page.goto('/reports/payments');
    await expect(totals(page)).toContainText('Totals (');
    const from = page.getByLabel('Effective from');
    await expect(from).not.toHaveValue('');
    await from.fill('');
    await expect(page).toHaveURL(/[?&]date_from=(&|$)/);
    await expect(from).toHaveValue('');
    await expect(totals(page)).toContainText('Totals (');
    await expect(page.getByRole('link', { name: 'CSV' })).toHaveAttribute('href', /[?&]date_from=&/);
  });

  test('a link with a column filter opens the filtered view', async ({ page }) => {
    await page.goto('/reports/payments?date_from=2024-01-01&search_customer=garcia');
    const payments = grid(page, 'Payments Made');
    await expect(totals(page)).toContainText('Totals (');
    const customers = await payments.locator('[data-field="customer"][role="gridcell"]').allInnerTexts();
    expect(customers.length).toBeGreaterThan(0);
    expect(new Set(customers)).toEqual(new Set(['Ava Garcia']));
  });

  test('print warns that only the rows on screen print', async ({ page }) => {
    await page.goto('/reports/delinquent-accounts');
    await expect(totals(page)).toContainText('Totals (');
    await page.getByRole('button', { name: 'Print' }).click();
    await expect(page.getByRole('dialog')).toContainText(MESSAGES.dataTablePrintWarning);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the CSV download holds the on-screen headers', async ({ page }) => {
    await page.goto('/reports/accounts-receivable');
    await expect(totals(page)).toContainText('Totals (');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'CSV' }).click(),
    ]);
    const text = await readFile((await download.path()) as string, 'utf8');
    expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^Contract #,Account #,Customer,Facility/);
    expect(download.suggestedFilename()).toMatch(/^accounts-receivable-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});

test('a client admin switches facility, then widens to every facility of the client and back', async ({
  page,
}) => {
  await loginAs(page, USERS.clientAdmin);
  await page.goto('/reports/accounts-receivable');
  await expect(totals(page)).toContainText('Totals (');
  const own = (await totals(page).innerText()).split('\n')[0];
  // Only Riverside Animal Hospital has live accounts in the demo: East has none.
  await page.getByRole('combobox', { name: 'Facility' }).click();
  await page.getByRole('option', { name: 'Riverside Pet Clinic East' }).click();
  await expect(page.getByText('Riverside Pet Clinic East', { exact: true }).last()).toBeVisible();
  await expect(totals(page)).toContainText('Totals (0 rows)');
  await page.getByRole('button', { name: 'All facilities of the client' }).click();
  await expect(page).toHaveURL(/scope=client/);
  await expect(page.getByText('All facilities of Riverside Veterinary Group')).toBeVisible();
  await expect(totals(page)).toContainText(own);
  await shot(page, 'client-scope');
  await page.goBack();
  await expect(totals(page)).toContainText('Totals (0 rows)');
});

/**
 * The demo seed has about 550 payments per client: 1,100 more, in 2019 at Riverside Grooming & Boarding
 * (no other test looks there), written to the run's database and taken away afterwards.
 */
function withThousandPayments(): () => void {
  const db = new Database(join(resolve(process.env.E2E_DATA_DIR ?? 'data/e2e'), 'payplan.sqlite'));
  const now = new Date().toISOString();
  const facility = db
    .prepare("select id from facilities where name = 'Riverside Grooming & Boarding'")
    .get() as {
    id: number;
  };
  const contract = db
    .prepare(
      `insert into contracts (facility_id, status, customer_first_name, customer_last_name, created_on, modified_on)
       values (?, 'ACTIVE', 'Thousand', 'Payments', ?, ?)`,
    )
    .run(facility.id, now, now).lastInsertRowid;
  const insert = db.prepare(
    `insert into payments (contract_id, date, amount_cents, type, created_on) values (?, ?, ?, 'PRACTICE', ?)`,
  );
  db.transaction(() => {
    for (let i = 0; i < 1100; i++)
      insert.run(contract, `2019-${String((i % 12) + 1).padStart(2, '0')}-15`, 1000 + i, now);
  })();
  db.close();
  return () => {
    const again = new Database(join(resolve(process.env.E2E_DATA_DIR ?? 'data/e2e'), 'payplan.sqlite'));
    again.prepare('delete from payments where contract_id = ?').run(contract);
    again.prepare('delete from contracts where id = ?').run(contract);
    again.close();
  };
}

test('Payments Made loads the rows after the first 1000 as the grid scrolls', async ({ page }) => {
  const cleanUp = withThousandPayments();
  try {
    await loginAs(page, USERS.clientAdmin);
    await page.goto('/reports/payments?scope=client&date_from=2019-01-01&date_to=2019-12-31');
    const payments = grid(page, 'Payments Made');
    await expect(totals(page)).toContainText('Totals (1,100 rows)');
    const scroller = payments.locator('.MuiDataGrid-virtualScroller');
    await expect(async () => {
      await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      expect(Number(await payments.getAttribute('aria-rowcount')) - 1).toBe(1100);
    }).toPass({ timeout: 30_000 });
    await shot(page, 'payments-scrolled');
  } finally {
    cleanUp();
  }
});

test('read@ is refused /reports', async ({ page }) => {
  await loginAs(page, USERS.read);
  await page.goto('/reports/payments');
  await expect(page).toHaveURL('/error/not-authorized');
});
