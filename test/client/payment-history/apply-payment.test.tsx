// Apply payment (spec §7 apply_payment; issue 6): the amount's validation, the warnings' confirm
// step (a first call without ignore_warnings, a second with it under a fresh key), one payment per
// submission whatever the clicks, and the history reloaded after it.
import { screen, waitFor, within } from '@testing-library/react';
import type { ApplyPaymentAnswer, PaymentList, PaymentRow } from '../../../src/client/api/payments';
import { PAYMENT_MESSAGES as M } from '../../../src/shared/payment-messages';
import type { FetchCall } from '../fetch-mock';
import { loaded, NOAH_PAYMENTS, openHistory, type OpenOptions } from './history-harness';

const PRACTICE_PAYMENT: PaymentRow = {
  id: 6,
  contract_id: 501,
  date: '2026-11-25',
  type: 'PRACTICE',
  description: 'Front desk payment',
  payment_amount: 940,
  fee_amount: null,
  return_amount: null,
  return_reason: null,
  balance: 0,
};
const AFTER: PaymentList = {
  count: 6,
  rows: [...NOAH_PAYMENTS.rows, PRACTICE_PAYMENT],
  totals: { payment_amount: 1240, fee_amount: 40, return_amount: 100 },
};
const OVERPAYMENT = 'This payment of $940.00 is more than the $200.00 now due.';

const applyCalls = (calls: FetchCall[]) => calls.filter((c) => c.path === '/api/apply_payment');

/** Answers apply_payment in turn; the payment list changes once a payment was applied. */
function answering(answers: ApplyPaymentAnswer[], options: OpenOptions = {}) {
  let applied = false;
  let turn = 0;
  return openHistory({
    ...options,
    answers: {
      'POST /api/apply_payment': () => {
        const body = answers[Math.min(turn++, answers.length - 1)];
        if (body.applied) applied = true;
        return { body };
      },
      'GET /api/crud/payment': () => ({ body: applied ? AFTER : NOAH_PAYMENTS }),
      ...options.answers,
    },
  });
}

async function openDialog(user: ReturnType<typeof openHistory>['user']) {
  await loaded();
  await user.click(screen.getByRole('button', { name: 'Apply payment' }));
  return screen.getByRole('dialog', { name: 'Apply Payment' });
}

const amountInput = () => screen.getByRole('textbox', { name: /Payment amount/ });

describe('the amount (validation before anything is sent)', () => {
  it.each([
    ['', M.amountRequired],
    ['0', M.amountNotPositive],
    ['0.00', M.amountNotPositive],
    ['12.345', M.amountTooManyDecimals],
    ['.', M.amountNotANumber],
    ['1000000', M.amountTooLarge],
  ])('%j is refused with "%s"', async (typed, message) => {
    const { user, calls } = answering([]);
    const dialog = await openDialog(user);
    if (typed) await user.type(amountInput(), typed);
    await user.click(within(dialog).getByRole('button', { name: 'Apply payment' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(applyCalls(calls)).toEqual([]);
  });

  it('keeps only what an amount can hold as it is typed', async () => {
    const { user } = answering([]);
    await openDialog(user);
    await user.type(amountInput(), '$1,2a5.5.0');
    expect(amountInput()).toHaveValue('1,25.50');
  });

  it("shows the server's refusal of the amount on the field", async () => {
    const { user } = openHistory({
      answers: {
        'POST /api/apply_payment': {
          status: 400,
          body: { message: 'Please correct the errors.', errors: { payment_amount: 'Too large an amount.' } },
        },
      },
    });
    const dialog = await openDialog(user);
    await user.type(amountInput(), '99999');
    await user.click(within(dialog).getByRole('button', { name: 'Apply payment' }));
    expect(await within(dialog).findByText('Too large an amount.')).toBeInTheDocument();
  });

  it('shows why a closed account takes no payment (409) and records nothing', async () => {
    const { user } = openHistory({
      answers: {
        'POST /api/apply_payment': {
          status: 409,
          body: { message: 'Payments can be applied only to ACTIVE or COLLECT accounts.' },
        },
      },
    });
    const dialog = await openDialog(user);
    await user.type(amountInput(), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Apply payment' }));
    expect(
      await within(dialog).findByText('Payments can be applied only to ACTIVE or COLLECT accounts.'),
    ).toBeVisible();
  });
});

describe('a payment without warnings', () => {
  it('is sent once in dollars with an Idempotency-Key, then the history reloads with a notice', async () => {
    const { user, calls } = answering([{ applied: true, payment: PRACTICE_PAYMENT, contract: {} }]);
    const dialog = await openDialog(user);
    await user.type(amountInput(), '940');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Apply payment' }));
    expect(await screen.findByText('The payment of $940.00 was applied.')).toBeInTheDocument();
    const [call, ...more] = applyCalls(calls);
    expect(more).toEqual([]);
    expect(call.body).toMatchObject({ contract_id: 501, payment_amount: 940 });
    expect(call.body).not.toHaveProperty('ignore_warnings');
    expect(call.headers['Idempotency-Key']).toMatch(/\S{8,}/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Front desk payment')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/crud/contract/501')).toHaveLength(2);
  });

  it('a new opening of the dialog is a new submission with its own key', async () => {
    const { user, calls } = answering([{ applied: true, payment: PRACTICE_PAYMENT, contract: {} }]);
    let dialog = await openDialog(user);
    await user.type(amountInput(), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Apply payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Apply payment' }));
    dialog = screen.getByRole('dialog', { name: 'Apply Payment' });
    await user.type(amountInput(), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Apply payment' }));
    await waitFor(() => expect(applyCalls(calls)).toHaveLength(2));
    const [first, second] = applyCalls(calls).map((c) => c.headers['Idempotency-Key']);
    expect(second).not.toBe(first);
  });
});

describe('a payment with warnings (overpayment, above the payoff, closed account)', () => {
  const warned: ApplyPaymentAnswer = { applied: false, warnings: [OVERPAYMENT] };

  it('shows the warnings; Apply anyway sends again with ignore_warnings under a fresh key', async () => {
    const { user, calls } = answering([warned, { applied: true, payment: PRACTICE_PAYMENT, contract: {} }]);
    const dialog = await openDialog(user);
    await user.type(amountInput(), '940');
    await user.click(within(dialog).getByRole('button', { name: 'Apply payment' }));

    const confirm = await screen.findByRole('dialog', { name: 'Apply This Payment?' });
    expect(confirm).toHaveTextContent('Please check before applying $940.00:');
    expect(within(confirm).getByText(OVERPAYMENT)).toBeInTheDocument();
    await user.dblClick(within(confirm).getByRole('button', { name: 'Apply anyway' }));

    expect(await screen.findByText('The payment of $940.00 was applied.')).toBeInTheDocument();
    const [first, second, ...more] = applyCalls(calls);
    expect(more).toEqual([]);
    expect(first.body).not.toHaveProperty('ignore_warnings');
    expect(second.body).toMatchObject({ contract_id: 501, payment_amount: 940, ignore_warnings: true });
    expect(second.headers['Idempotency-Key']).toBeTruthy();
    expect(second.headers['Idempotency-Key']).not.toBe(first.headers['Idempotency-Key']);
  });

  it('Cancel records nothing more: one call, the dialog closed, the rows unchanged', async () => {
    const { user, calls } = answering([warned]);
    const dialog = await openDialog(user);
    await user.type(amountInput(), '940');
    await user.click(within(dialog).getByRole('button', { name: 'Apply payment' }));
    const confirm = await screen.findByRole('dialog', { name: 'Apply This Payment?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(applyCalls(calls)).toHaveLength(1);
    expect(screen.queryByText('Front desk payment')).not.toBeInTheDocument();
  });
});
