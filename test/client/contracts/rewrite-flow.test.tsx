// The rewrite flow (spec §4 Rewrite flow; §8 collectAccount, rewriteConfirm, hasCollectionFees,
// rewritePayoffConfirm, rewritePaymentWarning, badFields).
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ContractView } from '../../../src/client/api/contracts';
import { selectPendingNotices } from '../../../src/client/app/store/notifications-slice';
import { EditorActions } from '../../../src/client/features/contracts/editor/actions/editor-actions';
import {
  businessDaysUntil,
  nextDebitDate,
} from '../../../src/client/features/contracts/editor/actions/rewrite-input';
import { useContractEditor } from '../../../src/client/features/contracts/editor/editor-context';
import { addBusinessDays, businessToday } from '../../../src/shared/calendar';
import { BAD_FIELD_LABELS, CONTRACT_MESSAGES } from '../../../src/shared/contract-messages';
import type { Answer } from '../fetch-mock';
import { makeContract, renderEditor } from './editor-harness';

const today = businessToday();

/** A live account on the ACH-only prepayment plan (not offered for select contracts). */
const live = (overrides: Partial<ContractView> = {}) =>
  makeContract({
    status: 'ACTIVE',
    agreement_code: 'PRE',
    agreement_date: '2026-01-05',
    rewrite_allowed: true,
    payoff_amount: 0,
    late_fee_due: 0,
    return_fee_due: 0,
    next_payment_due_date: addBusinessDays(today, 5),
    banks: [],
    cards: [],
    editable: false,
    deletable: false,
    allowed_actions: ['contract.rewrite'],
    ...overrides,
  });

const rewriteView = (overrides: Partial<ContractView> = {}) =>
  makeContract({ id: 900, rewrite_of: 501, allowed_actions: ['SAVE', 'contract.delete'], ...overrides });

function header(contract: ContractView, answers: Record<string, Answer> = {}) {
  return renderEditor({ contract, answers, children: <EditorActions /> });
}

const dialogNamed = (name: string) => screen.getByRole('dialog', { name });

describe('with a payoff amount', () => {
  it('the collection-fee notice, the payoff confirm and the next-debit warning, then the rewrite', async () => {
    const { user, calls, router } = header(
      live({ payoff_amount: 1200, late_fee_due: 15, return_fee_due: 25, next_payment_due_date: today }),
      {
        'POST /api/contract_rewrite': { body: { contract_id: 900 } },
        'GET /api/crud/contract/900': { body: { contract: rewriteView() } },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Rewrite' }));

    expect(dialogNamed('Collection Fees')).toHaveTextContent(CONTRACT_MESSAGES.hasCollectionFees('$40.00'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(dialogNamed('Payoff Amount')).toHaveTextContent(
      CONTRACT_MESSAGES.rewritePayoffConfirm('$1,200.00'),
    );
    await user.click(screen.getByRole('button', { name: 'Confirm Rewrite' }));

    expect(dialogNamed('Next Payment')).toHaveTextContent(CONTRACT_MESSAGES.rewritePaymentWarning);
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts/900'));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/contract_rewrite',
      body: { contract_id: 501, rewrite_as_select_or_standard: 'standard' },
    });
    expect(router.state.location.state).toMatchObject({
      afterRewrite: false,
      rewriteId: 900,
      contract: { id: 900 },
    });
  });

  it('no warning when the next debit is a business day or more away', async () => {
    const { user } = header(live({ payoff_amount: 1200, next_payment_due_date: addBusinessDays(today, 3) }));
    await user.click(screen.getByRole('button', { name: 'Rewrite' }));
    await user.click(within(dialogNamed('Payoff Amount')).getByRole('button', { name: 'Confirm Rewrite' }));
    expect(screen.queryByRole('dialog', { name: 'Next Payment' })).not.toBeInTheDocument();
  });

  it('a rewrite in progress: the payoff confirm offers Delete Rewrite, which opens the deletion dialog for it', async () => {
    const { user } = header(live({ payoff_amount: 1200, current_rewrite_id: 900, allowed_actions: [] }), {
      'GET /api/crud/contract/900': { body: { contract: rewriteView() } },
    });
    await user.click(screen.getByRole('button', { name: 'Rewrite' }));
    await user.click(within(dialogNamed('Payoff Amount')).getByRole('button', { name: 'Delete Rewrite' }));
    expect(await screen.findByRole('dialog', { name: 'Reason for Deletion' })).toBeInTheDocument();
  });

  it('Cancel at any step rewrites nothing', async () => {
    const { user, calls } = header(live({ payoff_amount: 1200, late_fee_due: 15 }));
    await user.click(screen.getByRole('button', { name: 'Rewrite' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('without a payoff amount', () => {
  it('a plain confirm', async () => {
    const { user, calls, router } = header(live(), {
      'POST /api/contract_rewrite': { body: { contract_id: 900 } },
      'GET /api/crud/contract/900': { body: { contract: rewriteView() } },
    });
    await user.click(screen.getByRole('button', { name: 'Rewrite' }));
    expect(dialogNamed('Rewrite Contract')).toHaveTextContent(CONTRACT_MESSAGES.rewriteConfirm);
    await user.click(screen.getByRole('button', { name: 'Rewrite' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts/900'));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/contract_rewrite',
      'GET /api/crud/contract/900',
    ]);
  });

  it('an agreement offered for select contracts asks select or standard', async () => {
    const { user, calls } = header(live({ agreement_code: 'PP' }), {
      'POST /api/contract_rewrite': { body: { contract_id: 900 } },
      'GET /api/crud/contract/900': { body: { contract: rewriteView({ is_select: true }) } },
    });
    await user.click(screen.getByRole('button', { name: 'Rewrite' }));
    await user.click(within(dialogNamed('Rewrite Contract')).getByRole('button', { name: 'Select' }));
    await user.click(within(dialogNamed('Rewrite Contract')).getByRole('button', { name: 'Rewrite' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0].body).toMatchObject({ rewrite_as_select_or_standard: 'select' });
  });
});

describe('rewrite not allowed', () => {
  it('COLLECT: the collectAccount dialog, then the rewrite in progress is deleted as Rewrite Not Allowed', async () => {
    const account = live({
      status: 'COLLECT',
      rewrite_allowed: false,
      current_rewrite_id: 900,
      allowed_actions: [],
    });
    const { user, calls } = header(account, {
      'DELETE /api/crud/contract/900': { body: { saved: true, contract: null, errors: {}, alert: null } },
      'GET /api/crud/contract/501': {
        body: { contract: { ...account, current_rewrite_status: 'INCOMPLETE' } },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Rewrite' }));
    const dialog = dialogNamed('Account in Collection');
    expect(dialog).toHaveTextContent(CONTRACT_MESSAGES.collectAccount);
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls[0]).toMatchObject({
      method: 'DELETE',
      path: '/api/crud/contract/900',
      body: { reason_for_cancel: '7' },
    });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('otherwise the rewrite in progress is deleted at once and the user told', async () => {
    const account = live({ rewrite_allowed: false, current_rewrite_id: 900, allowed_actions: [] });
    const { user, calls, store } = header(account, {
      'DELETE /api/crud/contract/900': { body: { saved: true, contract: null, errors: {}, alert: null } },
      'GET /api/crud/contract/501': { body: { contract: account } },
    });
    await user.click(screen.getByRole('button', { name: 'Rewrite' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls[0]).toMatchObject({ method: 'DELETE', body: { reason_for_cancel: '7' } });
    expect(selectPendingNotices(store.getState())).toContainEqual(
      expect.objectContaining({
        variant: 'warning',
        text: 'This account cannot be rewritten. The rewrite in progress has been deleted.',
      }),
    );
  });

  it('not offered on an account that is neither allowed, in collection, nor being rewritten', () => {
    header(live({ rewrite_allowed: false, allowed_actions: [] }));
    expect(screen.queryByRole('button', { name: 'Rewrite' })).not.toBeInTheDocument();
  });
});

describe('after the rewrite: flagged customer details (spec §8 badFields)', () => {
  function OpenSection() {
    return <output aria-label="Open section">{useContractEditor().openSection ?? 'none'}</output>;
  }

  it('the new contract asks about them and opens the customer section', async () => {
    const rewrite = rewriteView({ id: 501, bad_email: true, bad_moble_number: true });
    const { user, router } = renderEditor({
      contract: rewrite,
      children: (
        <>
          <EditorActions />
          <OpenSection />
        </>
      ),
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => router.navigate('/contracts/501', { state: { afterRewrite: true, rewriteId: 501 } }));
    const dialog = await screen.findByRole('dialog', { name: 'Customer Details' });
    expect(dialog).toHaveTextContent(CONTRACT_MESSAGES.badFields);
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([BAD_FIELD_LABELS.bad_email, BAD_FIELD_LABELS.bad_moble_number]);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByLabelText('Open section')).toHaveTextContent('customer'));
    expect(router.state.location.state).toBeNull();
  });

  it('a select rewrite opens its agreement section instead', async () => {
    const { user, router } = renderEditor({
      contract: rewriteView({ id: 501, is_select: true, bad_address: true }),
      children: (
        <>
          <EditorActions />
          <OpenSection />
        </>
      ),
    });
    await act(() => router.navigate('/contracts/501', { state: { afterRewrite: true, rewriteId: 501 } }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Customer Details' })).getByRole('button', {
        name: 'OK',
      }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Open section')).toHaveTextContent('agreementForSelect'),
    );
  });

  it('the rewrite navigates with the question when the servicer flagged details', async () => {
    const { user, router } = header(live(), {
      'POST /api/contract_rewrite': { body: { contract_id: 900 } },
      'GET /api/crud/contract/900': { body: { contract: rewriteView({ bad_address: true }) } },
    });
    await user.click(screen.getByRole('button', { name: 'Rewrite' }));
    await user.click(within(dialogNamed('Rewrite Contract')).getByRole('button', { name: 'Rewrite' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts/900'));
    expect(router.state.location.state).toMatchObject({ afterRewrite: true, rewriteId: 900 });
  });
});

describe('the next debit (spec §4: less than 1 business day away)', () => {
  it('counts business days after today up to the debit', () => {
    expect(businessDaysUntil('2026-11-25', '2026-11-25')).toBe(0);
    // Thanksgiving (Thursday) and the weekend are not business days.
    expect(businessDaysUntil('2026-11-25', '2026-11-27')).toBe(1);
    expect(businessDaysUntil('2026-11-25', '2026-11-30')).toBe(2);
  });

  it('a bank debit due on a weekend moves back to the business day before; a card is charged on the day', () => {
    const due = { next_payment_due_date: '2026-11-28' }; // a Saturday
    const card = { id: 1, preferred: true } as ContractView['cards'][number];
    expect(nextDebitDate(makeContract({ ...due, banks: [], cards: [] }))).toBe('2026-11-27');
    expect(nextDebitDate(makeContract({ ...due, cards: [card] }))).toBe('2026-11-28');
    expect(nextDebitDate(makeContract({ next_payment_due_date: null }))).toBeNull();
  });
});

describe('from the contract list (?rewrite=1)', () => {
  it('starts the flow at once and drops the parameter', async () => {
    const { router } = renderEditor({ contract: live(), search: '?rewrite=1', children: <EditorActions /> });
    expect(await screen.findByRole('dialog', { name: 'Rewrite Contract' })).toHaveTextContent(
      CONTRACT_MESSAGES.rewriteConfirm,
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('does nothing but drop the parameter where no rewrite is offered', async () => {
    const { router } = renderEditor({
      contract: live({ rewrite_allowed: false, allowed_actions: [] }),
      search: '?rewrite=1',
      children: <EditorActions />,
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
