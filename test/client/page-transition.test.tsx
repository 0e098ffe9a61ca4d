import { act, screen, waitFor } from '@testing-library/react';
import { ROUTES } from '../../src/client/app/routes';
import { mockFetch } from './fetch-mock';
import { makeSession } from './fixtures';
import { renderApp } from './render';

describe('page transition: fade, out-in, 0.2 s (spec §2)', () => {
  it('every route uses the fade out-in of 200 ms', () => {
    for (const route of Object.values(ROUTES)) {
      expect(route.transition).toEqual({ name: 'fade', mode: 'out-in', durationMs: 200 });
    }
  });

  // The first test to render a page: the document (this test file's modules) opens on it.
  it('the page the document opens on paints at once, without a fade-in; the next page fades in', async () => {
    mockFetch({});
    const { router } = renderApp('/', { session: makeSession('read') });
    const pageOf = (element: HTMLElement) => element.closest<HTMLElement>('div[style*="opacity"]');
    const welcome = pageOf(await screen.findByText('Needs you today'));
    expect(welcome?.style.opacity).toBe('1');
    expect(welcome?.style.transition).toBe('');
    await act(() => router.navigate('/profile'));
    const profile = pageOf(await screen.findByRole('heading', { name: 'Change password' }));
    expect(profile?.style.transition).toMatch(/^opacity 200ms/);
  });

  it('the old page fades out, inert, before the new one fades in', async () => {
    mockFetch({});
    const { router } = renderApp('/', { session: makeSession('read') });
    const welcome = await screen.findByText('Needs you today');
    await act(() => router.navigate('/profile'));
    // Out: the dashboard is still there, but nothing on it can be used any more.
    expect(screen.getByText('Needs you today')).toBe(welcome);
    expect(welcome.closest('[inert]')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Change password' })).not.toBeInTheDocument();
    // In: after the fade the profile replaces it.
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Needs you today')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Change password' }).closest('[inert]')).toBeNull();
  });

  it('a new query string on the same page swaps the content without a fade', async () => {
    const { router } = renderApp('/profile', { session: makeSession('facilityAdmin') });
    await screen.findByRole('heading', { name: 'Change password' });
    await act(() => router.navigate('/profile?facility=2'));
    expect(document.querySelector('[inert]')).toBeNull();
  });
});
