// The customer completes a select contract's agreement application (machines/LIFECYCLE.md "Select
// contracts"; spec §4 Billing requirements): WAITING AGREEMENT APPLICATION → WAITING E-SIGNATURE.
import { computeAgreement } from '../../../src/shared/agreement';
import { VALIDATION_MESSAGES } from '../../../src/shared/validation';
import { CARD_DECLINED } from '../../../src/server/services/customer-links/application';
import type { Browser } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
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
import type { View } from '../contracts/contract-flows';
import { asCustomer, expectGone, historyOf, linkTokenTo } from './customer-fixtures';

let t: TestApp;
let admin: Browser;
let riverside: number;
const email = customer().customer_email;

beforeAll(async () => ({ t, admin, riverside } = await riversideAdmin()));
afterAll(() => t.close());

const terms = () => agreement({ contract_type: 2, number_of_payments: 6 });

async function applicationSent(): Promise<{ c: View; token: string }> {
  let c = (await createContract(admin, riverside, { ...customer(), is_select: true } as never)) as View;
  c = (await put(admin, c, { action: 'SKIP-CSR' })).json().contract;
  const saved = await put(admin, c, {
    contract: { ...customer(), ...terms() },
    section: 'agreementForSelect',
  });
  expect(saved.statusCode).toBe(200);
  const sent = await admin.post('/api/request_agreement_application_completion', {
    contract_id: c.id,
    method: 'email',
  });
  expect(sent.json().contract.status).toBe('WAITING AGREEMENT APPLICATION');
  return { c: sent.json().contract, token: await linkTokenTo(t.db, email, 'application') };
}

const submit = (token: string, body: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/customer/links/${token}/application`,
    headers: key ? { 'idempotency-key': key } : {},
    payload: body,
  });

describe('the application page', () => {
  test('shows the plan figures of computeAgreement and what payment it needs', async () => {
    const { token } = await applicationSent();
    const view = (await asCustomer(t.app, 'GET', `/api/customer/links/${token}`)).json();
    const figures = computeAgreement({ ...terms(), fee: null } as never);
    expect(view.application.plan).toMatchObject({
      apr: figures.apr,
      finance_charge: figures.finance_charge,
      financed_amount: figures.financed_amount,
      total_of_payments: figures.total_of_payments,
      number_of_payments: 6,
      processing_fee: 25,
      card_required: true,
      bank_required: false,
    });
    expect(view.application.prefill).toEqual({ first_name: 'Jordan', last_name: 'Approve', zip: '45402' });
  });
});

describe('submitting payment information', () => {
  test('is validated with the shared billing rules', async () => {
    const { token } = await applicationSent();
    const response = await submit(token, { banks: [bank()] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ cards: VALIDATION_MESSAGES.cardRequired });
  });

  test('a declined card changes nothing and can be corrected', async () => {
    const { c, token } = await applicationSent();
    const response = await submit(token, { cards: [card(DECLINED)] }, 'first-try');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: CARD_DECLINED,
      errors: { card_charge: expect.any(String) },
    });
    const row = await t.db
      .selectFrom('contracts')
      .selectAll()
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'WAITING AGREEMENT APPLICATION', charged_on: null });
    expect((await submit(token, { cards: [card()] }, 'second-try')).statusCode).toBe(200);
  });

  test('charges the fee once, keeps the card encrypted, and moves to WAITING E-SIGNATURE', async () => {
    const { c, token } = await applicationSent();
    const response = await submit(token, { cards: [card()], banks: [bank()] }, `fee-${c.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'WAITING E-SIGNATURE',
      signing_path: expect.stringMatching(/^\/c\/sign\//),
    });
    const row = await t.db
      .selectFrom('contracts')
      .selectAll()
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('WAITING E-SIGNATURE');
    expect(row.charged_on).toEqual(expect.any(String));
    expect(row.agreement_application_completed_on).toEqual(expect.any(String));
    const cards = await t.db.selectFrom('cards').selectAll().where('contract_id', '=', c.id).execute();
    expect(cards).toHaveLength(1);
    expect(cards[0].card_number_last4).toBe('1111');
    expect(cards[0].card_number_encrypted).not.toContain('4111111111111111');
    const charges = await t.db
      .selectFrom('card_charges')
      .selectAll()
      .where('idempotency_key', 'like', `contract-${c.id}-processing-fee-attempt-%`)
      .execute();
    expect(charges).toHaveLength(1);
    expect(charges[0].amount_cents).toBe(2500);
    expect((await historyOf(t.db, c.id)).at(-1)).toMatchObject({
      action: 'customer.application-completed',
      user_id: null,
      from_status: 'WAITING AGREEMENT APPLICATION',
      to_status: 'WAITING E-SIGNATURE',
    });
    const poll = await admin.get(`/api/check_status?contract_id=${c.id}&status_field=status`);
    expect(poll.json()).toEqual({ status: 'WAITING E-SIGNATURE' });
    const signing = await linkTokenTo(t.db, email, 'sign');
    expect(response.json().signing_path).toBe(`/c/sign/${signing}`);
    expect((await asCustomer(t.app, 'GET', `/api/customer/links/${signing}`)).json().purpose).toBe(
      'signature',
    );
    expectGone(await submit(token, { cards: [card()] }, `fee-${c.id}`));
  });

  test('UNDO-SUBMIT disables the application link', async () => {
    const { c, token } = await applicationSent();
    const fresh = (await admin.get(`/api/crud/contract/${c.id}`)).json().contract as View;
    expect((await put(admin, fresh, { action: 'UNDO-SUBMIT' })).json().contract.status).toBe('INCOMPLETE');
    expectGone(await submit(token, { cards: [card()] }));
  });
});
