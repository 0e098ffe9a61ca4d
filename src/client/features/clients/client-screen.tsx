// One client (spec §2 /clients/{client}): number, facilities and users; internal admins add a facility
// and invite its first admin.
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { INDUSTRY_TYPE } from '../../../shared/facility';
import { ApiError } from '../../api/client';
import { createFacility, getClient, type ClientDetail, type FacilityRow } from '../../api/practices';
import { href } from '../../app/routes';
import { useAppDispatch } from '../../app/store/hooks';
import { notified } from '../../app/store/notifications-slice';
import { PageLoading } from '../../components/page-loading';
import { PlaceUsers } from '../../components/place-users';

const COLUMNS: GridColDef<FacilityRow>[] = [
  { field: 'facility_number', headerName: 'Facility #', width: 110 },
  { field: 'name', headerName: 'Facility', flex: 1, minWidth: 220 },
  { field: 'industry', headerName: 'Industry', width: 120 },
  { field: 'st', headerName: 'State', width: 80 },
  { field: 'csr', headerName: 'CSR', width: 80, valueFormatter: (v: boolean) => (v ? 'On' : 'Off') },
];

const FIELDS = [
  ['name', 'Name'],
  ['facility_number', 'Facility number'],
  ['st', 'State (2 letters)'],
  ['admin_email', 'First admin: email'],
  ['admin_first_name', 'First admin: first name'],
  ['admin_last_name', 'First admin: last name'],
] as const;

function NewFacilityDialog({
  clientId,
  onClose,
  onCreated,
}: {
  clientId: number;
  onClose: () => void;
  onCreated: (message: string | null) => void;
}) {
  const [values, setValues] = useState<Record<string, string>>({
    industry_type: String(INDUSTRY_TYPE.veterinary),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const created = await createFacility(clientId, {
        name: values.name ?? '',
        facility_number: Number(values.facility_number ?? 0),
        industry_type: Number(values.industry_type),
        st: (values.st ?? '').toUpperCase(),
        ...(values.admin_email
          ? {
              admin_email: values.admin_email,
              admin_first_name: values.admin_first_name,
              admin_last_name: values.admin_last_name,
            }
          : {}),
      });
      onCreated(created.message);
    } catch (e) {
      if (e instanceof ApiError) {
        setErrors(e.body.errors ?? {});
        setFailure(e.body.message ?? null);
      }
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="new-facility-title" maxWidth="sm" fullWidth>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="new-facility-title">New facility</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            {failure && <Alert severity="error">{failure}</Alert>}
            <TextField
              select
              id="facility-industry_type"
              label="Industry"
              value={values.industry_type}
              onChange={(e) => setValues((v) => ({ ...v, industry_type: e.target.value }))}
            >
              {Object.entries(INDUSTRY_TYPE).map(([name, code]) => (
                <MenuItem key={code} value={String(code)}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
            {FIELDS.map(([name, label]) => (
              <TextField
                key={name}
                id={`facility-${name}`}
                label={label}
                value={values[name] ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
                error={Boolean(errors[name])}
                helperText={errors[name] ?? ' '}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Create the facility
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export default function ClientScreen() {
  const { client } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [detail, setDetail] = useState<ClientDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const [adding, setAdding] = useState(false);

  const load = useCallback(
    (signal?: AbortSignal) =>
      getClient(client ?? '', signal)
        .then(setDetail)
        .catch(() => !signal?.aborted && setFailed(true)),
    [client],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  if (failed) return <Alert severity="error">This client does not exist or is not yours to see.</Alert>;
  if (!detail) return <PageLoading />;
  return (
    <Stack spacing={2}>
      <Typography variant="h2" component="h2">
        {detail.name} ({detail.client_number})
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h3" component="h3">
          Facilities
        </Typography>
        {detail.can_edit && (
          <Button startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            New facility
          </Button>
        )}
      </Stack>
      <DataGrid
        aria-label="Facilities of the client"
        rows={detail.facilities}
        columns={COLUMNS}
        onRowClick={({ row }) => void navigate(href.facility(row.id))}
        hideFooter
        disableRowSelectionOnClick
        autoHeight
      />
      {detail.users.length > 0 && (
        <>
          <Typography variant="h3" component="h3">
            Users
          </Typography>
          <PlaceUsers users={detail.users} label="Users of the client" />
        </>
      )}
      {adding && (
        <NewFacilityDialog
          clientId={detail.id}
          onClose={() => setAdding(false)}
          onCreated={(message) => {
            setAdding(false);
            dispatch(notified({ variant: 'success', text: message ?? 'The facility was created.' }));
            void load();
          }}
        />
      )}
    </Stack>
  );
}
