// The whole message chosen in the outbox grid.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { OutboxMessage } from '../../api/outbox';
import { MessageBody } from './message-body';
import { formatBusinessMoment } from '../../../shared/calendar';
import { messageTime } from './outbox-columns';

interface MessageDialogProps {
  message: OutboxMessage | null;
  onClose: () => void;
}

export function MessageDialog({ message, onClose }: MessageDialogProps) {
  return (
    <Dialog open={message !== null} onClose={onClose} fullWidth maxWidth="md">
      {message && (
        <>
          <DialogTitle>{message.subject ?? `${message.channel.toUpperCase()} message`}</DialogTitle>
          <DialogContent dividers>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {message.channel.toUpperCase()} to {message.to_address} · {message.status} ·{' '}
              {formatBusinessMoment(messageTime(message))}
            </Typography>
            <MessageBody text={message.body} />
            {message.attachment_filename && (
              <Typography variant="body2" sx={{ mt: 2 }}>
                Attachment: {message.attachment_filename}
              </Typography>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
