// A fresh /login (issue 17): the page paints its form from the entry, without waiting for get_user or
// the app; the login sends the csrf token get_user handed out, shows the server's words on failure,
// and hands over to the app once someone is logged in.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setCsrfToken } from '../../src/client/api/client';
import { isStandaloneLogin, mountLoginPage } from '../../src/client/features/auth/login-page';
import { MESSAGES } from '../../src/shared/messages';
import { mockFetch } from './fetch-mock';
import { LOGGED_OUT, makeSession } from './fixtures';

let container: HTMLElement;

beforeEach(() => {
  setCsrfToken(null);
  container = document.createElement('div');
  document.body.appendChild(container);
});

afterEach(() => container.remove());

async function mount(startApp = jest.fn(async () => undefined)) {
  await act(async () => mountLoginPage(container, startApp));
  return startApp;
}

async function submit(password = 'Demo-pass-2026') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Email/), 'dana@example.com');
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the login page before the app (issue 17)', () => {
  it('is /login only: its steps and every other page start the app', () => {
    expect(isStandaloneLogin('/login')).toBe(true);
    expect(isStandaloneLogin('/login/')).toBe(true);
    expect(isStandaloneLogin('/login/forgot-password')).toBe(false);
    expect(isStandaloneLogin('/login/new-password')).toBe(false);
    expect(isStandaloneLogin('/')).toBe(false);
    expect(isStandaloneLogin('/logout')).toBe(false);
  });

  it('paints the form while get_user is still on its way, then focuses the email', async () => {
    mockFetch({ 'POST /auth/get_user': () => new Promise(() => undefined) });
    await mount();
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByTestId('landing-brand')).toHaveTextContent('PayPlan Practice Financing');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/login/forgot-password',
    );
    await waitFor(() => expect(screen.getByLabelText(/Email/)).toHaveFocus());
    expect(document.title).toBe('PayPlan | Log In');
  });

  it("logs in with get_user's csrf token and hands over to the app", async () => {
    const { calls } = mockFetch({
      'POST /auth/get_user': { body: LOGGED_OUT },
      'POST /auth/login': { body: { multifactorPending: false, csrfToken: 'csrf-new' } },
    });
    const startApp = await mount();
    await submit();
    await waitFor(() => expect(startApp).toHaveBeenCalledTimes(1));
    expect(calls.map((c) => c.path)).toEqual(['/auth/get_user', '/auth/login']);
    expect(calls[1].headers['csrf-token']).toBe(LOGGED_OUT.csrfToken);
    expect(calls[1].body).toEqual({ email: 'dana@example.com', password: 'Demo-pass-2026' });
    expect(screen.queryByRole('heading', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it("shows the server's words for wrong credentials and stays", async () => {
    mockFetch({
      'POST /auth/get_user': { body: LOGGED_OUT },
      'POST /auth/login': { status: 401, body: { message: 'The email or password is incorrect.' } },
    });
    const startApp = await mount();
    await submit('wrong-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is incorrect.');
    expect(startApp).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('tells the user to wait after too many attempts', async () => {
    mockFetch({
      'POST /auth/get_user': { body: LOGGED_OUT },
      'POST /auth/login': { status: 429, body: {} },
    });
    await mount();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tooManyAttempts);
  });

  it('hands a session already logged in (or waiting for the multifactor link) to the app', async () => {
    mockFetch({
      'POST /auth/get_user': { body: makeSession('read', { session: { multifactorPending: true } }) },
    });
    const startApp = await mount();
    await waitFor(() => expect(startApp).toHaveBeenCalledTimes(1));
  });
});
