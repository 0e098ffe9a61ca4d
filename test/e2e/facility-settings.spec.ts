// A facility's contact details and processing fee (issue 13), and a new contract following the
// facility's settings: admin@ edits Riverside Pet Clinic East (an invalid zip refused first), makes
// its processing fee a required $30.00 and adds a term-sheet version of 6 months; the audit screen
// shows each change; a new contract there starts with the fee, refuses a lower one, and its number
// of payments follows the new version. The facility is put back as it was at the end (one database
// serves the whole run).
import { expect, test, type Page } from '@playwright/test';
import { apiCustomer, fillAgreement, notice, PAYMENT_PLAN, sectionOf, uniqueEmail } from './contract-editor';
import { USERS } from './demo-users';
import { loginAs, expectNoSeriousViolations } from './helpers';
import { StaffApi } from './staff-api';

const EAST = 'Riverside Pet Clinic East';

async function openEast(page: Page): Promise<void> {
  await page.goto('/facilities');
  await page
    .getByRole('grid', { name: 'Facilities' })
    .getByRole('row', { name: new RegExp(EAST) })
    .click();
  await expect(page.getByRole('heading', { name: `${EAST} (0012-0002)` })).toBeVisible();
}

async function setFee(page: Page, fee: string, kind: 'Required' | 'Waivable'): Promise<void> {
  const settings = page.getByRole('form', { name: 'Settings' });
  await settings.getByLabel('Processing fee ($)').fill(fee);
  await settings.getByLabel('Processing fee is').click();
  await page.getByRole('option', { name: kind }).click();
  await settings.getByRole('button', { name: 'Save the settings' }).click();
  await expect(notice(page, 'The facility was saved.')).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('admin@ edits a facility’s contact details and required processing fee; the audit screen shows them', async ({
  page,
}) => {
  await loginAs(page, USERS.admin);
  await openEast(page);
  const contact = page.getByRole('form', { name: 'Contact details' });
  await expect(contact.getByLabel('Street address')).toHaveValue('88 East Broad Street');
  await contact.getByLabel('Address line 2').fill('Suite 4');
  await contact.getByLabel('Zip code').fill('4321');
  await contact.getByLabel('Phone').fill('614 555 0111');
  await contact.getByRole('button', { name: 'Save the contact details' }).click();
  await expect(contact.getByText('Enter a valid zip code.')).toBeVisible();
  await contact.getByLabel('Zip code').fill('43215');
  await contact.getByRole('button', { name: 'Save the contact details' }).click();
  await expect(
    page.getByText('Contact: 88 East Broad Street, Suite 4, Columbus, OH 43215 · (614) 555-0111'),
  ).toBeVisible();
  await expect(contact.getByLabel('Phone')).toHaveValue('(614) 555-0111');

  await setFee(page, '30.00', 'Required');
  const settings = page.getByRole('form', { name: 'Settings' });
  await expect(settings.getByText('Charged on every agreement.')).toBeVisible();
  await expectNoSeriousViolations(page, 'main');
  await page.screenshot({ path: test.info().outputPath('facility-contact-and-fee.png'), fullPage: true });

  await page.goto('/permissions/audit');
  await page.getByRole('textbox', { name: 'Action' }).fill('facility.');
  await page.getByRole('button', { name: 'Filter' }).click();
  const rows = page.getByRole('grid', { name: 'Audit trail' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('facility.settings');
  await expect(rows.nth(1)).toContainText(EAST);
  await expect(rows.nth(2)).toContainText('facility.contact');
  await expectNoSeriousViolations(page, 'main');
  await page.screenshot({ path: test.info().outputPath('audit-facility-changes.png'), fullPage: true });
});

test('a new contract starts with the required fee, refuses less, and follows a new term-sheet version', async ({
  page,
  playwright,
  baseURL,
}) => {
  await loginAs(page, USERS.admin);
  await openEast(page);
  // A version of the procedure sheet: the first bracket 6 months, no override (so for admins too).
  const sheets = page.getByRole('region', { name: 'Term sheets' });
  await sheets
    .getByRole('region', { name: 'Term sheet version 1, Procedure', exact: true })
    .getByRole('button', { name: 'New version' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'New term sheet version' });
  await dialog.getByLabel('Bracket 1 Months').fill('6');
  await dialog.getByRole('button', { name: 'Save the new version' }).click();
  await expect(dialog).toBeHidden();
  await expect(sheets.getByRole('heading', { name: /Procedure: version 2, .* current/ })).toBeVisible();

  const staff = new StaffApi(await playwright.request.newContext({ baseURL }));
  await staff.login(USERS.admin.email);
  const contract = await staff.create(staff.facilityId(EAST), apiCustomer(uniqueEmail('fee'), 'veterinary'));
  await page.goto(`/contracts/${contract.id}`);
  await page.getByRole('dialog', { name: 'Switch Facility' }).getByRole('button', { name: 'Yes' }).click();

  const agreement = sectionOf(page, 'Agreement');
  const fee = agreement.getByRole('textbox', { name: 'Processing fee', exact: true });
  await expect(fee).toHaveValue('30.00');
  await expect(agreement.getByText('Required by this practice: $30.00.', { exact: false })).toBeVisible();
  await expect(agreement.getByRole('checkbox', { name: 'Waive the processing fee' })).toHaveCount(0);
  await agreement
    .getByRole('combobox', { name: 'Contract type', exact: true })
    .selectOption({ label: 'Procedure' });
  await expect(agreement.getByText('Term sheet v2', { exact: false })).toBeVisible();
  await fillAgreement(page, { ...PAYMENT_PLAN, payments: '6' });
  await agreement.getByRole('textbox', { name: 'Number of payments', exact: true }).fill('12');
  await fee.fill('10');
  await agreement.getByRole('button', { name: /^Save/ }).click();
  await expect(agreement.getByText('Cannot be more than 6.', { exact: false })).toBeVisible();
  await expect(
    agreement.getByText('The processing fee is required at this practice: it cannot be less than $30.00.'),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'main');
  await page.screenshot({ path: test.info().outputPath('contract-follows-facility.png'), fullPage: true });
  await fee.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: test.info().outputPath('contract-required-fee.png') });

  await agreement.getByRole('textbox', { name: 'Number of payments', exact: true }).fill('6');
  await fee.fill('30');
  await agreement.getByRole('button', { name: /^Save/ }).click();
  await expect(notice(page, 'Agreement saved')).toBeVisible();
  const saved = await staff.reload(contract);
  expect(saved).toMatchObject({ number_of_payments: 6, processing_fee: 30, processing_fee_required: true });

  // Back as it was for the rest of the run: no fee set, waivable.
  await openEast(page);
  const settings = page.getByRole('form', { name: 'Settings' });
  await settings.getByLabel('Processing fee ($)').fill('');
  await settings.getByLabel('Processing fee is').click();
  await page.getByRole('option', { name: 'Waivable' }).click();
  await settings.getByRole('button', { name: 'Save the settings' }).click();
  await expect(notice(page, 'The facility was saved.')).toBeVisible();
});

test('a waivable fee: the editor offers to waive it, and the waived agreement has nothing to charge', async ({
  page,
  playwright,
  baseURL,
}) => {
  await loginAs(page, USERS.admin);
  await openEast(page);
  await setFee(page, '30.00', 'Waivable');

  const staff = new StaffApi(await playwright.request.newContext({ baseURL }));
  await staff.login(USERS.admin.email);
  const contract = await staff.create(
    staff.facilityId(EAST),
    apiCustomer(uniqueEmail('waive'), 'veterinary'),
  );
  await page.goto(`/contracts/${contract.id}`);
  await page.getByRole('dialog', { name: 'Switch Facility' }).getByRole('button', { name: 'Yes' }).click();

  const agreement = sectionOf(page, 'Agreement');
  const fee = agreement.getByRole('textbox', { name: 'Processing fee', exact: true });
  const waive = agreement.getByRole('checkbox', { name: 'Waive the processing fee' });
  await expect(fee).toHaveValue('30.00');
  await agreement
    .getByRole('combobox', { name: 'Contract type', exact: true })
    .selectOption({ label: 'Procedure' });
  await fillAgreement(page, { ...PAYMENT_PLAN, payments: '6' });
  await waive.check();
  await expect(fee).toHaveValue('0.00');
  await expect(fee).toHaveAttribute('readonly', '');
  await expect(agreement.getByText('Waived: nothing is charged.')).toBeVisible();
  await expectNoSeriousViolations(page, 'main');
  await fee.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: test.info().outputPath('contract-fee-waived.png') });
  await agreement.getByRole('button', { name: /^Save/ }).click();
  await expect(notice(page, 'Agreement saved')).toBeVisible();
  expect(await staff.reload(contract)).toMatchObject({
    processing_fee: 0,
    waive_processing_fee: true,
    processing_fee_required: false,
  });

  await openEast(page);
  const settings = page.getByRole('form', { name: 'Settings' });
  await settings.getByLabel('Processing fee ($)').fill('');
  await settings.getByRole('button', { name: 'Save the settings' }).click();
  await expect(notice(page, 'The facility was saved.')).toBeVisible();
});
