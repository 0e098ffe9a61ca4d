// The users and their access (issue 13): Permissions (facility admins: the users at the current facility,
// a client admin's at the whole client) and EBCS Users (internal admins). Search, filters by level and
// facility, CSV export, invite, and a user's dialog for every change.
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { LEVEL_NAMES } from '../../../shared/permission-grants';
import type { AdminUser, UserListScope } from '../../../shared/user-admin';
import { listUsers } from '../../api/users';
import { useAppDispatch, useAppSelector } from '../../app/store/hooks';
import { notified } from '../../app/store/notifications-slice';
import { selectSession } from '../../app/store/session-slice';
import { InviteDialog } from './invite-dialog';
import { grantPlaces } from './places';
import { UserDialog } from './user-dialog';

const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { timeZone: 'America/New_York' }) : '';

const COLUMNS: GridColDef<AdminUser>[] = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 160,
    valueGetter: (_v, row) => `${row.last_name}, ${row.first_name}`,
  },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
  {
    field: 'access',
    headerName: 'Access',
    flex: 2,
    minWidth: 280,
    valueGetter: (_v, row) => row.permissions.map((p) => p.label).join('; '),
  },
  { field: 'status', headerName: 'Status', width: 140 },
  {
    field: 'last_login_on',
    headerName: 'Last login',
    width: 120,
    valueFormatter: (v: string | null) => day(v),
  },
  { field: 'created_on', headerName: 'Created', width: 120, valueFormatter: (v: string) => day(v) },
];

export function UserAdministration({ scope }: { scope: UserListScope }) {
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const clients = useMemo(() => session?.clients ?? [], [session]);
  const mine = useMemo(() => session?.permissions ?? [], [session]);
  const places = useMemo(() => grantPlaces(clients, mine, scope), [clients, mine, scope]);
  const facilityKey = session?.currentFacility?.id ?? null;
  const [users, setUsers] = useState<AdminUser[] | null>(null);
  const [search, setSearch] = useState('');
  const [level, setLevel] = useState<number | ''>('');
  const [facility, setFacility] = useState<number | ''>('');
  const [inviting, setInviting] = useState(false);
  const [shown, setShown] = useState<number | null>(null);

  const load = useCallback(
    (signal?: AbortSignal) =>
      listUsers(scope, signal)
        .then(setUsers)
        .catch(() => !signal?.aborted && setUsers([])),
    [scope],
  );

  useEffect(() => {
    const controller = new AbortController();
    setUsers(null);
    void load(controller.signal);
    return () => controller.abort();
  }, [load, facilityKey]);

  const facilities = useMemo(
    () => clients.flatMap((c) => c.facilities.map((f) => ({ ...f, client: c.name }))),
    [clients],
  );
  const clientOf = useMemo(() => new Map(facilities.map((f) => [f.id, f.client_id])), [facilities]);

  const rows = useMemo(() => {
    const text = search.trim().toLowerCase();
    return (users ?? []).filter((u) => {
      if (text && !`${u.first_name} ${u.last_name} ${u.email}`.toLowerCase().includes(text)) return false;
      if (level && !u.permissions.some((p) => p.level === level)) return false;
      if (facility) {
        const clientId = clientOf.get(facility);
        const reaches = u.permissions.some(
          (p) => p.facility_id === facility || (p.facility_id === null && p.client_id === clientId),
        );
        if (!reaches) return false;
      }
      return true;
    });
  }, [users, search, level, facility, clientOf]);

  const say = (text: string) => dispatch(notified({ variant: 'success', text }));

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          id="users-search"
          label="Search by name or email"
          size="small"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ minWidth: 260 }}
        />
        <TextField
          select
          id="users-level"
          label="Level"
          size="small"
          value={level}
          onChange={(e) => setLevel(e.target.value === '' ? '' : Number(e.target.value))}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">Any level</MenuItem>
          {([1, 2, 3, 4, 5] as const).map((l) => (
            <MenuItem key={l} value={l}>{`${l} ${LEVEL_NAMES[l]}`}</MenuItem>
          ))}
        </TextField>
        {scope === 'facility' && facilities.length > 1 && (
          <TextField
            select
            id="users-facility"
            label="Facility"
            size="small"
            value={facility}
            onChange={(e) => setFacility(e.target.value === '' ? '' : Number(e.target.value))}
            sx={{ minWidth: 240 }}
          >
            <MenuItem value="">Any facility</MenuItem>
            {facilities.map((f) => (
              <MenuItem key={f.id} value={f.id}>
                {f.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Stack sx={{ flex: 1 }} />
        <Button
          variant="contained"
          startIcon={<PersonAddIcon />}
          onClick={() => setInviting(true)}
          disabled={places.length === 0}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          Invite a user
        </Button>
      </Stack>
      <DataGrid
        aria-label={scope === 'ebcs' ? 'EBCS users' : 'Users'}
        rows={rows}
        columns={COLUMNS}
        loading={users === null}
        showToolbar
        slotProps={{
          toolbar: {
            csvOptions: { fileName: scope === 'ebcs' ? 'ebcs-users' : 'users', utf8WithBom: true },
            printOptions: { disableToolbarButton: true },
          },
        }}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[25, 50, 100]}
        onRowClick={({ row }) => setShown(row.id)}
        disableRowSelectionOnClick
        localeText={{ noRowsLabel: 'No users.' }}
        sx={{ height: 'calc(100vh - 260px)', minHeight: 400 }}
      />
      {inviting && (
        <InviteDialog
          open
          scope={scope}
          places={places}
          onClose={() => setInviting(false)}
          onInvited={(message) => {
            setInviting(false);
            say(message);
            void load();
          }}
        />
      )}
      <UserDialog
        userId={shown}
        scope={scope}
        places={places}
        mine={mine}
        onClose={() => setShown(null)}
        onChanged={(changed, message) => {
          say(message);
          setUsers((list) => (list ?? []).map((u) => (u.id === changed.id ? changed : u)));
        }}
      />
    </Stack>
  );
}
