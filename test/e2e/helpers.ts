// Shared steps of the browser tests: logging in, and the parts of the main layout (spec §2).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, type DemoUser } from './demo-users';

/** Fills the login form already on screen and submits it. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * Logs in from the login page (opened unless the page is on it already, e.g. /login?next=…) and waits
 * for the main layout to show the user.
 */
export async function loginAs(page: Page, user: DemoUser): Promise<void> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
  await submitLogin(page, user.email);
  await expect(profileButton(page, user)).toBeVisible();
}

/** The header's profile menu button, named after the user. */
export const profileButton = (page: Page, user: DemoUser): Locator =>
  page.getByRole('banner').getByRole('button', { name: user.name, exact: true });

/** Opens the profile menu and returns it. */
export async function openProfileMenu(page: Page, user: DemoUser): Promise<Locator> {
  await profileButton(page, user).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

export const sidebar = (page: Page): Locator => page.getByRole('navigation', { name: 'Main navigation' });

export const currentFacility = (page: Page): Locator =>
  page.getByRole('banner').getByTestId('current-facility');

export const services = (page: Page): Locator =>
  page.getByRole('banner').getByRole('list', { name: 'Services' }).getByRole('listitem');

/** The route's heading in the main layout. */
export const heading = (page: Page, name: string): Locator =>
  page.getByRole('heading', { level: 1, name, exact: true });

/** Checks the header shows the user's facility "Name (0012)" and the industry's services. */
export async function expectHeaderOf(page: Page, user: DemoUser, serviceNames: string[]): Promise<void> {
  await expect(currentFacility(page)).toHaveText(user.facility);
  await expect(services(page)).toHaveText(serviceNames);
}

/** No serious or critical accessibility violation (axe) in the part of the page `include` selects. */
export async function expectNoSeriousViolations(page: Page, include = 'main'): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include(include).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
