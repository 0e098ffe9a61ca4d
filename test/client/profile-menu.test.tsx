import { act, screen, waitFor, within } from '@testing-library/react';
import { profileMenuItems } from '../../src/client/app/layouts/header/profile-menu-items';
import { selectRights } from '../../src/client/app/store/session-slice';
import type { GetUserResponse } from '../../src/shared/session';
import { makeSession, type Role } from './fixtures';
import { mockFetch } from './fetch-mock';
import { renderApp, storeWith } from './render';

const ANNOUNCEMENT = {
  id: 1,
  title: 'New reports',
  body: 'Try them.',
  html: '<p>Try them.</p>',
  created_on: '2026-11-01T12:00:00Z',
  starts_on: '2026-11-01T12:00:00Z',
  must_acknowledge: false,
};

function labelsFor(role: Role, session: Partial<GetUserResponse> = {}) {
  const data = makeSession(role, { session });
  const rights = selectRights(storeWith({ session: data }).getState());
  return profileMenuItems(rights, data).map((i) => i.label);
}

describe('profile menu items per role (spec §2 Profile menu)', () => {
  it('read user: Profile and Logout', () => {
    expect(labelsFor('read')).toEqual(['Profile', 'Logout']);
  });

  it('Announcements only when an announcement exists', () => {
    expect(labelsFor('read', { announcement: ANNOUNCEMENT })).toEqual(['Announcements', 'Profile', 'Logout']);
  });

  it('Switch Facility for multi-facility users', () => {
    expect(labelsFor('facilityAdmin', { multipleFacilities: true })).toEqual([
      'Profile',
      'Switch Facility',
      'Logout',
    ]);
  });

  it('internal admin: Banners, Surveys, Outbox, Impersonate User and Enterprise Reports', () => {
    expect(labelsFor('internalAdmin')).toEqual([
      'Profile',
      'Banners',
      'Surveys',
      'Outbox',
      'Impersonate User',
      'Enterprise Reports',
      'Logout',
    ]);
  });

  it('while impersonating: Stop Impersonating instead of Impersonate User', () => {
    expect(labelsFor('read', { isImpersonator: true })).toEqual(['Profile', 'Stop Impersonating', 'Logout']);
  });
});

describe('profile menu in the header', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the items and goes to the chosen page', async () => {
    const { user, router } = renderApp('/', {
      session: makeSession('read', { session: { announcement: ANNOUNCEMENT } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Dana Reyes' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['Announcements', 'Profile', 'Logout']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('Impersonate User opens the picker with name, email and id; confirming loads that user', async () => {
    const { calls } = mockFetch({
      'GET /auth/get_all_users': {
        body: [{ id: 88, first_name: 'Sam', last_name: 'Ortiz', email: 'sam@example.com' }],
      },
      'POST /auth/get_user': { body: makeSession('read', { session: { isImpersonator: true } }) },
    });
    const { user, router, store } = renderApp('/contracts', { session: makeSession('internalAdmin') });
    await user.click(await screen.findByRole('button', { name: 'Dana Reyes' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Impersonate User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Impersonate User' });
    await user.click(await within(dialog).findByText('Sam Ortiz'));
    expect(within(dialog).getByText('sam@example.com · id 88')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Impersonate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.find((c) => c.path === '/auth/get_user')?.body).toMatchObject({
      impersonate_id: 88,
      facility_id: null,
    });
    expect(store.getState().session.data?.isImpersonator).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a failed user list shows an error notification and leaves the list empty', async () => {
    mockFetch({ 'GET /auth/get_all_users': { status: 500, body: { message: 'boom' } } });
    const { user, store } = renderApp('/', { session: makeSession('internalAdmin') });
    await user.click(await screen.findByRole('button', { name: 'Dana Reyes' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Impersonate User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Impersonate User' });
    expect(await screen.findByText('Sorry, the list of users could not be loaded.')).toBeInTheDocument();
    expect(within(dialog).getByText('No users to show.')).toBeInTheDocument();
    expect(store.getState().notifications.queue).toEqual([]);
  });

  it('a refused impersonation shows one error notification and keeps the dialog open', async () => {
    mockFetch({
      'GET /auth/get_all_users': {
        body: [{ id: 88, first_name: 'Sam', last_name: 'Ortiz', email: 'sam@example.com' }],
      },
      'POST /auth/get_user': { status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'No.' } },
    });
    const { user, store } = renderApp('/', { session: makeSession('internalAdmin') });
    await user.click(await screen.findByRole('button', { name: 'Dana Reyes' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Impersonate User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Impersonate User' });
    await user.click(await within(dialog).findByText('Sam Ortiz'));
    await user.click(within(dialog).getByRole('button', { name: 'Impersonate' }));
    expect(await screen.findByText('Not Authorized!')).toBeInTheDocument();
    expect(document.querySelectorAll('.MuiAlert-root')).toHaveLength(1);
    expect(store.getState().ui.modal).toBe('impersonation');
    expect(store.getState().session.data?.user?.first_name).toBe('Dana');
  });

  it('Stop Impersonating returns to the admin and the dashboard', async () => {
    const { calls } = mockFetch({ 'POST /auth/get_user': { body: makeSession('internalAdmin') } });
    const { user, router, store } = renderApp('/contracts', {
      session: makeSession('read', { session: { isImpersonator: true } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Dana Reyes' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Stop Impersonating' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const stop = calls.find((c) => c.path.startsWith('/auth/'));
    expect(stop?.body).toMatchObject({ impersonate_id: 0, facility_id: null });
    expect(store.getState().session.data?.isImpersonator).toBe(false);
  });

  it('modals close on route change', async () => {
    mockFetch({ 'GET /auth/get_all_users': { body: [] } });
    const { user, router, store } = renderApp('/', { session: makeSession('internalAdmin') });
    await user.click(await screen.findByRole('button', { name: 'Dana Reyes' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Impersonate User' }));
    expect(store.getState().ui.modal).toBe('impersonation');
    await act(() => router.navigate('/profile'));
    await waitFor(() => expect(store.getState().ui.modal).toBeNull());
  });

  it('Logout logs out and returns to login with next set to the page left', async () => {
    mockFetch({
      'GET /auth/logout': { body: {} },
      'POST /auth/get_user': { body: { ...makeSession('read'), user: null, termsAccepted: false } },
    });
    const { user, router } = renderApp('/contracts?status=completed', { session: makeSession('read') });
    await user.click(await screen.findByRole('button', { name: 'Dana Reyes' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Fcontracts%3Fstatus%3Dcompleted');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });
});
