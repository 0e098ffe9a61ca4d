// Impersonation (spec §4): an internal admin picks a user (name, email, id) and confirms; the session
// becomes that user and the app goes to the dashboard. 75% wide (spec §2 Modals).
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../shared/messages';
import type { ImpersonationOption } from '../../../shared/session';
import { getAllUsers } from '../../api/auth';
import { href } from '../../app/routes';
import { useAppDispatch, useAppSelector } from '../../app/store/hooks';
import { notified } from '../../app/store/notifications-slice';
import { fetchUser } from '../../app/store/session-slice';
import { modalClosed, selectModal } from '../../app/store/ui-slice';

const fullName = (u: ImpersonationOption) => `${u.first_name} ${u.last_name}`;

export default function ImpersonationDialog() {
  const open = useAppSelector(selectModal) === 'impersonation';
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [users, setUsers] = useState<ImpersonationOption[]>([]);
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setChosen(null);
    setFilter('');
    getAllUsers()
      .then((list) => current && setUsers(list))
      .catch(() => {
        if (!current) return;
        setUsers([]);
        dispatch(notified({ variant: 'error', text: MESSAGES.loadUsersFailed }));
      });
    return () => {
      current = false;
    };
  }, [open, dispatch]);

  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    return q ? users.filter((u) => `${fullName(u)} ${u.email} ${u.id}`.toLowerCase().includes(q)) : users;
  }, [users, filter]);

  const close = () => dispatch(modalClosed());
  const confirm = async () => {
    if (chosen === null) return;
    setBusy(true);
    // The impersonated user may not reach the current facility: let the server pick theirs.
    const result = await dispatch(fetchUser({ impersonate_id: chosen, facility_id: null }));
    setBusy(false);
    // A failure was already notified by the API client, with the server's reason.
    if (fetchUser.fulfilled.match(result)) {
      close();
      navigate(href.dashboard());
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="impersonate-title"
      slotProps={{ paper: { sx: { width: '75%', maxWidth: 'none' } } }}
    >
      <DialogTitle id="impersonate-title">Impersonate User</DialogTitle>
      <DialogContent dividers>
        <TextField
          label="Search by name, email or id"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          autoFocus
          sx={{ mb: 1 }}
        />
        {shown.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            No users to show.
          </Typography>
        ) : (
          <List dense sx={{ maxHeight: '50vh', overflowY: 'auto' }} aria-label="Users">
            {shown.map((u) => (
              <ListItemButton key={u.id} selected={u.id === chosen} onClick={() => setChosen(u.id)}>
                <ListItemText primary={fullName(u)} secondary={`${u.email} · id ${u.id}`} />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" disabled={chosen === null || busy} onClick={() => void confirm()}>
          Impersonate
        </Button>
      </DialogActions>
    </Dialog>
  );
}
