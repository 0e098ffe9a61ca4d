// Set a new password from the emailed link (spec §7: POST /auth/new_password with password2);
// a 400 answer carries errors keyed by field.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MESSAGES } from '../../../shared/messages';
import { PASSWORD_MESSAGES, passwordProblem } from '../../../shared/password';
import { newPassword } from '../../api/auth';
import { ApiError } from '../../api/client';
import { href } from '../../app/routes';
import { authErrorMessage } from './auth-errors';
import { FormField } from '../../components/form-field';

type Field = 'password' | 'password2';

export function NewPasswordForm({ token }: { token: string }) {
  const [values, setValues] = useState<Record<Field, string>>({ password: '', password2: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  // The shared rule, as the server applies it: the first problem, under its field.
  const check = (): Partial<Record<Field, string>> => {
    const problem = passwordProblem(values.password, values.password2);
    return problem ? { [problem.field]: problem.message } : {};
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    try {
      await newPassword({ token, ...values });
      setDone(true);
    } catch (e) {
      // A used or expired link is the token's error: said above the form, with a way to a new link.
      if (e instanceof ApiError && e.body.errors && !e.body.errors.token) setErrors(e.body.errors);
      else setFailure(authErrorMessage(e, MESSAGES.linkExpired));
    }
  };

  if (!token) return <Alert severity="error">{MESSAGES.linkExpired}</Alert>;
  return (
    <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} noValidate>
      <Typography variant="h2" component="h1">
        Set a new password
      </Typography>
      {done ? (
        <Alert severity="success">{MESSAGES.passwordChanged}</Alert>
      ) : (
        <>
          {failure && (
            <Alert severity="error">
              {failure}{' '}
              <Link component={RouterLink} to={href.login({ action: 'forgot-password' })}>
                Send me a new link
              </Link>
            </Alert>
          )}
          {(['password', 'password2'] as const).map((field) => (
            <FormField
              key={field}
              name={field}
              label={field === 'password' ? 'New password' : 'Confirm new password'}
              type="password"
              autoComplete="new-password"
              value={values[field]}
              onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
              error={Boolean(errors[field])}
              helperText={errors[field] ?? (field === 'password' ? PASSWORD_MESSAGES.rule : ' ')}
            />
          ))}
          <Button type="submit" variant="contained">
            Save the new password
          </Button>
        </>
      )}
      <Link component={RouterLink} to={href.login()} variant="body2">
        Back to log in
      </Link>
    </Stack>
  );
}
