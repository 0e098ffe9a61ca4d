// The rewrite flow through the staff screens in Chromium (spec §4 Rewrite flow, Deletion; §8
// rewriteConfirm, hasCollectionFees, rewritePayoffConfirm, rewritePaymentWarning, collectAccount). The
// servicing engine computes each live account's payoff (actuarial, as of the day) and moves accounts to
// COLLECT; the servicer's rewrite_allowed is seeded. The seed's live accounts at Riverside
// (db/seed/contracts.ts; a Payment Plan offered for select), serviced by the engine up to the seed day,
// carry each turn: Grace Fullpay (paid in full, no payoff: the plain confirm), Noah Payoff (return fees
// and the payoff confirm, then Delete Rewrite), Mia Nextdebit (a card installment due on the seed day:
// the next-debit warning) and Liam Collect (COLLECT, rewrite not allowed: the blocked dialog). Each test
// leaves its account as the seed left it: a rewrite made is deleted, and the warning is cancelled.
import { expect, test, type Page } from '@playwright/test';
import { CONTRACT_MESSAGES } from '../../src/shared/contract-messages';
import { formatMoney } from '../../src/shared/money';
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

/** A seed's live account at Riverside by its customer's last name (its id differs per seeding). */
async function seededAccount(lastName: string): Promise<ContractView> {
  const { rows } = await staff.get<{ rows: { id: number; status: string }[] }>('/api/crud/contract', {
    search_customer_last_name: lastName,
  });
  const [row] = rows.filter((r) => r.status === 'ACTIVE' || r.status === 'COLLECT');
  const account = await staff.reload({ id: row.id } as ContractView);
  expect(account.current_rewrite_id, 'a rewrite left in progress by an earlier run').toBeNull();
  return account;
}

/** The seed's live account that may be rewritten, with no rewrite in progress. */
async function liveAccount(): Promise<ContractView> {
  const account = await seededAccount('Fullpay');
  expect(account).toMatchObject({ rewrite_allowed: true, payoff_amount: 0, agreement_code: 'PP' });
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

  // The new contract opens: Grace Fullpay's, incomplete, standard.
  await expect(page).not.toHaveURL(new RegExp(`/contracts/${account.id}$`));
  await expect(page).toHaveURL(/\/contracts\/\d+$/);
  const rewriteId = Number(/\/contracts\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 2, name: 'Grace Fullpay' })).toBeVisible();
  await expect(summaryValue(page, 'Status')).toHaveText('INCOMPLETE');
  await expect(statusChips(page)).not.toContainText('Select');
  const rewrite = await staff.reload({ id: rewriteId } as ContractView);
  expect(rewrite).toMatchObject({ rewrite_of: account.id, is_select: false, customer_last_name: 'Fullpay' });

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

/** Opens the account's Rewrite and answers Standard to select or standard. */
async function rewriteAsStandard(page: Page): Promise<void> {
  await contractActions(page).getByRole('button', { name: 'Rewrite' }).click();
  const ask = dialogNamed(page, 'Rewrite Contract');
  await expect(ask).toContainText('Rewrite this contract as a select contract or as a standard contract?');
  await ask.getByRole('button', { name: 'Standard' }).click();
}

test('a payoff account: the collection fees, Confirm Rewrite, then Delete Rewrite', async ({ page }) => {
  const account = await seededAccount('Payoff');
  expect(account).toMatchObject({ status: 'ACTIVE', rewrite_allowed: true });
  expect(account.return_fee_due).toBeGreaterThan(0);
  // The payoff the engine computed as of today, carried forward as the account shows it.
  const payoff = formatMoney(account.payoff_amount as number);
  const fees = formatMoney((account.late_fee_due as number) + (account.return_fee_due as number));
  await loginAs(page, USERS.create);
  await openContract(page, account.id);
  await expect(statusChips(page)).toContainText('ACTIVE');

  // The return fees, then the payoff; the next debit is weeks away, so no warning.
  await rewriteAsStandard(page);
  await expect(dialogNamed(page, 'Collection Fees')).toContainText(CONTRACT_MESSAGES.hasCollectionFees(fees));
  await answer(page, 'Collection Fees', 'Continue');
  await expect(dialogNamed(page, 'Payoff Amount')).toContainText(
    CONTRACT_MESSAGES.rewritePayoffConfirm(payoff),
  );
  await answer(page, 'Payoff Amount', 'Confirm Rewrite');

  // The new contract opens: Noah Payoff's, incomplete, linked to the account.
  await expect(page).not.toHaveURL(new RegExp(`/contracts/${account.id}$`));
  await expect(page).toHaveURL(/\/contracts\/\d+$/);
  const rewriteId = Number(/\/contracts\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 2, name: 'Noah Payoff' })).toBeVisible();
  await expect(summaryValue(page, 'Status')).toHaveText('INCOMPLETE');
  expect(await staff.reload({ id: rewriteId } as ContractView)).toMatchObject({
    rewrite_of: account.id,
    is_select: false,
  });
  expect(await staff.reload(account)).toMatchObject({ current_rewrite_id: rewriteId });

  // With a rewrite in progress the payoff confirm offers Delete Rewrite: the deletion of the rewrite.
  await openContract(page, account.id);
  await expect(page.getByRole('alert').filter({ hasText: 'Rewrite in progress:' })).toContainText(
    `Contract #${rewriteId} (INCOMPLETE)`,
  );
  await rewriteAsStandard(page);
  await answer(page, 'Collection Fees', 'Continue');
  await expect(dialogNamed(page, 'Payoff Amount')).toContainText(
    CONTRACT_MESSAGES.rewritePayoffConfirm(payoff),
  );
  await answer(page, 'Payoff Amount', 'Delete Rewrite');
  await dialogNamed(page, 'Reason for Deletion').getByRole('radio', { name: 'Entered In Error' }).check();
  await answer(page, 'Reason for Deletion', 'Delete');
  await expect.poll(async () => (await staff.reload(account)).current_rewrite_id).toBeNull();
  expect(await staff.reload({ id: rewriteId } as ContractView)).toMatchObject({ is_deleted: true });
});

test('a payoff account whose next debit is too soon to stop: the warning', async ({ page }) => {
  const account = await seededAccount('Nextdebit');
  expect(account).toMatchObject({ status: 'ACTIVE', rewrite_allowed: true });
  const payoff = formatMoney(account.payoff_amount as number);
  await loginAs(page, USERS.create);
  await openContract(page, account.id);

  // No collection fees: the payoff confirm first, then the warning; cancelled, nothing is rewritten.
  await rewriteAsStandard(page);
  await expect(dialogNamed(page, 'Payoff Amount')).toContainText(
    CONTRACT_MESSAGES.rewritePayoffConfirm(payoff),
  );
  await answer(page, 'Payoff Amount', 'Confirm Rewrite');
  await expect(dialogNamed(page, 'Next Payment')).toContainText(CONTRACT_MESSAGES.rewritePaymentWarning);
  await answer(page, 'Next Payment', 'Cancel');
  await expect(page).toHaveURL(new RegExp(`/contracts/${account.id}$`));
  expect(await staff.reload(account)).toMatchObject({ current_rewrite_id: null });
});

test('an account in collection: a rewrite is blocked until its balance is posted', async ({ page }) => {
  const account = await seededAccount('Collect');
  expect(account).toMatchObject({ status: 'COLLECT', rewrite_allowed: false });
  await loginAs(page, USERS.create);
  await openContract(page, account.id);
  await expect(statusChips(page)).toContainText('COLLECT');

  await contractActions(page).getByRole('button', { name: 'Rewrite' }).click();
  const blocked = dialogNamed(page, 'Account in Collection');
  await expect(blocked).toContainText(CONTRACT_MESSAGES.collectAccount);
  await expect(blocked.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await answer(page, 'Account in Collection', 'OK');
  await expect(page).toHaveURL(new RegExp(`/contracts/${account.id}$`));
  expect(await staff.reload(account)).toMatchObject({ status: 'COLLECT', current_rewrite_id: null });
});
