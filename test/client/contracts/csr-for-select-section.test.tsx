// The select contract's credit check section (spec §4 Editing sections: csrForSelect; "For a select
// contract's CSR step the client first sends SAVE, then the action").
import { screen, waitFor } from '@testing-library/react';
import type React from 'react';
import { CsrForSelectSection } from '../../../src/client/features/contracts/editor/sections/csr-for-select-section';
import {
  editorFacility,
  makeContract,
  renderEditor,
  savedAnswer,
  type EditorRenderOptions,
} from './editor-harness';

// The CSR controls stand in as one button that runs beforeAction and shows what it answered.
jest.mock('../../../src/client/features/contracts/editor/actions/csr-controls', () => {
  const { useState } = jest.requireActual<typeof React>('react');
  return {
    CsrControls({ beforeAction }: { beforeAction?: () => Promise<boolean> }) {
      const [answer, setAnswer] = useState('');
      if (!beforeAction) return <p>CSR controls without a save</p>;
      return (
        <>
          <button type="button" onClick={() => void beforeAction().then((ok) => setAnswer(String(ok)))}>
            Send CSR request
          </button>
          <output aria-label="Saved before the action">{answer}</output>
        </>
      );
    },
  };
});

jest.setTimeout(20_000);

const PUT = 'PUT /api/crud/contract/501';
const BANNER = 'Please correct the errors (shown in red).';
const selectContract = makeContract({ is_select: true, customer_phone1: null });

function renderCsrSection(options: EditorRenderOptions & { readOnly?: boolean } = {}) {
  return renderEditor({
    contract: selectContract,
    facility: editorFacility('veterinary', { csr: true }),
    ...options,
    children: <CsrForSelectSection readOnly={options.readOnly ?? false} />,
  });
}

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`), { selector: 'input, select, textarea' });
const queryField = (label: string) =>
  screen.queryByLabelText(new RegExp(`^${label}(\\s*\\*)?$`), { selector: 'input, select, textarea' });
const requestCsr = () => screen.getByRole('button', { name: 'Send CSR request' });
const answer = () => screen.getByRole('status', { name: 'Saved before the action' });

describe('fields (csrForSelectSchema: what a soft credit check needs)', () => {
  it('asks for name, address, birth date, SSN and where to send the link, not pet details', () => {
    renderCsrSection();
    for (const label of [
      'First name',
      'Last name',
      'Address',
      'City',
      'State',
      'Zip code',
      'Date of birth',
      'Email',
    ]) {
      expect(field(label)).toBeRequired();
    }
    expect(field('SSN')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a guarantor' })).toBeInTheDocument();
    expect(field('Mobile phone')).not.toBeRequired();
    expect(queryField('Pet type')).not.toBeInTheDocument();
  });
});

describe('the CSR action saves the section first', () => {
  it('beforeAction sends SAVE for csrForSelect and answers true once saved', async () => {
    const { user, calls } = renderCsrSection({ answers: { [PUT]: savedAnswer(selectContract) } });
    await user.type(field('SSN'), '123456789');
    await user.click(requestCsr());

    await waitFor(() => expect(answer()).toHaveTextContent('true'));
    expect(calls).toHaveLength(1);
    expect(`${calls[0].method} ${calls[0].path}`).toBe(PUT);
    expect(calls[0].body).toMatchObject({
      section: 'csrForSelect',
      action: 'SAVE',
      contract: {
        customer_ssn: '123-45-6789',
        customer_last_name: 'Approve',
        modified_on: selectContract.modified_on,
      },
    });
  });

  it('a 400 answers false, with the errors on their fields and the banner', async () => {
    const { user } = renderCsrSection({
      answers: {
        [PUT]: {
          status: 400,
          body: { message: BANNER, errors: { customer_zip: 'Enter a valid zip code.' } },
        },
      },
    });
    await user.click(requestCsr());
    await waitFor(() => expect(answer()).toHaveTextContent('false'));
    expect(screen.getByText(BANNER)).toBeInTheDocument();
    expect(field('Zip code')).toHaveAccessibleDescription('Enter a valid zip code.');
  });

  it('invalid values answer false without a request', async () => {
    const { user, calls } = renderCsrSection();
    await user.clear(field('Last name'));
    await user.click(requestCsr());
    await waitFor(() => expect(answer()).toHaveTextContent('false'));
    expect(field('Last name')).toHaveAccessibleDescription('Enter a last name.');
    expect(screen.getByText(BANNER)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('read only', () => {
  it('shows the values and the CSR controls, with nothing to save', () => {
    renderCsrSection({ readOnly: true });
    expect(field('Last name')).toHaveValue('Approve');
    expect(screen.getByText('CSR controls without a save')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
