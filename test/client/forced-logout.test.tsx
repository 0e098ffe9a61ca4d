import { screen, waitFor } from '@testing-library/react';
import { mockFetch } from './fetch-mock';
import { LOGGED_OUT, makeSession } from './fixtures';
import { renderApp } from './render';

describe('a 401 from any call forces logout (spec §7)', () => {
  it('ends the session and goes to /login?next=current', async () => {
    mockFetch({
      'GET /api/announcements': { status: 401, body: { message: 'Session expired' } },
      'POST /auth/get_user': { body: LOGGED_OUT },
    });
    const { router, store } = renderApp('/announcements', { session: makeSession('read') });
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fannouncements');
    expect(store.getState().session.data?.user).toBeNull();
    await waitFor(() => expect(screen.getByText('Please log in.')).toBeInTheDocument());
  });
});
