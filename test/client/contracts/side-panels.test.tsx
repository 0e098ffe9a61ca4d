// The editor's side column: the summary, notes (spec §7 note/{contractId}), documents and a pending
// change of information (spec §4 Change of information load).
import { screen, waitFor, within } from '@testing-library/react';
import type { ContractNote, ContractView } from '../../../src/client/api/contracts';
import { SidePanels } from '../../../src/client/features/contracts/editor/panels/side-panels';
import type { Answer } from '../fetch-mock';
import type { Role } from '../fixtures';
import { makeContract, renderEditor } from './editor-harness';

const NOTES: ContractNote[] = [
  {
    id: 2,
    contract_id: 501,
    at: '2026-11-24T19:30:00.000Z',
    text: 'Customer will call back.',
    user: 'Sam Ortiz',
  },
  { id: 1, contract_id: 501, at: '2026-11-24T14:05:00.000Z', text: 'Left a voicemail.', user: 'Dana Reyes' },
];

const NO_CHANGE = { body: { rows: [] } };

function panels(
  options: {
    contract?: ContractView | null;
    role?: Role;
    answers?: Record<string, Answer | (() => Answer)>;
  } = {},
) {
  return renderEditor({
    contract: options.contract,
    role: options.role,
    answers: {
      'GET /api/note/501': { body: NOTES },
      'GET /api/crud/change_of_information': NO_CHANGE,
      ...options.answers,
    },
    children: <SidePanels />,
  });
}

const notesList = () => screen.findByRole('list', { name: 'Notes' });

describe('a new draft', () => {
  it('has only its summary with a hint, and asks the server for nothing', () => {
    const { calls } = panels({ contract: null });
    expect(screen.getByText(/This contract is not saved yet/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Notes' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('the summary', () => {
  it('shows the status, CSR status, the moments and the fee charged', async () => {
    panels({
      contract: makeContract({
        status: 'WAITING E-SIGNATURE',
        csr_status: 'COMPLETED',
        submitted_on: '2026-11-24T20:00:00.000Z',
        processing_fee: 25,
        charged_on: '2026-11-24T19:00:00.000Z',
      }),
    });
    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    expect(summary.getByText('WAITING E-SIGNATURE')).toBeInTheDocument();
    expect(summary.getByText('Completed')).toBeInTheDocument();
    expect(summary.getByText('11/25/2026 9:00 AM')).toBeInTheDocument();
    expect(summary.getByText('11/24/2026 3:00 PM')).toBeInTheDocument();
    expect(summary.getByText('$25.00 on 11/24/2026')).toBeInTheDocument();
    expect(summary.queryByText('Signed')).not.toBeInTheDocument();
    await notesList();
  });
});

describe('notes', () => {
  it('lists the notes oldest first with who wrote each and when', async () => {
    panels();
    const items = within(await notesList()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Left a voicemail.Dana Reyes · 11/24/2026 9:05 AM',
      'Customer will call back.Sam Ortiz · 11/24/2026 2:30 PM',
    ]);
  });

  it('adds a note, sent trimmed, and shows the list the server answers', async () => {
    const added = {
      id: 3,
      contract_id: 501,
      at: '2026-11-25T15:00:00.000Z',
      text: 'Paid by phone.',
      user: 'Dana Reyes',
    };
    const { user, calls } = panels({ answers: { 'POST /api/note/501': { body: [...NOTES, added] } } });
    await notesList();
    const add = screen.getByRole('button', { name: 'Add note' });
    expect(add).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'New note' }), '   ');
    expect(add).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'New note' }), 'Paid by phone.  ');
    await user.click(add);
    expect(await screen.findByText('Paid by phone.')).toBeInTheDocument();
    const post = calls.filter((c) => c.method === 'POST');
    expect(post).toEqual([
      expect.objectContaining({ path: '/api/note/501', body: { text: 'Paid by phone.' } }),
    ]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'New note' })).toHaveValue(''));
  });

  it('a read-only user reads the notes but cannot add one', async () => {
    panels({ role: 'read' });
    await notesList();
    expect(screen.queryByRole('textbox', { name: 'New note' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add note' })).not.toBeInTheDocument();
  });
});

describe('documents', () => {
  it('links each stored document, opened in a new tab', async () => {
    panels({
      contract: makeContract({
        status: 'SIGNED',
        has_pdf: true,
        signed_on: '2026-11-24T20:00:00.000Z',
        adverseletter_url: '/api/contract_document/501/adverse',
      }),
    });
    const documents = within(screen.getByRole('region', { name: 'Documents' }));
    const links = documents.getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Contract PDF', '/api/contract_document/501/contract'],
      ['Signed contract', '/api/contract_document/501/signed'],
      ['Adverse action letter', '/api/contract_document/501/adverse'],
    ]);
    expect(links[0]).toHaveAttribute('target', '_blank');
    await notesList();
  });

  it('an uploaded signed copy is linked instead of an e-signed one', async () => {
    panels({
      contract: makeContract({
        status: 'SIGNED',
        has_pdf: true,
        has_photo: true,
        signed_on: '2026-11-24T20:00:00.000Z',
      }),
    });
    const documents = within(screen.getByRole('region', { name: 'Documents' }));
    expect(documents.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Contract PDF',
      'Uploaded signed copy',
    ]);
    await notesList();
  });
});

describe('change of information (spec §4 Change of information load)', () => {
  it('asks for the latest record not RECONCILED, and shows which changes are pending and since when', async () => {
    const { fetchMock } = panels({
      contract: makeContract({ status: 'ACTIVE' }),
      answers: {
        'GET /api/crud/change_of_information': {
          body: {
            rows: [
              {
                id: 8,
                is_personal_info_change: true,
                is_cancellation: false,
                is_billing_date_change: true,
                ne_ebcs_transmission_status: null,
                created_on: '2026-11-23T15:00:00.000Z',
              },
            ],
          },
        },
      },
    });
    const pending = await screen.findByRole('status', { name: 'Change of information pending' });
    expect(pending).toHaveTextContent('Personal information, Billing date · requested 11/23/2026');
    expect(pending).not.toHaveTextContent('Cancellation');
    const url = fetchMock.mock.calls
      .map(([u]) => u)
      .find((u) => u.startsWith('/api/crud/change_of_information'));
    const query = new URLSearchParams(url?.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({
      contract_id: '501',
      ne_ebcs_transmission_status: 'RECONCILED',
      orderby: '-created_on',
      limit: '1',
    });
  });

  it('a record with none of the changes flagged shows nothing pending', async () => {
    panels({
      answers: {
        'GET /api/crud/change_of_information': {
          body: {
            rows: [
              {
                id: 9,
                is_personal_info_change: false,
                is_cancellation: false,
                is_billing_date_change: false,
                ne_ebcs_transmission_status: 'SENT',
                created_on: '2026-11-23T15:00:00.000Z',
              },
            ],
          },
        },
      },
    });
    await notesList();
    expect(screen.queryByText('Change of information pending')).not.toBeInTheDocument();
  });
});
