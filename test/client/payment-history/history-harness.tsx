// Opens /contracts/{id}/payment-history in the whole app (route table, guards, lazy screen) with the
// contract view and payment list answered by mockFetch, as GET contract/{id}?check_payments=true and
// GET crud/payment?contract_id= answer them.
import { screen } from '@testing-library/react';
import type { ContractView } from '../../../src/client/api/contracts';
import type { PaymentList, PaymentRow, ServicingFields } from '../../../src/client/api/payments';
import { makeContract, LOOKUPS } from '../contracts/editor-harness';
import { mockFetch, type Answer } from '../fetch-mock';
import { makeSession, type Role } from '../fixtures';
import { renderApp } from '../render';

export const CONTRACT_ID = 501;

/** Noah Payoff's account as the demo seed has it: a returned ACH debit, a return fee and a late fee. */
export function servicedContract(overrides: Partial<ContractView & ServicingFields> = {}): ContractView {
  return makeContract({
    id: CONTRACT_ID,
    status: 'ACTIVE',
    customer_first_name: 'Noah',
    customer_last_name: 'Payoff',
    ebcs_account_number: 'EB00000042',
    allowed_actions: [],
    has_payments: true,
    remaining_agreement_balance: 802.5,
    remaining_num_of_payments: 8,
    next_payment_due_date: '2026-12-09',
    days_late: 12,
    total_del_pmts_owed: 100,
    total_del_and_cur_pmts_owed: 200,
    late_fee_due: 15,
    return_fee_due: 25,
    payoff_amount: 842.5,
    total_payoff_with_fees: 882.5,
    date_of_last_payment: '2026-10-01',
    type_of_last_payment: 'ACH',
    amount_of_return: 100,
    date_of_last_return: '2026-11-05',
    reason_for_return: 'R01 Insufficient funds',
    pif_email_sent: false,
    ...overrides,
  });
}

export const row = (r: Partial<PaymentRow> & Pick<PaymentRow, 'id' | 'date' | 'type'>): PaymentRow => ({
  contract_id: CONTRACT_ID,
  description: null,
  payment_amount: null,
  fee_amount: null,
  return_amount: null,
  return_reason: null,
  balance: null,
  ...r,
});

export const NOAH_PAYMENTS: PaymentList = {
  count: 5,
  rows: [
    row({
      id: 1,
      date: '2026-09-01',
      type: 'ACH',
      description: 'Scheduled debit',
      payment_amount: 100,
      balance: 900,
    }),
    row({
      id: 2,
      date: '2026-10-01',
      type: 'ACH',
      description: 'Scheduled debit',
      payment_amount: 100,
      returned_on: '2026-11-05',
      return_reason: 'R01 Insufficient funds',
      balance: 800,
    }),
    row({
      id: 3,
      date: '2026-11-05',
      type: 'RETURN',
      description: 'Returned debit of 10/01/2026',
      return_amount: 100,
      return_reason: 'R01 Insufficient funds',
      balance: 900,
    }),
    row({
      id: 4,
      date: '2026-11-05',
      type: 'RETURN FEE',
      description: 'Return fee',
      fee_amount: 25,
      balance: 925,
    }),
    row({
      id: 5,
      date: '2026-11-16',
      type: 'LATE FEE',
      description: 'Late fee',
      fee_amount: 15,
      balance: 940,
    }),
  ],
  totals: { payment_amount: 300, fee_amount: 40, return_amount: 100 },
};

export const EMPTY_PAYMENTS: PaymentList = {
  count: 0,
  rows: [],
  totals: { payment_amount: null, fee_amount: null, return_amount: null },
};

export interface OpenOptions {
  role?: Role;
  contract?: ContractView;
  payments?: PaymentList;
  answers?: Record<string, Answer | (() => Answer | Promise<Answer>)>;
}

export function openHistory(options: OpenOptions = {}) {
  const session = makeSession(options.role ?? 'create');
  const contract = options.contract ?? servicedContract();
  const fetch = mockFetch({
    [`GET /api/crud/contract/${contract.id}`]: { body: { contract } },
    'GET /api/crud/payment': { body: options.payments ?? NOAH_PAYMENTS },
    ...options.answers,
  });
  const app = renderApp(`/contracts/${contract.id}/payment-history`, {
    session,
    preloadedState: { lookups: { data: LOOKUPS, lastFetched: null } },
  });
  return { ...app, ...fetch, contract };
}

/** Waits for the lazy screen to show the customer's name. */
export const loaded = (name = 'Noah Payoff') =>
  screen.findByRole('heading', { level: 2, name }, { timeout: 8000 });
