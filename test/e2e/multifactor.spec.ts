// Multifactor login (spec §7 Auth, §8 multifactorEmailSent): after the password the user is told to
// open the emailed link; the link completes the login, once.
import { expect, test } from '@playwright/test';
import { SERVICES, USERS } from './demo-users';
import { expectHeaderOf, heading, profileButton, sidebar, submitLogin } from './helpers';
import { linkFromEmail, loginAdmin } from './outbox';

const EMAIL_SENT =
  'Verification email sent. Click the link in the email to complete multifactor authentication.';
const LINK_EXPIRED = 'This link has expired or has already been used.';

test('the emailed multifactor link completes the login, and works once', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  // Emails from before this test do not count (a second of slack for the clocks' resolution).
  const since = new Date(Date.now() - 1_000);
  await page.goto('/login');
  await submitLogin(page, USERS.mfa.email);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(EMAIL_SENT)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  const api = await playwright.request.newContext({ baseURL });
  const csrfToken = await loginAdmin(api);
  const link = await linkFromEmail(api, csrfToken, {
    to: USERS.mfa.email,
    subject: 'complete your sign-in',
    since,
  });
  await api.dispose();
  expect(link.pathname).toBe('/login/verify');
  expect(link.searchParams.get('token')).toBeTruthy();

  // The link names PUBLIC_URL's host; open it on the tested server's address.
  const path = link.pathname + link.search;
  await page.goto(path);
  await expect(page).toHaveURL('/');
  await expect(heading(page, 'Dashboard')).toBeVisible();
  await expect(profileButton(page, USERS.mfa)).toBeVisible();
  await expectHeaderOf(page, USERS.mfa, SERVICES.general);
  // A general business: no 'Tools for success'.
  await expect(sidebar(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: 'Tools for success' })).toHaveCount(0);

  // A second browser opening the same link is refused.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(new URL(path, baseURL).href);
  await expect(otherPage.getByText(LINK_EXPIRED)).toBeVisible();
  await other.close();
});
