// The link of the multifactor email (/login/verify?token=…) completes the login (spec §7).
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MESSAGES } from '../../../shared/messages';
import { verifyMultifactor } from '../../api/auth';
import { href } from '../../app/routes';
import { useAppDispatch } from '../../app/store/hooks';
import { fetchUser } from '../../app/store/session-slice';
import { authErrorMessage } from './auth-errors';

export function VerifyMultifactor({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const [failure, setFailure] = useState<string | null>(token ? null : MESSAGES.linkExpired);

  const sent = useRef(false);

  useEffect(() => {
    // A link works once: post it once, also under StrictMode's second effect run.
    if (!token || sent.current) return;
    sent.current = true;
    verifyMultifactor(token)
      .then(() => dispatch(fetchUser({ initial_load: true })))
      .catch((e: unknown) => setFailure(authErrorMessage(e, MESSAGES.linkExpired)));
  }, [token, dispatch]);

  return (
    <Stack spacing={2}>
      <Typography variant="h2" component="h1">
        Verifying your login
      </Typography>
      {failure ? <Alert severity="error">{failure}</Alert> : <CircularProgress aria-label="Verifying" />}
      <Link component={RouterLink} to={href.login()} variant="body2">
        Back to log in
      </Link>
    </Stack>
  );
}
