// The login step inside the app (spec §7 Auth): the credentials form, or, once the password was right
// and a multifactor email went out, the wait for its link. After login the session id rotates, so the
// user is loaded again for the new csrf token; the route guard then sends the user on to next.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PROGRESS_LOGIN_MS } from '../../../shared/constants';
import { MESSAGES } from '../../../shared/messages';
import { resendMultifactor } from '../../api/auth';
import { href } from '../../app/routes';
import { useAppDispatch, useAppSelector } from '../../app/store/hooks';
import { fetchUser, logoutUser, selectSession } from '../../app/store/session-slice';
import { progressDone, progressStarted } from '../../app/store/ui-slice';
import { CredentialsForm } from './credentials-form';

export function LoginForm() {
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const [resent, setResent] = useState(false);
  const multifactorPending = Boolean(session?.user && session.multifactorPending);

  if (multifactorPending) {
    return (
      <Stack spacing={2}>
        <Typography variant="h2" component="h1">
          Check your email
        </Typography>
        <Alert severity="info">{MESSAGES.multifactorEmailSent}</Alert>
        <Button
          variant="outlined"
          disabled={resent}
          onClick={() => void resendMultifactor().then(() => setResent(true))}
        >
          {resent ? 'Email sent again' : 'Send the email again'}
        </Button>
        <Button onClick={() => void dispatch(logoutUser())}>Log in with another account</Button>
      </Stack>
    );
  }

  return (
    <CredentialsForm
      onLoggedIn={() => dispatch(fetchUser({ initial_load: true }))}
      onBusyChange={(busy) =>
        dispatch(busy ? progressStarted({ timeoutMs: PROGRESS_LOGIN_MS }) : progressDone())
      }
      forgotPasswordLink={(className) => (
        <RouterLink className={className} to={href.login({ action: 'forgot-password' })}>
          Forgot your password?
        </RouterLink>
      )}
    />
  );
}
