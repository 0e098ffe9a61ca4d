import { screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '../../src/shared/messages';
import { mockFetch } from './fetch-mock';
import { makeSession } from './fixtures';
import { renderApp } from './render';

describe('profile: change password', () => {
  it('shows no error for a field left empty until a submit (spec §4 Forms)', async () => {
    const { user } = renderApp('/profile', { session: makeSession('read') });
    await user.click(await screen.findByLabelText('Current password'));
    await user.tab();
    expect(screen.queryByText('Enter current password.')).not.toBeInTheDocument();
  });

  it('asks for the current password and a matching confirmation', async () => {
    const { fetchMock } = mockFetch({});
    const { user } = renderApp('/profile', { session: makeSession('read') });
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Enter current password.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'Fresh-pass-2027');
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh-pass-2028');
    await user.tab();
    expect(await screen.findByText('Must match the password entered above.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts change_password and confirms with a success notification', async () => {
    const { calls } = mockFetch({ 'POST /auth/change_password': { body: {} } });
    const { user } = renderApp('/profile', { session: makeSession('read') });
    await user.type(await screen.findByLabelText('Current password'), 'Demo-pass-2026');
    await user.type(screen.getByLabelText('New password'), 'Fresh-pass-2027');
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh-pass-2027');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(screen.getByText('Success!')).toBeInTheDocument();
    expect(calls[0].body).toEqual({
      current_password: 'Demo-pass-2026',
      password: 'Fresh-pass-2027',
      password2: 'Fresh-pass-2027',
    });
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
  });

  it("puts the server's errors on their fields", async () => {
    mockFetch({
      'POST /auth/change_password': {
        status: 400,
        body: { errors: { current_password: 'The current password is wrong.' } },
      },
    });
    const { user } = renderApp('/profile', { session: makeSession('read') });
    await user.type(await screen.findByLabelText('Current password'), 'Wrong-pass-2026');
    await user.type(screen.getByLabelText('New password'), 'Fresh-pass-2027');
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh-pass-2027');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is wrong.')).toBeInTheDocument();
  });
});
