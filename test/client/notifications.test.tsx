import { act, screen, waitFor } from '@testing-library/react';
import { notified } from '../../src/client/app/store/notifications-slice';
import { NotificationsGate } from '../../src/client/features/notifications/notifications-gate';
import { renderWithProviders } from './render';

function renderNotifications() {
  const view = renderWithProviders(<NotificationsGate />);
  const notify = (n: Parameters<typeof notified>[0]) => act(() => void view.store.dispatch(notified(n)));
  return { ...view, notify };
}

describe('notifications (spec §2)', () => {
  it('gives each type its default title', async () => {
    const { notify } = renderNotifications();
    notify({ variant: 'success', text: 'Saved.' });
    notify({ variant: 'error', text: 'Broken.' });
    notify({ variant: 'warning', text: 'Careful.' });
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('Error!')).toBeInTheDocument();
    expect(screen.getByText('Warning!')).toBeInTheDocument();
    expect(screen.getByText('Saved.')).toBeInTheDocument();
  });

  it('keeps a given title', async () => {
    const { notify } = renderNotifications();
    notify({ variant: 'error', title: 'Not Found!', text: 'Sorry, the requested resource does not exist.' });
    expect(await screen.findByText('Not Found!')).toBeInTheDocument();
  });

  it('suppresses a duplicate while the first is on screen', async () => {
    const { notify, store } = renderNotifications();
    notify({ variant: 'error', text: 'Same problem.' });
    notify({ variant: 'error', text: 'Same problem.' });
    await screen.findByText('Same problem.');
    await waitFor(() => expect(store.getState().notifications.queue).toHaveLength(0));
    expect(screen.getAllByText('Same problem.')).toHaveLength(1);
  });

  it('dismisses on click', async () => {
    const { notify, user } = renderNotifications();
    notify({ variant: 'warning', text: 'Click me away.' });
    await user.click(await screen.findByText('Click me away.'));
    await waitFor(() => expect(screen.queryByText('Click me away.')).not.toBeInTheDocument());
  });

  it('sits top centre, 75 px from the top, 480 px wide', async () => {
    const { notify } = renderNotifications();
    notify({ variant: 'success', text: 'Placed.' });
    const alert = (await screen.findByText('Placed.')).closest('.MuiAlert-root') as HTMLElement;
    expect(alert).toHaveStyle({ width: '480px' });
    const container = alert.closest('.notices-top') as HTMLElement;
    expect(container).not.toBeNull();
    expect(container).toHaveStyle({ top: '75px' });
  });

  it('success lasts 5 s; errors stay until clicked', async () => {
    const { notify } = renderNotifications();
    notify({ variant: 'success', text: 'Brief.' });
    notify({ variant: 'error', text: 'Lasting.' });
    await screen.findByText('Brief.');
    await act(() => new Promise((r) => setTimeout(r, 4500)));
    expect(screen.getByText('Brief.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Brief.')).not.toBeInTheDocument(), { timeout: 2500 });
    expect(screen.getByText('Lasting.')).toBeInTheDocument();
  }, 10_000);
});
