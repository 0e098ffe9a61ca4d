// The login page on a fresh load (issue 17): it paints from the entry alone (React and index.html's
// CSS, no MUI, store or router), is accessible as it stands, and hands over to the app once logged in.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { USERS } from './demo-users';
import { heading, profileButton, submitLogin } from './helpers';

/** The scripts the page ran (script elements), by chunk name: prefetched chunks are not among them. */
const scriptsRun = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script')
      .map((e) => new URL(e.name).pathname.replace(/^\/static\/js\/|\.[0-9a-f]+\.js$/g, ''))
      .sort(),
  );

test('a fresh /login runs the entry only, is axe clean, and focuses the email after painting', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
  expect(await scriptsRun(page)).toEqual(['main', 'vendor-react']);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
});

test('logging in on the fresh page starts the app on the page asked for', async ({ page }) => {
  await page.goto('/login?next=%2Fprofile');
  await submitLogin(page, USERS.create.email);
  await expect(page).toHaveURL('/profile');
  await expect(heading(page, 'Profile')).toBeVisible();
  await expect(profileButton(page, USERS.create)).toBeVisible();
});
