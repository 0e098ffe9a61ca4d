// The customer authorizes (or declines) the soft credit check through the REQUEST-CSR link
// (spec §4 CSR status; reference/README.md "Consent", FCRA 604(a)(2)).
import { DECLINED_NOTE } from '../../../src/server/services/customer-links/csr-authorization';
import type { Browser } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import { customer, RIVERSIDE, riversideAdmin } from '../contracts/contract-fixtures';
import { act, savedContract, type View } from '../contracts/contract-flows';
import { asCustomer, CUSTOMER_AGENT, expectGone, historyOf, linkTokenTo } from './customer-fixtures';

let t: TestApp;
let admin: Browser;
let riverside: number;

beforeAll(async () => ({ t, admin, riverside } = await riversideAdmin()));
afterAll(() => t.close());

async function requested(lastName = 'Approve', ssn = '111-11-1111'): Promise<{ c: View; token: string }> {
  const c = await act(admin, await savedContract(admin, riverside, lastName, ssn), 'REQUEST-CSR');
  return { c, token: await linkTokenTo(t.db, customer().customer_email, 'csr') };
}

const answer = (token: string, agree: boolean) =>
  asCustomer(t.app, 'POST', `/api/customer/links/${token}/csr-authorization`, { agree });

const stored = (id: number) =>
  t.db.selectFrom('contracts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the authorization page', () => {
  test('shows the practice and the written instruction, without a session', async () => {
    const { token } = await requested();
    const response = await asCustomer(t.app, 'GET', `/api/customer/links/${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const view = response.json();
    expect(view).toMatchObject({
      purpose: 'csr',
      practice: { name: RIVERSIDE },
      customer_first_name: 'Jordan',
    });
    expect(view.csr.words).toContain('I, Jordan Approve, instruct and authorize Riverside Animal Hospital');
    expect(view.csr.words).toContain('consumer report');
    expect(view.csr.words).toContain('written instruction under the Fair Credit Reporting Act');
  });
});

describe('agreeing', () => {
  test('records the words, time and IP, runs the soft pull, and moves to RECEIVED AUTHORIZATION', async () => {
    const { c, token } = await requested();
    const words = (await asCustomer(t.app, 'GET', `/api/customer/links/${token}`)).json().csr.words;
    const response = await answer(token, true);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ outcome: 'authorized' });
    const row = await stored(c.id);
    expect(row).toMatchObject({
      csr_status: 'RECEIVED AUTHORIZATION',
      status: 'INCOMPLETE',
      credit_grade: 'A',
      credit_recommendation: 'APPROVE',
      csr_error: null,
    });
    expect(row.credit_timestamp).toEqual(expect.any(String));
    expect(row.received_csr_authorization_on).toEqual(expect.any(String));
    const consents = await t.db
      .selectFrom('customer_consents')
      .selectAll()
      .where('contract_id', '=', c.id)
      .execute();
    expect(consents).toEqual([
      expect.objectContaining({
        kind: 'csr-authorization',
        agreed: 1,
        words,
        ip: '127.0.0.1',
        user_agent: CUSTOMER_AGENT,
        at: row.received_csr_authorization_on,
      }),
    ]);
    const history = await historyOf(t.db, c.id);
    expect(history.at(-1)).toMatchObject({
      action: 'customer.authorized',
      user_id: null,
      from_csr_status: 'WAITING AUTHORIZATION',
      to_csr_status: 'RECEIVED AUTHORIZATION',
    });
    const poll = await admin.get(`/api/check_status?contract_id=${c.id}&status_field=csr_status`);
    expect(poll.json()).toEqual({ status: 'RECEIVED AUTHORIZATION' });
  });

  test('keeps the bureau error for the practice when the soft pull fails', async () => {
    const { c, token } = await requested('Bureaudown', '666-66-6666');
    expect((await answer(token, true)).statusCode).toBe(200);
    expect(await stored(c.id)).toMatchObject({
      csr_status: 'RECEIVED AUTHORIZATION',
      csr_error: 'Credit bureau unavailable. Please try again later.',
      credit_grade: null,
    });
  });

  test('then the practice approves (ACCEPT-CSR) with that report, pulling credit only once', async () => {
    const { c, token } = await requested();
    await answer(token, true);
    const pulled = await stored(c.id);
    const softPull = jest.spyOn(t.app.providers.credit, 'softPull');
    try {
      const fresh = (await admin.get(`/api/crud/contract/${c.id}`)).json().contract as View;
      expect((await act(admin, fresh, 'ACCEPT-CSR')).csr_status).toBe('COMPLETED');
      expect(softPull).not.toHaveBeenCalled();
    } finally {
      softPull.mockRestore();
    }
    expect(await stored(c.id)).toMatchObject({
      credit_timestamp: pulled.credit_timestamp,
      credit_grade: pulled.credit_grade,
    });
  });

  test('after a failed pull, accepting pulls again', async () => {
    const { c, token } = await requested();
    const softPull = jest.spyOn(t.app.providers.credit, 'softPull');
    try {
      softPull.mockResolvedValueOnce({
        ok: false,
        csr_error: 'Credit bureau unavailable. Please try again later.',
      });
      await answer(token, true);
      const fresh = (await admin.get(`/api/crud/contract/${c.id}`)).json().contract as View;
      expect((await act(admin, fresh, 'ACCEPT-CSR')).csr_status).toBe('COMPLETED');
      expect(softPull).toHaveBeenCalledTimes(2);
    } finally {
      softPull.mockRestore();
    }
    expect(await stored(c.id)).toMatchObject({ csr_error: null, credit_grade: expect.any(String) });
  });
});

describe('declining', () => {
  test('is recorded with a note; the CSR still waits for an authorization', async () => {
    const { c, token } = await requested();
    const response = await answer(token, false);
    expect(response.json()).toEqual({ outcome: 'declined' });
    expect((await stored(c.id)).csr_status).toBe('WAITING AUTHORIZATION');
    const consent = await t.db
      .selectFrom('customer_consents')
      .selectAll()
      .where('contract_id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(consent).toMatchObject({ kind: 'csr-authorization', agreed: 0 });
    const notes = (await admin.get(`/api/note/${c.id}`)).json();
    expect(notes.map((n: { text: string }) => n.text)).toContain(DECLINED_NOTE);
    expect((await historyOf(t.db, c.id)).some((h) => h.action === 'customer.authorized')).toBe(false);
  });
});

describe('a link that cannot be used', () => {
  test('used once: 410 for the page and the answer', async () => {
    const { token } = await requested();
    await answer(token, true);
    expectGone(await asCustomer(t.app, 'GET', `/api/customer/links/${token}`));
    expectGone(await answer(token, true));
  });

  test('expired: 410', async () => {
    const { c, token } = await requested();
    await t.db
      .updateTable('customer_links')
      .set({ expires_on: new Date(Date.now() - 1000).toISOString() })
      .where('contract_id', '=', c.id)
      .execute();
    expectGone(await answer(token, true));
  });

  test('replaced by a newer link: 410; the new one works', async () => {
    const { c, token } = await requested();
    await act(admin, (await admin.get(`/api/crud/contract/${c.id}`)).json().contract, 'REQUEST-CSR');
    const newer = await linkTokenTo(t.db, customer().customer_email, 'csr');
    expectGone(await answer(token, true));
    expect((await answer(newer, true)).statusCode).toBe(200);
  });

  test('unknown, or for another step: 410', async () => {
    expectGone(await asCustomer(t.app, 'GET', '/api/customer/links/not-a-real-token-at-all'));
    const { token } = await requested();
    expectGone(await asCustomer(t.app, 'POST', `/api/customer/links/${token}/esign-consent`, { code: '1' }));
  });
});
