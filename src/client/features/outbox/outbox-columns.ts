// The outbox grid's columns (stable at module level, per the DataGrid performance guide). Each column
// offers the one filter operator the server's search_{field} means (a day, a channel or status, text),
// the one of its kind (filter-operators.ts).
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
    // Filtered by its New York day (search_time=YYYY-MM-DD); shown with the time of day.
    valueGetter: (_value, message) => messageTime(message),
    valueFormatter: (value: Date) => formatBusinessMoment(value),
  },
  {
    field: 'channel',
    headerName: 'Channel',
    type: 'singleSelect',
    valueOptions: ['email', 'sms', 'letter'],
    width: 100,
    valueFormatter: (value: string) => value.toUpperCase(),
  },
  { field: 'to_address', headerName: 'To', width: 220 },
  {
    field: 'subject',
    headerName: 'Subject',
    width: 220,
    valueFormatter: (value: string | null) => value ?? '—',
  },
  {
    field: 'body',
    headerName: 'Message',
    flex: 1,
    minWidth: 200,
    sortable: false,
    valueFormatter: (value: string) => preview(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['queued', 'sent', 'failed'],
    width: 80,
    valueFormatter: (value: string) => value.charAt(0).toUpperCase() + value.slice(1),
  },
];
