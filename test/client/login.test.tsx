import { screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '../../src/shared/messages';
import { PASSWORD_MESSAGES } from '../../src/shared/password';
import { mockFetch } from './fetch-mock';
import { LOGGED_OUT, makeSession } from './fixtures';
import { renderApp } from './render';

async function submitLogin(user: ReturnType<typeof renderApp>['user'], password = 'Demo-pass-2026') {
  await user.type(await screen.findByLabelText(/Email/), 'dana@example.com');
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login steps (spec §2 /login/{action?}, §7 Auth)', () => {
  it('logs in, reloads the user for the rotated session, and goes to next', async () => {
    const { calls } = mockFetch({
      'POST /auth/login': { body: { multifactorPending: false } },
      'POST /auth/get_user': { body: makeSession('read') },
    });
    const { user, router } = renderApp('/login?next=%2Fprofile', { session: LOGGED_OUT });
    await submitLogin(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(calls.map((c) => c.path)).toEqual(['/auth/login', '/auth/get_user']);
    expect(calls[0].body).toEqual({ email: 'dana@example.com', password: 'Demo-pass-2026' });
    expect(calls[1].body).toMatchObject({ initial_load: true });
  });

  it("shows the server's message for wrong credentials, without logging anyone out", async () => {
    mockFetch({
      'POST /auth/login': { status: 401, body: { message: 'The email or password is incorrect.' } },
    });
    const { user, store } = renderApp('/login', { session: LOGGED_OUT });
    await submitLogin(user, 'wrong-password-1');
    expect(await screen.findByText('The email or password is incorrect.')).toBeInTheDocument();
    expect(store.getState().notifications.queue).toEqual([]);
    expect(screen.queryByText('Please log in.')).not.toBeInTheDocument();
  });

  it('tells the user to wait after too many attempts', async () => {
    mockFetch({ 'POST /auth/login': { status: 429, body: {} } });
    const { user } = renderApp('/login', { session: LOGGED_OUT });
    await submitLogin(user);
    expect(await screen.findByText(MESSAGES.tooManyAttempts)).toBeInTheDocument();
  });

  it('with multifactor pending, says the verification email was sent', async () => {
    mockFetch({
      'POST /auth/login': { body: { multifactorPending: true, message: MESSAGES.multifactorEmailSent } },
      'POST /auth/get_user': { body: makeSession('read', { session: { multifactorPending: true } }) },
      'POST /auth/resend_multifactor': { body: {} },
    });
    const { user, router } = renderApp('/login?next=%2Fcontracts', { session: LOGGED_OUT });
    await submitLogin(user);
    expect(await screen.findByText(MESSAGES.multifactorEmailSent)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await user.click(screen.getByRole('button', { name: 'Send the email again' }));
    expect(await screen.findByRole('button', { name: 'Email sent again' })).toBeDisabled();
  });

  it('a user waiting for the multifactor email can start over with another account', async () => {
    const { calls } = mockFetch({
      'GET /auth/logout': { body: {} },
      'POST /auth/get_user': { body: LOGGED_OUT },
    });
    const { user } = renderApp('/login', {
      session: makeSession('read', { session: { multifactorPending: true } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Log in with another account' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/auth/logout', '/auth/get_user']);
  });

  it('/login/verify?token= posts verify_multifactor and completes the login', async () => {
    const { calls } = mockFetch({
      'POST /auth/verify_multifactor': { body: { multifactorPending: false } },
      'POST /auth/get_user': { body: makeSession('read') },
    });
    const { router } = renderApp('/login/verify?token=abc123', {
      session: makeSession('read', { session: { multifactorPending: true } }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls[0]).toMatchObject({ path: '/auth/verify_multifactor', body: { token: 'abc123' } });
  });

  it('an expired verification link says so', async () => {
    mockFetch({ 'POST /auth/verify_multifactor': { status: 400, body: { message: MESSAGES.linkExpired } } });
    renderApp('/login/verify?token=old', { session: LOGGED_OUT });
    expect(await screen.findByText(MESSAGES.linkExpired)).toBeInTheDocument();
  });

  it('forgot password posts the credentials and confirms', async () => {
    const { calls } = mockFetch({ 'POST /auth/request_new_password': { body: {} } });
    const { user } = renderApp('/login/forgot-password', { session: LOGGED_OUT });
    await user.type(await screen.findByLabelText('Email'), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(MESSAGES.passwordResetSent)).toBeInTheDocument();
    expect(calls[0].body).toEqual({ credentials: 'dana@example.com' });
  });

  describe('new password from the emailed link', () => {
    it('checks the shared password rule and the match before posting', async () => {
      const { fetchMock } = mockFetch({});
      const { user } = renderApp('/login/new-password?token=t1', { session: LOGGED_OUT });
      const save = () => user.click(screen.getByRole('button', { name: 'Save the new password' }));
      await user.type(await screen.findByLabelText('New password'), 'short');
      await save();
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(PASSWORD_MESSAGES.rule);
      expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
      await user.type(screen.getByLabelText('New password'), '-pass-2027');
      await user.type(screen.getByLabelText('Confirm new password'), 'other');
      await save();
      expect(screen.getByText(PASSWORD_MESSAGES.mismatch)).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it("shows the server's errors by field (400)", async () => {
      const { calls } = mockFetch({
        'POST /auth/new_password': {
          status: 400,
          body: { errors: { password: 'This password was used before.' } },
        },
      });
      const { user } = renderApp('/login/new-password?token=t1', { session: LOGGED_OUT });
      await user.type(await screen.findByLabelText('New password'), 'Fresh-pass-2027');
      await user.type(screen.getByLabelText('Confirm new password'), 'Fresh-pass-2027');
      await user.click(screen.getByRole('button', { name: 'Save the new password' }));
      expect(await screen.findByText('This password was used before.')).toBeInTheDocument();
      expect(calls[0].body).toEqual({
        token: 't1',
        password: 'Fresh-pass-2027',
        password2: 'Fresh-pass-2027',
      });
    });

    it('says why an invitation link is refused (issue 13: used 409, expired 403)', async () => {
      mockFetch({
        'POST /auth/new_password': {
          status: 409,
          body: { message: MESSAGES.invitationUsed, errors: { token: MESSAGES.invitationUsed } },
        },
      });
      const { user, store } = renderApp('/login/new-password?token=t1', { session: LOGGED_OUT });
      await user.type(await screen.findByLabelText('New password'), 'Fresh-pass-2027');
      await user.type(screen.getByLabelText('Confirm new password'), 'Fresh-pass-2027');
      await user.click(screen.getByRole('button', { name: 'Save the new password' }));
      expect(await screen.findByText(MESSAGES.invitationUsed)).toBeInTheDocument();
      expect(store.getState().notifications.queue).toEqual([]);
    });
  });

  it("tells a deactivated user so (403), in the server's words", async () => {
    mockFetch({ 'POST /auth/login': { status: 403, body: { message: MESSAGES.accountDeactivated } } });
    const { user, store } = renderApp('/login', { session: LOGGED_OUT });
    await submitLogin(user);
    expect(await screen.findByText(MESSAGES.accountDeactivated)).toBeInTheDocument();
    expect(store.getState().notifications.queue).toEqual([]);
  });
});
