import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '../../src/shared/messages';
import { mockFetch } from './fetch-mock';
import { makeFacility, makeSession } from './fixtures';
import { renderApp } from './render';

const east = { ...makeFacility('veterinary', { id: 9, name: 'Oak Valley East' }) };
function multiFacilitySession() {
  const session = makeSession('facilityAdmin', { session: { multipleFacilities: true } });
  session.permissions = [
    { client_id: 3, facility_id: null, level: 4 },
    { client_id: 5, facility_id: null, level: 4 },
  ];
  session.clients = [
    { ...session.clients[0], facilities: [session.currentFacility!, east] },
    { id: 5, name: 'Empty Holdings', client_number: '31', facilities: [] },
  ];
  return session;
}

describe('client/facility selector for multi-facility users (spec §2, §6)', () => {
  it('on the dashboard: picking another facility reloads the user for it', async () => {
    const { calls } = mockFetch({
      'POST /auth/get_user': { body: { ...multiFacilitySession(), currentFacility: east } },
    });
    const { user } = renderApp('/', { session: multiFacilitySession() });
    await user.click(await screen.findByRole('combobox', { name: 'Facility' }));
    await user.click(screen.getByRole('option', { name: 'Oak Valley East' }));
    await waitFor(() =>
      expect(screen.getByTestId('current-facility')).toHaveTextContent('Oak Valley East (0012)'),
    );
    expect(calls[0].body).toMatchObject({ facility_id: 9 });
  });

  it('says so when the chosen client has no facilities', async () => {
    const { user } = renderApp('/', { session: multiFacilitySession() });
    await user.click(await screen.findByRole('combobox', { name: 'Client' }));
    await user.click(screen.getByRole('option', { name: 'Empty Holdings' }));
    expect(await screen.findByText(MESSAGES.noFacilities)).toBeInTheDocument();
  });

  it('is not shown to single-facility users', async () => {
    renderApp('/', { session: makeSession('facilityAdmin') });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.queryByRole('combobox', { name: 'Facility' })).not.toBeInTheDocument();
  });

  it('Switch Facility in the profile menu opens the selector in a dialog and goes to the dashboard', async () => {
    mockFetch({ 'POST /auth/get_user': { body: { ...multiFacilitySession(), currentFacility: east } } });
    const { user, router } = renderApp('/profile', { session: multiFacilitySession() });
    await user.click(await screen.findByRole('button', { name: 'Dana Reyes' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Switch Facility' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch Facility' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Facility' }));
    await user.click(screen.getByRole('option', { name: 'Oak Valley East' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
