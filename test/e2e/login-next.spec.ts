// Guard and logout (spec §2): a protected page sends a logged-out user to /login?next=…; logging in
// returns there; /logout goes to login with next set to the page the user left.
import { expect, test } from '@playwright/test';
import { USERS } from './demo-users';
import { heading, loginAs, openProfileMenu, sidebar } from './helpers';

const REPORTS = [
  'Payments Made',
  'New Agreements',
  'Status Change',
  'Past Due Accounts',
  'Accounts Receivable',
  'Remittance',
  'Summary',
  'Analysis',
];

test('login?next returns to the protected page; Logout sets next to the page left', async ({ page }) => {
  await page.goto('/reports/payments');
  await expect(page).toHaveURL('/login?next=%2Freports%2Fpayments');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();

  await loginAs(page, USERS.facilityAdmin);
  await expect(page).toHaveURL('/reports/payments');
  await expect(heading(page, 'Payments Made')).toBeVisible();
  // On a report screen the sidebar lists the reports.
  for (const name of REPORTS) {
    await expect(sidebar(page).getByRole('link', { name, exact: true })).toBeVisible();
  }

  const menu = await openProfileMenu(page, USERS.facilityAdmin);
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login?next=%2Freports%2Fpayments');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();

  await loginAs(page, USERS.facilityAdmin);
  await expect(page).toHaveURL('/reports/payments');
  await expect(heading(page, 'Payments Made')).toBeVisible();
});

test('next keeps the query string of the page asked for', async ({ page }) => {
  await page.goto('/contracts?status=completed');
  await expect(page).toHaveURL('/login?next=%2Fcontracts%3Fstatus%3Dcompleted');

  await loginAs(page, USERS.read);
  await expect(page).toHaveURL('/contracts?status=completed');
  await expect(heading(page, 'Contracts')).toBeVisible();
});

test('the login page of a logged-in user goes on to next', async ({ page }) => {
  await loginAs(page, USERS.edit);
  await expect(page).toHaveURL('/');
  await page.goto('/login?next=%2Fprofile');
  await expect(page).toHaveURL('/profile');
  await expect(heading(page, 'Profile')).toBeVisible();
});

test('after Logout protected pages need a login again', async ({ page }) => {
  await loginAs(page, USERS.create);
  const menu = await openProfileMenu(page, USERS.create);
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login?next=%2F');

  await page.goto('/profile');
  await expect(page).toHaveURL('/login?next=%2Fprofile');
});
