// Request a new password (spec §7: POST /auth/request_new_password with a credentials field).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MESSAGES } from '../../../shared/messages';
import { requestNewPassword } from '../../api/auth';
import { href } from '../../app/routes';
import { FormField } from '../../components/form-field';

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await requestNewPassword(email.trim());
      setSent(true);
    } catch {
      // The API client has shown the notification.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} noValidate>
      <Typography variant="h2" component="h1">
        Forgot your password?
      </Typography>
      {sent ? (
        <Alert severity="success">{MESSAGES.passwordResetSent}</Alert>
      ) : (
        <>
          <Typography color="text.secondary">
            Enter the email address of your account and we will send you a link to set a new password.
          </Typography>
          <FormField
            name="email"
            label="Email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoFocus
          />
          <Button type="submit" variant="contained" disabled={busy || !email.trim()}>
            Send the link
          </Button>
        </>
      )}
      <Link component={RouterLink} to={href.login()} variant="body2">
        Back to log in
      </Link>
    </Stack>
  );
}
