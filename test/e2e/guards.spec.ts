// Route guards and error pages (spec §2, §6 Route needs): unknown paths go to error not-found; a
// logged-in user without the right goes to error not-authorized.
import { expect, test, type Page } from '@playwright/test';
import { USERS } from './demo-users';
import { heading, loginAs, sidebar } from './helpers';

async function expectNotAuthorized(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page, `${path} is refused`).toHaveURL('/error/not-authorized');
  await expect(page.getByText('Not authorized', { exact: true })).toBeVisible();
}

test('an unknown path goes to error not-found, logged out or in', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/error/not-found');
  await expect(page.getByText('Page not found')).toBeVisible();

  await loginAs(page, USERS.read);
  await page.goto('/contracts-typo?x=1');
  await expect(page).toHaveURL('/error/not-found');
  await expect(page.getByText('Page not found')).toBeVisible();
  await expect(sidebar(page)).toBeVisible();
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL('/');
});

test('read@ is refused the admin and report routes', async ({ page }) => {
  await loginAs(page, USERS.read);
  for (const path of ['/permissions/ebcs', '/permissions', '/reports', '/banners', '/enterprise_reports']) {
    await expectNotAuthorized(page, path);
  }
});

test('a facility admin reaches Permissions but not EBCS Users', async ({ page }) => {
  await loginAs(page, USERS.facilityAdmin);
  await page.goto('/permissions');
  await expect(heading(page, 'Permissions')).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'EBCS Users' })).toHaveCount(0);
  await expectNotAuthorized(page, '/permissions/ebcs');
});

test('an internal admin reaches EBCS Users from the Permissions screen', async ({ page }) => {
  await loginAs(page, USERS.admin);
  await expect(sidebar(page).getByRole('link', { name: 'EBCS Users' })).toHaveCount(0);
  await sidebar(page).getByRole('link', { name: 'Permissions' }).click();
  await expect(heading(page, 'Permissions')).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'EBCS Users' }).click();
  await expect(page).toHaveURL('/permissions/ebcs');
  await expect(heading(page, 'EBCS Users')).toBeVisible();
});

test('/reports/sales goes to New Agreements', async ({ page }) => {
  await loginAs(page, USERS.facilityAdmin);
  await page.goto('/reports/sales');
  await expect(page).toHaveURL('/reports/new-agreements');
  await expect(heading(page, 'New Agreements')).toBeVisible();
});
