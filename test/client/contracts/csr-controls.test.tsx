// The CSR step in the editor (spec §4 CSR status; §8 ssnRequired, confirmCsrAuthorization,
// confirmSkipCreditCheck): what is offered, the questions asked, and what is sent.
import { screen, waitFor, within } from '@testing-library/react';
import type { ContractView } from '../../../src/client/api/contracts';
import { CsrControls } from '../../../src/client/features/contracts/editor/actions/csr-controls';
import { useContractEditor } from '../../../src/client/features/contracts/editor/editor-context';
import { CsrPanel } from '../../../src/client/features/contracts/editor/panels/csr-panel';
import { CONTRACT_MESSAGES } from '../../../src/shared/contract-messages';
import type { Answer, FetchCall } from '../fetch-mock';
import { editorFacility, makeContract, renderEditor, savedAnswer } from './editor-harness';

const CSR_FACILITY = editorFacility('veterinary', { csr: true });
const NOT_REQUESTED: LifecycleActions = [
  'SAVE',
  'REQUEST-CSR',
  'OVERRIDE-CSR',
  'SKIP-CSR',
  'contract.delete',
];
type LifecycleActions = ContractView['allowed_actions'];

const puts = (calls: FetchCall[]) => calls.filter((c) => c.method === 'PUT');
const sent = (calls: FetchCall[]) => puts(calls).map((c) => (c.body as { action: string }).action);

/** Shows which section the editor opened, so a test can see 'enter one now' take the user there. */
function OpenSection() {
  return <p data-testid="open-section">{useContractEditor().openSection ?? 'none'}</p>;
}

function renderCsr(
  contract: ContractView,
  options: { answers?: Record<string, Answer | (() => Answer)>; beforeAction?: () => Promise<boolean> } = {},
) {
  return renderEditor({
    contract,
    facility: CSR_FACILITY,
    answers: options.answers,
    children: (
      <>
        {options.beforeAction ? <CsrControls beforeAction={options.beforeAction} /> : <CsrPanel />}
        <OpenSection />
      </>
    ),
  });
}

const button = (name: RegExp | string) => screen.getByRole('button', { name });
const actions = () =>
  within(screen.getByRole('group', { name: 'CSR actions' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('CSR status in the spec words (spec §4 CSR status)', () => {
  it.each<[string, Partial<ContractView>, string]>([
    ['not requested', {}, 'Not requested'],
    [
      'waiting customer authorization',
      { csr_status: 'WAITING AUTHORIZATION' },
      'Waiting customer authorization',
    ],
    ['waiting practice approval', { csr_status: 'RECEIVED AUTHORIZATION' }, 'Waiting practice approval'],
    ['completed', { csr_status: 'COMPLETED' }, 'Completed'],
    ['skipped', { csr_skipped: true }, 'Skipped'],
  ])('%s', (_, fields, words) => {
    renderCsr(makeContract({ ...fields, allowed_actions: [] }));
    expect(screen.getByRole('heading', { level: 2, name: 'CSR' })).toBeInTheDocument();
    expect(screen.getByText('CSR status').nextSibling).toHaveTextContent(words);
  });

  it('a completed CSR shows the credit grade and recommendation', () => {
    renderCsr(
      makeContract({
        csr_status: 'COMPLETED',
        credit_grade: 'B',
        credit_recommendation: 'APPROVE WITH DOWN PAYMENT',
        credit_min_downpayment_percent: 20,
        allowed_actions: [],
      }),
    );
    expect(screen.getByText('Credit grade').nextSibling).toHaveTextContent('B');
    expect(screen.getByText('Recommendation').nextSibling).toHaveTextContent('Approve with down payment');
    expect(screen.getByText('Minimum down payment').nextSibling).toHaveTextContent('20%');
  });

  it('a credit bureau failure (csr_error) is shown as an error', () => {
    renderCsr(
      makeContract({
        csr_status: 'RECEIVED AUTHORIZATION',
        csr_error: 'No credit file was found for this customer.',
        allowed_actions: [],
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No credit file was found for this customer.');
  });

  it('the panel stays empty for a facility without CSR', () => {
    renderEditor({ contract: makeContract(), children: <CsrPanel /> });
    expect(screen.queryByRole('heading', { name: 'CSR' })).not.toBeInTheDocument();
  });

  it('a select contract in progress shows only the status: its actions are in the Credit Check section', () => {
    renderCsr(makeContract({ is_select: true, allowed_actions: NOT_REQUESTED }));
    expect(screen.getByText('CSR status').nextSibling).toHaveTextContent('Not requested');
    expect(screen.queryByRole('group', { name: 'CSR actions' })).not.toBeInTheDocument();
  });
});

describe('which CSR actions are offered (the CSR chart and allowed_actions)', () => {
  it('before a request: send by email or text, hard-copy authorization, skip', () => {
    renderCsr(makeContract({ ssn_is_stored: true, allowed_actions: NOT_REQUESTED }));
    expect(actions()).toEqual([
      'Send CSR request by email',
      'Send CSR request by text',
      'Record hard-copy authorization',
      'Skip credit check',
    ]);
  });

  it('waiting practice approval: approve or skip', () => {
    renderCsr(
      makeContract({
        csr_status: 'RECEIVED AUTHORIZATION',
        allowed_actions: ['SAVE', 'ACCEPT-CSR', 'SKIP-CSR'],
      }),
    );
    expect(actions()).toEqual(['Approve CSR', 'Skip credit check']);
  });

  it('only what the server allows: nothing for a user who cannot edit', () => {
    renderCsr(makeContract({ allowed_actions: [] }));
    expect(screen.queryByRole('group', { name: 'CSR actions' })).not.toBeInTheDocument();
  });

  it('only what the server allows: no skip when the server refuses it', () => {
    renderCsr(makeContract({ allowed_actions: ['SAVE', 'REQUEST-CSR', 'OVERRIDE-CSR'] }));
    expect(screen.queryByRole('button', { name: 'Skip credit check' })).not.toBeInTheDocument();
  });
});

describe('REQUEST-CSR: the link by email or text', () => {
  it('with an SSN on file the request goes out with the method chosen', async () => {
    const contract = makeContract({ ssn_is_stored: true, allowed_actions: NOT_REQUESTED });
    const { user, calls } = renderCsr(contract, {
      answers: {
        'PUT /api/crud/contract/501': savedAnswer(contract, { csr_status: 'WAITING AUTHORIZATION' }),
      },
    });
    await user.click(button('Send CSR request by text'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].body).toMatchObject({
      action: 'REQUEST-CSR',
      method: 'sms',
      contract: { modified_on: contract.modified_on },
    });
    expect(await screen.findByText('Waiting customer authorization')).toBeInTheDocument();
  });

  describe('without an SSN it asks ssnRequired (spec §8)', () => {
    const noSsn = () =>
      makeContract({ ssn_is_stored: false, customer_ssn: null, allowed_actions: NOT_REQUESTED });

    it('Yes opens the customer section to enter one, and sends nothing', async () => {
      const { user, calls } = renderCsr(noSsn());
      await user.click(button('Send CSR request by email'));
      const dialog = await screen.findByRole('dialog', { name: 'Social Security number needed' });
      expect(dialog).toHaveTextContent(
        'You must provide a Social Security Number to receive a CSR. Would you like to enter one now?',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
      await waitFor(() => expect(screen.getByTestId('open-section')).toHaveTextContent('customer'));
      expect(puts(calls)).toHaveLength(0);
    });

    it('No sends nothing', async () => {
      const { user, calls } = renderCsr(noSsn());
      await user.click(button('Send CSR request by email'));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(puts(calls)).toHaveLength(0);
      expect(button('Send CSR request by email')).toBeEnabled();
    });

    it('Find SSN scans with the name, birth date and address; a found SSN is stored and the request sent', async () => {
      const contract = noSsn();
      const stored = {
        ...contract,
        ssn_is_stored: true,
        customer_ssn: '***-**-1111',
        modified_on: '2026-11-25T15:30:00.000Z',
      };
      const { user, calls } = renderCsr(contract, {
        answers: {
          'POST /api/ssn_scan': { body: { found: true, ssn: '***-**-1111' } },
          'GET /api/crud/contract/501': { body: { contract: stored } },
          'PUT /api/crud/contract/501': savedAnswer(stored, { csr_status: 'WAITING AUTHORIZATION' }),
        },
      });
      await user.click(button('Send CSR request by email'));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Find SSN' }));
      await waitFor(() => expect(puts(calls)).toHaveLength(1));
      expect(calls.find((c) => c.path === '/api/ssn_scan')?.body).toMatchObject({
        contract_id: 501,
        facility_id: 7,
        first_name: 'Jamie',
        last_name: 'Approve',
        dob: '1980-04-02',
        address: '12 Elm Street',
        city: 'Dayton',
        state: 'OH',
        zip: '45402',
      });
      // The scan stored the SSN, so the request goes with the reloaded copy.
      expect(puts(calls)[0].body).toMatchObject({
        action: 'REQUEST-CSR',
        method: 'email',
        contract: { modified_on: '2026-11-25T15:30:00.000Z' },
      });
    });

    it('an SSN the scan does not find is said so, and nothing is sent', async () => {
      const { user, calls } = renderCsr(noSsn(), {
        answers: { 'POST /api/ssn_scan': { body: { found: false, ssn: null } } },
      });
      await user.click(button('Send CSR request by email'));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Find SSN' }));
      expect(await within(dialog).findByRole('status')).toHaveTextContent(
        'No Social Security number was found for this customer.',
      );
      expect(puts(calls)).toHaveLength(0);
    });
  });

  it('no email address: the errors are named and the customer section opened', async () => {
    const contract = makeContract({ ssn_is_stored: true, allowed_actions: NOT_REQUESTED });
    const { user, store } = renderCsr(contract, {
      answers: {
        'PUT /api/crud/contract/501': {
          status: 400,
          body: {
            message: CONTRACT_MESSAGES.validationErrors,
            errors: { customer_email: 'Enter an email address.' },
          },
        },
      },
    });
    await user.click(button('Send CSR request by email'));
    await waitFor(() => expect(screen.getByTestId('open-section')).toHaveTextContent('customer'));
    expect(store.getState().notifications.queue).toEqual([
      expect.objectContaining({
        variant: 'error',
        text: 'Please correct the errors (shown in red). Enter an email address.',
      }),
    ]);
  });
});

describe('OVERRIDE-CSR with a hard-copy authorization (spec §8 confirmCsrAuthorization)', () => {
  it('asks for the confirmation, then sends OVERRIDE-CSR', async () => {
    const contract = makeContract({ allowed_actions: NOT_REQUESTED });
    const { user, calls } = renderCsr(contract, {
      answers: {
        'PUT /api/crud/contract/501': savedAnswer(contract, { csr_status: 'RECEIVED AUTHORIZATION' }),
      },
    });
    await user.click(button('Record hard-copy authorization'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(CONTRACT_MESSAGES.confirmCsrAuthorization);
    expect(puts(calls)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent(calls)).toEqual(['OVERRIDE-CSR']));
    expect(await screen.findByText('Waiting practice approval')).toBeInTheDocument();
  });

  it('cancelled: nothing sent', async () => {
    const { user, calls } = renderCsr(makeContract({ allowed_actions: NOT_REQUESTED }));
    await user.click(button('Record hard-copy authorization'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(button('Record hard-copy authorization')).toBeEnabled());
    expect(puts(calls)).toHaveLength(0);
  });
});

describe('SKIP-CSR (spec §8 confirmSkipCreditCheck)', () => {
  it('asks, then sends SKIP-CSR', async () => {
    const contract = makeContract({ allowed_actions: NOT_REQUESTED });
    const { user, calls } = renderCsr(contract, {
      answers: { 'PUT /api/crud/contract/501': savedAnswer(contract, { csr_skipped: true }) },
    });
    await user.click(button('Skip credit check'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(CONTRACT_MESSAGES.confirmSkipCreditCheck);
    await user.click(within(dialog).getByRole('button', { name: 'Skip credit check' }));
    await waitFor(() => expect(sent(calls)).toEqual(['SKIP-CSR']));
    expect(await screen.findByText('Skipped')).toBeInTheDocument();
  });
});

describe('ACCEPT-CSR: the practice approves and the credit check runs', () => {
  const waiting = () =>
    makeContract({
      csr_status: 'RECEIVED AUTHORIZATION',
      allowed_actions: ['SAVE', 'ACCEPT-CSR', 'SKIP-CSR'],
    });

  it('sends ACCEPT-CSR and shows the recommendation', async () => {
    const contract = waiting();
    const { user, calls, store } = renderCsr(contract, {
      answers: {
        'PUT /api/crud/contract/501': savedAnswer(contract, {
          csr_status: 'COMPLETED',
          credit_grade: 'A',
          credit_recommendation: 'APPROVE',
          allowed_actions: ['SAVE'],
        }),
      },
    });
    await user.click(button('Approve CSR'));
    await waitFor(() => expect(sent(calls)).toEqual(['ACCEPT-CSR']));
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(store.getState().notifications.queue).toEqual([
      expect.objectContaining({
        variant: 'success',
        title: 'CSR Completed',
        text: 'Recommendation: Approve (credit grade A).',
      }),
    ]);
  });

  it('a credit bureau failure is shown as an error', async () => {
    const contract = waiting();
    const error = 'The credit bureau could not be reached. Please try again.';
    const { user, store } = renderCsr(contract, {
      answers: {
        'PUT /api/crud/contract/501': {
          body: {
            saved: false,
            contract: { ...contract, csr_error: error, modified_on: '2026-11-25T15:30:00.000Z' },
            errors: { csr_error: error },
            alert: error,
          },
        },
      },
    });
    await user.click(button('Approve CSR'));
    expect(await screen.findByRole('alert')).toHaveTextContent(error);
    expect(store.getState().notifications.queue).toEqual([
      expect.objectContaining({ variant: 'error', text: error }),
    ]);
  });
});

describe('select contracts: SAVE first, then the action (spec §4 Contract actions)', () => {
  const select = () => makeContract({ is_select: true, ssn_is_stored: true, allowed_actions: NOT_REQUESTED });

  it('beforeAction runs first, then the action is sent', async () => {
    const order: string[] = [];
    const contract = select();
    const { user, calls } = renderCsr(contract, {
      beforeAction: async () => {
        order.push('save');
        return true;
      },
      answers: {
        'PUT /api/crud/contract/501': () => {
          order.push('action');
          return savedAnswer(contract, { csr_status: 'WAITING AUTHORIZATION' });
        },
      },
    });
    await user.click(button('Send CSR request by email'));
    await waitFor(() => expect(sent(calls)).toEqual(['REQUEST-CSR']));
    expect(order).toEqual(['save', 'action']);
  });

  it('a save that fails (false) stops the action', async () => {
    const beforeAction = jest.fn(async () => false);
    const { user, calls } = renderCsr(select(), { beforeAction });
    await user.click(button('Skip credit check'));
    await waitFor(() => expect(button('Skip credit check')).toBeEnabled());
    expect(beforeAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
  });

  it('an SSN stored by that save counts: no ssnRequired question', async () => {
    const contract = makeContract({ is_select: true, ssn_is_stored: false, allowed_actions: NOT_REQUESTED });
    const afterSave = {
      ...contract,
      ssn_is_stored: true,
      customer_ssn: '***-**-1111',
      modified_on: '2026-11-25T15:30:00.000Z',
    };
    let save: () => Promise<boolean> = async () => true;
    function SelectControls() {
      const editor = useContractEditor();
      save = async () =>
        (await editor.saveSection('csrForSelect', { contract: { customer_ssn: '111-11-1111' } })).ok;
      return <CsrControls beforeAction={() => save()} />;
    }
    let put = 0;
    const { user, calls } = renderEditor({
      contract,
      facility: CSR_FACILITY,
      children: <SelectControls />,
      answers: {
        'PUT /api/crud/contract/501': () => {
          put += 1;
          return put === 1
            ? savedAnswer(afterSave)
            : savedAnswer(afterSave, { csr_status: 'WAITING AUTHORIZATION' });
        },
      },
    });
    await user.click(button('Send CSR request by email'));
    await waitFor(() => expect(sent(calls)).toEqual(['SAVE', 'REQUEST-CSR']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('SKIP-CSR: the section is saved, then the confirmation asked; cancelled, nothing more is sent', async () => {
    const order: string[] = [];
    const { user, calls } = renderCsr(select(), {
      beforeAction: async () => {
        order.push('save');
        return true;
      },
    });
    await user.click(button('Skip credit check'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(CONTRACT_MESSAGES.confirmSkipCreditCheck);
    expect(order).toEqual(['save']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(button('Skip credit check')).toBeEnabled());
    expect(puts(calls)).toHaveLength(0);
  });

  it('still no SSN after the save: ssnRequired, and Yes opens the Credit Check section', async () => {
    const contract = makeContract({ is_select: true, ssn_is_stored: false, allowed_actions: NOT_REQUESTED });
    const { user, calls } = renderCsr(contract, { beforeAction: async () => true });
    await user.click(button('Send CSR request by email'));
    const dialog = await screen.findByRole('dialog', { name: 'Social Security number needed' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByTestId('open-section')).toHaveTextContent('csrForSelect'));
    expect(puts(calls)).toHaveLength(0);
  });
});

describe('the CSR chart runs the step (machines/csr.machine.ts)', () => {
  it('while a confirmation is open the actions wait, and a second choice is not taken', async () => {
    const { user } = renderCsr(makeContract({ allowed_actions: NOT_REQUESTED }));
    await user.click(button('Record hard-copy authorization'));
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Skip credit check', hidden: true })).toBeDisabled();
  });

  it('a cancelled confirmation can be asked again, then sent once', async () => {
    const contract = makeContract({ allowed_actions: NOT_REQUESTED });
    const { user, calls } = renderCsr(contract, {
      answers: { 'PUT /api/crud/contract/501': savedAnswer(contract, { csr_skipped: true }) },
    });
    await user.click(button('Skip credit check'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(button('Skip credit check'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Skip credit check' }));
    await waitFor(() => expect(sent(calls)).toEqual(['SKIP-CSR']));
    expect(await screen.findByText('Skipped')).toBeInTheDocument();
  });

  it('email without an SSN: the question, Find SSN, then one request by email', async () => {
    const contract = makeContract({
      ssn_is_stored: false,
      customer_ssn: null,
      allowed_actions: NOT_REQUESTED,
    });
    const stored = { ...contract, ssn_is_stored: true, modified_on: '2026-11-25T15:30:00.000Z' };
    const { user, calls } = renderCsr(contract, {
      answers: {
        'POST /api/ssn_scan': { body: { found: true, ssn: '***-**-1111' } },
        'GET /api/crud/contract/501': { body: { contract: stored } },
        'PUT /api/crud/contract/501': savedAnswer(stored, { csr_status: 'WAITING AUTHORIZATION' }),
      },
    });
    await user.click(button('Send CSR request by email'));
    const dialog = await screen.findByRole('dialog', { name: 'Social Security number needed' });
    await user.click(within(dialog).getByRole('button', { name: 'Find SSN' }));
    expect(await screen.findByText('Waiting customer authorization')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/ssn_scan',
      'GET /api/crud/contract/501',
      'PUT /api/crud/contract/501',
    ]);
    expect(puts(calls)[0].body).toMatchObject({ action: 'REQUEST-CSR', method: 'email' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
