// The outbox grid's columns (stable at module level, per the DataGrid performance guide).
import type { GridColDef } from '@mui/x-data-grid';
import { formatBusinessMoment } from '../../../shared/calendar';
import type { OutboxMessage } from '../../api/outbox';

/** When the provider sent the message, or queued it when it is not sent yet. */
export const messageTime = (message: OutboxMessage) => new Date(message.sent_on ?? message.created_on);

const PREVIEW_LENGTH = 80;
export const preview = (body: string) => {
  const text = body.replace(/\s+/g, ' ').trim();
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;
};

export const OUTBOX_COLUMNS: GridColDef<OutboxMessage>[] = [
  {
    field: 'time',
    headerName: 'Sent or queued',
    type: 'dateTime',
    width: 170,
    valueGetter: (_value, message) => messageTime(message),
    valueFormatter: (value: Date) => formatBusinessMoment(value),
  },
  {
    field: 'channel',
    headerName: 'Channel',
    width: 90,
    valueFormatter: (value: string) => value.toUpperCase(),
  },
  { field: 'to_address', headerName: 'To', width: 240 },
  {
    field: 'subject',
    headerName: 'Subject',
    width: 260,
    valueFormatter: (value: string | null) => value ?? '—',
  },
  {
    field: 'preview',
    headerName: 'Message',
    flex: 1,
    minWidth: 240,
    sortable: false,
    valueGetter: (_value, message) => preview(message.body),
  },
];
