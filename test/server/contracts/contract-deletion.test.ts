// DELETE contract/{id} with reason_for_cancel (spec §4 Deletion, §6) and UNDELETE.
import type { Browser } from '../helpers/browser';
import { loggedInBrowser } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import { createContract, put, riversideAdmin } from './contract-fixtures';
import { act, savedContract, type View } from './contract-flows';

let t: TestApp;
let admin: Browser;
let riverside: number;

beforeAll(async () => ({ t, admin, riverside } = await riversideAdmin()));
afterAll(() => t.close());

const remove = (browser: Browser, id: number, reason: string) =>
  browser.request('DELETE', `/api/crud/contract/${id}`, { reason_for_cancel: reason });

async function csrCompleted(): Promise<View> {
  const c = await act(admin, await savedContract(admin, riverside), 'OVERRIDE-CSR');
  return act(admin, c, 'ACCEPT-CSR');
}

describe('deleting', () => {
  test('keeps the status, sets the flag, records who, and only UNDELETE is accepted after', async () => {
    const c = await createContract(admin, riverside);
    const response = await remove(admin, c.id, '1');
    expect(response.statusCode).toBe(200);
    const deleted = response.json().contract;
    expect(deleted).toMatchObject({
      status: 'INCOMPLETE',
      is_deleted: true,
      reason_for_cancel: '1',
      deleted_by: 'Fiona Fairchild',
      undelete_able: true,
      editable: false,
      allowed_actions: ['UNDELETE'],
    });
    const save = await put(admin, deleted, { contract: { customer_last_name: 'X' } });
    expect(save.statusCode).toBe(409);
    expect(save.json().message).toBe(
      'A contract in status INCOMPLETE (deleted) cannot take the action SAVE.',
    );
    const back = await act(admin, deleted, 'UNDELETE');
    expect(back).toMatchObject({ is_deleted: false, status: 'INCOMPLETE', deleted_by: null });
    const rows = await t.db
      .selectFrom('contract_status_history')
      .selectAll()
      .where('contract_id', '=', c.id)
      .execute();
    expect(rows.map((r) => r.action)).toEqual(['contract.delete', 'UNDELETE']);
    const list = (await admin.get(`/api/crud/contract?facility_id=${riverside}&status=deleted`)).json();
    expect(list.rows.map((r: { id: number }) => r.id)).not.toContain(c.id);
  });

  test('an unknown reason is 400 keyed reason_for_cancel; CC Decline needs a charged fee', async () => {
    const c = await createContract(admin, riverside);
    expect((await remove(admin, c.id, '99')).json().errors).toHaveProperty('reason_for_cancel');
    expect((await remove(admin, c.id, '6')).statusCode).toBe(400);
  });

  test('Rewrite Not Allowed deletes a rewrite only (400 for an ordinary contract)', async () => {
    const c = await createContract(admin, riverside);
    const refused = await remove(admin, c.id, '7');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty('reason_for_cancel');
    const original = await createContract(admin, riverside);
    await t.db.updateTable('contracts').set({ rewrite_of: original.id }).where('id', '=', c.id).execute();
    expect((await remove(admin, c.id, '7')).statusCode).toBe(200);
  });

  test('a read-only user cannot delete (403); a signed contract cannot be deleted (409)', async () => {
    const c = await createContract(admin, riverside);
    const reader = await loggedInBrowser(t.app, 'read@example.com');
    expect((await remove(reader, c.id, '1')).statusCode).toBe(403);
    await t.db.updateTable('contracts').set({ status: 'SIGNED' }).where('id', '=', c.id).execute();
    const response = await remove(admin, c.id, '1');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'A contract in status SIGNED cannot take the action contract.delete.',
    );
  });
});

describe('the CSR Reject reason (code 3)', () => {
  test('starts the reject flow instead of deleting', async () => {
    const c = await csrCompleted();
    const response = await remove(admin, c.id, '3');
    expect(response.statusCode).toBe(200);
    expect(response.json().contract).toMatchObject({ status: 'REJECTED', is_deleted: false });
  });

  test('needs canCreate', async () => {
    const c = await csrCompleted();
    const editor = await loggedInBrowser(t.app, 'edit@example.com');
    expect((await remove(editor, c.id, '3')).statusCode).toBe(403);
  });

  test('is refused before the CSR is completed', async () => {
    const c = await createContract(admin, riverside);
    const response = await remove(admin, c.id, '3');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A contract in status INCOMPLETE cannot take the action REJECT.');
  });
});
