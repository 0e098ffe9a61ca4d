// The terms dialog (spec §4 Terms, §9: threshold 100 px): newterms@ has not accepted the current terms.
// Accepting is stored on the server, so Decline runs first; each server start seeds a fresh database.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SERVICES, USERS } from './demo-users';
import { expectHeaderOf, heading, profileButton, sidebar, submitLogin } from './helpers';

const TERMS_MESSAGE = 'Please read and accept the updated terms and conditions to continue.';

async function openTerms(page: Page): Promise<Locator> {
  await page.goto('/login');
  await submitLogin(page, USERS.newTerms.email);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(TERMS_MESSAGE)).toBeVisible();
  return dialog;
}

/**
 * Scrolls the terms text so that its end is `fromEnd` px below the visible part, and lets the scroll
 * event and the re-render that follows it happen (two animation frames), so a check of the Accept
 * button after it sees the outcome of this scroll.
 */
async function scrollTermsTo(dialog: Locator, fromEnd: number): Promise<void> {
  await dialog.getByTestId('terms-content').evaluate(async (el, px) => {
    el.scrollTop = el.scrollHeight - el.clientHeight - px;
    for (let i = 0; i < 2; i++) await new Promise((done) => requestAnimationFrame(done));
  }, fromEnd);
}

test('Decline on the terms dialog logs out and leaves the user at login', async ({ page }) => {
  const dialog = await openTerms(page);
  await dialog.getByRole('button', { name: 'Decline' }).click();

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  // Logged out: a protected page sends the user back to login.
  await page.goto('/profile');
  await expect(page).toHaveURL('/login?next=%2Fprofile');
});

test('Accept is enabled only within 100 px of the end; accepting opens the dashboard', async ({ page }) => {
  const dialog = await openTerms(page);
  await expect(dialog.getByRole('heading', { name: 'PayPlan Practice Services Agreement' })).toBeVisible();
  const accept = dialog.getByRole('button', { name: 'Accept' });
  await expect(accept).toBeDisabled();
  await expect(dialog.getByText('Scroll to the end to accept.')).toBeVisible();

  await scrollTermsTo(dialog, 300);
  await expect(dialog.getByText('Scroll to the end to accept.')).toBeVisible();
  await expect(accept).toBeDisabled();
  await scrollTermsTo(dialog, 130);
  await expect(accept).toBeDisabled();

  await scrollTermsTo(dialog, 70);
  await expect(accept).toBeEnabled();
  await accept.click();

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/');
  await expect(heading(page, 'Dashboard')).toBeVisible();
  await expect(profileButton(page, USERS.newTerms)).toBeVisible();
  await expectHeaderOf(page, USERS.newTerms, SERVICES.veterinary);
  // Riverside Pet Clinic East does not use CSR: no Waiting CSR filter.
  await expect(sidebar(page).getByRole('link', { name: 'Waiting Signature' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Waiting CSR' })).toHaveCount(0);
});
