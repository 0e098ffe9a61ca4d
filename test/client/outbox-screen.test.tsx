import { act, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { OutboxMessage } from '../../src/client/api/outbox';
import OutboxScreen from '../../src/client/features/outbox/outbox-screen';
import { mockFetch } from './fetch-mock';
import { renderWithProviders } from './render';

const RESET: OutboxMessage = {
  id: 2,
  channel: 'email',
  to_address: 'pat@example.com',
  subject: 'Sign your payment plan',
  body: 'Hello Pat,\nsign here: https://demo.example.com/customer/sign?token=abc123\nThank you.',
  status: 'sent',
  created_on: '2026-11-22T02:00:00.000Z',
  sent_on: '2026-11-22T02:05:00.000Z',
  attachment_filename: null,
};
const CODE: OutboxMessage = {
  id: 1,
  channel: 'sms',
  to_address: '5551234567',
  subject: null,
  body: 'Your verification code is 424242',
  status: 'queued',
  created_on: '2026-11-21T15:30:00.000Z',
  sent_on: null,
  attachment_filename: null,
};

function renderOutbox(path = '/outbox') {
  const router = createMemoryRouter([{ path: '/outbox', element: <OutboxScreen /> }], {
    initialEntries: [path],
  });
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

const page = (rows: OutboxMessage[], count = rows.length) => ({ body: { count, rows, enums: {} } });
const OUTBOX = 'GET /api/crud/outbox';

const gridRows = () =>
  within(screen.getByRole('grid', { name: 'Outbox' }))
    .getAllByRole('row')
    .slice(1);

describe('outbox screen', () => {
  it('lists messages newest first with New York times, channel, recipient, subject and a preview', async () => {
    mockFetch({ [OUTBOX]: page([RESET, CODE]) });
    renderOutbox();
    expect(await screen.findByText('pat@example.com')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 messages');
    const [first, second] = gridRows();
    expect(within(first).getByText('11/21/2026 9:05 PM')).toBeInTheDocument();
    expect(within(first).getByText('EMAIL')).toBeInTheDocument();
    expect(within(first).getByText('Sign your payment plan')).toBeInTheDocument();
    expect(within(first).getByText(/^Hello Pat, sign here:/)).toBeInTheDocument();
    expect(within(second).getByText('11/21/2026 10:30 AM')).toBeInTheDocument();
    expect(within(second).getByText('SMS')).toBeInTheDocument();
    expect(within(second).getByText('Your verification code is 424242')).toBeInTheDocument();
  });

  it('searches by recipient through ?to=', async () => {
    const { fetchMock } = mockFetch({ [OUTBOX]: page([RESET]) });
    const { router, user } = renderOutbox('/outbox?to=sam%40example.com');
    const recipient = await screen.findByRole('textbox', { name: 'Recipient' });
    expect(recipient).toHaveValue('sam@example.com');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        expect.stringContaining('to=sam%40example.com'),
        expect.anything(),
      ),
    );
    await user.clear(recipient);
    await user.type(recipient, 'pat@example.com{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?to=pat%40example.com'));
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/crud/outbox?to=pat%40example.com&limit=100&offset=0',
      expect.anything(),
    );
  });

  it('asks the server for the order chosen, kept in the address, and downloads that view', async () => {
    const { fetchMock } = mockFetch({ [OUTBOX]: page([RESET, CODE]) });
    const { router, user } = renderOutbox('/outbox?to=example');
    await screen.findByText('pat@example.com');
    await user.click(
      within(screen.getByRole('grid', { name: 'Outbox' })).getByRole('columnheader', { name: 'To' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?to=example&orderby=to_address'));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenLastCalledWith(
        '/api/crud/outbox?to=example&orderby=to_address&limit=100&offset=0',
        expect.anything(),
      ),
    );
    expect(screen.getByRole('link', { name: 'CSV' })).toHaveAttribute(
      'href',
      '/api/crud/outbox?to=example&orderby=to_address&output_format=csv',
    );
    await act(() => router.navigate(-1));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenLastCalledWith(
        '/api/crud/outbox?to=example&limit=100&offset=0',
        expect.anything(),
      ),
    );
  });

  it('says when a recipient has no messages', async () => {
    mockFetch({ [OUTBOX]: page([]) });
    renderOutbox('/outbox?to=nobody%40example.com');
    expect(await screen.findByText('No messages to nobody@example.com.')).toBeInTheDocument();
  });

  it('shows the whole message with its links clickable', async () => {
    mockFetch({ [OUTBOX]: page([RESET, CODE]) });
    const { user } = renderOutbox();
    await user.click(await screen.findByText('pat@example.com'));
    const dialog = await screen.findByRole('dialog', { name: 'Sign your payment plan' });
    expect(
      within(dialog).getByText(/EMAIL to pat@example.com · sent · 11\/21\/2026 9:05 PM/),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: 'https://demo.example.com/customer/sign?token=abc123' }),
    ).toHaveAttribute('href', 'https://demo.example.com/customer/sign?token=abc123');
    expect(within(dialog).getByText(/Thank you\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
