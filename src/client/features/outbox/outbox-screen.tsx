// Outbox (internal admins): every email and SMS the messaging provider sent or queued, newest first,
// searchable by recipient (?to=), so admins and developers can read a multifactor code or customer link.
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridSortModel } from '@mui/x-data-grid';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getOutbox, type OutboxMessage } from '../../api/outbox';
import { MessageDialog } from './message-dialog';
import { OUTBOX_COLUMNS } from './outbox-columns';

const NEWEST_FIRST: GridSortModel = [{ field: 'time', sort: 'desc' }];

export default function OutboxScreen() {
  const [search, setSearch] = useSearchParams();
  const to = search.get('to') ?? '';
  const [recipient, setRecipient] = useState(to);
  const [messages, setMessages] = useState<OutboxMessage[] | null>(null);
  const [shown, setShown] = useState<OutboxMessage | null>(null);

  useEffect(() => setRecipient(to), [to]);

  useEffect(() => {
    const controller = new AbortController();
    setMessages(null);
    getOutbox(to || null, controller.signal)
      .then(setMessages)
      .catch(() => !controller.signal.aborted && setMessages([]));
    return () => controller.abort();
  }, [to]);

  const find = (event: FormEvent) => {
    event.preventDefault();
    const next = recipient.trim();
    setSearch(next ? { to: next } : {}, { replace: true });
  };

  return (
    <Stack spacing={2}>
      <Stack component="form" direction="row" spacing={1} onSubmit={find} role="search">
        <TextField
          label="Recipient"
          placeholder="Any part of an email address or phone number"
          size="small"
          value={recipient}
          onChange={(event) => setRecipient(event.target.value)}
          sx={{ width: 360 }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
          Search
        </Button>
      </Stack>
      <DataGrid
        aria-label="Outbox"
        rows={messages ?? []}
        columns={OUTBOX_COLUMNS}
        loading={messages === null}
        initialState={{
          sorting: { sortModel: NEWEST_FIRST },
          pagination: { paginationModel: { pageSize: 25 } },
        }}
        pageSizeOptions={[25, 50, 100]}
        onRowClick={({ row }) => setShown(row)}
        disableRowSelectionOnClick
        localeText={{ noRowsLabel: to ? `No messages to ${to}.` : 'No messages.' }}
        sx={{ height: 'calc(100vh - 220px)', minHeight: 400 }}
      />
      <MessageDialog message={shown} onClose={() => setShown(null)} />
    </Stack>
  );
}
