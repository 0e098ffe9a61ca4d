import { screen, waitFor } from '@testing-library/react';
import { guardRedirect } from '../../src/client/app/route-guard';
import { ROUTES, href } from '../../src/client/app/routes';
import { deriveRights } from '../../src/shared/permissions';
import { LOGGED_OUT, makeSession, ROLE_PERMISSIONS, type Role } from './fixtures';
import { renderApp } from './render';

const rightsOf = (role: Role | null, extra: { multifactorPending?: boolean; termsAccepted?: boolean } = {}) =>
  deriveRights({
    hasAccount: role !== null,
    multifactorPending: extra.multifactorPending ?? false,
    termsAccepted: extra.termsAccepted ?? true,
    permissions: role ? ROLE_PERMISSIONS[role] : [],
    clientId: 3,
    facilityId: 7,
  });
const at = (pathname: string, search = '') => ({ pathname, search });

describe('route guard (spec §2 Guard)', () => {
  it('sends a logged-out user to login with next', () => {
    expect(guardRedirect('contracts', rightsOf(null), at('/contracts', '?status=completed'))).toBe(
      '/login?next=%2Fcontracts%3Fstatus%3Dcompleted',
    );
  });

  it('treats pending multifactor and unaccepted terms as not logged in', () => {
    expect(guardRedirect('dashboard', rightsOf('read', { multifactorPending: true }), at('/'))).toBe(
      '/login?next=%2F',
    );
    expect(guardRedirect('dashboard', rightsOf('read', { termsAccepted: false }), at('/'))).toBe(
      '/login?next=%2F',
    );
  });

  it('sends a logged-in user without the right to error not-authorized', () => {
    expect(guardRedirect('permissions', rightsOf('read'), at('/permissions'))).toBe('/error/not-authorized');
    expect(guardRedirect('payments', rightsOf('create'), at('/reports/payments'))).toBe(
      '/error/not-authorized',
    );
    expect(guardRedirect('banners', rightsOf('facilityAdmin'), at('/banners'))).toBe('/error/not-authorized');
  });

  it('lets each route through with the right it needs', () => {
    expect(guardRedirect('dashboard', rightsOf('read'), at('/'))).toBeNull();
    expect(guardRedirect('permissions', rightsOf('facilityAdmin'), at('/permissions'))).toBeNull();
    expect(guardRedirect('payments', rightsOf('facilityAdmin'), at('/reports/payments'))).toBeNull();
    for (const name of ['ebcsPermissions', 'banners', 'surveys', 'outbox', 'enterprise_reports'] as const) {
      expect(guardRedirect(name, rightsOf('internalAdmin'), at(ROUTES[name].path))).toBeNull();
    }
  });

  it('opens login, logout and error pages to everyone', () => {
    for (const name of ['login', 'logout', 'error'] as const) {
      expect(guardRedirect(name, rightsOf(null), at('/x'))).toBeNull();
    }
  });

  it('sends a logged-in user away from login to next, or the dashboard', () => {
    expect(guardRedirect('login', rightsOf('read'), at('/login', '?next=%2Fprofile'))).toBe('/profile');
    expect(guardRedirect('login', rightsOf('read'), at('/login'))).toBe('/');
    expect(guardRedirect('login', rightsOf('read'), at('/login', '?next=https://evil.example'))).toBe('/');
  });
});

describe('routes in the app', () => {
  it('shows the login form to a logged-out user who opens a protected page', async () => {
    const { router } = renderApp('/contracts', { session: LOGGED_OUT });
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fcontracts');
  });

  it('shows not-authorized for a page the role may not see', async () => {
    const { router } = renderApp('/permissions', { session: makeSession('read') });
    expect(await screen.findByText('Not authorized')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error/not-authorized');
  });

  it('redirects unknown paths to error not-found', async () => {
    const { router } = renderApp('/no/such/page', { session: makeSession('read') });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error/not-found');
  });

  it('redirects /reports/sales to new agreements', async () => {
    const { router } = renderApp('/reports/sales', { session: makeSession('facilityAdmin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'New Agreements' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(href.report('newAgreements'));
  });

  it('takes a logged-in user from /login to next', async () => {
    const { router } = renderApp('/login?next=%2Fprofile', { session: makeSession('read') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('renders the main layout with heading, sidebar and page title', async () => {
    renderApp('/profile', { session: makeSession('facilityAdmin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('PayPlan | Profile'));
  });

  it('disables the sidebar on announcements', async () => {
    renderApp('/announcements', { session: makeSession('read') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Announcements' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Toggle sidebar' })).not.toBeInTheDocument();
  });
});
