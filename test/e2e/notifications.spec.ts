// Notifications (spec §2, §8): top centre, 75 px from the top, 480 px wide, title and text, dismissed by
// a click; success ones would leave by themselves after 5 s, so dismissal is checked well before that.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, USERS } from './demo-users';
import { heading, loginAs, openProfileMenu, submitLogin } from './helpers';

// The notice is an alert inside notistack's alert wrapper (nested role=alert): take the innermost.
const notice = (page: Page, title: string): Locator =>
  page.getByRole('alert').filter({ hasText: title }).last();

async function expectNoticeLook(page: Page, alert: Locator): Promise<void> {
  // Measure where the notice comes to rest, after its entry transition.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  const box = await alert.boundingBox();
  const viewport = page.viewportSize();
  expect(box, 'notice on screen').not.toBeNull();
  if (!box || !viewport) return;
  expect(box.width).toBeCloseTo(480, 0);
  // The notice stack starts 75 px from the top; notistack keeps a 6 px gutter above each notice.
  expect(box.y).toBeGreaterThanOrEqual(75);
  expect(box.y).toBeLessThanOrEqual(75 + 8);
  expect(box.x + box.width / 2).toBeCloseTo(viewport.width / 2, 0);
}

test('changing the password on /profile shows a success notice that a click dismisses', async ({ page }) => {
  await loginAs(page, USERS.edit);
  await page.goto('/profile');
  await expect(heading(page, 'Profile')).toBeVisible();
  // The same password again: a valid change that leaves the demo login as it is.
  await page.getByLabel('Current password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();

  const success = notice(page, 'Success!');
  await expect(success).toBeVisible();
  await expect(success).toContainText('Your password has been changed.');
  await expectNoticeLook(page, success);

  await success.click();
  await expect(success).toBeHidden({ timeout: 2_000 });
});

test('an ended session gives the Please log in. warning, and the login page keeps next', async ({
  page,
  context,
}) => {
  // The dashboard's own calls are done first: the call that finds the session ended is the one this
  // test makes. Its stats are asked for once it has painted, after the banners and the survey prompt,
  // and on a slow machine more than half a second after them: network idle alone came too early.
  const stats = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/stats');
  await loginAs(page, USERS.read);
  await stats;
  await page.waitForLoadState('networkidle');
  await context.clearCookies();
  const menu = await openProfileMenu(page, USERS.read);
  await menu.getByRole('menuitem', { name: 'Announcements' }).click();

  const warning = notice(page, 'Please log in.');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Your session has ended. Please log in again.');
  await expectNoticeLook(page, warning);
  await expect(page).toHaveURL('/login?next=%2Fannouncements');

  await warning.click();
  await expect(warning).toBeHidden({ timeout: 2_000 });
});

test('a wrong password is refused on the login form', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, USERS.create.email, 'Wrong-pass-2026');
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
});
