// Each demo role logs in and sees the header, sidebar and profile menu the spec gives it (spec §2, §6).
import { expect, test, type Page } from '@playwright/test';
import { SERVICES } from './demo-users';
import { expectHeaderOf, heading, loginAs, openProfileMenu, sidebar } from './helpers';
import { ROLE_VIEWS, SIDEBAR_LABELS, type RoleView } from './role-menus';

const VETERINARY_TOOLS = [
  'Best Practices',
  'Missed Payments and Recovery',
  'Pet Owner Brochure (English)',
  'Pet Owner Brochure (Spanish)',
  'Billing Information Form (English)',
  'Billing Information Form (Spanish)',
  'Schedule Training',
  'How-To Videos',
];
const DENTAL_TOOLS = ['Schedule Training', 'How-To Videos'];

/** The sidebar's navigation labels the spec names, in the order shown. */
async function sidebarLabels(page: Page): Promise<string[]> {
  const known = new Set<string>(SIDEBAR_LABELS);
  const texts = await sidebar(page).getByRole('link').allInnerTexts();
  return texts.map((t) => t.trim()).filter((t) => known.has(t));
}

async function expectToolsForSuccess(page: Page, view: RoleView): Promise<void> {
  const toggle = sidebar(page).getByRole('button', { name: 'Tools for success' });
  if (!view.tools) {
    await expect(toggle).toHaveCount(0);
    return;
  }
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const vet = view.user.industry === 'veterinary';
  for (const label of vet ? VETERINARY_TOOLS : DENTAL_TOOLS) {
    await expect(sidebar(page).getByRole('link', { name: label, exact: true }).first()).toBeVisible();
  }
  if (!vet) {
    // The PDFs are for veterinary practices only.
    for (const label of VETERINARY_TOOLS.filter((l) => !DENTAL_TOOLS.includes(l))) {
      await expect(sidebar(page).getByRole('link', { name: label })).toHaveCount(0);
    }
  }
}

for (const view of ROLE_VIEWS) {
  test(`${view.role} (${view.user.email}) sees the menus of the role`, async ({ page }) => {
    await loginAs(page, view.user);
    await expect(page).toHaveURL('/');
    await expect(heading(page, 'Dashboard')).toBeVisible();
    await expectHeaderOf(page, view.user, SERVICES[view.user.industry]);

    await expect.poll(() => sidebarLabels(page)).toEqual(view.sidebar);
    await expectToolsForSuccess(page, view);
    await expect(page.getByText(/^Updated \d/)).toHaveCount(view.buildTimestamp ? 1 : 0);
    await expect(page.getByRole('combobox', { name: 'Facility' })).toHaveCount(view.facilitySelector ? 1 : 0);

    const menu = await openProfileMenu(page, view.user);
    await expect(menu.getByRole('menuitem')).toHaveText(view.menu);
  });
}
