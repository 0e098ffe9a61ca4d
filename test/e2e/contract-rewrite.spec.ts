// The rewrite flow through the staff screens in Chromium (spec §4 Rewrite flow, Deletion; §8
// rewriteConfirm). The servicer alone sets a live account's rewrite_allowed and payoff: nothing in the
// app or its sandboxes gives an account a payoff or the COLLECT status, and boarding leaves
// rewrite_allowed off. The seed's live account Ava Garcia (ACTIVE at Riverside, rewrite allowed, no
// payoff, a Payment Plan offered for select) is the one rewritable account, so this runs the flow
// without a payoff: select or standard, the plain confirm, the new contract; then the rewrite in
// progress is deleted, which frees the account again.
import { expect, test } from '@playwright/test';
import { summaryValue } from './contract-editor';
import {
  answer,
  contractActions,
  dialogNamed,
  moreAction,
  openContract,
  statusChips,
} from './contract-flows-helpers';
import { USERS } from './demo-users';
import { loginAs } from './helpers';
import { StaffApi, type ContractView } from './staff-api';

// Two cores shared by several runs: a flow that takes 25 s alone may take twice that.
test.describe.configure({ timeout: 120_000 });

let staff: StaffApi;

test.beforeEach(async ({ playwright, baseURL }) => {
  staff = new StaffApi(await playwright.request.newContext({ baseURL }));
  await staff.login(USERS.create.email);
});

/** The seed's live account that may be rewritten, with no rewrite in progress. */
async function liveAccount(): Promise<ContractView> {
  const { rows } = await staff.get<{ rows: { id: number; status: string }[] }>('/api/crud/contract', {
    search_customer_last_name: 'Garcia',
  });
  const [row] = rows.filter((r) => r.status === 'ACTIVE');
  const account = await staff.reload({ id: row.id } as ContractView);
  expect(account).toMatchObject({ rewrite_allowed: true, payoff_amount: null, agreement_code: 'PP' });
  expect(account.current_rewrite_id, 'a rewrite left in progress by an earlier run').toBeNull();
  return account;
}

test('a live account rewritten as a standard contract, then its rewrite deleted', async ({ page }) => {
  const account = await liveAccount();
  await loginAs(page, USERS.create);
  await openContract(page, account.id);
  await expect(statusChips(page)).toContainText('ACTIVE');
  await expect(
    page.getByText(`Contract #${account.id} · Account ${account.ebcs_account_number}`),
  ).toBeVisible();

  // The agreement is offered for select: select or standard first, then the plain confirm.
  await contractActions(page).getByRole('button', { name: 'Rewrite' }).click();
  const dialog = dialogNamed(page, 'Rewrite Contract');
  await expect(dialog).toContainText('Rewrite this contract as a select contract or as a standard contract?');
  await dialog.getByRole('button', { name: 'Standard' }).click();
  await expect(dialog).toContainText(
    'Rewrite this contract? A new contract is created from it for you to complete.',
  );
  await answer(page, 'Rewrite Contract', 'Rewrite');

  // The new contract opens: Ava Garcia's, incomplete, standard.
  await expect(page).not.toHaveURL(new RegExp(`/contracts/${account.id}$`));
  await expect(page).toHaveURL(/\/contracts\/\d+$/);
  const rewriteId = Number(/\/contracts\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 2, name: 'Ava Garcia' })).toBeVisible();
  await expect(summaryValue(page, 'Status')).toHaveText('INCOMPLETE');
  await expect(statusChips(page)).not.toContainText('Select');
  const rewrite = await staff.reload({ id: rewriteId } as ContractView);
  expect(rewrite).toMatchObject({ rewrite_of: account.id, is_select: false, customer_last_name: 'Garcia' });

  // The account links to its rewrite in progress and offers no second one.
  await openContract(page, account.id);
  const inProgress = page.getByRole('alert').filter({ hasText: 'Rewrite in progress:' });
  await expect(inProgress).toContainText(`Contract #${rewriteId} (INCOMPLETE)`);
  expect(await staff.reload(account)).toMatchObject({ current_rewrite_id: rewriteId });

  // Deleting the rewrite from its own page starts a new contract and frees the account.
  await inProgress.getByRole('link', { name: `Contract #${rewriteId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/contracts/${rewriteId}$`));
  await moreAction(page, 'Delete');
  await dialogNamed(page, 'Reason for Deletion').getByRole('radio', { name: 'Entered In Error' }).check();
  await answer(page, 'Reason for Deletion', 'Delete');
  await expect(page).toHaveURL(/\/contracts\/new$/);
  expect(await staff.reload(account)).toMatchObject({ current_rewrite_id: null });
  await openContract(page, account.id);
  await expect(page.getByText('Rewrite in progress:')).toHaveCount(0);
  await expect(contractActions(page).getByRole('button', { name: 'Rewrite' })).toBeVisible();
});
