// The links sent to the customer are disabled exactly where the lifecycle chart runs disableSentLinks
// (machines/contract-lifecycle.machine.ts; the server performs the effects the chart names on the
// transition it takes, services/contracts/transitions.ts): UNDO-SUBMIT, REJECT and deleting from a
// submitted status; not REJECT or deleting from INCOMPLETE.
import type { Browser } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import { riversideAdmin } from './contract-fixtures';
import { act, savedContract, withCvc, type View } from './contract-flows';

let t: TestApp;
let admin: Browser;
let riverside: number;

beforeAll(async () => ({ t, admin, riverside } = await riversideAdmin()));
afterAll(() => t.close());

const links = (id: number) =>
  t.db
    .selectFrom('customer_links')
    .select(['purpose', 'disabled_on', 'used_on'])
    .where('contract_id', '=', id)
    .orderBy('id')
    .execute();

/** A CSR link sent (and left unused: the practice overrides it), then the CSR completed. */
async function csrCompletedWithLinkSent(): Promise<View> {
  let c = await act(admin, await savedContract(admin, riverside), 'REQUEST-CSR', { method: 'email' });
  c = await act(admin, c, 'OVERRIDE-CSR');
  return act(admin, c, 'ACCEPT-CSR');
}

/** The same, then the fee charged and the e-signature link sent: WAITING E-SIGNATURE. */
async function waitingSignature(): Promise<View> {
  let c = await csrCompletedWithLinkSent();
  c = await act(admin, c, 'CHARGE', withCvc(c));
  const sent = await admin.post('/api/request_signature', { contract_id: c.id, method: 'email' });
  expect(sent.statusCode).toBe(200);
  return sent.json().contract as View;
}

test('REJECT from INCOMPLETE leaves the links sent enabled (the chart runs no disableSentLinks)', async () => {
  const c = await act(admin, await csrCompletedWithLinkSent(), 'REJECT');
  expect(c.status).toBe('REJECTED');
  expect(await links(c.id)).toEqual([{ purpose: 'csr', disabled_on: null, used_on: null }]);
});

test('REJECT from WAITING E-SIGNATURE disables every unused link sent', async () => {
  const waiting = await waitingSignature();
  expect(waiting.status).toBe('WAITING E-SIGNATURE');
  const before = await links(waiting.id);
  expect(before.map((l) => l.purpose).sort()).toEqual(['csr', 'signature']);
  expect(before.every((l) => l.disabled_on === null)).toBe(true);
  const c = await act(admin, waiting, 'REJECT');
  expect(c.status).toBe('REJECTED');
  const after = await links(c.id);
  expect(after).toHaveLength(2);
  expect(after.every((l) => l.disabled_on !== null)).toBe(true);
});

const remove = (id: number) =>
  admin.request('DELETE', `/api/crud/contract/${id}`, { reason_for_cancel: '1' });

test('deleting from INCOMPLETE leaves the links sent enabled; from a submitted status disables them', async () => {
  const incomplete = await csrCompletedWithLinkSent();
  expect((await remove(incomplete.id)).statusCode).toBe(200);
  expect((await links(incomplete.id)).every((l) => l.disabled_on === null)).toBe(true);

  const waiting = await waitingSignature();
  expect((await remove(waiting.id)).statusCode).toBe(200);
  const after = await links(waiting.id);
  expect(after).toHaveLength(2);
  expect(after.every((l) => l.disabled_on !== null)).toBe(true);
});
