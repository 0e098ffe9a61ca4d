// Clients and facilities (issue 13): admin@ opens a facility from the list, saves a new term-sheet
// version and sees it in the audit trail; client-admin@ works across the client's facilities; a
// facility admin reads the settings without editing them.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { USERS } from './demo-users';
import { heading, loginAs } from './helpers';

async function expectNoSeriousViolations(page: Page, include: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include(include).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('admin@ adds a term-sheet version to a facility and finds it in the audit trail', async ({ page }) => {
  await loginAs(page, USERS.admin);
  await page.goto('/facilities');
  await page
    .getByRole('grid', { name: 'Facilities' })
    .getByRole('row', { name: /Riverside Animal Hospital/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Riverside Animal Hospital (0012-0001)' })).toBeVisible();
  const sheets = page.getByRole('region', { name: 'Term sheets' });
  await expect(sheets.getByRole('heading', { name: /version 1, .* current/ }).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'main');

  await sheets.getByRole('button', { name: 'New version' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New term sheet version' });
  // Brackets that overlap are refused with a clear message.
  await dialog.getByLabel('Bracket 2 From ($)').fill('1');
  await dialog.getByRole('button', { name: 'Save the new version' }).click();
  await expect(dialog.getByRole('alert')).toContainText('overlap');
  await page.screenshot({ path: test.info().outputPath('term-sheet-dialog.png') });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await sheets.getByRole('button', { name: 'New version' }).first().click();
  await dialog.getByLabel('Bracket 1 Months').fill('11');
  await dialog.getByRole('button', { name: 'Save the new version' }).click();
  await expect(dialog).toBeHidden();
  await expect(sheets.getByRole('heading', { name: /version 2, .* current/ })).toBeVisible();
  await expect(sheets.getByRole('heading', { name: /version 1, .* earlier contracts/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('facility.png'), fullPage: true });

  await page.goto('/permissions/audit');
  await page.getByRole('textbox', { name: 'Action' }).fill('term_sheet');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('grid', { name: 'Audit trail' }).getByRole('row').nth(1)).toContainText(
    'Riverside Animal Hospital: term sheet v2',
  );
});

test('client-admin@ works across the client facilities; a facility admin only reads settings', async ({
  page,
}) => {
  await loginAs(page, USERS.clientAdmin);
  await page.goto('/clients');
  await page
    .getByRole('grid', { name: 'Clients' })
    .getByRole('row', { name: /Riverside Veterinary Group/ })
    .click();
  const facilities = page.getByRole('grid', { name: 'Facilities of the client' });
  await expect(facilities.getByRole('row')).toHaveCount(4);
  await page.goto('/permissions');
  await page.getByRole('button', { name: 'Invite a user' }).click();
  await page.getByRole('dialog', { name: 'Invite a user' }).getByLabel('Where').click();
  await expect(page.getByRole('option')).toHaveText([
    'All Riverside Veterinary Group facilities',
    'Riverside Animal Hospital',
    'Riverside Grooming & Boarding',
    'Riverside Pet Clinic East',
  ]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByLabel('Facility', { exact: true }).click();
  await page.getByRole('option', { name: 'Riverside Pet Clinic East' }).click();
  await expect(
    page.getByRole('grid', { name: 'Users' }).getByRole('row', { name: /Newman, Nora/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('grid', { name: 'Users' }).getByRole('row', { name: /Reader, Rita/ }),
  ).toHaveCount(0);

  await page.goto('/logout');
  // The app logs out, then opens the login page: opening /login sooner would abort the logout.
  await expect(page).toHaveURL(/\/login/);
  await loginAs(page, USERS.facilityAdmin);
  await page.goto('/facilities');
  await page
    .getByRole('grid', { name: 'Facilities' })
    .getByRole('row', { name: /Riverside Animal Hospital/ })
    .click();
  await expect(heading(page, 'Facility')).toBeVisible();
  const settings = page.getByRole('form', { name: 'Settings' });
  await expect(settings.getByLabel('Grace days')).toHaveAttribute('readonly', '');
  await expect(settings.getByRole('button', { name: 'Save the settings' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New version' })).toHaveCount(0);
});
