// A contract walked through the editor's steps, for the tests of later steps.
import type { Browser } from '../helpers/browser';
import { agreement, bank, card, createContract, customer, put } from './contract-fixtures';

export type View = Record<string, unknown> & {
  id: number;
  modified_on: string;
  status: string;
  cards: Record<string, unknown>[];
  banks: Record<string, unknown>[];
};

async function ok(response: { statusCode: number; body: string; json(): unknown }): Promise<View> {
  if (response.statusCode !== 200)
    throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  return (response.json() as { contract: View }).contract;
}

/** Customer, agreement and billing saved; nothing else. */
export async function savedContract(
  browser: Browser,
  facilityId: number,
  lastName = 'Approve',
  ssn = '111-11-1111',
): Promise<View> {
  let c = (await createContract(browser, facilityId, { ...customer(lastName), customer_ssn: ssn })) as View;
  c = await ok(await put(browser, c, { contract: agreement(), action: 'SAVE' }));
  return ok(await put(browser, c, { banks: [bank()], cards: [card()], action: 'SAVE' }));
}

export async function act(browser: Browser, c: View, action: string, extra: Record<string, unknown> = {}) {
  return ok(await put(browser, c, { action, ...extra }));
}

/** The stored card again with its security code, as the charge dialog sends it. */
export const withCvc = (c: View) => ({
  cards: c.cards.map((x) => ({ ...x, cvc: '123' })),
  banks: c.banks,
});

/** Saved, CSR skipped and the processing fee charged: ready to submit. */
export async function readyContract(browser: Browser, facilityId: number): Promise<View> {
  let c = await savedContract(browser, facilityId);
  c = await act(browser, c, 'SKIP-CSR');
  return act(browser, c, 'CHARGE', withCvc(c));
}
