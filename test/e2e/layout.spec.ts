// The main layout (spec §2 Layouts, Sidebar, Modals; §6 multi-facility users): page title, sidebar
// toggle, routes without a sidebar, and Switch Facility.
import { expect, test } from '@playwright/test';
import { SERVICES, USERS } from './demo-users';
import { expectHeaderOf, heading, loginAs, openProfileMenu, sidebar } from './helpers';

test('the page title names the page; the sidebar toggles closed and open', async ({ page }) => {
  await loginAs(page, USERS.read);
  await expect(page).toHaveTitle('PayPlan | Dashboard');
  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });

  await toggle.click();
  await expect(sidebar(page)).toBeHidden();
  await toggle.click();
  await expect(sidebar(page)).toBeVisible();

  await sidebar(page).getByRole('link', { name: 'Contracts', exact: true }).click();
  await expect(page).toHaveURL('/contracts');
  await expect(heading(page, 'Contracts')).toBeVisible();
  await expect(page).toHaveTitle('PayPlan | Contracts');
});

test('Announcements shows no sidebar', async ({ page }) => {
  await loginAs(page, USERS.read);
  const menu = await openProfileMenu(page, USERS.read);
  await menu.getByRole('menuitem', { name: 'Announcements' }).click();
  await expect(page).toHaveURL('/announcements');
  await expect(heading(page, 'Announcements')).toBeVisible();
  await expect(sidebar(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toHaveCount(0);
});

test('a client admin switches to a general-business facility', async ({ page }) => {
  await loginAs(page, USERS.clientAdmin);
  await page.goto('/profile');
  await expect(heading(page, 'Profile')).toBeVisible();
  const menu = await openProfileMenu(page, USERS.clientAdmin);
  await menu.getByRole('menuitem', { name: 'Switch Facility' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch Facility' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Facility' }).click();
  await page.getByRole('option', { name: 'Riverside Grooming & Boarding' }).click();

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/');
  await expectHeaderOf(
    page,
    { ...USERS.clientAdmin, facility: 'Riverside Grooming & Boarding (0012)' },
    SERVICES.general,
  );
  // A general business without CSR: no Tools for success, no Waiting CSR.
  await expect(sidebar(page).getByRole('link', { name: 'Waiting Signature' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Waiting CSR' })).toHaveCount(0);
  await expect(sidebar(page).getByRole('button', { name: 'Tools for success' })).toHaveCount(0);
});
