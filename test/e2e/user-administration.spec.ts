// Users and permissions (issue 13): facility-admin@ invites a new employee, who accepts from the
// emailed link, sets a password, accepts the terms and sees their sidebar; the admin changes the level
// and deactivates them, and their open session ends. read@ and create@ are refused /permissions.
import { expect, test } from '@playwright/test';
import { USERS } from './demo-users';
import { heading, loginAs, sidebar, submitLogin, expectNoSeriousViolations } from './helpers';
import { linkFromEmail, loginAdmin } from './outbox';

const PASSWORD = 'Wagging-tails-2027';

test('a facility admin invites an employee, changes their level and deactivates them', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const email = `hire-${Date.now()}@example.com`;
  const since = new Date(Date.now() - 1000);
  await loginAs(page, USERS.facilityAdmin);
  await sidebar(page).getByRole('link', { name: 'Permissions' }).click();
  await expect(heading(page, 'Permissions')).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Users' });
  await expect(grid.getByRole('row', { name: /Reader, Rita/ })).toContainText(
    'Read at Riverside Animal Hospital',
  );
  await expectNoSeriousViolations(page, 'main');

  await page.getByRole('button', { name: 'Invite a user' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a user' });
  await invite.getByLabel('Email').fill(email);
  await invite.getByLabel('First name').fill('Hugo');
  await invite.getByLabel('Last name').fill('Hire');
  await invite.getByLabel('Where').click();
  // A facility admin is offered their own facility only, and no level above their own.
  await expect(page.getByRole('option')).toHaveText(['Riverside Animal Hospital']);
  await page.getByRole('option', { name: 'Riverside Animal Hospital' }).click();
  await invite.getByLabel('Level').click();
  await expect(page.getByRole('option')).toHaveText(['1 Read', '2 Edit', '3 Create', '4 Admin']);
  await page.getByRole('option', { name: '3 Create' }).click();
  await expectNoSeriousViolations(page, '[role="dialog"]');
  await page.screenshot({ path: test.info().outputPath('invite-dialog.png') });
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(invite).toBeHidden();
  await expect(grid.getByRole('row', { name: /Hire, Hugo/ })).toContainText('invited');

  // The employee opens the emailed link in their own browser, chooses a password and logs in.
  const api = await playwright.request.newContext({ baseURL });
  const link = await linkFromEmail(api, await loginAdmin(api), {
    to: email,
    subject: 'you are invited',
    since,
  });
  const employeeContext = await browser.newContext();
  const employee = await employeeContext.newPage();
  await employee.goto(`${link.pathname}${link.search}`);
  await employee.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await employee.getByLabel('Confirm new password').fill(PASSWORD);
  await employee.getByRole('button', { name: 'Save the new password' }).click();
  await expect(employee.getByRole('alert')).toContainText('password');
  await employee.goto('/login');
  await submitLogin(employee, email, PASSWORD);
  const terms = employee.getByRole('dialog');
  await expect(terms.getByRole('button', { name: 'Accept' })).toBeVisible();
  await terms.getByTestId('terms-content').evaluate((el) => (el.scrollTop = el.scrollHeight));
  await terms.getByRole('button', { name: 'Accept' }).click();
  await expect(heading(employee, 'Dashboard')).toBeVisible();
  await expect(sidebar(employee).getByRole('link', { name: 'Contracts' })).toBeVisible();
  await expect(sidebar(employee).getByRole('link', { name: 'Permissions' })).toHaveCount(0);
  await employee.screenshot({ path: test.info().outputPath('employee-dashboard.png') });

  // The admin lowers the level to Edit, then deactivates the employee.
  await grid.getByRole('row', { name: /Hire, Hugo/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Hugo Hire' });
  await expect(dialog.getByRole('list', { name: 'Access' })).toContainText(
    'Create at Riverside Animal Hospital',
  );
  await dialog.getByRole('combobox', { name: 'Level' }).first().click();
  await page.getByRole('option', { name: '2 Edit' }).click();
  await expect(dialog.getByRole('list', { name: 'Access' })).toContainText(
    'Edit at Riverside Animal Hospital',
  );
  await expect(dialog.getByRole('list', { name: 'Audit trail of the user' })).toContainText('access.change');
  await page.screenshot({ path: test.info().outputPath('user-dialog.png') });
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(dialog.getByLabel('Status: deactivated')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Reactivate' })).toBeVisible();

  // Their open session has ended: the next page sends them to log in.
  await employee.goto('/contracts');
  await expect(employee).toHaveURL(/\/login\?next=/);
  await employeeContext.close();
  await api.dispose();
});

for (const user of [USERS.read, USERS.create]) {
  test(`${user.email} is refused /permissions`, async ({ page }) => {
    await loginAs(page, user);
    await expect(sidebar(page).getByRole('link', { name: 'Permissions' })).toHaveCount(0);
    await page.goto('/permissions');
    await expect(page).toHaveURL('/error/not-authorized');
  });
}

test('an internal admin reads the audit trail of the sign-ins', async ({ page }) => {
  await loginAs(page, USERS.admin);
  await page.goto('/permissions/audit');
  await expect(heading(page, 'Audit Trail')).toBeVisible();
  await page.getByRole('textbox', { name: 'Actor email' }).fill(USERS.admin.email);
  await page.getByRole('textbox', { name: 'Action' }).fill('sign-in');
  await page.getByRole('button', { name: 'Filter' }).click();
  const grid = page.getByRole('grid', { name: 'Audit trail' });
  await expect(grid.getByRole('row').nth(1)).toContainText('sign-in');
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', /format=csv/);
  await expectNoSeriousViolations(page, 'main');
  await page.screenshot({ path: test.info().outputPath('audit.png') });
});
