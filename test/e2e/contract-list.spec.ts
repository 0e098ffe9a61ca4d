// The contract list (spec §2 /contracts, §6, §8): status queries for staff and for an internal admin,
// search, sort, infinite scroll, the query string restoring a view, 'Include all facilities', the CSV
// download, row actions by rights (delete then undelete), print warning; screenshots to look at.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../../src/shared/messages';
import { USERS } from './demo-users';
import { loginAs, sidebar, expectNoSeriousViolations } from './helpers';
import {
  apiList,
  countText,
  customersShown,
  grid,
  bringGrid,
  gridRows,
  openList,
  plainList,
  rowAction,
  rowMenuItems,
  rowOf,
  scrollPast,
  searchBox,
} from './contract-list-helpers';

const SCREENS = 'test-results-3221/screens';
// A dozen page loads per test on a shared, busy machine.
test.setTimeout(180_000);
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SCREENS}/contract-list-${name}.png`, animations: 'disabled' });

test.describe('facility staff (create@, Riverside Animal Hospital)', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, USERS.create);
  });

  test('each status query shows its contracts', async ({ page }) => {
    // [status, a customer it shows, a customer it leaves out], searched by last name to find them.
    const cases: [string | null, string, string][] = [
      [null, 'Ava Garcia', 'Lucas Jensen'],
      ['waiting-csr', 'Liam Carter', 'Olivia Bennett'],
      ['waiting-signature', 'Emma Diaz', 'Ava Garcia'],
      ['completed', 'Noah Foster', 'Emma Diaz'],
      ['missed-payments', 'Liam Collect', 'Ava Garcia'],
      ['rejected', 'Ethan Hughes', 'Ava Garcia'],
      ['process-fee-declined', 'Mia Irwin', 'Ethan Hughes'],
      ['deleted', 'Lucas Jensen', 'Ava Garcia'],
    ];
    for (const [status, shown, left] of cases) {
      const q = status ? `status=${status}&` : '';
      await openList(page, `?${q}search=${shown.split(' ')[1]}`);
      await expect(rowOf(page, shown)).toBeVisible();
      await openList(page, `?${q}search=${left.split(' ')[1]}`);
      await expect(grid(page).getByText('No contracts match this search.')).toBeVisible();
    }
    // The whole of a status query at this facility: as many rows as the API counts there.
    await openList(page, '?status=completed');
    const facilityId = (await apiList(page, 'limit=1&search=Garcia')).rows[0].facility_id;
    const completed = await apiList(page, `status=completed&facility_id=${facilityId}&limit=1`);
    await expect(countText(page)).toHaveText(`${completed.count} contracts`);
    // Staff are not offered the admins' queries, and the server refuses them.
    await expect(sidebar(page).getByRole('link', { name: 'Started Today' })).toHaveCount(0);
    expect((await page.request.get('/api/crud/contract?status=started-today')).status()).toBe(403);
  });

  test('search by last name and by phone; sort by a column', async ({ page }) => {
    await openList(page);
    await searchBox(page).fill('Payoff');
    await expect(page).toHaveURL(/search=Payoff/);
    await expect(countText(page)).toHaveText('1 contract');
    await expect(rowOf(page, 'Noah Payoff')).toBeVisible();

    // Noah Payoff's mobile phone is (937)555-0122; typed with other punctuation it still finds him.
    await searchBox(page).fill('555 0122');
    await expect(page).toHaveURL(/search=555\+0122/);
    await expect(countText(page)).toHaveText('1 contract');
    await expect(rowOf(page, 'Noah Payoff')).toBeVisible();

    await searchBox(page).fill('');
    await expect(page).not.toHaveURL(/search=/);
    await grid(page).getByRole('columnheader', { name: 'Customer' }).click();
    await expect(page).toHaveURL(/orderby=customer_name/);
    const facilityId = (await apiList(page, 'limit=1&search=Garcia')).rows[0].facility_id;
    const asc = await apiList(page, `facility_id=${facilityId}&orderby=customer_name&limit=5`);
    await expect
      .poll(() => customersShown(page).then((c) => c.slice(0, 5)))
      .toEqual(asc.rows.map((r) => r.customer_name));
    await grid(page).getByRole('columnheader', { name: 'Customer' }).click();
    await expect(page).toHaveURL(/orderby=-customer_name/);
    const desc = await apiList(page, `facility_id=${facilityId}&orderby=-customer_name&limit=5`);
    await expect
      .poll(() => customersShown(page).then((c) => c.slice(0, 5)))
      .toEqual(desc.rows.map((r) => r.customer_name));
  });

  test('infinite scroll loads the next page past the first 100 rows', async ({ page }) => {
    await openList(page);
    const count = Number((await countText(page).innerText()).split(' ')[0].replace(',', ''));
    expect(count).toBeGreaterThan(100);
    const held = await scrollPast(page, 100);
    expect(held).toBeLessThanOrEqual(count);
    await expect(gridRows(page).last()).toBeVisible();
  });

  test('Back from a contract opened past the first page shows the same rows again', async ({ page }) => {
    await openList(page);
    await scrollPast(page, 100);
    // Where the grid is scrolled to is kept in the address (replaced, no history entry) once the
    // scrolling pauses: the row it names is then on screen.
    const rowInAddress = () => Number(new URL(page.url()).searchParams.get('row'));
    // Settled: the same row in the address at two polls in a row (a busy machine may still be
    // replacing it when the grid's rows are already drawn), and that row on screen.
    let seen = -1;
    const settled = async () => {
      const now = rowInAddress();
      const same = now === seen;
      seen = now;
      return (
        same &&
        now > 50 &&
        (await grid(page)
          .locator(`[data-rowindex="${now + 2}"]`)
          .count()) === 1
      );
    };
    await expect.poll(settled, { intervals: [500] }).toBe(true);
    const row = rowInAddress();
    const shown = grid(page).locator(`[data-rowindex="${row + 2}"] [data-field="customer_name"]`);
    const customer = await shown.innerText();
    await shown.click();
    await expect(page).toHaveURL(/\/contracts\/\d+$/);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`[?&]row=${row}$`));
    await expect(grid(page).locator(`[data-rowindex="${row + 2}"]`)).toBeInViewport();
    await expect(grid(page).locator(`[data-rowindex="${row + 2}"] [data-field="customer_name"]`)).toHaveText(
      customer,
    );
  });

  test('the query string restores a view after reload and after back', async ({ page }) => {
    await openList(page);
    await sidebar(page).getByRole('link', { name: 'Completed' }).click();
    await expect(page).toHaveURL(/status=completed/);
    await searchBox(page).fill('Garcia');
    await expect(page).toHaveURL(/status=completed&search=Garcia/);
    await expect(rowOf(page, 'Ava Garcia')).toBeVisible();
    await grid(page).getByRole('columnheader', { name: 'Created' }).click();
    await expect(page).toHaveURL(/orderby=created_on/);

    await page.reload();
    await expect(searchBox(page)).toHaveValue('Garcia');
    await bringGrid(page);
    await expect(rowOf(page, 'Ava Garcia')).toBeVisible();
    await expect(countText(page)).toHaveText('1 contract');
    await expect(grid(page).getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await page.goBack();
    await expect(page).not.toHaveURL(/orderby/);
    await expect(page).toHaveURL(/status=completed&search=Garcia/);
    await page.goBack();
    await expect(page).toHaveURL(/\/contracts\?status=completed$/);
    await expect(searchBox(page)).toHaveValue('');
  });

  test('the CSV download holds the current view: headers and its row', async ({ page }) => {
    await openList(page, '?search=Payoff');
    await expect(rowOf(page, 'Noah Payoff')).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^contracts-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
    const [header, ...lines] = text.trim().split('\r\n');
    expect(header.split(',').slice(0, 5)).toEqual([
      'Contract #',
      'Customer',
      'First Name',
      'Last Name',
      'Status',
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(',Noah Payoff,Noah,Payoff,ACTIVE,');
    await expect(page.getByRole('link', { name: 'Excel' })).toHaveAttribute('href', /output_format=excel/);
  });

  test('delete from the row menu with a reason, then undelete', async ({ page }) => {
    const facilityId = (await apiList(page, 'limit=1&search=Garcia')).rows[0].facility_id;
    // An incomplete contract whose customer's name finds it alone: other browser tests leave many
    // contracts of the same customer (Jordan Approve) behind.
    const incomplete = (
      await apiList(page, `facility_id=${facilityId}&search_status=INCOMPLETE&orderby=id&limit=200`)
    ).rows;
    let target = incomplete[0];
    for (const row of incomplete) {
      const found = await apiList(
        page,
        `facility_id=${facilityId}&search=${encodeURIComponent(row.customer_name)}`,
      );
      if (found.count === 1) {
        target = row;
        break;
      }
    }
    const name = target.customer_name;
    await openList(page, `?search=${encodeURIComponent(name)}`);
    await rowAction(page, name, 'Delete');
    const dialog = page.getByRole('dialog', { name: 'Reason for Deletion' });
    await expect(dialog.getByRole('radio', { name: 'CSR Reject' })).toHaveCount(0);
    await dialog.getByRole('radio').first().check();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Contract #${target.id} was deleted.`)).toBeVisible();
    await expect(rowOf(page, name)).toHaveCount(0);

    await openList(page, `?status=deleted&search=${encodeURIComponent(name)}`);
    await expect(rowOf(page, name)).toContainText('Deleted');
    await rowAction(page, name, 'Undelete');
    await page
      .getByRole('dialog', { name: 'Undelete Contract' })
      .getByRole('button', { name: 'Undelete' })
      .click();
    await expect(page.getByText(`Contract #${target.id} was undeleted.`)).toBeVisible();
    await expect(rowOf(page, name)).toHaveCount(0);
    await openList(page, `?search=${encodeURIComponent(name)}`);
    await expect(rowOf(page, name)).toContainText('INCOMPLETE');
  });

  test('row actions: open, payment history, rewrite of a live account; print warns first', async ({
    page,
  }) => {
    await openList(page, '?search=Garcia');
    expect(await rowMenuItems(page, 'Ava Garcia')).toEqual(['Open', 'Payment history', 'Rewrite']);
    await rowAction(page, 'Ava Garcia', 'Payment history');
    await expect(page).toHaveURL(/\/contracts\/\d+\/payment-history$/);
    await page.goBack();
    await bringGrid(page);
    await rowOf(page, 'Ava Garcia').locator('[data-field="customer_name"]').click();
    await expect(page).toHaveURL(/\/contracts\/\d+$/);

    await openList(page, '?search=Garcia');
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await page.getByRole('button', { name: 'Print' }).click();
    const dialog = page.getByRole('dialog', { name: 'Print' });
    await expect(dialog).toContainText(MESSAGES.dataTablePrintWarning);
    await dialog.getByRole('button', { name: 'Print' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await shot(page, 'veterinary');

    // Rewrite opens the contract with the rewrite flow started; Cancel leaves the account as it was.
    await rowAction(page, 'Ava Garcia', 'Rewrite');
    const rewrite = page.getByRole('dialog', { name: 'Rewrite Contract' });
    await expect(rewrite).toBeVisible();
    await expect(page).toHaveURL(/\/contracts\/\d+$/);
    await rewrite.getByRole('button', { name: 'Cancel' }).click();
    await expect(rewrite).toBeHidden();
  });
});

test('a read-only user gets Open and Payment history only', async ({ page }) => {
  await loginAs(page, USERS.read);
  await openList(page, '?search=Garcia');
  expect(await rowMenuItems(page, 'Ava Garcia')).toEqual(['Open', 'Payment history']);
  await openList(page, '?search=Bennett');
  expect(await rowMenuItems(page, 'Olivia Bennett')).toEqual(['Open']);
  await expect(page.getByRole('link', { name: 'New Contract' })).toHaveCount(0);
});

test('dental staff see their practice only', async ({ page }) => {
  await loginAs(page, USERS.dental);
  await openList(page);
  await expect(rowOf(page, 'James Lopez')).toBeVisible();
  await expect(rowOf(page, 'Ava Garcia')).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Include all facilities' })).toHaveCount(0);
  await shot(page, 'dental');
});

test.describe('internal admin (admin@)', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, USERS.admin);
  });

  test('include all facilities shows another facility’s contracts and is remembered', async ({ page }) => {
    await openList(page, '?search=Garcia');
    const includeAll = page.getByRole('switch', { name: 'Include all facilities' });
    await expect(includeAll).not.toBeChecked();
    await expect(grid(page).getByText('No contracts match this search.')).toBeVisible();
    await includeAll.check();
    await expect(rowOf(page, 'Ava Garcia')).toBeVisible();
    await expect(rowOf(page, 'Ava Garcia')).toContainText('Riverside Animal Hospital');
    await expect(grid(page).getByRole('columnheader', { name: 'Facility' })).toBeVisible();
    await page.reload();
    await expect(includeAll).toBeChecked();
    await bringGrid(page);
    await expect(rowOf(page, 'Ava Garcia')).toBeVisible();
    await openList(page);
    await shot(page, 'admin-include-all');
  });

  test('each status query, across every facility', async ({ page }) => {
    await openList(page);
    await page.getByRole('switch', { name: 'Include all facilities' }).check();
    const cases: [string, string[], string[]][] = [
      ['started-today', ['Olivia Bennett', 'Isabella Morgan'], ['Ava Garcia']],
      ['incomplete-waiting', ['Olivia Bennett', 'Sophia Kim', 'Isabella Morgan'], ['James Lopez']],
      ['completed', ['James Lopez', 'Ava Garcia', 'Benjamin Nash'], ['Emma Diaz']],
      ['missed-payments', ['Liam Collect'], ['James Lopez', 'Noah Payoff']],
      ['rejected', ['Ethan Hughes'], ['Isabella Morgan']],
      ['process-fee-declined', ['Mia Irwin'], ['Olivia Bennett']],
      ['deleted', ['Lucas Jensen'], ['Olivia Bennett']],
    ];
    for (const [status, shown, left] of cases) {
      for (const name of shown) {
        await openList(page, `?status=${status}&search=${name.split(' ')[1]}`);
        await expect(rowOf(page, name)).toBeVisible();
      }
      for (const name of left) {
        await openList(page, `?status=${status}&search=${name.split(' ')[1]}`);
        await expect(grid(page).getByText('No contracts match this search.')).toBeVisible();
      }
    }
    // Started Today oldest first; Incomplete/Waiting by facility name (spec §2).
    await openList(page, '?status=incomplete-waiting');
    const facilities = await gridRows(page).locator('[data-field="facility"]').allInnerTexts();
    expect(facilities.length).toBeGreaterThan(3);
    expect(facilities).toEqual([...facilities].sort((a, b) => a.localeCompare(b)));
  });
});

test('the list at 1024 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await loginAs(page, USERS.create);
  await openList(page);
  await expect(gridRows(page).first()).toBeVisible();
  await shot(page, 'veterinary-1024');
  // The longest status is read whole in its chip, not cut to 'WAITING AGREEMENT APPLIC…'.
  await openList(page, `?search_status=${encodeURIComponent('WAITING AGREEMENT APPLICATION')}`);
  const labels = gridRows(page).locator('[data-field="status"] .MuiChip-label');
  await expect(labels.first()).toHaveText('WAITING AGREEMENT APPLICATION');
  const cut = await labels.evaluateAll((all) => all.filter((l) => l.scrollWidth > l.clientWidth).length);
  expect(cut).toBe(0);
});

// Issue 17: a list that is only looked at does not pay for the grid. Its first page is drawn plain, with
// the same rows, cells, order and row menus; the grid takes its place on first use.
test.describe('the first page drawn plain', () => {
  test('the same rows as the grid, which comes with a mouse over the list or the keyboard', async ({
    page,
  }) => {
    await loginAs(page, USERS.create);
    await page.goto('/contracts?orderby=customer_name');
    const plain = plainList(page);
    await expect(plain.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    // The grid's code has not run.
    await expect(page.locator('.MuiDataGrid-root')).toHaveCount(0);
    await expect(plain.getByRole('columnheader', { name: 'Customer' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const names = await plain.locator('[role="cell"][data-field="customer_name"]').allInnerTexts();
    const facilityId = (await apiList(page, 'limit=1&search=Garcia')).rows[0].facility_id;
    const first = await apiList(
      page,
      `facility_id=${facilityId}&orderby=customer_name&limit=${names.length}`,
    );
    expect(names.length).toBeGreaterThan(5);
    expect(names).toEqual(first.rows.map((r) => r.customer_name));
    await expect(plain.getByRole('button', { name: `Actions for ${names[0]}` })).toBeVisible();
    await expectNoSeriousViolations(page);
    await shot(page, 'plain-first-page');

    // The keyboard: the list is one stop in the tab order, and there the grid takes over with the focus.
    await page.getByRole('link', { name: 'Excel' }).focus();
    await page.keyboard.press('Tab');
    await expect(grid(page)).toBeVisible({ timeout: 30_000 });
    await expect(plain).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null))
      .toBe(true);
    // The grid draws the rows in sight (and a few more), the plain page as many as fit the window.
    const inGrid = await customersShown(page);
    expect(inGrid.length).toBeGreaterThan(5);
    expect(inGrid).toEqual(names.slice(0, inGrid.length));
    await expect(grid(page).getByRole('columnheader', { name: 'Customer' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    // A mouse over the plain page brings the grid too.
    await page.reload();
    await expect(plain.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    await plain.hover();
    await expect(grid(page)).toBeVisible({ timeout: 30_000 });

    // Each status chip reads at AA contrast, COLLECT's orange too (darkened), plain and in the grid.
    await page.goto('/contracts?search_status=COLLECT');
    await expect(plain.getByRole('cell', { name: 'COLLECT' }).first()).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousViolations(page);
    await bringGrid(page);
    await expectNoSeriousViolations(page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

    test("a tap opens a row's menu and a row, without the grid", async ({ page }) => {
      await loginAs(page, USERS.create);
      await page.goto('/contracts?search=Garcia');
      const plain = plainList(page);
      const menuButton = plain.getByRole('button', { name: 'Actions for Ava Garcia' });
      await expect(menuButton).toBeVisible({ timeout: 30_000 });
      await expectNoSeriousViolations(page);
      await shot(page, 'plain-first-page-phone');
      await menuButton.tap();
      await expect(page.getByRole('menuitem', { name: 'Payment history' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
      await expect(page.locator('.MuiDataGrid-root')).toHaveCount(0);
      await plain.getByRole('cell', { name: 'Ava Garcia', exact: true }).tap();
      await expect(page).toHaveURL(/\/contracts\/\d+$/);
    });
  });
});
