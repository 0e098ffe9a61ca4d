// Full-page screenshots of the landing layout and of the main layout for a veterinary and a dental
// facility user, into test-results/screens/ for a person to look at. Each also checks that nothing
// spills sideways out of the window.
import { expect, test, type Page } from '@playwright/test';
import { SERVICES, USERS } from './demo-users';
import { expectHeaderOf, heading, loginAs, sidebar } from './helpers';

const PHONE = { width: 390, height: 844 };

async function shoot(page: Page, name: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true, animations: 'disabled' });
}

test('landing page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByText('PayPlan Practice Financing')).toBeVisible();
  await shoot(page, 'landing');
});

test('landing page on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await shoot(page, 'landing-phone');
});

test('main layout, veterinary facility user', async ({ page }) => {
  await loginAs(page, USERS.facilityAdmin);
  await expect(heading(page, 'Dashboard')).toBeVisible();
  await expectHeaderOf(page, USERS.facilityAdmin, SERVICES.veterinary);
  await sidebar(page).getByRole('button', { name: 'Tools for success' }).click();
  await expect(sidebar(page).getByRole('link', { name: 'Best Practices' })).toBeVisible();
  await shoot(page, 'main-veterinary');
});

test('main layout, dental facility user', async ({ page }) => {
  await loginAs(page, USERS.dental);
  await expect(heading(page, 'Dashboard')).toBeVisible();
  await expectHeaderOf(page, USERS.dental, SERVICES.dental);
  await sidebar(page).getByRole('button', { name: 'Tools for success' }).click();
  await expect(sidebar(page).getByRole('link', { name: 'Schedule Training' })).toBeVisible();
  await shoot(page, 'main-dental');
});

test('main layout on a phone, veterinary facility user', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await loginAs(page, USERS.facilityAdmin);
  await expect(heading(page, 'Dashboard')).toBeVisible();
  await expect(page.getByTestId('current-facility')).toHaveText(USERS.facilityAdmin.facility);
  await shoot(page, 'main-veterinary-phone');
});
