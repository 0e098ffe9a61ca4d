// Clients (spec §2 /clients): the clients the user's permissions reach; internal admins add one.
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { createClient, listClients, type ClientRow } from '../../api/practices';
import { useAppSelector } from '../../app/store/hooks';
import { selectRights } from '../../app/store/session-slice';
import { href } from '../../app/routes';

const COLUMNS: GridColDef<ClientRow>[] = [
  { field: 'client_number', headerName: 'Client #', width: 110 },
  { field: 'name', headerName: 'Client', flex: 1, minWidth: 220 },
  { field: 'facilities', headerName: 'Facilities', width: 120, type: 'number' },
];

function NewClientDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: number) => void }) {
  const [name, setName] = useState('');
  const [number, setNumber] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const created = await createClient({ name, client_number: Number(number) });
      onCreated(created.id);
    } catch (e) {
      if (e instanceof ApiError) {
        setErrors(e.body.errors ?? {});
        setFailure(e.body.message ?? null);
      }
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="new-client-title" maxWidth="xs" fullWidth>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="new-client-title">New client</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && <Alert severity="error">{failure}</Alert>}
            <TextField
              id="client-name"
              label="Name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={Boolean(errors.name)}
              helperText={errors.name ?? ' '}
            />
            <TextField
              id="client-number"
              label="Client number"
              value={number}
              onChange={(e) => setNumber(e.target.value.replace(/\D/g, ''))}
              error={Boolean(errors.client_number)}
              helperText={errors.client_number ?? '1 to 9999, shown as 4 digits.'}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Create the client
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export default function ClientsScreen() {
  const navigate = useNavigate();
  const rights = useAppSelector(selectRights);
  const [rows, setRows] = useState<ClientRow[] | null>(null);
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    listClients(controller.signal)
      .then(setRows)
      .catch(() => !controller.signal.aborted && setRows([]));
    return () => controller.abort();
  }, []);
  return (
    <Stack spacing={2}>
      {rights.isEbcsAdmin && (
        <Stack direction="row">
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            New client
          </Button>
        </Stack>
      )}
      <DataGrid
        aria-label="Clients"
        rows={rows ?? []}
        columns={COLUMNS}
        loading={rows === null}
        onRowClick={({ row }) => void navigate(href.client(row.id))}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[25, 50, 100]}
        disableRowSelectionOnClick
        sx={{ minHeight: 300 }}
      />
      {adding && (
        <NewClientDialog
          onClose={() => setAdding(false)}
          onCreated={(id) => void navigate(href.client(id))}
        />
      )}
    </Stack>
  );
}
