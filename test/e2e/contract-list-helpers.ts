// Steps of the contract list's browser tests (spec §2 /contracts): the grid, its rows and the row menu,
// the toolbar, and what the API says the list should hold (read with the page's own session).
import { expect, type Locator, type Page } from '@playwright/test';

export const grid = (page: Page): Locator => page.getByRole('grid', { name: 'Contracts' });

/** The first page drawn plain, before the grid's first use (plain-first-grid.tsx). */
export const plainList = (page: Page): Locator => page.getByRole('table', { name: 'Contracts' });

/** The grid takes the plain first page's place on first use: here, as a user's, a mouse over it. */
export async function bringGrid(page: Page): Promise<void> {
  await expect(grid(page).or(plainList(page))).toBeVisible({ timeout: 30_000 });
  // Already the grid (a view opened at a row is scrolled there by the grid at once), or gone meanwhile.
  await plainList(page)
    .hover({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(grid(page)).toBeVisible({ timeout: 30_000 });
}

/** The data rows on screen (the header row left out). */
export const gridRows = (page: Page): Locator => grid(page).locator('.MuiDataGrid-row');

export const rowOf = (page: Page, customer: string): Locator =>
  gridRows(page).filter({ has: page.getByRole('gridcell', { name: customer, exact: true }) });

export const searchBox = (page: Page): Locator => page.getByRole('searchbox', { name: 'Search contracts' });

export const countText = (page: Page): Locator => page.getByRole('status').filter({ hasText: /contracts?$/ });

/** The customer names of the rows on screen, top to bottom. */
export async function customersShown(page: Page): Promise<string[]> {
  return gridRows(page).locator('[data-field="customer_name"]').allInnerTexts();
}

/** Opens the list at a query string, waits for the first page and brings the grid. */
export async function openList(page: Page, query = ''): Promise<void> {
  await page.goto(`/contracts${query}`);
  // The list's code is loaded on first use; a busy machine takes a while.
  await expect(countText(page)).toBeVisible({ timeout: 30_000 });
  await bringGrid(page);
}

export async function rowAction(page: Page, customer: string, action: string): Promise<void> {
  await rowOf(page, customer)
    .getByRole('button', { name: `Actions for ${customer}` })
    .click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

export async function rowMenuItems(page: Page, customer: string): Promise<string[]> {
  await rowOf(page, customer)
    .getByRole('button', { name: `Actions for ${customer}` })
    .click();
  // The menu's code comes on first use: wait for it before reading its items.
  await expect(page.getByRole('menu')).toBeVisible();
  const items = await page.getByRole('menuitem').allInnerTexts();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  return items;
}

interface ApiRow {
  id: number;
  customer_name: string;
  facility_id: number;
  status: string;
}

/** GET /api/crud/contract with the page's session, as the list would ask it. */
export async function apiList(page: Page, query: string): Promise<{ count: number; rows: ApiRow[] }> {
  const response = await page.request.get(`/api/crud/contract?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { count: number; rows: ApiRow[] };
}

/** Scrolls the grid to its end until it holds more than `rows` rows (the next page loaded). */
export async function scrollPast(page: Page, rows: number): Promise<number> {
  const scroller = grid(page).locator('.MuiDataGrid-virtualScroller');
  let held = 0;
  await expect(async () => {
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    held = Number(await grid(page).getAttribute('aria-rowcount')) - 1;
    expect(held).toBeGreaterThan(rows);
  }).toPass({ timeout: 20_000 });
  return held;
}
