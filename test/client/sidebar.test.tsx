import { screen, within } from '@testing-library/react';
import { sidebarModel, type NavItem } from '../../src/client/app/layouts/sidebar/sidebar-items';
import type { RouteName } from '../../src/client/app/routes';
import { deriveRights } from '../../src/shared/permissions';
import type { Industry } from '../../src/shared/facility';
import { makeFacility, makeSession, ROLE_PERMISSIONS, type Role } from './fixtures';
import { renderApp } from './render';

function modelFor(
  role: Role,
  options: { routeName?: RouteName; industry?: Industry; csr?: boolean; status?: string | null } = {},
) {
  const facility = makeFacility(options.industry, { csr: options.csr ?? false });
  const rights = deriveRights({
    hasAccount: true,
    multifactorPending: false,
    termsAccepted: true,
    permissions: ROLE_PERMISSIONS[role],
    clientId: facility.client_id,
    facilityId: facility.id,
  });
  return sidebarModel({
    rights,
    facility,
    routeName: options.routeName ?? 'dashboard',
    status: options.status ?? null,
  });
}

const labels = (items: NavItem[] | undefined) => (items ?? []).map((i) => i.label);
const item = (items: NavItem[], key: string) => items.find((i) => i.key === key);

describe('sidebar items per role (spec §2 Sidebar)', () => {
  it('read user: Dashboard and Contracts only', () => {
    expect(labels(modelFor('read').items)).toEqual(['Dashboard', 'Contracts']);
  });

  it('facility admin: adds Permissions and Reports', () => {
    expect(labels(modelFor('facilityAdmin').items)).toEqual([
      'Dashboard',
      'Contracts',
      'Permissions',
      'Reports',
    ]);
  });

  it('internal admin: the EBCS Users sub-link on permissions screens only', () => {
    const onDashboard = modelFor('internalAdmin');
    expect(item(onDashboard.items, 'permissions')?.children).toBeUndefined();
    const onPermissions = modelFor('internalAdmin', { routeName: 'permissions' });
    expect(labels(item(onPermissions.items, 'permissions')?.children)).toEqual(['EBCS Users', 'Audit Trail']);
    const facilityAdmin = modelFor('facilityAdmin', { routeName: 'permissions' });
    expect(item(facilityAdmin.items, 'permissions')?.children).toBeUndefined();
  });

  it('reports sub-menu shows on a report screen, in the spec order', () => {
    expect(item(modelFor('facilityAdmin').items, 'reports')?.children).toBeUndefined();
    const onReport = modelFor('facilityAdmin', { routeName: 'payments' });
    const reports = item(onReport.items, 'reports')?.children ?? [];
    expect(labels(reports)).toEqual([
      'Payments Made',
      'New Agreements',
      'Status Change',
      'Past Due Accounts',
      'Accounts Receivable',
      'Remittance',
      'Summary',
      'Analysis',
    ]);
    expect(reports.find((r) => r.selected)?.label).toBe('Payments Made');
  });

  describe('contracts status sub-menu', () => {
    const statuses = (m: ReturnType<typeof modelFor>) => labels(item(m.items, 'contracts')?.children);
    const common = ['Completed', 'Missed Payments', 'Rejected', 'Process Fee Declined', 'Deleted'];

    it('non-admin without CSR: All, Waiting Signature and the common filters', () => {
      expect(statuses(modelFor('facilityAdmin'))).toEqual(['All', 'Waiting Signature', ...common]);
    });

    it('Waiting CSR only when the facility uses CSR', () => {
      expect(statuses(modelFor('read', { csr: true }))).toEqual([
        'All',
        'Waiting CSR',
        'Waiting Signature',
        ...common,
      ]);
    });

    it('internal admin: Started Today and Incomplete/Waiting, no Waiting Signature', () => {
      expect(statuses(modelFor('internalAdmin'))).toEqual([
        'All',
        'Started Today',
        'Incomplete/Waiting',
        ...common,
      ]);
    });

    it('links to /contracts?status=<value> and marks the current one', () => {
      const m = modelFor('read', { routeName: 'contracts', status: 'missed-payments' });
      const children = item(m.items, 'contracts')?.children ?? [];
      expect(children.find((c) => c.label === 'Missed Payments')?.href).toBe(
        '/contracts?status=missed-payments',
      );
      expect(children.find((c) => c.label === 'All')?.href).toBe('/contracts');
      expect(children.filter((c) => c.selected).map((c) => c.label)).toEqual(['Missed Payments']);
    });
  });

  it('Tools for success: veterinary with PDFs, dental with links only, none for general', () => {
    const vet = modelFor('read', { industry: 'veterinary' }).tools ?? [];
    expect(vet.filter((t) => t.href.endsWith('.pdf'))).toHaveLength(6);
    const dental = modelFor('read', { industry: 'dental' }).tools ?? [];
    expect(dental.map((t) => t.label)).toEqual(['Schedule Training', 'How-To Videos']);
    expect(modelFor('read', { industry: 'general' }).tools).toBeNull();
  });

  it("shows the 'Updated' build timestamp to internal admins only", () => {
    expect(modelFor('internalAdmin').showBuildTimestamp).toBe(true);
    expect(modelFor('facilityAdmin').showBuildTimestamp).toBe(false);
  });
});

describe('sidebar in the main layout', () => {
  it('veterinary: services in the header, Tools for success opens to the PDFs', async () => {
    const { user } = renderApp('/', { session: makeSession('read', { industry: 'veterinary' }) });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(screen.getByTestId('current-facility')).toHaveTextContent('Oak Valley Animal Hospital (0012)');
    expect(
      within(screen.getByRole('list', { name: 'Services' })).getByText('Pet Savings Accounts'),
    ).toBeVisible();
    expect(within(nav).queryByText('Pet Owner Brochure (Spanish)')).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Tools for success' }));
    const brochure = await within(nav).findByRole('link', { name: 'Pet Owner Brochure (Spanish)' });
    expect(brochure).toHaveAttribute('href', '/static/docs/veterinary/pet-owner-brochure-es.pdf');
    expect(within(nav).getByText('(800) 555-0142')).toBeInTheDocument();
    expect(within(nav).queryByText(/^Updated/)).not.toBeInTheDocument();
  });

  it('dental: dental services, Tools for success without PDFs', async () => {
    const { user } = renderApp('/', { session: makeSession('read', { industry: 'dental' }) });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(
      within(screen.getByRole('list', { name: 'Services' })).getByText('Membership Plans'),
    ).toBeVisible();
    await user.click(within(nav).getByRole('button', { name: 'Tools for success' }));
    expect(await within(nav).findByRole('link', { name: 'Schedule Training' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Brochure/ })).not.toBeInTheDocument();
  });

  it('internal admin sees the Updated footer; the toggle closes the sidebar', async () => {
    const { user, store } = renderApp('/', { session: makeSession('internalAdmin') });
    expect(await screen.findByText(/^Updated 11\/20\/26/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(store.getState().ui.sidebarOpen).toBe(false);
  });
});
