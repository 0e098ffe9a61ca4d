// The reason-for-deletion dialog (spec §2 Modals; §4 Deletion; §6 the CSR-reject reason needs
// canCreate) and undeleting.
import { screen, waitFor, within } from '@testing-library/react';
import type { ContractView } from '../../../src/client/api/contracts';
import { EditorActions } from '../../../src/client/features/contracts/editor/actions/editor-actions';
import { CONTRACT_MESSAGES } from '../../../src/shared/contract-messages';
import type { Answer } from '../fetch-mock';
import { makeContract, renderEditor, savedAnswer } from './editor-harness';

function header(contract: ContractView, answers: Record<string, Answer> = {}) {
  return renderEditor({ contract, answers, children: <EditorActions /> });
}

async function openDeleteDialog(user: ReturnType<typeof renderEditor>['user']) {
  await user.click(screen.getByRole('button', { name: 'More actions' }));
  await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
  return screen.getByRole('dialog', { name: 'Reason for Deletion' });
}

const reasonsIn = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);

const csrCompleted: Partial<ContractView> = {
  csr_status: 'COMPLETED',
  credit_timestamp: '2026-11-24T15:00:00.000Z',
  rejected_on: null,
  rejectable: true,
  allowed_actions: ['SAVE', 'REJECT', 'contract.delete'],
};

describe('the reasons offered', () => {
  it('without a completed CSR or a charged fee: neither CSR Reject nor CC Decline', async () => {
    const { user } = header(makeContract());
    expect(reasonsIn(await openDeleteDialog(user))).toEqual(['Customer Request']);
  });

  it('Rewrite Not Allowed only for a rewrite', async () => {
    const { user } = header(makeContract({ rewrite_of: 40 }));
    expect(reasonsIn(await openDeleteDialog(user))).toEqual(['Customer Request', 'Rewrite Not Allowed']);
  });

  it('CSR Reject when the CSR is completed, edit is allowed and the user can create', async () => {
    const { user } = header(makeContract({ ...csrCompleted }));
    expect(reasonsIn(await openDeleteDialog(user))).toContain('CSR Reject');
  });

  it('no CSR Reject when edit is not allowed', async () => {
    const { user } = header(makeContract({ ...csrCompleted, edit_allowed: false }));
    expect(reasonsIn(await openDeleteDialog(user))).not.toContain('CSR Reject');
  });

  it('CC Decline only when a processing fee exists and was charged', async () => {
    const charged = header(makeContract({ processing_fee: 25, charged_on: '2026-11-24T16:00:00.000Z' }));
    expect(reasonsIn(await openDeleteDialog(charged.user))).toContain('CC Decline');
    charged.unmount();
    const notCharged = header(makeContract({ processing_fee: 25, charged_on: null }));
    expect(reasonsIn(await openDeleteDialog(notCharged.user))).not.toContain('CC Decline');
  });
});

describe('choosing a reason', () => {
  it('CSR Reject starts the reject flow instead of deleting', async () => {
    const contract = makeContract({ ...csrCompleted });
    const { user, calls } = header(contract, {
      'PUT /api/crud/contract/501': savedAnswer(contract, { status: 'REJECTED' }),
    });
    const dialog = await openDeleteDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'CSR Reject' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Reject Application' });
    expect(confirm).toHaveTextContent(CONTRACT_MESSAGES.rejectConfirm(true));
    await user.click(within(confirm).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.map((c) => c.method)).toEqual(['PUT']);
    expect(calls[0].body).toMatchObject({ action: 'REJECT' });
  });

  it('No at the reject confirm goes back to the reasons', async () => {
    const { user, calls } = header(makeContract({ ...csrCompleted }));
    const dialog = await openDeleteDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'CSR Reject' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.getByRole('dialog', { name: 'Reason for Deletion' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('deleting the open contract sends the reason and starts a fresh new contract', async () => {
    const contract = makeContract();
    const { user, calls, router } = header(contract, {
      'DELETE /api/crud/contract/501': savedAnswer(contract, {
        is_deleted: true,
        allowed_actions: ['UNDELETE'],
      }),
    });
    const dialog = await openDeleteDialog(user);
    const remove = within(dialog).getByRole('button', { name: 'Delete' });
    expect(remove).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Customer Request' }));
    await user.click(remove);
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts/new'));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'DELETE',
      path: '/api/crud/contract/501',
      body: { reason_for_cancel: '1' },
    });
  });

  it('a reason the server refuses is shown in the dialog, which stays open', async () => {
    const { user, router } = header(makeContract(), {
      'DELETE /api/crud/contract/501': {
        status: 400,
        body: {
          message: 'Please correct the errors (shown in red).',
          errors: { reason_for_cancel: 'Enter a valid reason.' },
        },
      },
    });
    const dialog = await openDeleteDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Customer Request' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Enter a valid reason.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contracts/501');
  });

  it('Cancel deletes nothing', async () => {
    const { user, calls } = header(makeContract());
    const dialog = await openDeleteDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('undeleting', () => {
  it('asks first, then sends UNDELETE', async () => {
    const contract = makeContract({
      is_deleted: true,
      deleted_by: 'Fiona Fairchild',
      editable: false,
      deletable: false,
      undelete_able: true,
      allowed_actions: ['UNDELETE'],
    });
    const { user, calls } = header(contract, {
      'PUT /api/crud/contract/501': savedAnswer(contract, {
        is_deleted: false,
        deleted_by: null,
        undelete_able: false,
        allowed_actions: ['SAVE', 'contract.delete'],
      }),
    });
    expect(screen.getByText('Deleted by Fiona Fairchild')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undelete' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(CONTRACT_MESSAGES.undeleteConfirm);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Undelete' }));
    await waitFor(() => expect(screen.queryByText('Deleted by Fiona Fairchild')).not.toBeInTheDocument());
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { action: 'UNDELETE' } });
    expect(screen.queryByRole('button', { name: 'Undelete' })).not.toBeInTheDocument();
  });
});
