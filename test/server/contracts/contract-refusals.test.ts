// Every action the lifecycle does not accept is 409, naming the status and the action
// (machines/LIFECYCLE.md: anything not listed is refused), and changes nothing.
import type { Browser } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import { createContract, put, riversideAdmin } from './contract-fixtures';
import { act, savedContract, type View } from './contract-flows';

let t: TestApp;
let admin: Browser;
let riverside: number;

beforeAll(async () => ({ t, admin, riverside } = await riversideAdmin()));
afterAll(() => t.close());

async function expectRefused(c: View, action: string, status: string) {
  const response = await put(admin, c, { action });
  expect({ action, code: response.statusCode, message: response.json().message }).toEqual({
    action,
    code: 409,
    message: `A contract in status ${status} cannot take the action ${action}.`,
  });
}

test('a contract with only its customer saved refuses what needs more', async () => {
  const c = (await createContract(admin, riverside)) as View;
  for (const action of [
    'ACCEPT-CSR',
    'REJECT',
    'UNDO-REJECT',
    'CHARGE',
    'DECLINE',
    'PRINT',
    'UNDO-SUBMIT',
    'UNDELETE',
    'FINISH-SELECT',
  ]) {
    await expectRefused(c, action, 'INCOMPLETE');
  }
  const after = (await admin.get(`/api/crud/contract/${c.id}`)).json().contract;
  expect(after.modified_on).toBe(c.modified_on);
});

test('a deleted contract refuses everything but UNDELETE', async () => {
  const c = await savedContract(admin, riverside);
  const response = await admin.request('DELETE', `/api/crud/contract/${c.id}`, { reason_for_cancel: '1' });
  const deleted = response.json().contract as View;
  for (const action of ['SAVE', 'REQUEST-CSR', 'SKIP-CSR', 'CHARGE', 'PRINT', 'REJECT']) {
    await expectRefused(deleted, action, 'INCOMPLETE (deleted)');
  }
  expect((await act(admin, deleted, 'UNDELETE')).is_deleted).toBe(false);
});

test('a select contract is not printed; a standard one is not finished as select', async () => {
  let c = await act(admin, await savedContract(admin, riverside), 'SKIP-CSR');
  await expectRefused(c, 'FINISH-SELECT', 'INCOMPLETE');
  await t.db.updateTable('contracts').set({ is_select: 1 }).where('id', '=', c.id).execute();
  c = (await admin.get(`/api/crud/contract/${c.id}`)).json().contract;
  await expectRefused(c, 'PRINT', 'INCOMPLETE');
  const finished = await act(admin, c, 'FINISH-SELECT', { method: 'email' });
  expect(finished.status).toBe('WAITING AGREEMENT APPLICATION');
  await expectRefused(finished, 'SAVE', 'WAITING AGREEMENT APPLICATION');
});

test('a live account accepts no editing action', async () => {
  const c = await savedContract(admin, riverside);
  await t.db.updateTable('contracts').set({ status: 'ACTIVE' }).where('id', '=', c.id).execute();
  const live = (await admin.get(`/api/crud/contract/${c.id}`)).json().contract as View;
  expect(live.allowed_actions).toEqual([]);
  for (const action of ['SAVE', 'CHARGE', 'PRINT', 'UNDO-SUBMIT', 'REJECT'])
    await expectRefused(live, action, 'ACTIVE');
});
