// The contract editor's decisions through the staff screens in Chromium (spec §4 Contract actions,
// Deletion, Rejecting; §6 rights; §8 cardChargeFailed, contractDeclined, rejectConfirm,
// undoRejectConfirm, undeleteConfirm, undoSubmitConfirm): a declined fee card then Decline contract,
// Reject then Undo reject, Delete with a reason then Undelete, Undo submit disabling the link sent, and
// a read-only user who sees the sections but no way to change them. Each contract is set up through
// the API (create@ at Riverside); only the flow under test goes through the screens.
import { expect, test } from '@playwright/test';
import {
  addCard,
  contractAtBilling,
  CustomerMailbox,
  notice,
  openSection,
  phonePage,
  saveButton,
  sendForSignature,
  summaryValue,
  uniqueEmail,
} from './contract-editor';
import {
  answer,
  contractActions,
  contractWithCsrCompleted,
  dialogNamed,
  flowSection,
  flowSectionButton,
  moreAction,
  openContract,
  readyContract,
  RIVERSIDE,
  statusChips,
} from './contract-flows-helpers';
import { USERS } from './demo-users';
import { loginAs } from './helpers';
import { StaffApi } from './staff-api';

// Two cores shared by several runs: a flow that takes 25 s alone may take twice that.
test.describe.configure({ timeout: 120_000 });

let staff: StaffApi;
let riverside: number;

test.beforeEach(async ({ playwright, baseURL }) => {
  staff = new StaffApi(await playwright.request.newContext({ baseURL }));
  await staff.login(USERS.create.email);
  riverside = staff.facilityId(RIVERSIDE);
});

test('a declined fee card: the card-charge failure dialog, then Decline contract', async ({ page }) => {
  const c = await contractAtBilling(staff, riverside, 'veterinary');
  await loginAs(page, USERS.create);
  await openContract(page, c.id);

  const billing = await openSection(page, 'Billing');
  await addCard(page, { number: '4000 0000 0000 0002', expiration: '12/29', cvc: '123' });
  await billing
    .getByRole('checkbox', { name: /agrees that a non-refundable processing fee will be charged/ })
    .check();
  await expect(saveButton(billing)).toHaveText('Save and charge $25.00');
  await saveButton(billing).click();

  const failure = dialogNamed(page, 'Processing fee not charged');
  await expect(failure).toBeVisible({ timeout: 20_000 });
  await expect(failure).toContainText('The processing fee could not be charged to the card:');
  await expect(failure.getByRole('listitem')).toHaveText(['Card declined.']);
  await expect(failure).toContainText(
    'The contract cannot be completed until the processing fee is paid. Edit the card to try again, or decline the contract.',
  );
  await failure.getByRole('button', { name: 'Decline contract' }).click();
  const confirm = dialogNamed(page, 'Decline contract');
  await expect(confirm).toContainText(
    'Decline this contract? It will be moved to the Process Fee Declined list, where a new card can be charged later.',
  );
  await answer(page, 'Decline contract', 'Decline contract');

  await expect(
    notice(
      page,
      'The contract has been declined because the processing fee was not paid. It is now on the Process Fee Declined list.',
    ),
  ).toBeVisible();
  await expect(failure).toBeHidden();
  await expect(summaryValue(page, 'Status')).toHaveText('PROCESS FEE DECLINED');
  await expect(statusChips(page)).toContainText('PROCESS FEE DECLINED');
  const stored = await staff.reload(c);
  expect(stored.status).toBe('PROCESS FEE DECLINED');
  expect(stored.charged_on).toBeNull();
  expect(stored.cards).toEqual([expect.objectContaining({ card_number: expect.stringMatching(/0002$/) })]);
});

test('Reject with the adverse letter confirm, then Undo reject', async ({ page }) => {
  const c = await contractWithCsrCompleted(staff, riverside);
  await loginAs(page, USERS.create);
  await openContract(page, c.id);
  await expect(statusChips(page)).toContainText('CSR: Completed');

  await moreAction(page, 'Reject');
  const confirm = dialogNamed(page, 'Reject Application');
  await expect(confirm).toContainText(
    'Are you sure you want to reject this application and send an adverse letter?',
  );
  await answer(page, 'Reject Application', 'Reject');
  await expect(summaryValue(page, 'Status')).toHaveText('REJECTED');
  await expect(statusChips(page)).toContainText('Rejected by');
  expect(await staff.reload(c)).toMatchObject({ status: 'REJECTED', rejected_on: expect.any(String) });

  await contractActions(page).getByRole('button', { name: 'Undo reject' }).click();
  await expect(dialogNamed(page, 'Undo Rejection')).toContainText(
    'Undo the rejection of this application? The contract becomes incomplete again.',
  );
  await answer(page, 'Undo Rejection', 'Undo rejection');
  await expect(summaryValue(page, 'Status')).toHaveText('INCOMPLETE');
  await expect(contractActions(page).getByRole('button', { name: 'Undo reject' })).toHaveCount(0);
  expect(await staff.status(c, 'status')).toBe('INCOMPLETE');
});

test('Delete with a reason starts a new contract; the deleted one is undeleted', async ({ page }) => {
  const c = await contractAtBilling(staff, riverside, 'veterinary');
  await loginAs(page, USERS.create);
  await openContract(page, c.id);

  await moreAction(page, 'Delete');
  const reasons = dialogNamed(page, 'Reason for Deletion');
  const choices = reasons.getByRole('radiogroup', { name: 'Why is this contract being deleted?' });
  // spec §4 Deletion: CSR Reject only once the CSR is completed, CC Decline only after a charged fee.
  await expect(choices.getByRole('radio', { name: 'CSR Reject' })).toHaveCount(0);
  await expect(choices.getByRole('radio', { name: 'CC Decline' })).toHaveCount(0);
  const remove = reasons.getByRole('button', { name: 'Delete', exact: true });
  await expect(remove).toBeDisabled();
  await choices.getByRole('radio', { name: 'Duplicate Contract' }).check();
  await remove.click();
  await expect(reasons).toBeHidden();

  // The contract open was deleted: a fresh new contract.
  await expect(page).toHaveURL(/\/contracts\/new$/);
  await expect(page.getByRole('heading', { level: 2, name: 'New Contract' })).toBeVisible();
  expect(await staff.reload(c)).toMatchObject({ is_deleted: true, reason_for_cancel: '2' });

  await openContract(page, c.id);
  await expect(statusChips(page)).toContainText('Deleted by');
  await expect(summaryValue(page, 'Status')).toHaveText('INCOMPLETE (deleted)');
  await contractActions(page).getByRole('button', { name: 'Undelete' }).click();
  await expect(dialogNamed(page, 'Undelete Contract')).toContainText('Restore this deleted contract?');
  await answer(page, 'Undelete Contract', 'Undelete');
  await expect(statusChips(page)).not.toContainText('Deleted');
  await expect(summaryValue(page, 'Status')).toHaveText('INCOMPLETE');
  await expect(contractActions(page).getByRole('button', { name: 'Undelete' })).toHaveCount(0);
  expect(await staff.reload(c)).toMatchObject({ is_deleted: false });
});

test('Undo submit: the e-signature link already sent can no longer be used', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const email = uniqueEmail('morgan');
  const c = await readyContract(staff, riverside, email);
  const mailbox = await CustomerMailbox.open(playwright, baseURL);
  await loginAs(page, USERS.create);
  await openContract(page, c.id);

  const since = new Date();
  await sendForSignature(page, 'Send for e-signature by email');
  await expect(notice(page, 'The e-signature link was sent to the customer by email.')).toBeVisible();
  await expect(summaryValue(page, 'Status')).toHaveText('WAITING E-SIGNATURE');
  const link = await mailbox.linkPath(email, since);
  expect(link).toMatch(/^\/c\/sign\//);
  await mailbox.close();

  await contractActions(page).getByRole('button', { name: 'Undo submit' }).click();
  await expect(dialogNamed(page, 'Undo submit')).toContainText(
    'Undo the submission? The contract becomes incomplete so it can be edited and sent again; links already sent to the customer stop working until it is sent again.',
  );
  await answer(page, 'Undo submit', 'Undo submit');
  await expect(summaryValue(page, 'Status')).toHaveText('INCOMPLETE');
  expect(await staff.status(c, 'status')).toBe('INCOMPLETE');

  const phone = await phonePage(browser);
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: 'This link can no longer be used' })).toBeVisible();
  await phone.context().close();
});

test('a read-only user sees the sections but cannot change them', async ({ page }) => {
  // Ready to send with the CSR completed: create@ would be offered Send, Reject and Delete here.
  const c = await readyContract(staff, riverside, uniqueEmail('robin'), 'completed');
  expect(c.allowed_actions).toEqual(
    expect.arrayContaining(['REJECT', 'contract.delete', 'request-signature']),
  );
  await loginAs(page, USERS.read);
  await openContract(page, c.id);

  // The customer section is open to read: its values, in inputs that cannot be edited.
  const customer = flowSection(page, 'Customer');
  await expect(flowSectionButton(page, 'Customer')).toHaveAttribute('aria-expanded', 'true');
  await expect(customer.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('Jordan');
  await expect(customer.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
    c.customer_email as string,
  );
  for (const input of await customer.getByRole('textbox').all()) await expect(input).not.toBeEditable();
  for (const input of await customer.getByRole('combobox').all()) await expect(input).toBeDisabled();
  for (const input of await customer.getByRole('radio').all()) await expect(input).toBeDisabled();

  // Expanding the other sections shows them, still read-only.
  await flowSectionButton(page, 'Agreement').click();
  const agreement = flowSection(page, 'Agreement');
  await expect(flowSectionButton(page, 'Agreement')).toHaveAttribute('aria-expanded', 'true');
  await expect(agreement.getByRole('textbox', { name: 'Cash price', exact: true })).toHaveValue('1200');
  for (const input of await agreement.getByRole('textbox').all()) await expect(input).not.toBeEditable();
  await flowSectionButton(page, 'Agreement').click();
  await expect(flowSectionButton(page, 'Agreement')).toHaveAttribute('aria-expanded', 'false');
  await flowSectionButton(page, 'Billing').click();
  await expect(flowSection(page, 'Billing')).toContainText('ending in 1111');
  await expect(flowSection(page, 'Billing')).toContainText('Processing fee of $25.00 charged on');

  await expect(page.getByRole('button', { name: /^Save\b/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add card' })).toHaveCount(0);
  const actions = contractActions(page);
  for (const name of ['Send for signature', 'Undo submit', 'Undelete', 'Undo reject', 'Rewrite'])
    await expect(actions.getByRole('button', { name })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'CSR actions' })).toHaveCount(0);
  // No document yet and no Reject or Delete: no 'More actions' menu at all.
  await expect(actions.getByRole('button', { name: 'More actions' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'New note' })).toHaveCount(0);
});
