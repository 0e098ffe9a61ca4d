import { act, screen, waitFor } from '@testing-library/react';
import { ROUTES } from '../../src/client/app/routes';
import { makeSession } from './fixtures';
import { renderApp } from './render';

describe('page transition: fade, out-in, 0.2 s (spec §2)', () => {
  it('every route uses the fade out-in of 200 ms', () => {
    for (const route of Object.values(ROUTES)) {
      expect(route.transition).toEqual({ name: 'fade', mode: 'out-in', durationMs: 200 });
    }
  });

  it('the old page fades out, inert, before the new one fades in', async () => {
    const { router } = renderApp('/', { session: makeSession('read') });
    const welcome = await screen.findByText('Welcome, Dana');
    await act(() => router.navigate('/profile'));
    // Out: the dashboard is still there, but nothing on it can be used any more.
    expect(screen.getByText('Welcome, Dana')).toBe(welcome);
    expect(welcome.closest('[inert]')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Change password' })).not.toBeInTheDocument();
    // In: after the fade the profile replaces it.
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Welcome, Dana')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Change password' }).closest('[inert]')).toBeNull();
  });

  it('a new query string on the same page swaps the content without a fade', async () => {
    const { router } = renderApp('/reports/summary', { session: makeSession('facilityAdmin') });
    await screen.findByText('Coming in a later release');
    await act(() => router.navigate('/reports/summary?facility=2'));
    expect(document.querySelector('[inert]')).toBeNull();
  });
});
