// /contracts/{contractId}/payment-history (spec §2, §3; issue 6): the header, the servicing fields
// that apply, the rows with the running balance and totals, the exports, and the loading rules.
import { screen, waitFor, within } from '@testing-library/react';
import { EMPTY_PAYMENTS, loaded, openHistory, row, servicedContract } from './history-harness';

const summary = () => within(screen.getByRole('region', { name: 'Account summary' }));
const fact = (label: string) => summary().getByText(label).nextElementSibling?.textContent;
const table = () => within(screen.getByRole('table', { name: 'Payments' }));

describe('the header', () => {
  it('names the customer, the contract and account number and the status, with a way back', async () => {
    const { calls } = openHistory();
    await loaded();
    expect(screen.getByText('Contract #501 · Account EB00000042')).toBeInTheDocument();
    expect(screen.getByLabelText('Status ACTIVE')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the contract' })).toHaveAttribute(
      'href',
      '/contracts/501',
    );
    expect(calls.find((c) => c.path === '/api/crud/payment')).toBeDefined();
  });
});

describe('the summary of servicing fields (spec §3)', () => {
  it('shows balance, amounts owed, payoff and the last payment and return, formatted', async () => {
    openHistory();
    await loaded();
    expect(fact('Remaining balance')).toBe('$802.50');
    expect(fact('Remaining payments')).toBe('8');
    expect(fact('Next payment due')).toBe('12/09/2026');
    expect(fact('Payoff')).toBe('$842.50');
    expect(fact('Payoff with fees')).toBe('$882.50');
    expect(fact('Days late')).toBe('12');
    expect(fact('Past-due payments owed')).toBe('$100.00');
    expect(fact('Past due and current owed')).toBe('$200.00');
    expect(fact('Late fee due')).toBe('$15.00');
    expect(fact('Return fee due')).toBe('$25.00');
    expect(fact('Last payment')).toBe('10/01/2026 · ACH debit');
    expect(fact('Last return')).toBe('11/05/2026 · $100.00');
    expect(fact('Return reason')).toBe('R01 Insufficient funds');
  });

  it('leaves out what has no value: an account on schedule shows no lateness, fees or return', async () => {
    openHistory({
      contract: servicedContract({
        customer_last_name: 'Garcia',
        customer_first_name: 'Ava',
        days_late: 0,
        total_del_pmts_owed: 0,
        total_del_and_cur_pmts_owed: 0,
        late_fee_due: 0,
        return_fee_due: 0,
        payoff_amount: null,
        total_payoff_with_fees: null,
        amount_of_return: null,
        date_of_last_return: null,
        reason_for_return: null,
      }),
    });
    await loaded('Ava Garcia');
    expect(fact('Remaining balance')).toBe('$802.50');
    for (const label of [
      'Days late',
      'Late fee due',
      'Return fee due',
      'Payoff',
      'Last return',
      'Return reason',
    ]) {
      expect(summary().queryByText(label)).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('heading', { name: 'Amounts owed' })).not.toBeInTheDocument();
  });

  it('keeps a remaining balance of $0.00: it says the account is paid in full', async () => {
    openHistory({
      contract: servicedContract({ remaining_agreement_balance: 0, remaining_num_of_payments: 0 }),
    });
    await loaded();
    expect(fact('Remaining balance')).toBe('$0.00');
  });
});

describe('the rows (payments, fees, returns by date)', () => {
  it('lists each row with its type, amounts and the running balance, and the totals line', async () => {
    openHistory();
    await loaded();
    const rows = table().getAllByRole('row');
    // header, five rows, totals
    expect(rows).toHaveLength(7);
    // Cells by column (Date, Type with the description under it, Payment, Fee, Return, Balance).
    const cells = (i: number) =>
      within(rows[i])
        .getAllByRole('cell')
        .map((c) => Array.from(c.childNodes, (n) => n.textContent).join(' | '));
    expect(cells(1)).toEqual(['09/01/2026', 'ACH debit | Scheduled debit', '$100.00', '', '', '$900.00']);
    expect(cells(2)).toEqual([
      '10/01/2026',
      'ACH debit | Returned 11/05/2026 | Scheduled debit',
      '$100.00',
      '',
      '',
      '$800.00',
    ]);
    expect(cells(3)).toEqual([
      '11/05/2026',
      'Returned payment | Returned debit of 10/01/2026',
      '',
      '',
      '$100.00 | R01 Insufficient funds',
      '$900.00',
    ]);
    expect(cells(5)).toEqual(['11/16/2026', 'Late fee | Late fee', '', '$15.00', '', '$940.00']);
    expect(cells(6)).toEqual(['Totals', '$300.00', '$40.00', '$100.00', '']);
  });

  it('marks a returned payment, and the row reversing it with its reason', async () => {
    openHistory();
    await loaded();
    const marked = (attribute: string) =>
      table()
        .getAllByRole('row')
        .filter((r) => r.getAttribute(attribute) === 'true');
    expect(marked('data-returned')).toHaveLength(1);
    expect(within(marked('data-returned')[0]).getByText('Returned 11/05/2026')).toBeInTheDocument();
    expect(marked('data-return')).toHaveLength(1);
    expect(within(marked('data-return')[0]).getByText('R01 Insufficient funds')).toBeInTheDocument();
  });

  it("shows a payoff's rebate of unearned finance charge as a credit in the payment column", async () => {
    openHistory({
      payments: {
        count: 2,
        rows: [
          row({
            id: 1,
            date: '2026-11-20',
            type: 'PRACTICE',
            description: 'Payment taken at the practice',
            payment_amount: 842.5,
            balance: 1749.98,
          }),
          row({
            id: 2,
            date: '2026-11-20',
            type: 'REBATE',
            description: 'Unearned finance charge rebated: the account was paid off on 11/20/2026.',
            rebate_amount: 1749.98,
            balance: 0,
          }),
        ],
        totals: { payment_amount: 842.5, fee_amount: null, return_amount: null, rebate_amount: 1749.98 },
      },
    });
    await loaded();
    const rebate = table().getAllByRole('row')[2];
    const cells = within(rebate)
      .getAllByRole('cell')
      .map((c) => Array.from(c.childNodes, (n) => n.textContent).join(' | '));
    expect(cells).toEqual([
      '11/20/2026',
      'Finance charge rebate | Unearned finance charge rebated: the account was paid off on 11/20/2026.',
      '$1,749.98 | credit, not a payment',
      '',
      '',
      '$0.00',
    ]);
  });

  it('says so when the contract has no payments yet, without a totals line', async () => {
    openHistory({ payments: EMPTY_PAYMENTS });
    await loaded();
    expect(table().getByText('No payments, fees or returns yet.')).toBeInTheDocument();
    expect(table().queryByText('Totals')).not.toBeInTheDocument();
  });

  it('asks for every row of the contract in the order of its running balance (the default)', async () => {
    const { fetchMock } = openHistory();
    await loaded();
    const url = fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.startsWith('/api/crud/payment'));
    expect(Object.fromEntries(new URL(url as string, 'http://x').searchParams)).toEqual({
      contract_id: '501',
      limit: '1000',
    });
  });
});

describe('the exports', () => {
  it('link to the same rows as CSV and Excel downloads', async () => {
    openHistory();
    await loaded();
    const csv = screen.getByRole('link', { name: 'CSV' });
    expect(csv).toHaveAttribute('href', '/api/crud/payment?contract_id=501&output_format=csv');
    expect(csv).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Excel' })).toHaveAttribute(
      'href',
      '/api/crud/payment?contract_id=501&output_format=excel',
    );
  });
});

describe('loading (spec §8)', () => {
  it('a contract denied with 403 goes to error not-authorized', async () => {
    const { router } = openHistory({
      answers: { 'GET /api/crud/contract/501': { status: 403, body: { message: 'Not authorized' } } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/not-authorized'), {
      timeout: 8000,
    });
  });

  it('payments denied with 403 go there too', async () => {
    const { router } = openHistory({
      answers: { 'GET /api/crud/payment': { status: 403, body: { message: 'Not authorized' } } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/not-authorized'), {
      timeout: 8000,
    });
  });

  it('another failure goes to the contract list with the notice', async () => {
    const { router } = openHistory({
      answers: { 'GET /api/crud/contract/501': { status: 404, body: { message: 'Not found' } } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts'), { timeout: 8000 });
    expect(await screen.findByText('Sorry, the requested resource does not exist.')).toBeInTheDocument();
  });
});
