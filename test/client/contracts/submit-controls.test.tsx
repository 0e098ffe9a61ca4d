// Submitting a contract from the editor's header (spec §4 Contract actions; §7 request_signature,
// request_agreement_application_completion, upload_contract; §8 undoSubmitConfirm,
// correctPostSubmitErrors, agreementTypeNotAvailable).
import { screen, waitFor, within } from '@testing-library/react';
import type { ContractView } from '../../../src/client/api/contracts';
import { SubmitControls } from '../../../src/client/features/contracts/editor/actions/submit-controls';
import { useContractEditor } from '../../../src/client/features/contracts/editor/editor-context';
import { CONTRACT_MESSAGES } from '../../../src/shared/contract-messages';
import { UPLOAD_TOO_LARGE } from '../../../src/shared/messages';
import type { Answer, FetchCall } from '../fetch-mock';
import { makeContract, renderEditor, savedAnswer } from './editor-harness';

type Actions = ContractView['allowed_actions'];
const READY: Actions = ['SAVE', 'request-signature', 'PRINT', 'contract.delete'];

function OpenSection() {
  return <p data-testid="open-section">{useContractEditor().openSection ?? 'none'}</p>;
}

function renderSubmit(contract: ContractView, answers: Record<string, Answer | (() => Answer)> = {}) {
  return renderEditor({
    contract,
    answers,
    children: (
      <>
        <SubmitControls />
        <OpenSection />
      </>
    ),
  });
}

const offered = () => {
  const group = screen.queryByRole('group', { name: 'Submit contract' });
  return group
    ? within(group)
        .getAllByRole('button')
        .map((b) => b.textContent)
    : [];
};

const posts = (calls: FetchCall[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.path === path);
const puts = (calls: FetchCall[]) => calls.filter((c) => c.method === 'PUT');

describe('what is offered (allowed_actions)', () => {
  it('a standard contract ready to submit: e-signature by email or text, or print', async () => {
    const { user } = renderSubmit(makeContract({ allowed_actions: READY }));
    expect(offered()).toEqual(['Send for signature']);
    await user.click(screen.getByRole('button', { name: 'Send for signature' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
      'Send for e-signature by email',
      'Send for e-signature by text',
      'Print for signature',
    ]);
  });

  it('a select contract ready to finish: the agreement application by email or text', async () => {
    const { user } = renderSubmit(
      makeContract({ is_select: true, allowed_actions: ['SAVE', 'FINISH-SELECT'] }),
    );
    expect(offered()).toEqual(['Send agreement application']);
    await user.click(screen.getByRole('button', { name: 'Send agreement application' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
      'Send agreement application by email',
      'Send agreement application by text',
    ]);
  });

  it('waiting for the signed paper contract: print again, upload it, or undo the submission', () => {
    renderSubmit(
      makeContract({
        status: 'WAITING CONTRACT UPLOAD',
        allowed_actions: ['PRINT', 'contract.uploaded', 'UNDO-SUBMIT', 'contract.delete'],
      }),
    );
    expect(offered()).toEqual(['Send for signature', 'Upload signed contract', 'Undo submit']);
  });

  it('nothing for a contract not ready to submit, or a user who cannot edit', () => {
    renderSubmit(makeContract({ allowed_actions: ['SAVE', 'contract.delete'] }));
    expect(offered()).toEqual([]);
  });
});

describe('sending a link (spec §7)', () => {
  it('Send for e-signature by text posts request_signature with method sms', async () => {
    const contract = makeContract({ allowed_actions: READY });
    const { user, calls, store } = renderSubmit(contract, {
      'POST /api/request_signature': savedAnswer(contract, {
        status: 'WAITING E-SIGNATURE',
        allowed_actions: ['request-signature', 'UNDO-SUBMIT'],
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Send for signature' }));
    await user.click(screen.getByRole('menuitem', { name: 'Send for e-signature by text' }));
    await waitFor(() => expect(posts(calls, '/api/request_signature')).toHaveLength(1));
    expect(posts(calls, '/api/request_signature')[0].body).toMatchObject({ contract_id: 501, method: 'sms' });
    expect(await screen.findByRole('button', { name: 'Undo submit' })).toBeInTheDocument();
    expect(store.getState().notifications.queue).toEqual([
      expect.objectContaining({
        variant: 'success',
        text: 'The e-signature link was sent to the customer by text.',
      }),
    ]);
  });

  it('Send agreement application by email posts request_agreement_application_completion', async () => {
    const contract = makeContract({ is_select: true, allowed_actions: ['SAVE', 'FINISH-SELECT'] });
    const { user, calls } = renderSubmit(contract, {
      'POST /api/request_agreement_application_completion': savedAnswer(contract, {
        status: 'WAITING AGREEMENT APPLICATION',
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Send agreement application' }));
    await user.click(screen.getByRole('menuitem', { name: 'Send agreement application by email' }));
    await waitFor(() =>
      expect(posts(calls, '/api/request_agreement_application_completion')[0]?.body).toMatchObject({
        contract_id: 501,
        method: 'email',
      }),
    );
  });

  it('a contract not yet submitted: the field errors are named and the section holding them opened', async () => {
    const { user, store } = renderSubmit(makeContract({ allowed_actions: READY }), {
      'POST /api/request_signature': {
        status: 400,
        body: {
          message: CONTRACT_MESSAGES.validationErrors,
          errors: { customer_phone2: 'Enter a mobile phone number.' },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Send for signature' }));
    await user.click(screen.getByRole('menuitem', { name: 'Send for e-signature by text' }));
    await waitFor(() => expect(screen.getByTestId('open-section')).toHaveTextContent('customer'));
    expect(store.getState().notifications.queue).toEqual([
      expect.objectContaining({
        variant: 'error',
        text: 'Please correct the errors (shown in red). Enter a mobile phone number.',
      }),
    ]);
  });

  it('a submitted contract sent again with errors: correctPostSubmitErrors', async () => {
    const contract = makeContract({
      status: 'WAITING E-SIGNATURE',
      editable: false,
      allowed_actions: ['request-signature', 'UNDO-SUBMIT'],
    });
    const { user, store } = renderSubmit(contract, {
      'POST /api/request_signature': {
        status: 400,
        body: { errors: { customer_phone2: 'Enter a mobile phone number.' } },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Send for signature' }));
    await user.click(screen.getByRole('menuitem', { name: 'Send for e-signature by text' }));
    await waitFor(() =>
      expect(store.getState().notifications.queue).toEqual([
        expect.objectContaining({
          variant: 'error',
          text: `${CONTRACT_MESSAGES.correctPostSubmitErrors} Enter a mobile phone number.`,
        }),
      ]),
    );
  });
});

describe('print for signature, then upload the signed contract', () => {
  afterEach(() => jest.restoreAllMocks());

  it('Print sends PRINT, then opens the contract PDF in a new tab', async () => {
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const contract = makeContract({ allowed_actions: READY });
    const { user, calls } = renderSubmit(contract, {
      'PUT /api/crud/contract/501': savedAnswer(contract, { status: 'WAITING CONTRACT UPLOAD' }),
    });
    await user.click(screen.getByRole('button', { name: 'Send for signature' }));
    await user.click(screen.getByRole('menuitem', { name: 'Print for signature' }));
    await waitFor(() => expect(tab.location.href).toBe('/api/contract_document/501/contract'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(puts(calls)[0].body).toMatchObject({
      action: 'PRINT',
      contract: { modified_on: contract.modified_on },
    });
  });

  it('a refused PRINT closes the tab', async () => {
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderSubmit(makeContract({ allowed_actions: READY }), {
      'PUT /api/crud/contract/501': { status: 409, body: { message: 'This contract was changed.' } },
    });
    await user.click(screen.getByRole('button', { name: 'Send for signature' }));
    await user.click(screen.getByRole('menuitem', { name: 'Print for signature' }));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(tab.location.href).toBe('');
  });

  const waitingUpload = () =>
    makeContract({
      status: 'WAITING CONTRACT UPLOAD',
      allowed_actions: ['PRINT', 'contract.uploaded', 'UNDO-SUBMIT'],
    });

  it('a file over 2MB is refused in the browser, without a request (spec §5 Other)', async () => {
    const { user, calls, store } = renderSubmit(waitingUpload());
    const file = new File(['x'.repeat(2 * 1024 * 1024 + 1)], 'signed.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Upload signed contract'), file);
    await waitFor(() =>
      expect(store.getState().notifications.queue).toEqual([
        expect.objectContaining({ variant: 'error', title: 'File Too Large!', text: UPLOAD_TOO_LARGE }),
      ]),
    );
    expect(UPLOAD_TOO_LARGE).toBe(
      'Sorry, the maximum size for an uploaded file is 2MB. Please try again with a smaller file.',
    );
    expect(posts(calls, '/api/upload_contract')).toHaveLength(0);
  });

  it('a signed contract is sent as base64 with its name', async () => {
    const contract = waitingUpload();
    const { user, calls } = renderSubmit(contract, {
      'POST /api/upload_contract': savedAnswer(contract, { status: 'SIGNED', allowed_actions: [] }),
    });
    const file = new File(['%PDF-1.7 signed'], 'signed.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Upload signed contract'), file);
    await waitFor(() => expect(posts(calls, '/api/upload_contract')).toHaveLength(1));
    expect(posts(calls, '/api/upload_contract')[0].body).toEqual({
      contract_id: 501,
      filename: 'signed.pdf',
      b64: Buffer.from('%PDF-1.7 signed').toString('base64'),
    });
    await waitFor(() => expect(offered()).toEqual([]));
  });
});

describe('undo submit (spec §8 undoSubmitConfirm)', () => {
  const submitted = () =>
    makeContract({ status: 'WAITING E-SIGNATURE', allowed_actions: ['request-signature', 'UNDO-SUBMIT'] });

  it('asks, then sends UNDO-SUBMIT', async () => {
    const contract = submitted();
    const { user, calls } = renderSubmit(contract, {
      'PUT /api/crud/contract/501': savedAnswer(contract, { status: 'INCOMPLETE', allowed_actions: READY }),
    });
    await user.click(screen.getByRole('button', { name: 'Undo submit' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(CONTRACT_MESSAGES.undoSubmitConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Undo submit' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].body).toMatchObject({ action: 'UNDO-SUBMIT' });
  });

  it('cancelled: nothing sent', async () => {
    const { user, calls } = renderSubmit(submitted());
    await user.click(screen.getByRole('button', { name: 'Undo submit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo submit' })).toBeEnabled());
    expect(puts(calls)).toHaveLength(0);
  });
});

describe('an agreement type no longer available (spec §8 agreementTypeNotAvailable)', () => {
  it('a submitted contract with it is warned', () => {
    renderSubmit(
      makeContract({ status: 'WAITING E-SIGNATURE', agreement_code: 'RETIRED', allowed_actions: [] }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(CONTRACT_MESSAGES.agreementTypeNotAvailable);
  });

  it.each<[string, Partial<ContractView>]>([
    ['an available type', { status: 'WAITING E-SIGNATURE', agreement_code: 'PP' }],
    ['a contract not yet submitted', { agreement_code: 'RETIRED' }],
  ])('no warning for %s', (_, fields) => {
    renderSubmit(makeContract({ ...fields, allowed_actions: [] }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
