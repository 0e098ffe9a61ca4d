// The editor's header (spec §4 Contract status, CSR status, Rejecting; §6 rights): what it says about
// the contract, which actions it offers, and the reject and undo-reject confirms.
import { screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import type { ContractView } from '../../../src/client/api/contracts';
import { EditorActions } from '../../../src/client/features/contracts/editor/actions/editor-actions';
import { CONTRACT_MESSAGES } from '../../../src/shared/contract-messages';
import { makeContract, renderEditor, savedAnswer } from './editor-harness';

const header = (options: Parameters<typeof renderEditor>[0] = {}) =>
  renderEditor({ ...options, children: <EditorActions /> });

/** A contract whose CSR is completed: it may be rejected (spec §4 Rejecting). */
const rejectable = (overrides = {}) =>
  makeContract({
    csr_status: 'COMPLETED',
    credit_timestamp: '2026-11-24T15:00:00.000Z',
    rejected_on: null,
    rejectable: true,
    allowed_actions: ['SAVE', 'REJECT', 'contract.delete'],
    ...overrides,
  });

const chips = () => within(screen.getByLabelText('Contract status'));

async function openMore(user: ReturnType<typeof renderEditor>['user']) {
  await user.click(screen.getByRole('button', { name: 'More actions' }));
  return screen.getByRole('menu');
}

describe('the title and status chips', () => {
  it('names the customer, the contract number, the account number and the statuses', () => {
    header({
      contract: makeContract({
        status: 'ACTIVE',
        ebcs_account_number: 'EB00000042',
        csr_status: 'RECEIVED AUTHORIZATION',
        allowed_actions: [],
      }),
    });
    expect(screen.getByRole('heading', { name: 'Jamie Approve' })).toBeInTheDocument();
    expect(screen.getByText('Contract #501 · Account EB00000042')).toBeInTheDocument();
    expect(chips().getByText('ACTIVE')).toBeInTheDocument();
    expect(chips().getByText('CSR: Waiting practice approval')).toBeInTheDocument();
  });

  it('a new draft is a New Contract; a select draft says Select', () => {
    header({ contract: null, newAsSelect: true });
    expect(screen.getByRole('heading', { name: 'New Contract' })).toBeInTheDocument();
    expect(chips().getByText('Select')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
  });

  it('a rejected contract says who rejected it; a deleted one who deleted it', () => {
    header({
      contract: makeContract({
        status: 'REJECTED',
        rejected_by: 'Fiona Fairchild',
        is_deleted: true,
        deleted_by: 'Sam Ortiz',
        allowed_actions: ['UNDELETE'],
      }),
    });
    expect(chips().getByText('Rejected by Fiona Fairchild')).toBeInTheDocument();
    expect(chips().getByText('Deleted by Sam Ortiz')).toBeInTheDocument();
  });

  it('a contract being rewritten links to its rewrite', () => {
    header({
      contract: makeContract({
        status: 'ACTIVE',
        current_rewrite_id: 777,
        current_rewrite_status: 'INCOMPLETE',
        allowed_actions: [],
      }),
    });
    const link = screen.getByRole('link', { name: 'Contract #777' });
    expect(link).toHaveAttribute('href', '/contracts/777');
    expect(link.parentElement).toHaveTextContent('Rewrite in progress: Contract #777 (INCOMPLETE)');
  });
});

describe('the actions offered (spec §6)', () => {
  const everything: Partial<ContractView> = {
    status: 'ACTIVE',
    rejectable: true,
    undelete_able: true,
    rewrite_allowed: true,
    has_pdf: true,
    signed_on: '2026-11-20T15:00:00.000Z',
    adverseletter_url: '/api/contract_document/501/adverse',
    allowed_actions: ['REJECT', 'UNDO-REJECT', 'contract.delete', 'UNDELETE', 'contract.rewrite'],
  };

  it('a read-only user sees none of the change actions, only the documents and payment history', async () => {
    const { user } = header({ contract: makeContract({ ...everything }), role: 'read' });
    for (const name of ['Reject', 'Undo reject', 'Delete', 'Undelete', 'Rewrite'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Payment history' })).toHaveAttribute(
      'href',
      '/contracts/501/payment-history',
    );
    const menu = await openMore(user);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View contract PDF', 'Adverse letter']);
  });

  it('the documents open in a new tab: the signed copy once signed, and the adverse letter', async () => {
    const { user } = header({ contract: makeContract({ ...everything }), role: 'read' });
    const menu = await openMore(user);
    const pdf = within(menu).getByRole('menuitem', { name: 'View contract PDF' });
    expect(pdf).toHaveAttribute('href', '/api/contract_document/501/signed');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(within(menu).getByRole('menuitem', { name: 'Adverse letter' })).toHaveAttribute(
      'href',
      '/api/contract_document/501/adverse',
    );
  });

  it('an incomplete contract offers Delete but no payment history or rewrite', async () => {
    const { user } = header({ contract: makeContract() });
    expect(screen.queryByRole('link', { name: 'Payment history' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rewrite' })).not.toBeInTheDocument();
    const menu = await openMore(user);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Delete']);
  });

  it('a live account the servicer allows to rewrite offers Rewrite', () => {
    header({ contract: makeContract({ ...everything, allowed_actions: ['contract.rewrite'] }) });
    expect(screen.getByRole('button', { name: 'Rewrite' })).toBeInTheDocument();
  });
});

describe('rejecting (spec §4 Rejecting)', () => {
  it('never rejected since the credit report: the confirm adds the adverse letter, then REJECT', async () => {
    const contract = rejectable();
    const { user, calls } = header({
      contract,
      answers: { 'PUT /api/crud/contract/501': savedAnswer(contract, { status: 'REJECTED' }) },
    });
    await user.click(within(await openMore(user)).getByRole('menuitem', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Application' });
    expect(dialog).toHaveTextContent(CONTRACT_MESSAGES.rejectConfirm(true));
    expect(CONTRACT_MESSAGES.rejectConfirm(true)).toContain(
      'reject this application and send an adverse letter',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('REJECTED')).toBeInTheDocument();
    const put = calls.filter((c) => c.method === 'PUT');
    expect(put).toHaveLength(1);
    expect(put[0].body).toMatchObject({ action: 'REJECT', contract: { modified_on: contract.modified_on } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('already rejected after this credit report: no second adverse letter', async () => {
    const { user } = header({ contract: rejectable({ rejected_on: '2026-11-24T16:00:00.000Z' }) });
    await user.click(within(await openMore(user)).getByRole('menuitem', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Application' });
    expect(dialog).toHaveTextContent(CONTRACT_MESSAGES.rejectConfirm(false));
    expect(dialog).not.toHaveTextContent('adverse letter');
  });

  it('under StrictMode the confirm opens once and stays open', async () => {
    const { user } = renderEditor({
      contract: rejectable(),
      children: (
        <StrictMode>
          <EditorActions />
        </StrictMode>
      ),
    });
    await user.click(within(await openMore(user)).getByRole('menuitem', { name: 'Reject' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Reject Application' })).toHaveTextContent(
      CONTRACT_MESSAGES.rejectConfirm(true),
    );
  });

  it('answering No sends nothing', async () => {
    const { user, calls } = header({ contract: rejectable() });
    await user.click(within(await openMore(user)).getByRole('menuitem', { name: 'Reject' }));
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('Undo reject asks first, then sends UNDO-REJECT', async () => {
    const contract = makeContract({
      status: 'REJECTED',
      rejected_by: 'Fiona Fairchild',
      allowed_actions: ['UNDO-REJECT', 'contract.delete'],
    });
    const { user, calls } = header({
      contract,
      answers: { 'PUT /api/crud/contract/501': savedAnswer(contract, { status: 'INCOMPLETE' }) },
    });
    await user.click(screen.getByRole('button', { name: 'Undo reject' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(CONTRACT_MESSAGES.undoRejectConfirm);
    await user.click(screen.getByRole('button', { name: 'Undo rejection' }));
    expect(await screen.findByText('INCOMPLETE')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ action: 'UNDO-REJECT' });
  });
});
