// The customer section (spec §3 Customer, Guarantor; §4 Editing sections; §5 Validation rules): what
// it asks for, how it shapes what is typed, and what it sends.
import { screen, waitFor, within } from '@testing-library/react';
import type { ContractView } from '../../../src/client/api/contracts';
import { CustomerSection } from '../../../src/client/features/contracts/editor/sections/customer-section';
import { businessToday } from '../../../src/shared/calendar';
import { addMonths, formatDisplayDate } from '../../../src/shared/dates';
import {
  editorFacility,
  makeContract,
  renderEditor,
  savedAnswer,
  type EditorRenderOptions,
} from './editor-harness';

// A whole form is typed into: slower than the default 5 s on a busy machine.
jest.setTimeout(20_000);

const PUT = 'PUT /api/crud/contract/501';
const BANNER = 'Please correct the errors (shown in red).';

function renderCustomer(options: EditorRenderOptions & { readOnly?: boolean } = {}) {
  return renderEditor({ ...options, children: <CustomerSection readOnly={options.readOnly ?? false} /> });
}

/** The input labelled so, with or without the required asterisk. */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`), { selector: 'input, select, textarea' });
const save = () => screen.getByRole('button', { name: 'Save' });
const yearsAgo = (years: number) => formatDisplayDate(addMonths(businessToday(), -12 * years));

describe('required fields (spec §5 Required on a contract, Form-level wording)', () => {
  it('a new draft saved empty shows each required message word for word and sends nothing', async () => {
    const { user, calls } = renderCustomer({ contract: null });
    expect(field('First name')).toBeRequired();
    expect(field('Home phone')).not.toBeRequired();
    await user.click(save());

    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    expect(field('First name')).toHaveAccessibleDescription('Enter a first name.');
    expect(field('Last name')).toHaveAccessibleDescription('Enter a last name.');
    expect(field('Address')).toHaveAccessibleDescription('Enter an address.');
    expect(field('City')).toHaveAccessibleDescription('Enter a city.');
    expect(field('Zip code')).toHaveAccessibleDescription('Enter a zip code.');
    expect(field('Date of birth')).toHaveAccessibleDescription('Enter a date of birth.');
    expect(field('Email')).toHaveAccessibleDescription('Enter an email address.');
    expect(field('Home phone')).toHaveAccessibleDescription('Enter a home or mobile phone number.');
    expect(field('Mobile phone')).toHaveAccessibleDescription('Enter a home or mobile phone number.');
    expect(field('Pet type')).toHaveAccessibleDescription('Enter a pet type.');
    expect(field("Pet's name")).toHaveAccessibleDescription("Enter the pet's name");
    expect(screen.getByText('Enter a new or existing customer.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('input masks (spec §5 Phone, Zip, SSN, Generic)', () => {
  it('shapes phones, zip, SSN and middle initial as they are typed', async () => {
    const { user } = renderCustomer();
    await user.type(field('Mobile phone'), '9375550199');
    expect(field('Mobile phone')).toHaveValue('(937)555-0199');
    await user.clear(field('Zip code'));
    await user.type(field('Zip code'), '454021234');
    expect(field('Zip code')).toHaveValue('45402-1234');
    await user.type(field('SSN'), '123456789');
    expect(field('SSN')).toHaveValue('123-45-6789');
    await user.type(field('Middle initial'), 'q7');
    expect(field('Middle initial')).toHaveValue('Q');
  });

  it('a stored SSN stays masked and is sent as it came unless retyped', async () => {
    const contract = makeContract({ customer_ssn: '***-**-6789' });
    const { user, calls } = renderCustomer({ contract, answers: { [PUT]: savedAnswer(contract) } });
    expect(field('SSN')).toHaveValue('***-**-6789');
    await user.click(save());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect((calls[0].body as { contract: Record<string, unknown> }).contract.customer_ssn).toBe(
      '***-**-6789',
    );
  });
});

describe('pet fields (spec §5 Required on a contract: veterinary)', () => {
  it('a veterinary facility asks for the pet, as required fields', () => {
    renderCustomer({ facility: editorFacility('veterinary') });
    expect(field('Pet type')).toBeRequired();
    expect(field("Pet's name")).toHaveValue('Rex');
  });

  it('a dental facility has no pet fields', () => {
    renderCustomer({ facility: editorFacility('dental') });
    expect(screen.queryByLabelText(/^Pet type/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Pet's name/)).not.toBeInTheDocument();
  });
});

describe('values flagged by the server (spec §5 Generic)', () => {
  it('shows the message on the flagged field and saves only once it is changed', async () => {
    const contract = makeContract({
      bad_address: true,
      customer_phone2: '(937)555-0102',
      bad_moble_number: true,
    });
    const { user, calls } = renderCustomer({ contract, answers: { [PUT]: savedAnswer(contract) } });
    expect(field('Address')).toHaveAccessibleDescription('Enter a different address');
    expect(field('Mobile phone')).toHaveAccessibleDescription('Enter a different mobile phone');

    await user.click(save());
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.clear(field('Address'));
    await user.type(field('Address'), '40 Oak Avenue');
    await user.clear(field('Mobile phone'));
    await user.click(save());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toMatchObject({
      contract: { customer_address1: '40 Oak Avenue', customer_phone2: null },
    });
  });
});

describe('birth date (spec §5 Birth date, §9)', () => {
  it('over 80 asks for a confirmation; cancel keeps the form unsaved, confirming saves', async () => {
    const contract = makeContract();
    const { user, calls } = renderCustomer({ contract, answers: { [PUT]: savedAnswer(contract) } });
    await user.clear(field('Date of birth'));
    await user.type(field('Date of birth'), yearsAgo(85));
    await user.click(save());

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'This customer is over 80 years old. Please confirm the date of birth is correct.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);

    await user.click(save());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
  });

  it('under 18 shows the field error and the minor sentence, and sends nothing', async () => {
    const { user, calls } = renderCustomer();
    await user.clear(field('Date of birth'));
    await user.type(field('Date of birth'), yearsAgo(10));
    await user.tab();
    await waitFor(() =>
      expect(field('Date of birth')).toHaveAccessibleDescription('Customer must be over 18'),
    );
    await user.click(save());
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(BANNER);
    expect(banner).toHaveTextContent(
      'This consumer is under the age of 18 years old. A contract cannot be created for minors.',
    );
    expect(calls).toHaveLength(0);
  });
});

describe('saving (spec §4 Editing sections, §7 Contract)', () => {
  it('sends PUT with the fields, modified_on and the section; blanks go as null', async () => {
    const contract = makeContract();
    const answer = savedAnswer(contract, { customer_first_name: 'Jordan' });
    const { user, calls, store } = renderCustomer({ contract, answers: { [PUT]: answer } });
    await user.clear(field('First name'));
    await user.type(field('First name'), '  Jordan ');
    await user.click(save());

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(`${calls[0].method} ${calls[0].path}`).toBe(PUT);
    expect(calls[0].body).toMatchObject({
      section: 'customer',
      action: 'SAVE',
      contract: {
        customer_first_name: 'Jordan',
        customer_last_name: 'Approve',
        customer_date_of_birth: '1980-04-02',
        customer_address2: null,
        is_new_customer: true,
        modified_on: contract.modified_on,
      },
    });
    await waitFor(() =>
      expect(store.getState().notifications.queue.map((n) => n.text)).toContain('Customer saved.'),
    );
  });

  it('Enter in a field submits the form', async () => {
    const contract = makeContract();
    const { user, calls } = renderCustomer({ contract, answers: { [PUT]: savedAnswer(contract) } });
    await user.type(field('City'), 'n{Enter}');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toMatchObject({ contract: { customer_city: 'Daytonn' } });
  });

  it("the server's field errors land on their fields with the banner", async () => {
    const { user } = renderCustomer({
      answers: {
        [PUT]: {
          status: 400,
          body: {
            message: BANNER,
            errors: {
              customer_zip: 'Enter a valid zip code.',
              customer_email: 'Enter a different email address',
            },
          },
        },
      },
    });
    await user.click(save());
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    expect(field('Zip code')).toHaveAccessibleDescription('Enter a valid zip code.');
    expect(field('Email')).toHaveAccessibleDescription('Enter a different email address');
  });

  it('Cancel puts the values back', async () => {
    const { user } = renderCustomer();
    await user.type(field('City'), 'ville');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(field('City')).toHaveValue('Dayton');
  });

  it('a new draft is created with POST /api/crud/contract', async () => {
    const created = makeContract({ id: 601, customer_last_name: 'Rivera' });
    const { user, calls } = renderCustomer({
      contract: null,
      facility: editorFacility('dental'),
      answers: { 'POST /api/crud/contract': savedAnswer(created) },
    });
    await user.type(field('First name'), 'Ana');
    await user.type(field('Last name'), 'Rivera');
    await user.type(field('Address'), '9 Pine Road');
    await user.type(field('City'), 'Akron');
    await user.type(field('Zip code'), '44301');
    await user.type(field('Date of birth'), '03/09/1975');
    await user.type(field('Email'), 'ana@example.com');
    await user.type(field('Mobile phone'), '3305550123');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(save());

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(`${calls[0].method} ${calls[0].path}`).toBe('POST /api/crud/contract');
    expect(calls[0].body).toMatchObject({
      section: 'customer',
      action: 'SAVE',
      facility_id: 7,
      contract: {
        customer_first_name: 'Ana',
        customer_st: 'OH',
        customer_date_of_birth: '1975-03-09',
        customer_phone2: '(330)555-0123',
        is_new_customer: false,
        is_select: false,
      },
    });
  });
});

describe('read only (spec §6: read rights)', () => {
  it('shows every value without Save', () => {
    renderCustomer({ readOnly: true, contract: makeContract({ customer_ssn: '***-**-6789' }) });
    expect(field('First name')).toHaveValue('Jamie');
    expect(field('First name')).toHaveAttribute('readonly');
    expect(field('State')).toBeDisabled();
    expect(field('SSN')).toHaveValue('***-**-6789');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('a user who cannot edit sees the customer section open, read only', async () => {
    renderEditor({ role: 'read', contract: makeContract({ editable: false } as Partial<ContractView>) });
    expect(await screen.findByLabelText(/^Last name/)).toHaveValue('Approve');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

describe('unsaved edits (spec §4: moving between sections)', () => {
  it('leaving the customer section with edits asks to discard them', async () => {
    const { user } = renderEditor({ contract: makeContract() });
    await user.click(await screen.findByRole('button', { name: /^Customer/ }));
    await user.type(await screen.findByLabelText(/^City/), 'ville');
    await user.click(screen.getByRole('button', { name: /^Agreement/ }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Would you like to discard any unsaved changes?',
    );
  });
});
