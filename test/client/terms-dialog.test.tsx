import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { termsRequired } from '../../src/client/app/store/ui-slice';
import { mockFetch } from './fetch-mock';
import { LOGGED_OUT, makeSession } from './fixtures';
import { renderApp } from './render';

const TERMS = { version: 4, title: 'Terms of Service', body: 'Section 1. You agree to pay on time.' };

// jsdom lays nothing out: the terms text is 1000 px tall in a 400 px window.
const sizes = { scrollHeight: 1000, clientHeight: 400 };
beforeAll(() => {
  for (const [prop, value] of Object.entries(sizes)) {
    Object.defineProperty(HTMLElement.prototype, prop, {
      configurable: true,
      get(this: HTMLElement) {
        return this.dataset.testid === 'terms-content' ? value : 0;
      },
    });
  }
});

const scrollTo = (el: HTMLElement, top: number) => {
  el.scrollTop = top;
  fireEvent.scroll(el);
};

async function openDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Terms of Service' });
  await within(dialog).findByText(TERMS.body);
  return dialog;
}

describe('terms dialog (spec §4 Terms)', () => {
  it('opens for a user who has not accepted the terms, with the message and the terms text', async () => {
    mockFetch({ 'GET /auth/get_terms': { body: TERMS } });
    renderApp('/login', { session: makeSession('read', { session: { termsAccepted: false } }) });
    const dialog = await openDialog();
    expect(
      within(dialog).getByText('Please read and accept the updated terms and conditions to continue.'),
    ).toBeInTheDocument();
  });

  it('enables Accept only within 100 px of the end; Accept posts accept_terms and reloads the user', async () => {
    const { calls } = mockFetch({
      'GET /auth/get_terms': { body: TERMS },
      'POST /auth/accept_terms': { body: {} },
      'POST /auth/get_user': { body: makeSession('read') },
    });
    const { router, user } = renderApp('/login?next=%2Fprofile', {
      session: makeSession('read', { session: { termsAccepted: false } }),
    });
    const dialog = await openDialog();
    const accept = within(dialog).getByRole('button', { name: 'Accept' });
    const content = within(dialog).getByTestId('terms-content');
    expect(accept).toBeDisabled();
    scrollTo(content, 450); // 150 px left
    expect(accept).toBeDisabled();
    scrollTo(content, 500); // 100 px left
    await waitFor(() => expect(accept).toBeEnabled());
    await user.click(accept);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /auth/get_terms',
      'POST /auth/accept_terms',
      'POST /auth/get_user',
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Decline logs out', async () => {
    const { calls } = mockFetch({
      'GET /auth/get_terms': { body: TERMS },
      'GET /auth/logout': { body: {} },
      'POST /auth/get_user': { body: LOGGED_OUT },
    });
    const { store, user } = renderApp('/login', {
      session: makeSession('read', { session: { termsAccepted: false } }),
    });
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(store.getState().session.data?.user).toBeNull());
    expect(calls.map((c) => c.path)).toContain('/auth/logout');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("opens on a 403 'Terms not accepted' with no error notification, and only once", async () => {
    const { fetchMock } = mockFetch({
      'GET /auth/get_terms': { body: TERMS },
      'GET /api/announcements': {
        status: 403,
        body: { statusCode: 403, error: 'Forbidden', message: 'Terms not accepted' },
      },
    });
    const { store } = renderApp('/announcements', { session: makeSession('read') });
    await openDialog();
    act(() => void store.dispatch(termsRequired()));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    expect(fetchMock.mock.calls.filter(([url]) => url === '/auth/get_terms')).toHaveLength(1);
    expect(screen.queryByText('Not Authorized!')).not.toBeInTheDocument();
  });
});
