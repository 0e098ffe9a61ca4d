// The editor's sections (spec §4 Editing sections): which open after load, the CSR wait, and the
// discard question between sections.
import { screen } from '@testing-library/react';
import { editorFacility, makeContract, renderEditor } from './editor-harness';

describe('contract editor sections (spec §4 Editing sections)', () => {
  it('a standard contract shows customer, agreement and billing, opening the first unsaved one', async () => {
    renderEditor({ contract: makeContract() });
    expect(await screen.findByRole('heading', { level: 2, name: /^Customer/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^Agreement/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^Billing/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Agreement/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('the agreement waits for the CSR when the facility uses CSR', async () => {
    renderEditor({ contract: makeContract(), facility: editorFacility('veterinary', { csr: true }) });
    expect(await screen.findByText(/Waiting for the credit check/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Agreement/ })).toBeDisabled();
  });

  it('a select contract in progress shows csrForSelect and agreementForSelect', async () => {
    renderEditor({
      contract: makeContract({ is_select: true }),
      facility: editorFacility('veterinary', { csr: true }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: /^Credit Check/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^Agreement/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: /^Billing/ })).not.toBeInTheDocument();
  });
});
