// The override rule (issue 15; src/shared/validation/term-sheet-limits.ts): where the term sheet allows
// an override, create@ saves the agreement with the limit outstanding; it is not charged, submitted or
// sent until it is resolved, and the facility admin who opens it completes it as it is.
import { VALIDATION_MESSAGES, messageFor } from '../../../src/shared/validation';
import { loggedInBrowser, type Browser } from '../helpers/browser';
import type { TestApp } from '../helpers/test-app';
import {
  agreement,
  card,
  createContract,
  customer,
  put,
  riversideAdmin,
} from '../contracts/contract-fixtures';

let t: TestApp;
let admin: Browser;
let creator: Browser;
let riverside: number;

beforeAll(async () => {
  ({ t, admin, riverside } = await riversideAdmin());
  creator = await loggedInBrowser(t.app, 'create@example.com');
});
afterAll(() => t.close());

// The case: a procedure of $8,400 with $400 down over 40 payments, where the sheet allows 36.
const overLimit = () => agreement({ cash_price: 8400, down_payment: 400, number_of_payments: 40 });
const LIMIT = messageFor.withOverride(messageFor.notMoreThan(36));

async function savedOverLimit() {
  let c = await createContract(creator, riverside, customer());
  c = (await put(creator, c, { action: 'SKIP-CSR' })).json().contract;
  const saved = await put(creator, c, { contract: overLimit(), section: 'agreement' });
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toMatchObject({ saved: true });
  return saved.json().contract as { id: number; modified_on: string } & Record<string, unknown>;
}

describe('a limit an administrator may override', () => {
  test('create@ saves the agreement with it outstanding, keyed by field with the form message', async () => {
    const c = await savedOverLimit();
    expect(c.number_of_payments).toBe(40);
    expect(c.limits_outstanding).toEqual({ number_of_payments: LIMIT });
    for (const action of ['CHARGE', 'PRINT']) expect(c.allowed_actions).not.toContain(action);
  });

  test('it is not charged, printed or sent for signature until resolved (409, nothing changes)', async () => {
    let c = await savedOverLimit();
    c = (await put(creator, c, { cards: [card()], action: 'SAVE' })).json().contract;
    for (const body of [
      { action: 'CHARGE', cards: [{ ...(c.cards as object[])[0], cvc: '123' }] },
      { action: 'PRINT' },
    ]) {
      const refused = await put(creator, c, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(VALIDATION_MESSAGES.overrideOutstanding);
      expect(refused.json().errors).toEqual({ number_of_payments: LIMIT });
    }
    const sent = await creator.post('/api/request_signature', { contract_id: c.id, method: 'email' });
    expect(sent.statusCode).toBe(409);
    const after = (await creator.get(`/api/crud/contract/${c.id}`)).json().contract;
    expect(after).toMatchObject({ status: 'INCOMPLETE', charged_on: null, submitted_on: null });
  });

  test('the facility admin who opens it sees no limit and completes it as it is', async () => {
    let c = await savedOverLimit();
    c = (await admin.get(`/api/crud/contract/${c.id}`)).json().contract;
    expect(c.limits_outstanding).toEqual({});
    c = (await put(admin, c, { cards: [card()], action: 'SAVE' })).json().contract;
    const charged = await put(admin, c, {
      action: 'CHARGE',
      cards: [{ ...(c.cards as object[])[0], cvc: '123' }],
    });
    expect(charged.statusCode).toBe(200);
    expect(charged.json().contract.charged_on).not.toBeNull();
    const printed = await put(admin, charged.json().contract, { action: 'PRINT' });
    expect(printed.statusCode).toBe(200);
    expect(printed.json().contract.status).toBe('WAITING CONTRACT UPLOAD');
    expect(printed.json().contract.number_of_payments).toBe(40);
  });

  test('brought within the sheet by create@, nothing is outstanding', async () => {
    const c = await savedOverLimit();
    const fixed = await put(creator, c, {
      contract: agreement({ cash_price: 8400, down_payment: 400, number_of_payments: 36 }),
      section: 'agreement',
    });
    expect(fixed.json().contract.limits_outstanding).toEqual({});
  });

  test('a limit without override still refuses the save with its field error', async () => {
    let c = await createContract(creator, riverside, customer());
    c = (await put(creator, c, { action: 'SKIP-CSR' })).json().contract;
    // Riverside's bracket up to $1,000 allows 12 months and no override.
    const refused = await put(creator, c, {
      contract: agreement({ cash_price: 500, down_payment: 0, number_of_payments: 40 }),
      section: 'agreement',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.number_of_payments).toMatch(/^Cannot be more than \d+\.$/);
  });
});
