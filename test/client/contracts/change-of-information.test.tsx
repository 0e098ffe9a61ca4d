// Requesting a change of information from the contract (spec §3, §5 Change of information rules,
// §7 POST change_of_information): the button by the pending panel, the dialog's three kinds and their
// fields, the shared schema's messages, the server's answers, and who gets the button when.
import { screen, waitFor, within } from '@testing-library/react';
import type { ContractView } from '../../../src/client/api/contracts';
import { REQUESTED_NOTICE } from '../../../src/client/features/contracts/editor/change-of-information/change-request-dialog';
import { ChangeOfInformationStatus } from '../../../src/client/features/contracts/editor/panels/change-of-information-status';
import { addBusinessDays, businessToday } from '../../../src/shared/calendar';
import { dayOfMonth, formatDisplayDate } from '../../../src/shared/dates';
import { VALIDATION_MESSAGES } from '../../../src/shared/validation/messages';
import type { Answer } from '../fetch-mock';
import type { Role } from '../fixtures';
import { makeContract, renderEditor } from './editor-harness';

// The dialog's tests type and click through a form of 13 fields: slower than 5 s on a busy 2-core machine.
jest.setTimeout(20_000);

const today = businessToday();
const BUTTON = 'Request change of information';
const NONE_PENDING: Answer = { body: { rows: [] } };
const PENDING: Answer = {
  body: {
    rows: [
      {
        id: 9,
        is_personal_info_change: false,
        is_cancellation: true,
        is_billing_date_change: false,
        ne_ebcs_transmission_status: 'QUEUED',
        created_on: '2026-11-24T15:00:00.000Z',
      },
    ],
  },
};

const live = (overrides: Partial<ContractView> = {}) =>
  makeContract({
    status: 'ACTIVE',
    billing_cycle: 'monthly',
    next_payment_due_date: '2026-12-05',
    ...overrides,
  });

function panel(
  options: {
    contract?: ContractView;
    role?: Role;
    latest?: Answer;
    post?: Answer | (() => Answer);
  } = {},
) {
  return renderEditor({
    contract: options.contract ?? live(),
    role: options.role,
    answers: {
      'GET /api/crud/change_of_information': options.latest ?? NONE_PENDING,
      ...(options.post ? { 'POST /api/crud/change_of_information': options.post } : {}),
    },
    children: <ChangeOfInformationStatus contractId={501} />,
  });
}

async function openDialog(view: ReturnType<typeof panel>) {
  const button = await screen.findByRole('button', { name: BUTTON });
  await waitFor(() => expect(button).toBeEnabled());
  await view.user.click(button);
  return screen.findByRole('dialog', { name: 'Request change of information' });
}

const posts = (view: ReturnType<typeof panel>) => view.calls.filter((c) => c.method === 'POST');

describe('the dialog’s three kinds', () => {
  it('offers the kinds as checkboxes, asks for at least one; personal information comes prefilled from the contract', async () => {
    const view = panel();
    const dialog = within(await openDialog(view));
    for (const kind of ['Personal information change', 'Cancellation', 'Billing date change']) {
      expect(dialog.getByRole('checkbox', { name: kind })).not.toBeChecked();
    }
    expect(dialog.queryByRole('textbox', { name: /First name/ })).not.toBeInTheDocument();
    await view.user.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(await dialog.findByText(VALIDATION_MESSAGES.changeRequired)).toBeInTheDocument();
    expect(posts(view)).toEqual([]);

    await view.user.click(dialog.getByRole('checkbox', { name: 'Personal information change' }));
    expect(dialog.getByLabelText(/First name/)).toHaveValue('Jamie');
    expect(dialog.getByLabelText(/Last name/)).toHaveValue('Approve');
    expect(dialog.getByLabelText(/^Address\W*$/)).toHaveValue('12 Elm Street');
    expect(dialog.getByLabelText(/State/)).toHaveValue('OH');
    expect(dialog.getByLabelText(/Zip code/)).toHaveValue('45402');
    expect(dialog.getByLabelText(/Home phone/)).toHaveValue('(937)555-0101');
    expect(dialog.getByLabelText(/Date of birth/)).toHaveValue('04/02/1980');
    expect(dialog.getByLabelText(/Email/)).toHaveValue('jamie@example.com');
  });

  it('each kind reveals its fields: reasons from the lookups, only the billing dates the cycle allows', async () => {
    const view = panel();
    const dialog = within(await openDialog(view));
    await view.user.click(dialog.getByRole('checkbox', { name: 'Cancellation' }));
    const reasons = dialog.getByRole('combobox', { name: /Reason for cancellation/ });
    expect(
      within(reasons)
        .getAllByRole('option')
        .map((o) => o.textContent),
      // The reasons that end an application (CSR Reject, CC Decline, Rewrite Not Allowed) are not offered.
    ).toEqual(['', 'Customer Request']);
    expect(dialog.getByRole('textbox', { name: /Date of cancellation/ })).toBeInTheDocument();

    await view.user.click(dialog.getByRole('checkbox', { name: 'Billing date change' }));
    const dates = within(dialog.getByRole('combobox', { name: /Next payment due date/ }))
      .getAllByRole('option')
      .slice(1);
    expect(dates.length).toBeGreaterThan(10);
    // A monthly account is billed on the 1st, 5th, 10th, 15th, 20th or 25th only.
    for (const option of dates) {
      expect([1, 5, 10, 15, 20, 25]).toContain(dayOfMonth((option as HTMLOptionElement).value));
    }
  });
});

describe('validation in the spec’s words', () => {
  it('personal information: a required field emptied shows its message and nothing is sent', async () => {
    const view = panel();
    const dialog = within(await openDialog(view));
    await view.user.click(dialog.getByRole('checkbox', { name: 'Personal information change' }));
    await view.user.clear(dialog.getByRole('textbox', { name: /City/ }));
    await view.user.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(await dialog.findByText('Enter a city.')).toBeInTheDocument();
    expect(posts(view)).toEqual([]);
  });

  it('cancellation: a date earlier than three business days ahead shows the rule’s message', async () => {
    const view = panel();
    const dialog = within(await openDialog(view));
    await view.user.click(dialog.getByRole('checkbox', { name: 'Cancellation' }));
    const date = dialog.getByRole('textbox', { name: /Date of cancellation/ });
    await view.user.type(date, formatDisplayDate(addBusinessDays(today, 2)));
    await view.user.tab();
    const earliest = formatDisplayDate(addBusinessDays(today, 3));
    expect(
      await dialog.findByText(`Must be at least 3 business days from today (${earliest} or later).`),
    ).toBeInTheDocument();
    await view.user.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(await dialog.findByText('Enter a reason for cancellation.')).toBeInTheDocument();
    expect(posts(view)).toEqual([]);
  });
});

describe('sending the request', () => {
  it('sends the kind asked for with an idempotency key; the notice, the dialog closes, pending at once', async () => {
    const date = addBusinessDays(today, 3);
    const view = panel({
      post: {
        body: {
          row: {
            id: 12,
            is_personal_info_change: false,
            is_cancellation: true,
            is_billing_date_change: false,
            ne_ebcs_transmission_status: 'QUEUED',
            created_on: '2026-11-25T15:00:00.000Z',
          },
        },
      },
    });
    const dialog = within(await openDialog(view));
    await view.user.click(dialog.getByRole('checkbox', { name: 'Cancellation' }));
    await view.user.selectOptions(dialog.getByRole('combobox', { name: /Reason for cancellation/ }), '1');
    await view.user.type(
      dialog.getByRole('textbox', { name: /Date of cancellation/ }),
      formatDisplayDate(date),
    );
    await view.user.click(dialog.getByRole('button', { name: 'Send request' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(view)).toEqual([
      expect.objectContaining({
        path: '/api/crud/change_of_information',
        body: {
          contract_id: 501,
          is_personal_info_change: false,
          is_cancellation: true,
          is_billing_date_change: false,
          reason_for_cancel: '1',
          date_of_cancel: date,
          idempotency_key: expect.any(String),
        },
      }),
    ]);
    expect(view.store.getState().notifications.queue.map((n) => n.text)).toContain(REQUESTED_NOTICE);
    const pending = screen.getByRole('status', { name: 'Change of information pending' });
    expect(pending).toHaveTextContent('Cancellation · requested 11/25/2026');
    expect(screen.getByRole('button', { name: BUTTON })).toBeDisabled();
  });

  it('the server’s field errors land on their fields; its refusal shows in the dialog', async () => {
    let answer: Answer = {
      status: 400,
      body: {
        message: 'Please correct the errors (shown in red).',
        errors: { next_payment_due_date: VALIDATION_MESSAGES.firstPaymentNotAvailable },
      },
    };
    const view = panel({ post: () => answer });
    const dialog = within(await openDialog(view));
    await view.user.click(dialog.getByRole('checkbox', { name: 'Billing date change' }));
    const select = dialog.getByRole('combobox', { name: /Next payment due date/ });
    const first = within(select).getAllByRole('option')[1] as HTMLOptionElement;
    await view.user.selectOptions(select, first.value);
    await view.user.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(await dialog.findByText(VALIDATION_MESSAGES.firstPaymentNotAvailable)).toBeInTheDocument();

    answer = {
      status: 409,
      body: { message: 'A change of information is already pending for this contract.' },
    };
    await view.user.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(
      await dialog.findByText('A change of information is already pending for this contract.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // The same request sent again carries the same key.
    const keys = posts(view).map((c) => (c.body as { idempotency_key: string }).idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('who may ask, and when', () => {
  it('while a request is pending the button is disabled, with the reason', async () => {
    panel({ latest: PENDING });
    const button = await screen.findByRole('button', { name: BUTTON });
    await screen.findByRole('status', { name: 'Change of information pending' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'A change of information is already pending for this contract.',
    );
  });

  it('a read-only user sees the pending request but no button', async () => {
    panel({ role: 'read', latest: PENDING });
    await screen.findByRole('status', { name: 'Change of information pending' });
    expect(screen.queryByRole('button', { name: BUTTON })).not.toBeInTheDocument();
  });

  it.each(['INCOMPLETE', 'SIGNED', 'REJECTED'] as const)(
    'a %s contract is not live: no button',
    async (status) => {
      const view = panel({ contract: live({ status }) });
      await waitFor(() => expect(view.calls.length).toBeGreaterThan(0));
      expect(screen.queryByRole('button', { name: BUTTON })).not.toBeInTheDocument();
    },
  );

  it('a COLLECT account is live: the button is offered', async () => {
    panel({ contract: live({ status: 'COLLECT' }) });
    expect(await screen.findByRole('button', { name: BUTTON })).toBeInTheDocument();
  });
});
