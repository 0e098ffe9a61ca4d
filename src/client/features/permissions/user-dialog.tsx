// One user (issue 13): their access in words, each changeable or removable as the rules allow, access
// to add, deactivate / reactivate / unlock / resend or revoke the invitation, and their audit trail.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { grantableLevels, LEVEL_NAMES } from '../../../shared/permission-grants';
import type { PermissionLevel } from '../../../shared/permissions';
import type { AdminPermission, AdminUser, AuditRow, UserListScope } from '../../../shared/user-admin';
import { ApiError } from '../../api/client';
import * as api from '../../api/users';
import { AccessFields, type AccessValue } from './access-fields';
import type { Place } from './places';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { timeZone: 'America/New_York' });

export function UserDialog({
  userId,
  scope,
  places,
  mine,
  onClose,
  onChanged,
}: {
  userId: number | null;
  scope: UserListScope;
  places: Place[];
  mine: Parameters<typeof grantableLevels>[0];
  onClose: () => void;
  onChanged: (user: AdminUser, message: string) => void;
}) {
  const [user, setUser] = useState<AdminUser | null>(null);
  const [audit, setAudit] = useState<AuditRow[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [adding, setAdding] = useState<AccessValue>({ placeKey: '', level: '' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (userId === null) return;
    const controller = new AbortController();
    setUser(null);
    setFailure(null);
    api
      .getUserDetail(scope, userId, controller.signal)
      .then((d) => {
        setUser(d.user);
        setAudit(d.audit);
      })
      .catch(() => !controller.signal.aborted && setFailure('The user could not be loaded.'));
    return () => controller.abort();
  }, [userId, scope]);

  const run = async (work: () => Promise<AdminUser>, message: string) => {
    setBusy(true);
    setFailure(null);
    try {
      const next = await work();
      setUser(next);
      onChanged(next, message);
      if (userId !== null) setAudit((await api.getUserDetail(scope, userId)).audit);
    } catch (e) {
      setFailure(e instanceof ApiError ? (e.body.message ?? e.message) : 'The change failed.');
    } finally {
      setBusy(false);
    }
  };

  const levelSelect = (p: AdminPermission) => {
    const levels = grantableLevels(mine, p, scope === 'ebcs');
    return (
      <TextField
        select
        size="small"
        label="Level"
        id={`level-${p.id}`}
        value={p.level}
        disabled={busy}
        onChange={(e) =>
          user &&
          void run(
            () =>
              api.changePermission(scope, user.id, p.id, {
                client_id: p.client_id,
                facility_id: p.facility_id,
                level: Number(e.target.value) as PermissionLevel,
              }),
            'The access was changed.',
          )
        }
        sx={{ minWidth: 150 }}
      >
        {(levels.includes(p.level) ? levels : [p.level, ...levels]).map((l) => (
          <MenuItem key={l} value={l}>
            {`${l} ${LEVEL_NAMES[l]}`}
          </MenuItem>
        ))}
      </TextField>
    );
  };

  const add = () => {
    const place = places.find((p) => p.key === adding.placeKey);
    if (!user || !place || !adding.level) {
      setFailure('Choose where and the level.');
      return;
    }
    const level = adding.level;
    void run(
      () =>
        api.addPermission(scope, user.id, {
          client_id: place.client_id,
          facility_id: place.facility_id,
          level,
        }),
      'The access was added.',
    ).then(() => setAdding({ placeKey: '', level: '' }));
  };

  const action = (
    name: api.UserAction,
    label: string,
    message: string,
    color: 'error' | 'primary' = 'primary',
  ) =>
    user && (
      <Button
        key={name}
        color={color}
        variant="outlined"
        disabled={busy}
        onClick={() => void run(() => api.userAction(scope, user.id, name), message)}
      >
        {label}
      </Button>
    );

  return (
    <Dialog open={userId !== null} onClose={onClose} aria-labelledby="user-title" maxWidth="md" fullWidth>
      <DialogTitle id="user-title">{user ? `${user.first_name} ${user.last_name}` : 'User'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {user && (
            <>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography>{user.email}</Typography>
                <Chip size="small" label={user.status} aria-label={`Status: ${user.status}`} />
              </Stack>
              {!user.manageable && user.refusal && <Alert severity="info">{user.refusal}</Alert>}
              <Typography variant="h3" component="h2">
                Access
              </Typography>
              <List dense aria-label="Access">
                {user.permissions.map((p) => (
                  <ListItem
                    key={p.id}
                    secondaryAction={
                      p.changeable && (
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          {levelSelect(p)}
                          <Button
                            color="error"
                            disabled={busy}
                            onClick={() =>
                              void run(
                                () => api.removePermission(scope, user.id, p.id),
                                'The access was removed.',
                              )
                            }
                          >
                            Remove
                          </Button>
                        </Stack>
                      )
                    }
                  >
                    <ListItemText primary={p.label} />
                  </ListItem>
                ))}
              </List>
              {user.status !== 'deactivated' && places.length > 0 && (
                <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
                  <AccessFields places={places} value={adding} onChange={setAdding} idPrefix="add" />
                  <Button variant="outlined" disabled={busy} onClick={add}>
                    Add access
                  </Button>
                </Stack>
              )}
              {user.manageable && (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {user.status === 'deactivated'
                    ? action('reactivate', 'Reactivate', 'The user was reactivated.')
                    : action('deactivate', 'Deactivate', 'The user was deactivated.', 'error')}
                  {user.status === 'locked' && action('unlock', 'Unlock', 'The user was unlocked.')}
                  {(user.status === 'invited' || user.status === 'invitation expired') &&
                    action('resend-invitation', 'Resend the invitation', 'The invitation was sent again.')}
                  {user.status === 'invited' &&
                    action(
                      'revoke-invitation',
                      'Revoke the invitation',
                      'The invitation was revoked.',
                      'error',
                    )}
                </Stack>
              )}
              <Typography variant="h3" component="h2">
                Audit trail
              </Typography>
              <List dense aria-label="Audit trail of the user">
                {audit.length === 0 && <ListItem>No audit rows.</ListItem>}
                {audit.slice(0, 50).map((a) => (
                  <ListItem key={a.id}>
                    <ListItemText
                      primary={`${when(a.occurred_on)}: ${a.action}${a.target_label ? ` — ${a.target_label}` : ''}`}
                      secondary={`by ${a.actor ?? 'unknown'}${a.impersonated ? ` as ${a.impersonated}` : ''}${
                        a.after ? `; after: ${a.after}` : ''
                      }`}
                    />
                  </ListItem>
                ))}
              </List>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
