// The Content-Security-Policy in Chromium (plugins/security-headers.ts): the staff app with the contract
// list's DataGrid, and the customer's e-sign page with the agreement PDF in an <object>, render with no
// CSP violation ('Refused to …' in the console, or a securitypolicyviolation event).
import { expect, test, type Page, type Response } from '@playwright/test';
import { RIVERSIDE, readyContract } from './contract-flows-helpers';
import { phonePage, uniqueEmail } from './contract-editor';
import { USERS } from './demo-users';
import { loginAs } from './helpers';
import { gridRows, openList } from './contract-list-helpers';
import { linkFromEmail, loginAdmin } from './outbox';
import { StaffApi } from './staff-api';
import { PDFDocument } from 'pdf-lib';

/** Collects every CSP violation the page reports, from the console and from the DOM event. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Refused to (event) ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return violations;
}

function expectPolicy(response: Response | null, objectSrc: string) {
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("script-src 'self';");
  expect(headers['content-security-policy']).toContain(`object-src ${objectSrc};`);
  expect(headers['x-frame-options']).toBe('DENY');
}

test('the staff app and its DataGrid run under the CSP', async ({ page }) => {
  const violations = watchViolations(page);
  expectPolicy(await page.goto('/login'), "'none'");
  await loginAs(page, USERS.facilityAdmin);
  await openList(page);
  await expect(gridRows(page).first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('the customer e-sign page shows the agreement PDF under the CSP', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const staff = new StaffApi(await playwright.request.newContext({ baseURL }));
  await staff.login(USERS.facilityAdmin.email);
  const outbox = await playwright.request.newContext({ baseURL });
  const outboxCsrf = await loginAdmin(outbox);
  const email = uniqueEmail('csp');
  const c = await readyContract(staff, staff.facilityId(RIVERSIDE), email);
  const since = new Date();
  expect((await staff.post('/api/request_signature', { contract_id: c.id, method: 'email' })).ok()).toBe(
    true,
  );
  const link = await linkFromEmail(outbox, outboxCsrf, { to: email, subject: 'your payment plan', since });

  const page = await phonePage(browser);
  const violations = watchViolations(page);
  expectPolicy(await page.goto(link.pathname), "'self'");
  await expect(page.getByRole('heading', { name: 'Agree to receive and sign electronically' })).toBeVisible();
  const pdfHref = await page.getByRole('link', { name: 'Open the test PDF' }).getAttribute('href');
  const pdf = await page.request.get(pdfHref as string);
  const code = /\d{4}/.exec((await PDFDocument.load(await pdf.body())).getSubject() ?? '')?.[0] as string;
  await page.getByLabel('Code from the test PDF').fill(code);
  await page.getByRole('checkbox').check();
  // object-src 'none' would refuse the <object> before asking for the PDF.
  const agreementLoaded = page
    .waitForResponse((r) => r.url().endsWith('/agreement.pdf'), { timeout: 15_000 })
    .catch(() => null);
  await page.getByRole('button', { name: 'I agree' }).click();
  await expect(page.getByRole('heading', { name: 'Read and sign your agreement' })).toBeVisible();
  const agreement = await agreementLoaded;
  await page.waitForTimeout(500); // the embedded viewer would report a refused frame just after the load
  expect(violations).toEqual([]);
  expect(agreement?.headers()['x-frame-options'], 'the agreement PDF was loaded in the page').toBe(
    'SAMEORIGIN',
  );
  expect(await page.evaluate(() => navigator.pdfViewerEnabled)).toBe(true);
  await page.context().close();
});
