// "A customer's card charged twice": concurrent submissions through real HTTP (app.inject, fired together
// with Promise.all). The processing fee is charged once per contract, fee and attempt (the card_charges
// ledger key `contract-<id>-processing-fee-attempt-<n>`), the application link is claimed before the card
// is charged, requests sharing an idempotency key wait for the first answer, and a key sent again with
// another body is refused with 422.
import { IDEMPOTENCY_KEY_REUSED, requestHash } from '../../../src/server/services/contracts/idempotency';
import { CARD_DECLINED } from '../../../src/server/services/customer-links/application';
import { LINK_GONE } from '../../../src/server/services/customer-links/link-access';
import { loggedInBrowser, type Browser } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import { cancellation, changesOf, COI, liveContract } from '../change-of-information/coi-fixtures';
import {
  agreement,
  bank,
  card,
  createContract,
  customer,
  DECLINED,
  put,
  riversideAdmin,
} from '../contracts/contract-fixtures';
import { act, savedContract, withCvc, type View } from '../contracts/contract-flows';
import { linkTokenTo } from '../customer/customer-fixtures';
import { contractIdOf, paymentCount } from '../payments/payment-fixtures';

let t: TestApp;
let admin: Browser;
let editor: Browser;
let riverside: number;

beforeAll(async () => {
  ({ t, admin, riverside } = await riversideAdmin());
  editor = await loggedInBrowser(t.app, 'edit@example.com');
});
afterAll(() => t.close());

const chargesOf = (contractId: number) =>
  t.db
    .selectFrom('card_charges')
    .selectAll()
    .where('idempotency_key', 'like', `contract-${contractId}-%`)
    .orderBy('id')
    .execute();

const contractRow = (id: number) =>
  t.db.selectFrom('contracts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A select contract whose agreement application link was sent to the customer. */
async function applicationSent(lastName: string): Promise<{ c: View; token: string }> {
  const person = { ...customer(lastName), customer_email: `${lastName.toLowerCase()}@example.com` };
  let c = (await createContract(admin, riverside, { ...person, is_select: true } as never)) as View;
  c = (await put(admin, c, { action: 'SKIP-CSR' })).json().contract;
  const terms = agreement({ contract_type: 2, number_of_payments: 6 });
  const saved = await put(admin, c, { contract: { ...person, ...terms }, section: 'agreementForSelect' });
  expect(saved.statusCode).toBe(200);
  const sent = await admin.post('/api/request_agreement_application_completion', {
    contract_id: c.id,
    method: 'email',
  });
  expect(sent.json().contract.status).toBe('WAITING AGREEMENT APPLICATION');
  return { c: sent.json().contract, token: await linkTokenTo(t.db, person.customer_email, 'application') };
}

const submit = (token: string, body: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/customer/links/${token}/application`,
    headers: key ? { 'idempotency-key': key } : {},
    payload: body,
  });

describe('the agreement application submitted twice at once', () => {
  test('without keys (two tabs): one charge, attached to the contract; the other is told the link is used', async () => {
    const { c, token } = await applicationSent('Twotabs');
    const body = { cards: [card()], banks: [bank()] };
    const answers = await Promise.all([submit(token, body), submit(token, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410]);
    expect(answers.find((a) => a.statusCode === 410)?.json().message).toBe(LINK_GONE);
    const charges = await chargesOf(c.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      idempotency_key: `contract-${c.id}-processing-fee-attempt-1`,
      amount_cents: 2500,
    });
    expect(JSON.parse(charges[0].result)).toMatchObject({ approved: true });
    const row = await contractRow(c.id);
    expect(row).toMatchObject({ status: 'WAITING E-SIGNATURE', charged_on: expect.any(String) });
    expect(await t.db.selectFrom('cards').selectAll().where('contract_id', '=', c.id).execute()).toHaveLength(
      1,
    );
  });

  test('with different keys, five at once: still one charge', async () => {
    const { c, token } = await applicationSent('Fivetabs');
    const body = { cards: [card()] };
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => submit(token, body, `tab-${n}`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410, 410, 410, 410]);
    expect(await chargesOf(c.id)).toHaveLength(1);
  });

  test('after a decline the link is free again and the next attempt is a new charge', async () => {
    const { c, token } = await applicationSent('Retryafter');
    const declined = await submit(token, { cards: [card(DECLINED)] }, 'same-key');
    expect(declined.statusCode).toBe(400);
    expect(declined.json().message).toBe(CARD_DECLINED);
    expect((await contractRow(c.id)).charged_on).toBeNull();
    const ok = await submit(token, { cards: [card()] }, 'same-key');
    expect(ok.statusCode).toBe(200);
    const charges = await chargesOf(c.id);
    expect(charges.map((x) => [x.idempotency_key, JSON.parse(x.result).approved])).toEqual([
      [`contract-${c.id}-processing-fee-attempt-1`, false],
      [`contract-${c.id}-processing-fee-attempt-2`, true],
    ]);
  });
});

describe('the staff CHARGE sent ten times at once with one idempotency key', () => {
  test('ten identical answers, one charge', async () => {
    const c = await act(admin, await savedContract(admin, riverside, 'Tenclicks'), 'SKIP-CSR');
    const headers = { 'idempotency-key': `charge-${c.id}` };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => put(admin, c, { action: 'CHARGE', ...withCvc(c) }, headers)),
    );
    const first = answers[0];
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ saved: true, contract: { charged_on: expect.any(String) } });
    for (const answer of answers) {
      expect(answer.statusCode).toBe(first.statusCode);
      expect(answer.json()).toEqual(first.json());
    }
    const charges = await chargesOf(c.id);
    expect(charges).toHaveLength(1);
    expect(charges[0].idempotency_key).toBe(`contract-${c.id}-processing-fee-attempt-1`);
    expect((await contractRow(c.id)).charged_on).toBe(first.json().contract.charged_on);
  });

  test('the key in the payload (the editor) works the same', async () => {
    const c = await act(admin, await savedContract(admin, riverside, 'Payloadkey'), 'SKIP-CSR');
    const body = { action: 'CHARGE', ...withCvc(c), idempotency_key: `payload-${c.id}` };
    const answers = await Promise.all(Array.from({ length: 10 }, () => put(admin, c, body)));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await chargesOf(c.id)).toHaveLength(1);
  });

  test('two users charging at once with their own keys: one charge', async () => {
    const c = await act(admin, await savedContract(admin, riverside, 'Twousers'), 'SKIP-CSR');
    const other = await loggedInBrowser(t.app, 'facility-admin@example.com');
    const answers = await Promise.all([
      put(admin, c, { action: 'CHARGE', ...withCvc(c) }, { 'idempotency-key': 'mine' }),
      put(other, c, { action: 'CHARGE', ...withCvc(c) }, { 'idempotency-key': 'theirs' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await chargesOf(c.id)).toHaveLength(1);
  });

  test('a decline, then a new try: a new attempt, a new charge', async () => {
    let c = await act(admin, await savedContract(admin, riverside, 'Declinefirst'), 'SKIP-CSR');
    const declined = await put(admin, c, {
      action: 'CHARGE',
      cards: [{ ...card(DECLINED), id: c.cards[0].id }],
      banks: c.banks,
    });
    expect(declined.json()).toMatchObject({ saved: false, errors: { card_charge: ['Card declined.'] } });
    c = declined.json().contract;
    c = await act(admin, c, 'CHARGE', { cards: [{ ...card(), id: c.cards[0].id }], banks: c.banks });
    expect(c.charged_on).toEqual(expect.any(String));
    expect((await chargesOf(c.id)).map((x) => x.idempotency_key)).toEqual([
      `contract-${c.id}-processing-fee-attempt-1`,
      `contract-${c.id}-processing-fee-attempt-2`,
    ]);
  });
});

describe('an idempotency key sent again with another body: 422, nothing changed', () => {
  const reused = (response: { statusCode: number; json(): { message?: string } }) => {
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(IDEMPOTENCY_KEY_REUSED);
  };

  test('change of information', async () => {
    const id = await liveContract(t.db);
    const first = await editor.post(COI, { ...cancellation(id), idempotency_key: 'coi-key' });
    expect(first.statusCode).toBe(200);
    const same = await editor.post(COI, { ...cancellation(id), idempotency_key: 'coi-key' });
    expect(same.json()).toEqual(first.json());
    const other = { ...cancellation(id), reason_for_cancel: '2', idempotency_key: 'coi-key' };
    reused(await editor.post(COI, other));
    const rows = await changesOf(t.db, id);
    expect(rows).toHaveLength(1);
    expect(rows[0].reason_for_cancel).toBe('1');
  });

  test('PUT contract', async () => {
    const c = await createContract(admin, riverside, customer('Rekeyed'));
    const headers = { 'idempotency-key': `save-${c.id}` };
    const moved = (city: string) => ({ contract: { ...customer('Rekeyed'), customer_city: city } });
    const first = await put(admin, c, moved('Kettering'), headers);
    expect(first.json()).toMatchObject({ saved: true, contract: { customer_city: 'Kettering' } });
    reused(await put(admin, c, moved('Xenia'), headers));
    reused(await put(admin, c, { ...moved('Kettering'), action: 'PRINT' }, headers));
    expect((await contractRow(c.id)).customer_city).toBe('Kettering');
    const again = await put(admin, c, moved('Kettering'), headers);
    expect(again.json()).toEqual(first.json());
  });

  test('apply_payment', async () => {
    const id = await contractIdOf(t.db, 'Collect');
    const before = await paymentCount(t.db, id);
    const pay = (amount: number) =>
      editor.request(
        'POST',
        '/api/apply_payment',
        { contract_id: id, payment_amount: amount, ignore_warnings: true },
        { headers: { 'idempotency-key': 'pay-once' } },
      );
    expect((await pay(20)).statusCode).toBe(200);
    reused(await pay(30));
    expect(await paymentCount(t.db, id)).toBe(before + 1);
  });
});

describe('the request hash kept with a key', () => {
  test('ignores key order, the key itself and security codes; tells bodies apart', () => {
    const body = { contract_id: 1, cards: [{ card_number: '4111111111111111', cvc: '123' }] };
    const hash = requestHash(body);
    expect(requestHash({ cards: [{ cvc: '999', card_number: '4111111111111111' }], contract_id: 1 })).toBe(
      hash,
    );
    expect(requestHash({ ...body, idempotency_key: 'k' })).toBe(hash);
    expect(requestHash({ ...body, contract_id: 2 })).not.toBe(hash);
    expect(requestHash({ ...body, cards: [{ card_number: '5555555555554444', cvc: '123' }] })).not.toBe(hash);
  });

  test('is not a hash of the secrets: a card, account or SSN counts by its last 4 only', () => {
    const one = {
      card_number: '4111111111111111',
      account_number: '000123456789',
      customer_ssn: '111-22-1234',
    };
    const other = {
      card_number: '4000056655661111',
      account_number: '999999996789',
      customer_ssn: '999-88-1234',
    };
    expect(requestHash(one)).toBe(requestHash(other));
  });
});
