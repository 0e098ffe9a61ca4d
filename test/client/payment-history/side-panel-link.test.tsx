// The way to a contract's payment history from the editor: the header offers it on a live account;
// a contract no longer live that has payments offers it beside its summary.
import { act, screen } from '@testing-library/react';
import { SidePanels } from '../../../src/client/features/contracts/editor/panels/side-panels';
import { makeContract, renderEditor } from '../contracts/editor-harness';

/** The panels' own loads (notes, change of information) answered and shown. */
async function panelsLoaded() {
  expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
  await act(async () => undefined);
}

const answers = {
  'GET /api/note/501': { body: [] },
  'GET /api/crud/change_of_information': { body: { rows: [] } },
};

it('a contract with payments that is no longer live links to its payment history', async () => {
  renderEditor({
    contract: makeContract({ status: 'SIGNED', has_payments: true }),
    answers,
    children: <SidePanels />,
  });
  expect(screen.getByRole('link', { name: 'Payment history' })).toHaveAttribute(
    'href',
    '/contracts/501/payment-history',
  );
  await panelsLoaded();
});

it.each([
  ['a live account (its header has the link)', { status: 'ACTIVE', has_payments: true }],
  ['a contract without payments', { status: 'SIGNED', has_payments: false }],
] as const)('%s has no link here', async (_, overrides) => {
  renderEditor({ contract: makeContract(overrides), answers, children: <SidePanels /> });
  expect(screen.queryByRole('link', { name: 'Payment history' })).not.toBeInTheDocument();
  await panelsLoaded();
});
