// Invite by email with a level and a place (issue 13): a new person gets a 7-day single-use link; an
// email that already has an account gets the access added.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import type { UserListScope } from '../../../shared/user-admin';
import { ApiError } from '../../api/client';
import { inviteUser } from '../../api/users';
import { AccessFields, type AccessValue } from './access-fields';
import type { Place } from './places';

const EMPTY = { email: '', first_name: '', last_name: '' };

export function InviteDialog({
  open,
  scope,
  places,
  onClose,
  onInvited,
}: {
  open: boolean;
  scope: UserListScope;
  places: Place[];
  onClose: () => void;
  onInvited: (message: string) => void;
}) {
  const [person, setPerson] = useState(EMPTY);
  const [access, setAccess] = useState<AccessValue>({
    placeKey: places.length === 1 ? places[0].key : '',
    level: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setPerson(EMPTY);
    setErrors({});
    setFailure(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!person.email.trim()) found.email = 'Enter the email address.';
    if (!person.first_name.trim()) found.first_name = 'Enter the first name.';
    if (!person.last_name.trim()) found.last_name = 'Enter the last name.';
    const place = places.find((p) => p.key === access.placeKey);
    if (!place) found.place = 'Choose where.';
    if (!access.level) found.level = 'Choose the level.';
    setErrors(found);
    setFailure(found.place ?? found.level ?? null);
    if (Object.keys(found).length || !place || !access.level) return;
    setBusy(true);
    try {
      const answer = await inviteUser(scope, {
        ...person,
        client_id: place.client_id,
        facility_id: place.facility_id,
        level: access.level,
      });
      setPerson(EMPTY);
      onInvited(answer.message);
    } catch (e) {
      if (e instanceof ApiError) {
        setErrors(e.body.errors ?? {});
        setFailure(e.body.errors ? null : (e.body.message ?? 'The invitation failed.'));
      } else setFailure('The invitation failed.');
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof typeof EMPTY, label: string, type = 'text') => (
    <TextField
      id={`invite-${name}`}
      label={label}
      type={type}
      required
      value={person[name]}
      onChange={(e) => setPerson((p) => ({ ...p, [name]: e.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
    />
  );

  return (
    <Dialog open={open} onClose={close} aria-labelledby="invite-title" maxWidth="sm" fullWidth>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="invite-title">Invite a user</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            {failure && <Alert severity="error">{failure}</Alert>}
            {field('email', 'Email', 'email')}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {field('first_name', 'First name')}
              {field('last_name', 'Last name')}
            </Stack>
            <AccessFields places={places} value={access} onChange={setAccess} idPrefix="invite" />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Send the invitation
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
