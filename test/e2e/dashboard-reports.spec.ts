// The dashboard and the practice's numbers (issue 12): the dashboard's counts open the lists they
// count, Remittance and Summary as a facility admin with a chart drawn, each screen free of serious
// accessibility violations. Screenshots land in the run's output folder for a person to look at.
import { expect, test, type Page } from '@playwright/test';
import { USERS } from './demo-users';
import { loginAs, expectNoSeriousViolations } from './helpers';

const SCREENS = `${process.env.E2E_PORT ? `test-results-${process.env.E2E_PORT}` : 'test-results'}/screens`;
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true, animations: 'disabled' });

test('the dashboard counts open the lists they count', async ({ page }) => {
  await loginAs(page, USERS.create);
  const today = page.getByRole('region', { name: 'Needs you today' });
  for (const [label, path] of [
    ['Waiting signature', '/contracts?status=waiting-signature'],
    ['Missed payments', '/contracts?status=missed-payments'],
    ['Bank account flagged bad', '/contracts?status=bank-flagged'],
    ['Incomplete, started over 7 days ago', '/contracts?status=incomplete-stale'],
    [
      'CSRs waiting practice approval',
      '/contracts?status=waiting-csr&search_csr_status=RECEIVED+AUTHORIZATION',
    ],
  ] as const) {
    await page.goto('/');
    const tile = today.getByRole('link', { name: new RegExp(`^\\d+ ${label}$`) });
    const count = Number((await tile.getAttribute('aria-label'))?.split(' ')[0]);
    // The list's own count of the view the tile opens (the grid renders only the rows in sight).
    const listed = page.waitForResponse((r) => r.url().includes('/api/crud/contract?'));
    await tile.click();
    await expect(page).toHaveURL(path);
    expect((await (await listed).json()).count).toBe(count);
  }
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'New Contract' })).toBeVisible();
  // Staff see no aging; the charts are drawn once scrolled near (issue 17: not in a phone's first load).
  await expect(page.getByRole('region', { name: /Aging/ })).toHaveCount(0);
  await page.getByRole('heading', { name: 'New plans per month' }).scrollIntoViewIfNeeded();
  await expect(page.locator('.MuiBarChart-element').first()).toBeVisible();
});

test('the dashboard of a facility admin, with aging', async ({ page }) => {
  await loginAs(page, USERS.facilityAdmin);
  await expect(page.getByRole('region', { name: /Aging/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New plans per month' })).toBeVisible();
  await expect(page.locator('svg rect').first()).toBeVisible();
  await shot(page, 'dashboard-facility-admin');
  await expectNoSeriousViolations(page);
});

test('Remittance: last month statement and its lines', async ({ page }) => {
  await loginAs(page, USERS.facilityAdmin);
  await page.goto('/reports/remittance');
  const statement = page.getByRole('region', { name: /^Statement / }).or(page.getByLabel(/^Statement /));
  await expect(statement.first()).toBeVisible();
  await expect(statement.first()).toContainText('Net paid');
  await expect(page.getByRole('link', { name: 'PDF statement' }).first()).toBeVisible();
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  const pdf = await page.request.get(
    (await page.getByRole('link', { name: 'PDF statement' }).first().getAttribute('href'))!,
  );
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await shot(page, 'remittance');
  await expectNoSeriousViolations(page);
});

test('Summary: months and facilities with a chart', async ({ page }) => {
  await loginAs(page, USERS.facilityAdmin);
  await page.goto('/reports/summary');
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  await expect(page.locator('.report-chart .MuiLineChart-line').first()).toBeVisible();
  await shot(page, 'summary');
  await expectNoSeriousViolations(page);
});

test('Analysis: twelve months with charts and the table beneath', async ({ page }) => {
  await loginAs(page, USERS.facilityAdmin);
  await page.goto('/reports/analysis');
  await expect(page.getByRole('grid', { name: 'Analysis by month' }).getByRole('row')).toHaveCount(13);
  await expect(page.locator('.report-chart .MuiLineChart-line').first()).toBeVisible();
  await expect(page.locator('.report-chart .MuiBarChart-element').first()).toBeVisible();
  await shot(page, 'analysis');
  await expectNoSeriousViolations(page);
});

test('Enterprise reports as an internal admin', async ({ page }) => {
  await loginAs(page, USERS.admin);
  await page.goto('/enterprise_reports');
  const clients = page.getByRole('grid', { name: 'Clients and facilities' });
  await expect(clients.getByRole('row', { name: /Riverside Veterinary Group/ }).first()).toBeVisible();
  await expect(
    page.getByRole('grid', { name: 'Return rates' }).getByRole('row', { name: /All practices/ }),
  ).toBeVisible();
  await expect(page.locator('.report-chart .MuiBarChart-element').first()).toBeVisible();
  // The twelve months' Analysis of every client, one row per client with its facilities beneath.
  const analysis = page.getByRole('grid', { name: 'Analysis of clients and facilities' });
  await expect(analysis.getByRole('row', { name: /Riverside Veterinary Group/ }).first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Analysis of every client' }).getByRole('link', { name: 'CSV' }),
  ).toHaveAttribute('href', /\/api\/enterprise\/analysis\?month=\d{4}-\d{2}&output_format=csv/);
  await shot(page, 'enterprise-reports');
  await expectNoSeriousViolations(page);
});

test('a client admin is refused Enterprise reports', async ({ page }) => {
  await loginAs(page, USERS.clientAdmin);
  await page.goto('/enterprise_reports');
  await expect(page).toHaveURL(/\/error\/not-authorized/);
});

test('read@ is refused the reports', async ({ page }) => {
  await loginAs(page, USERS.read);
  await page.goto('/reports/summary');
  await expect(page).toHaveURL(/\/error\/not-authorized/);
});
