// Impersonation (spec §4, §2 Modals and Profile menu): an internal admin picks a user (name, email,
// id) and confirms; the session becomes that user on the dashboard; Stop Impersonating returns.
import { expect, test, type Page } from '@playwright/test';
import { SERVICES, USERS, type DemoUser } from './demo-users';
import { expectHeaderOf, heading, loginAs, openProfileMenu, profileButton, sidebar } from './helpers';

async function goToProfile(page: Page, user: DemoUser): Promise<void> {
  const menu = await openProfileMenu(page, user);
  await menu.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(heading(page, 'Profile')).toBeVisible();
}

test('an internal admin impersonates a user and stops impersonating', async ({ page }) => {
  await loginAs(page, USERS.admin);
  await goToProfile(page, USERS.admin);

  let menu = await openProfileMenu(page, USERS.admin);
  await menu.getByRole('menuitem', { name: 'Impersonate User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Impersonate User' });
  await expect(dialog).toBeVisible();
  // 75% of the 1366 px window.
  await expect.poll(async () => (await dialog.boundingBox())?.width).toBeCloseTo(1366 * 0.75, -1);

  // Every user is listed with name, email and id.
  const users = dialog.getByRole('list', { name: 'Users' });
  await expect
    .poll(async () => {
      const rows = await users.getByRole('button').allInnerTexts();
      const listed = (u: DemoUser) =>
        rows.some((row) => row.includes(u.name) && row.includes(u.email) && /\bid \d+/.test(row));
      return Object.values(USERS)
        .filter((u) => !listed(u))
        .map((u) => u.email);
    }, 'users missing from the list')
    .toEqual([]);
  const impersonate = dialog.getByRole('button', { name: 'Impersonate', exact: true });
  await expect(impersonate).toBeDisabled();

  await dialog.getByLabel('Search by name, email or id').fill('dental@');
  await expect(users.getByRole('button')).toHaveCount(1);
  await users.getByRole('button', { name: new RegExp(USERS.dental.name) }).click();
  await impersonate.click();

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/');
  await expect(heading(page, 'Dashboard')).toBeVisible();
  await expect(profileButton(page, USERS.dental)).toBeVisible();
  await expectHeaderOf(page, USERS.dental, SERVICES.dental);
  await expect(sidebar(page).getByRole('link', { name: 'Waiting Signature' })).toBeVisible();
  for (const adminOnly of ['Started Today', 'Incomplete/Waiting', 'Permissions', 'Reports']) {
    await expect(sidebar(page).getByRole('link', { name: adminOnly, exact: true })).toHaveCount(0);
  }
  menu = await openProfileMenu(page, USERS.dental);
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Announcements',
    'Profile',
    'Stop Impersonating',
    'Logout',
  ]);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await goToProfile(page, USERS.dental);
  menu = await openProfileMenu(page, USERS.dental);
  await menu.getByRole('menuitem', { name: 'Stop Impersonating' }).click();

  await expect(page).toHaveURL('/');
  await expect(profileButton(page, USERS.admin)).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Started Today' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Waiting Signature' })).toHaveCount(0);
  menu = await openProfileMenu(page, USERS.admin);
  await expect(menu.getByRole('menuitem', { name: 'Impersonate User' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Stop Impersonating' })).toHaveCount(0);
});
