// Email and password (spec §7 Auth): a wrong password answers 401, too many attempts 429. After login
// the session id rotates, so the user is loaded again for the new csrf token.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PROGRESS_LOGIN_MS } from '../../../shared/constants';
import { MESSAGES } from '../../../shared/messages';
import { login, resendMultifactor } from '../../api/auth';
import { href } from '../../app/routes';
import { useAppDispatch, useAppSelector } from '../../app/store/hooks';
import { fetchUser, logoutUser, selectSession } from '../../app/store/session-slice';
import { progressDone, progressStarted } from '../../app/store/ui-slice';
import { authErrorMessage } from './auth-errors';
import { FormField } from '../../components/form-field';

export function LoginForm() {
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState(false);
  const multifactorPending = Boolean(session?.user && session.multifactorPending);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    dispatch(progressStarted({ timeoutMs: PROGRESS_LOGIN_MS }));
    try {
      await login({ email: email.trim(), password });
      await dispatch(fetchUser({ initial_load: true }));
    } catch (e) {
      setError(authErrorMessage(e));
    } finally {
      setBusy(false);
      dispatch(progressDone());
    }
  };

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
    <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} noValidate>
      <Typography variant="h2" component="h1">
        Log in
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <FormField
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
        autoFocus
      />
      <FormField
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      <Button type="submit" variant="contained" size="large" disabled={busy || !email || !password}>
        Log in
      </Button>
      <Link component={RouterLink} to={href.login({ action: 'forgot-password' })} variant="body2">
        Forgot your password?
      </Link>
    </Stack>
  );
}
