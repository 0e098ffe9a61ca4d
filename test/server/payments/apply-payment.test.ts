// POST /api/apply_payment and POST /api/send_pif_email (spec §7): a payment taken at the practice,
// with the warnings the user confirms, refusals that record nothing, one payment per Idempotency-Key,
// the servicing fields recomputed; the paid-in-full email queued once.
import { businessToday } from '../../../src/shared/calendar';
import { PAYMENT_MESSAGES as M } from '../../../src/shared/payment-messages';
import { SERVICING_VIEW_FIELDS } from '../../../src/server/services/payments/account-servicing';
import { loggedInBrowser, type Browser } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SETUP_TIMEOUT } from '../resources/resource-fixtures';
import { cents, contractIdOf, paymentCount } from './payment-fixtures';

let t: TestApp;
let editor: Browser;
let reader: Browser;
let dental: Browser;

beforeAll(async () => {
  t = await createTestApp();
  editor = await loggedInBrowser(t.app, 'edit@example.com');
  reader = await loggedInBrowser(t.app, 'read@example.com');
  dental = await loggedInBrowser(t.app, 'dental@example.com');
}, SETUP_TIMEOUT);
afterAll(() => t.close());

const apply = (browser: Browser, body: Record<string, unknown>, key?: string) =>
  browser.request('POST', '/api/apply_payment', body, { headers: key ? { 'idempotency-key': key } : {} });
const contractOf = async (id: number) =>
  (await reader.get(`/api/crud/contract/${id}?check_payments=true`)).json().contract;

describe('warnings: nothing is recorded until the user confirms', () => {
  test('more than the amount now due', async () => {
    const id = await contractIdOf(t.db, 'Garcia');
    const { total_pmts_due } = await contractOf(id);
    const before = await paymentCount(t.db, id);
    const amount = total_pmts_due + 50;
    const response = await apply(editor, { contract_id: id, payment_amount: amount });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ applied: false, warnings: [M.overpayment(amount, total_pmts_due)] });
    expect(M.overpayment(amount, total_pmts_due)).toMatch(
      /^The payment of \$[\d,]+\.\d\d is more than the \$/,
    );
    expect(await paymentCount(t.db, id)).toBe(before);
  });

  test('more than the payoff', async () => {
    const id = await contractIdOf(t.db, 'Garcia');
    const { total_payoff_with_fees } = await contractOf(id);
    const before = await paymentCount(t.db, id);
    const response = await apply(editor, { contract_id: id, payment_amount: total_payoff_with_fees + 1 });
    expect(response.json()).toEqual({
      applied: false,
      warnings: [M.abovePayoff(total_payoff_with_fees + 1, total_payoff_with_fees)],
    });
    expect(await paymentCount(t.db, id)).toBe(before);
  });

  test('a closed account (paid in full)', async () => {
    const id = await contractIdOf(t.db, 'Fullpay');
    const response = await apply(editor, { contract_id: id, payment_amount: 20 });
    expect(response.json()).toEqual({ applied: false, warnings: [M.closedAccount(20)] });
    expect(M.closedAccount(20)).toContain('$20.00');
  });

  test('ignore_warnings records it, and the same key may then be used to confirm', async () => {
    const id = await contractIdOf(t.db, 'Nextdebit');
    const { total_pmts_due } = await contractOf(id);
    const before = await paymentCount(t.db, id);
    const body = { contract_id: id, payment_amount: total_pmts_due + 100 };
    expect((await apply(editor, body, 'confirm-1')).json().applied).toBe(false);
    const confirmed = await apply(editor, { ...body, ignore_warnings: true }, 'confirm-1');
    expect(confirmed.json()).toMatchObject({ applied: true, payment: { type: 'PRACTICE' } });
    expect(await paymentCount(t.db, id)).toBe(before + 1);
  });
});

describe('bad amounts: a clear message and nothing recorded', () => {
  test.each([
    [undefined, M.amountRequired],
    ['', M.amountRequired],
    ['ten dollars', M.amountNotANumber],
    [0, M.amountNotPositive],
    [-5, M.amountNotPositive],
    [10.005, M.amountTooManyDecimals],
    ['12.345', M.amountTooManyDecimals],
    [5_000_000, M.amountTooLarge],
  ])('%p', async (amount, message) => {
    const id = await contractIdOf(t.db, 'Garcia');
    const before = await paymentCount(t.db, id);
    const response = await apply(editor, { contract_id: id, payment_amount: amount, ignore_warnings: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ payment_amount: message });
    expect(await paymentCount(t.db, id)).toBe(before);
  });
});

describe('refusals', () => {
  test('an account that is not live: 409', async () => {
    const id = await contractIdOf(t.db, 'Foster'); // SIGNED
    const response = await apply(editor, { contract_id: id, payment_amount: 50 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(M.notLive('SIGNED'));
    expect(await paymentCount(t.db, id)).toBe(0);
  });

  test('a read-only user: 403', async () => {
    const id = await contractIdOf(t.db, 'Garcia');
    const before = await paymentCount(t.db, id);
    expect((await apply(reader, { contract_id: id, payment_amount: 50 })).statusCode).toBe(403);
    expect(await paymentCount(t.db, id)).toBe(before);
  });

  test("another client's contract: 403, even with a key used before", async () => {
    const id = await contractIdOf(t.db, 'Garcia');
    const before = await paymentCount(t.db, id);
    expect((await apply(dental, { contract_id: id, payment_amount: 50 }, 'confirm-1')).statusCode).toBe(403);
    expect(await paymentCount(t.db, id)).toBe(before);
  });
});

describe('a payment recorded', () => {
  test('brings a late account up to date: out of Missed Payments, fees paid, the row in the history', async () => {
    // Liam Collect: his debits always return R01, so the engine sent the account to COLLECT.
    const id = await contractIdOf(t.db, 'Collect');
    const before = await contractOf(id);
    expect(before.days_late).toBeGreaterThan(0);
    const facility = before.facility_id;
    const missed = async () =>
      (await reader.get(`/api/crud/contract?facility_id=${facility}&status=missed-payments`))
        .json()
        .rows.map((r: { id: number }) => r.id);
    expect(await missed()).toContain(id);

    const response = await apply(
      editor,
      { contract_id: id, payment_amount: before.total_pmts_due },
      'liam-0',
    );
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      applied: true,
      payment: { contract_id: id, type: 'PRACTICE', payment_amount: before.total_pmts_due, fee_amount: null },
      contract: {
        id,
        days_late: 0,
        total_del_pmts_owed: 0,
        late_fee_due: 0,
        return_fee_due: 0,
        has_payments: true,
      },
    });
    const history = (await reader.get(`/api/crud/payment?contract_id=${id}`)).json().rows;
    expect(history[history.length - 1]).toEqual(answer.payment);
    const after = await contractOf(id);
    // Every servicing figure comes back (the response schema lists them all), as the contract now has it.
    expect(Object.keys(answer.contract).sort()).toEqual([...SERVICING_VIEW_FIELDS, 'has_payments'].sort());
    for (const name of SERVICING_VIEW_FIELDS)
      expect([name, answer.contract[name]]).toEqual([name, after[name]]);
    expect(after).toMatchObject({ days_late: 0, type_of_last_payment: 'PRACTICE' });
    expect(after.remaining_agreement_balance).toBeLessThan(before.remaining_agreement_balance);
    // The payoff, computed as of today by the actuarial method, is lower; the fees were paid.
    expect(after.payoff_amount).toBeLessThan(before.payoff_amount);
    expect(after.payoff_amount).toBeLessThanOrEqual(after.remaining_agreement_balance);
    expect(after.total_payoff_with_fees).toBe(after.payoff_amount);
    expect(await missed()).not.toContain(id);
  });

  test('exactly the payoff: the account is paid off, the unearned finance charge rebated', async () => {
    // Noah Payoff: the payoff by the actuarial method is less than the remaining balance.
    const id = await contractIdOf(t.db, 'Payoff');
    const before = await contractOf(id);
    const rebate = cents(before.remaining_agreement_balance) - cents(before.payoff_amount);
    expect(rebate).toBeGreaterThan(0);
    const amount = before.total_payoff_with_fees;
    const asked = await apply(editor, { contract_id: id, payment_amount: amount });
    expect(asked.json()).toEqual({ applied: false, warnings: [M.paysOff(amount, rebate / 100)] });
    expect(M.paysOff(amount, rebate / 100)).toMatch(
      /pays the account off\. The unearned finance charge of \$/,
    );
    const paid = await apply(
      editor,
      { contract_id: id, payment_amount: amount, ignore_warnings: true },
      'noah-payoff',
    );
    expect(paid.json().applied).toBe(true);
    const history = (await reader.get(`/api/crud/payment?contract_id=${id}`)).json();
    const [payment, credit] = history.rows.slice(-2);
    expect(payment).toMatchObject({ type: 'PRACTICE', payment_amount: amount, rebate_amount: null });
    expect(credit).toMatchObject({
      type: 'REBATE',
      payment_amount: null,
      rebate_amount: rebate / 100,
      balance: 0,
    });
    expect(credit.description).toMatch(
      /^Unearned finance charge rebated: the account was paid off on \d\d\/\d\d\/\d{4}\.$/,
    );
    // Money received counts the payment only; the rebate is its own total.
    expect(cents(history.totals.rebate_amount)).toBe(rebate);
    const after = await contractOf(id);
    expect(after).toMatchObject({
      remaining_agreement_balance: 0,
      remaining_num_of_payments: 0,
      payoff_amount: 0,
      total_payoff_with_fees: 0,
      return_fee_due: 0,
      amount_applied_to_credit: 0,
    });
    // A second payment finds the account closed.
    expect((await apply(editor, { contract_id: id, payment_amount: 1 })).json().warnings).toEqual([
      M.closedAccount(1),
    ]);
  });

  test('the same Idempotency-Key twice: one payment, the same answer', async () => {
    const id = await contractIdOf(t.db, 'Nextdebit');
    const before = await paymentCount(t.db, id);
    const body = { contract_id: id, payment_amount: 25, ignore_warnings: true };
    const [first, second] = await Promise.all([apply(editor, body, 'liam-1'), apply(editor, body, 'liam-1')]);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((await apply(editor, body, 'liam-1')).json()).toEqual(first.json());
    expect(await paymentCount(t.db, id)).toBe(before + 1);
  });
});

describe('send_pif_email', () => {
  const send = (browser: Browser, id: number, key?: string) =>
    browser.request(
      'POST',
      '/api/send_pif_email',
      { contract_id: id },
      { headers: key ? { 'idempotency-key': key } : {} },
    );
  const outboxTo = (email: string) =>
    t.db.selectFrom('outbox').select(['subject', 'body']).where('to_address', '=', email).execute();

  test('not paid in full: 409 with what is still owed', async () => {
    const id = await contractIdOf(t.db, 'Garcia');
    const response = await send(editor, id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(
      /^The paid-in-full email can only be sent once nothing is owed; \$/,
    );
  });

  test('a read-only user: 403', async () => {
    expect((await send(reader, await contractIdOf(t.db, 'Fullpay'))).statusCode).toBe(403);
  });

  test('Grace Fullpay: the servicing engine sent the email once by itself; sending again says so', async () => {
    const id = await contractIdOf(t.db, 'Fullpay');
    expect((await contractOf(id)).pif_email_sent).toBe(true);
    expect((await send(editor, id)).json()).toEqual({ sent: false, message: M.pifAlreadySent });
    const emails = await outboxTo('grace.fullpay@example.com');
    expect(emails).toHaveLength(1);
    expect(emails[0].subject).toContain('paid in full');
  });

  test('paid off at the practice today: queued once through the outbox, pif_email_sent set', async () => {
    // Ava Garcia pays what is left (before tonight's run would send the email by itself).
    const id = await contractIdOf(t.db, 'Garcia');
    const before = await contractOf(id);
    const owed =
      (cents(before.remaining_agreement_balance) +
        cents(before.late_fee_due) +
        cents(before.return_fee_due)) /
      100;
    const paid = await apply(
      editor,
      { contract_id: id, payment_amount: owed, ignore_warnings: true },
      'ava-payoff',
    );
    expect(paid.json().applied).toBe(true);
    expect((await contractOf(id)).pif_email_sent).toBe(false);
    const first = await send(editor, id, 'pif-1');
    expect(first.json()).toEqual({ sent: true });
    expect((await send(editor, id, 'pif-1')).json()).toEqual({ sent: true });
    expect((await send(editor, id)).json()).toEqual({ sent: false, message: M.pifAlreadySent });
    const emails = await outboxTo('ava.garcia@example.com');
    expect(emails).toHaveLength(1);
    expect(emails[0].subject).toContain('paid in full');
    expect((await contractOf(id)).pif_email_sent).toBe(true);
  });
});

describe('what the payment paid toward fees (Payments Made, issue 12)', () => {
  test('installments due first, then the fees owed: recorded with the payment and shown in the report', async () => {
    const id = await contractIdOf(t.db, 'Lopez');
    // A $15.00 late fee charged today, so the account owes a fee beside its installments.
    await t.db
      .insertInto('payments')
      .values({
        contract_id: id,
        date: businessToday(),
        amount_cents: 1500,
        type: 'LATE FEE',
        description: 'Late fee',
        created_on: new Date().toISOString(),
      })
      .execute();
    // The stored figures predate the fee: what is due now is theirs and the fee's.
    const due = (await dental.get(`/api/crud/contract/${id}?check_payments=true`)).json().contract;
    const feesDue = cents(due.late_fee_due) + cents(due.return_fee_due) + 1500;
    const amount = (cents(due.total_pmts_due) + 1500) / 100;
    const response = await apply(dental, { contract_id: id, payment_amount: amount, ignore_warnings: true });
    expect(response.json()).toMatchObject({ applied: true });
    const row = await t.db
      .selectFrom('payments')
      .select(['id', 'amount_cents', 'fees_paid_cents'])
      .where('contract_id', '=', id)
      .where('type', '=', 'PRACTICE')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(Number(row.fees_paid_cents)).toBe(feesDue);
    // Payments Made says the same, as the facility's admin sees it.
    const admin = await loggedInBrowser(t.app, 'admin@example.com');
    const report = (await admin.get(`/api/reports/payments?date_from=&date_to=&search_id=${row.id}`)).json();
    expect(report.rows).toHaveLength(1);
    expect(report.rows[0]).toMatchObject({
      amount,
      applied_to_fees: feesDue / 100,
      applied_to_payment: (Number(row.amount_cents) - feesDue) / 100,
    });
  });
});
