// Outbox (internal admins): every email, SMS and letter the messaging provider sent or queued, newest
// first, so admins and developers can read a multifactor code or customer link. The server pages,
// counts, sorts and filters it (GET /api/crud/outbox); the recipient (?to=), the sort and the column
// filter live in the address, and the downloads are the same view as a file.
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type FormEvent } from 'react';
import { outboxExportHref, type OutboxMessage } from '../../api/outbox';
import { GridToolbar } from '../../components/server-grid/grid-toolbar';
import { ServerGrid } from '../../components/server-grid/server-grid';
import { useServerPages } from '../../components/server-grid/use-server-pages';
import { useUrlView } from '../../components/server-grid/use-url-view';
import { paramsOf, withParam } from '../../components/server-grid/view-params';
import { MessageDialog } from './message-dialog';
import { OUTBOX_COLUMNS } from './outbox-columns';
import { isOutboxParam, OUTBOX_SOURCE, RECIPIENT_PARAM } from './outbox-source';

const MESSAGES = ['message', 'messages'] as const;

export default function OutboxScreen() {
  const { search, change } = useUrlView();
  const to = search.get(RECIPIENT_PARAM) ?? '';
  const [recipient, setRecipient] = useState(to);
  const [shown, setShown] = useState<OutboxMessage | null>(null);
  const params = paramsOf(search, isOutboxParam);
  const pages = useServerPages(OUTBOX_SOURCE, params);

  useEffect(() => setRecipient(to), [to]);

  const find = (event: FormEvent) => {
    event.preventDefault();
    change((now) => withParam(now, RECIPIENT_PARAM, recipient.trim()));
  };

  return (
    <Stack spacing={2}>
      <GridToolbar
        count={pages.count}
        noun={MESSAGES}
        exportHref={(format) => outboxExportHref(params, format)}
      >
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
      </GridToolbar>
      <ServerGrid<OutboxMessage>
        label="Outbox"
        pages={pages}
        columns={OUTBOX_COLUMNS}
        onRowClick={setShown}
        noRowsLabel={to ? `No messages to ${to}.` : 'No messages.'}
        failedLabel="The messages could not be loaded."
        height="calc(100vh - 220px)"
        minHeight={400}
      />
      <MessageDialog message={shown} onClose={() => setShown(null)} />
    </Stack>
  );
}
