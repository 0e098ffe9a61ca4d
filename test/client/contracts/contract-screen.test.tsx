// /contracts/{contractId} (spec §2, §8): a load denied with 403 goes to error not-authorized, another
// failed load goes to the contract list; a contract of another facility asks whether to switch
// (spec §4 Switching facility); /contracts/new starts a draft.
import { screen, waitFor, within } from '@testing-library/react';
import { CONTRACT_MESSAGES } from '../../../src/shared/contract-messages';
import { mockFetch } from '../fetch-mock';
import { makeSession } from '../fixtures';
import { renderApp } from '../render';
import { editorFacility, LOOKUPS, makeContract } from './editor-harness';

function open(path: string, answers: Parameters<typeof mockFetch>[0] = {}) {
  const facility = editorFacility();
  const session = makeSession('create', { facility });
  const fetch = mockFetch(answers);
  const app = renderApp(path, {
    session,
    preloadedState: { lookups: { data: LOOKUPS, lastFetched: null } },
  });
  return { ...app, ...fetch, facility };
}

describe('loading a contract (spec §8)', () => {
  it('denied with 403 goes to error not-authorized', async () => {
    const { router } = open('/contracts/501', {
      'GET /api/crud/contract/501': { status: 403, body: { message: 'Not authorized' } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/not-authorized'));
  });

  it('any other failure goes to the contract list with the notice', async () => {
    const { router } = open('/contracts/502', {
      'GET /api/crud/contract/502': { status: 404, body: { message: 'Not found' } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts'));
    expect(await screen.findByText('Sorry, the requested resource does not exist.')).toBeInTheDocument();
  });

  it('a loaded contract shows its customer and sections', async () => {
    open('/contracts/501', { 'GET /api/crud/contract/501': { body: { contract: makeContract() } } });
    expect((await screen.findAllByText(/Jamie Approve/, {}, { timeout: 8000 })).length).toBeGreaterThan(0);
    for (const section of ['customer', 'agreement', 'billing']) {
      expect(document.getElementById(`section-${section}-header`)).toBeInTheDocument();
    }
  });
});

describe('a contract of another facility (spec §4 Switching facility)', () => {
  it('asks to switch; No goes back to the contract list', async () => {
    const { router, user } = open('/contracts/503', {
      'GET /api/crud/contract/503': { body: { contract: makeContract({ id: 503, facility_id: 99 }) } },
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(CONTRACT_MESSAGES.confirmSwitchFacility);
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts'));
  });

  it('Yes switches the session to that facility', async () => {
    const { user, calls } = open('/contracts/503', {
      'GET /api/crud/contract/503': { body: { contract: makeContract({ id: 503, facility_id: 99 }) } },
      'POST /auth/get_user': { body: makeSession('create') },
    });
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/auth/get_user')?.body).toMatchObject({ facility_id: 99 }),
    );
  });
});

describe('a new contract', () => {
  it('/contracts/new opens the customer section of a draft, the others waiting for it', async () => {
    const { calls } = open('/contracts/new');
    // Text queries: role queries over a whole section of fields are slow in jsdom.
    expect(await screen.findByText('New Contract', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(document.getElementById('section-customer-header')).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('section-billing-header')).toBeDisabled();
    expect(screen.getAllByText(/Save the customer section first/)).toHaveLength(2);
    expect(calls.filter((c) => c.path.startsWith('/api/crud/contract'))).toEqual([]);
  });
});
