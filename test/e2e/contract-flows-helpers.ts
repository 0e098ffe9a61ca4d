// Page steps of the contract editor's other flows (spec §4 Deletion, Rejecting, Rewrite flow, Contract
// actions, Editing sections for select contracts), beside the origination steps of contract-editor.ts:
// the header's actions and chips, its dialogs, the select contract's sections, and contracts made
// through the API further along (CSR completed, ready to send).
//
//   await openContract(page, c.id);
//   await moreAction(page, 'Reject');
//   await answer(page, 'Reject Application', 'Reject');
//   await expect(statusChips(page)).toContainText('REJECTED');
import { expect, type Locator, type Page } from '@playwright/test';
import { apiAgreement, apiCustomer, uniqueEmail, type CustomerInput } from './contract-editor';
import type { ContractView, StaffApi } from './staff-api';

export const RIVERSIDE = 'Riverside Animal Hospital';
/** The status poll runs every 5 s: a change shows within two or three rounds. */
export const POLLED = { timeout: 20_000 };

/** The select contract's sections as their headings read them ('Credit Check', 'Agreement'). */
export type FlowSection = 'Customer' | 'Agreement' | 'Billing' | 'Credit Check';

// ---- the page ---------------------------------------------------------------------------------

/** Opens a contract by its address (from another page, so no copy handed over before is shown). */
export async function openContract(page: Page, id: number): Promise<void> {
  await page.goto('/contracts');
  await page.goto(`/contracts/${id}`);
  await expect(page.getByText(new RegExp(`^Contract #${id}( · Account .*)?$`))).toBeVisible();
}

/**
 * A section's content while it is open (the accordion's region, named by its heading: 'Credit Check',
 * then 'Credit Check Credit Check saved' once saved).
 */
export const flowSection = (page: Page, name: FlowSection): Locator =>
  page
    .getByRole('region', { name: 'Contract sections' })
    .getByRole('region', { name: new RegExp(`^${name}( |$)`) });

/** A section's heading button: expanded while it is open. */
export const flowSectionButton = (page: Page, name: FlowSection): Locator =>
  page
    .getByRole('region', { name: 'Contract sections' })
    .getByRole('heading', { level: 2, name: new RegExp(`^${name}\\b`) })
    .getByRole('button');

/** The header's chips: status (or 'Rejected by …'), 'Deleted by …', CSR, Select. */
export const statusChips = (page: Page): Locator => page.getByLabel('Contract status');

/** The header's toolbar of actions. */
export const contractActions = (page: Page): Locator =>
  page.getByRole('toolbar', { name: 'Contract actions' });

/** Opens 'More actions' and picks an item (Reject, Delete, documents). */
export async function moreAction(page: Page, label: string): Promise<void> {
  await contractActions(page).getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

/** The open dialog by its title. */
export const dialogNamed = (page: Page, title: string): Locator =>
  page.getByRole('dialog', { name: title, exact: true });

/** Clicks `button` in the dialog titled `title` and waits for the dialog to close. */
export async function answer(page: Page, title: string, button: string): Promise<void> {
  const dialog = dialogNamed(page, title);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
}

// ---- the select contract's sections ----------------------------------------------------------

const textbox = (scope: Locator, label: string): Locator =>
  scope.getByRole('textbox', { name: label, exact: true });

/** The credit check section's fields: name, address, birth date and SSN. */
export async function fillCreditCheck(page: Page, c: CustomerInput): Promise<void> {
  const s = flowSection(page, 'Credit Check');
  await textbox(s, 'First name').fill(c.firstName);
  await textbox(s, 'Last name').fill(c.lastName);
  await textbox(s, 'Address').fill(c.address);
  await textbox(s, 'City').fill(c.city);
  await s.getByRole('combobox', { name: 'State', exact: true }).selectOption({ label: c.state });
  await textbox(s, 'Zip code').fill(c.zip);
  await textbox(s, 'Date of birth').fill(c.dateOfBirth);
  await s
    .getByRole('group', { name: 'Identity' })
    .getByRole('textbox', { name: 'SSN', exact: true })
    .fill(c.ssn);
  // Where the authorization link goes (spec §4: the CSR request is sent by email or text).
  await textbox(s, 'Email').fill(c.email);
  await textbox(s, 'Mobile phone').fill(c.mobilePhone);
}

/** The select agreement section's customer half: contact details, pet and the new-customer answer. */
export async function fillSelectContact(page: Page, c: CustomerInput): Promise<void> {
  const s = flowSection(page, 'Agreement');
  await textbox(s, 'Email').fill(c.email);
  await textbox(s, 'Mobile phone').fill(c.mobilePhone);
  if (c.pet) {
    await textbox(s, 'Pet type').fill(c.pet.type);
    await textbox(s, "Pet's name").fill(c.pet.name);
  }
  await s.getByRole('radiogroup', { name: 'New customer' }).getByRole('radio', { name: 'Yes' }).check();
}

// ---- contracts made through the API ------------------------------------------------------------

/** A contract whose CSR is COMPLETED: a hard-copy authorization recorded, then approved. */
export async function contractWithCsrCompleted(staff: StaffApi, facilityId: number): Promise<ContractView> {
  let c = await staff.create(facilityId, apiCustomer(uniqueEmail('riley'), 'veterinary'));
  c = await staff.act(c, { action: 'OVERRIDE-CSR' });
  c = await staff.act(c, { action: 'ACCEPT-CSR' });
  expect(c.csr_status).toBe('COMPLETED');
  return c;
}

/** A card the sandbox processor approves, as the API takes it. */
const API_CARD = {
  id: -1,
  card_number: '4111111111111111',
  expiration: '12/29',
  cvc: '123',
  name_on_card: 'Jordan Approve',
  zip_code: '45402',
  preferred: true,
};

/**
 * A contract ready to send: customer, the CSR skipped (or completed), agreement, a card, the fee
 * charged.
 */
export async function readyContract(
  staff: StaffApi,
  facilityId: number,
  email: string,
  csr: 'skipped' | 'completed' = 'skipped',
): Promise<ContractView> {
  let c = await staff.create(facilityId, apiCustomer(email, 'veterinary'));
  if (csr === 'skipped') c = await staff.act(c, { action: 'SKIP-CSR' });
  else {
    c = await staff.act(c, { action: 'OVERRIDE-CSR' });
    c = await staff.act(c, { action: 'ACCEPT-CSR' });
  }
  c = await staff.act(c, { contract: apiAgreement(), action: 'SAVE' });
  c = await staff.act(c, { cards: [API_CARD], banks: [], action: 'SAVE' });
  const cards = c.cards.map((card) => ({ ...card, cvc: API_CARD.cvc }));
  c = await staff.act(c, { action: 'CHARGE', cards, banks: c.banks });
  expect(c.charged_on).toEqual(expect.any(String));
  return c;
}
