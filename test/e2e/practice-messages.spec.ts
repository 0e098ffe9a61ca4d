// Talking to the practices (issue 14): banners, announcements and surveys, each from the internal
// admin's screen to what practice staff see, with axe on every new screen. What the tests create is
// withdrawn at the end, so later files see the seeded layout.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, USERS } from './demo-users';
import { heading, loginAs } from './helpers';

const BANNER = 'Rabies vaccine recall';
const ANNOUNCEMENT = 'New late fee rules';
const SURVEY = 'How is PayPlan working for you?';

async function expectNoSeriousViolations(page: Page, where: string, include = 'main'): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include(include).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const described = serious
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    .join('\n');
  expect(
    serious.map((v) => v.id),
    `axe on ${where}:\n${described}`,
  ).toEqual([]);
}

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: `${test.info().project.outputDir}/screens/practice-messages-${name}.png`,
    fullPage: true,
  });

async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const bannerRegion = (page: Page) => page.getByRole('region', { name: `Banner: ${BANNER}` });

async function freshLogin(browser: Browser, user: (typeof USERS)[keyof typeof USERS]): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, user);
  return page;
}

test.afterAll(async ({ playwright, baseURL }) => {
  // Withdraw what the tests published (active banners, announcements and surveys would reach later files).
  const api = await playwright.request.newContext({ baseURL });
  const token = async () =>
    ((await (await api.post('/auth/get_user', { data: {} })).json()) as { csrfToken: string }).csrfToken;
  await api.post('/auth/login', {
    data: { email: USERS.admin.email, password: DEMO_PASSWORD },
    headers: { 'csrf-token': await token() },
  });
  const headers = { 'csrf-token': await token() };
  const withdraw = async (list: string, one: (id: number) => string, title: string) => {
    const rows = (await (await api.get(list)).json()) as { id: number; title: string }[];
    for (const row of rows.filter((r) => r.title === title)) {
      await api.put(one(row.id), { data: { ...row, is_active: false }, headers });
    }
  };
  await withdraw('/api/banners', (id) => `/api/banners/${id}`, BANNER);
  await withdraw('/api/announcements/all', (id) => `/api/announcements/${id}`, ANNOUNCEMENT);
  await withdraw('/api/surveys', (id) => `/api/surveys/${id}`, SURVEY);
  await api.dispose();
});

test('a warning banner for veterinary practices: written, previewed, published, dismissed for good', async ({
  page,
  browser,
}) => {
  await loginAs(page, USERS.admin);
  await page.goto('/banners');
  await expect(heading(page, 'Banners')).toBeVisible();
  await page.getByRole('link', { name: 'New banner' }).click();
  await expect(heading(page, 'Banner')).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(BANNER);
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill(
      'Lot **R-2291** is recalled: see the [notice](https://example.com/recall). <script>alert(1)</script>',
    );
  await choose(page, 'Severity', 'Warning');
  await choose(page, 'Audience', 'Industry');
  await choose(page, 'Industry', 'Veterinary');
  await page.keyboard.press('Escape');
  await expect(page.getByText('Starts (ET, New York time)').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'the banner editor');
  await shot(page, 'banner-editor');
  await page.getByRole('button', { name: 'Save and preview' }).click();

  await expect(heading(page, 'Banner Preview')).toBeVisible();
  await choose(page, 'Facility', 'Riverside Animal Hospital (veterinary)');
  await expect(bannerRegion(page)).toContainText('Lot R-2291 is recalled');
  await expect(bannerRegion(page).getByRole('link', { name: 'notice' })).toHaveAttribute(
    'href',
    'https://example.com/recall',
  );
  await expect(bannerRegion(page)).toContainText('<script>alert(1)</script>');
  await expect(page.getByRole('status').filter({ hasText: 'inactive' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Shown to this audience now.' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the banner preview');
  await shot(page, 'banner-preview');
  await page.goto('/banners');
  await expect(
    page.getByRole('grid', { name: 'Banners' }).getByRole('row', { name: new RegExp(BANNER) }),
  ).toContainText('Industry: Veterinary');
  await expectNoSeriousViolations(page, 'the banners list');
  await shot(page, 'banners-list');

  const create = await freshLogin(browser, USERS.create);
  await expect(bannerRegion(create)).toBeVisible();
  await shot(create, 'banner-shown');
  await bannerRegion(create).getByRole('button', { name: 'Dismiss banner' }).click();
  await expect(bannerRegion(create)).toHaveCount(0);
  // Another browser of the same user: the dismissal was kept on the server.
  const again = await freshLogin(browser, USERS.create);
  await expect(heading(again, 'Dashboard')).toBeVisible();
  await again.goto('/contracts');
  await expect(heading(again, 'Contracts')).toBeVisible();
  await expect(bannerRegion(again)).toHaveCount(0);

  const dental = await freshLogin(browser, USERS.dental);
  await expect(heading(dental, 'Dashboard')).toBeVisible();
  await expect(bannerRegion(dental)).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByRole('grid', { name: 'Banners' }).getByRole('row', { name: new RegExp(BANNER) }),
  ).toContainText(/1\s*1$/);
});

test('an announcement that must be acknowledged sends staff through /announcements and back', async ({
  page,
  browser,
}) => {
  await loginAs(page, USERS.admin);
  await page.goto('/banners?tab=announcements');
  await page.getByRole('button', { name: 'New announcement' }).click();
  const dialog = page.getByRole('dialog', { name: 'New announcement' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(ANNOUNCEMENT);
  await dialog
    .getByRole('textbox', { name: 'Announcement' })
    .fill('From **1 January** late fees follow the state caps.');
  await dialog.getByRole('checkbox', { name: 'Staff must acknowledge it' }).check();
  await expectNoSeriousViolations(page, 'the announcement dialog', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page
    .getByRole('grid', { name: 'Announcements' })
    .getByRole('row', { name: new RegExp(ANNOUNCEMENT) });
  await expect(row).toBeVisible();
  await expectNoSeriousViolations(page, 'the announcements list');
  await shot(page, 'announcements-list');

  const create = await freshLogin(browser, USERS.create);
  await create.goto('/contracts?status=active');
  await expect(create).toHaveURL('/announcements?next=%2Fcontracts%3Fstatus%3Dactive');
  const article = create.getByRole('article', { name: ANNOUNCEMENT });
  await expect(article.getByText('1 January')).toBeVisible();
  await expectNoSeriousViolations(create, 'the announcements page');
  await shot(create, 'announcement');
  await article.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(create).toHaveURL('/contracts?status=active');
  await expect(heading(create, 'Contracts')).toBeVisible();

  await row.getByRole('button', { name: 'Who acknowledged' }).click();
  const who = page.getByRole('dialog', { name: `Who acknowledged “${ANNOUNCEMENT}”` });
  await expect(who.getByRole('row', { name: /Carla Creator/ })).not.toContainText('Not yet');
  await expect(who.getByRole('row', { name: /Denise Dentley/ })).toContainText('Not yet');
  await who.getByRole('button', { name: 'Close' }).click();
  await row.getByRole('button', { name: 'Retire' }).click();
  await expect(row.getByRole('button', { name: 'Restore' })).toBeVisible();
});

test('a survey prompt answered by a practice user shows in Survey Responses with the NPS', async ({
  page,
  browser,
}) => {
  await loginAs(page, USERS.admin);
  await page.goto('/surveys?tab=surveys');
  await expect(heading(page, 'Survey Responses')).toBeVisible();
  await page.getByRole('button', { name: 'New survey' }).click();
  const dialog = page.getByRole('dialog', { name: 'New survey' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(SURVEY);
  await dialog.getByRole('button', { name: 'Add a question' }).click();
  await dialog.getByRole('textbox', { name: 'Question 1', exact: true }).fill('What should we improve?');
  await choose(page, 'Audience', 'Facilities');
  await choose(page, 'Facilities', 'Riverside Animal Hospital — Riverside Veterinary Group');
  await page.keyboard.press('Escape');
  await expectNoSeriousViolations(page, 'the survey dialog', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const create = await freshLogin(browser, USERS.create);
  const prompt = create.getByRole('complementary', { name: SURVEY });
  await expect(prompt).toBeVisible();
  await expect(heading(create, 'Dashboard')).toBeVisible();
  await prompt.getByRole('button', { name: 'Score 9' }).click();
  await prompt.getByRole('textbox', { name: 'Why? (optional)' }).fill('Quick to set up plans');
  await prompt.getByRole('textbox', { name: 'What should we improve?' }).fill('Faster reports');
  await shot(create, 'survey-prompt');
  await expectNoSeriousViolations(create, 'the survey prompt', 'aside');
  await prompt.getByRole('button', { name: 'Send' }).click();
  await expect(prompt.getByRole('status')).toHaveText('Thank you for your answer.');

  await page.goto('/surveys');
  // The seed's autumn survey has answers too: the NPS of this survey alone.
  await choose(page, 'Survey', SURVEY);
  const grid = page.getByRole('grid', { name: 'Survey responses' });
  // The header row and Carla's answer only.
  await expect(grid.getByRole('row')).toHaveCount(2);
  await expect(grid.getByRole('row', { name: /Carla Creator/ })).toContainText('Faster reports');
  await expect(page.getByLabel('NPS 100')).toBeVisible();
  await expect(page.getByText('1 response: 1 promoter, 0 passives, 0 detractors')).toBeVisible();
  await expect(page.getByText('Fewer than 30 responses')).toBeVisible();
  await expectNoSeriousViolations(page, 'Survey Responses');
  await shot(page, 'survey-responses');
});
