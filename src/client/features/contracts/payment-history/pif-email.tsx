// The paid-in-full email (spec §7 send_pif_email): offered to editors once the remaining balance is
// $0.00 and it was not sent yet; afterwards everyone sees that it was sent. One key per screen visit,
// so a retry after a lost answer queues the email once.
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useRef, useState } from 'react';
import { ApiError, noticeFor } from '../../../api/client';
import { newIdempotencyKey, sendPifEmail, type ServicedContract } from '../../../api/payments';
import { useAppDispatch } from '../../../app/store/hooks';
import { notified } from '../../../app/store/notifications-slice';
import { isPaidInFull } from './servicing-facts';

interface PifEmailProps {
  contract: ServicedContract;
  canEdit: boolean;
  onSent: () => void;
}

export function PifEmail({ contract, canEdit, onSent }: PifEmailProps) {
  const dispatch = useAppDispatch();
  const key = useRef(newIdempotencyKey());
  const [busy, setBusy] = useState(false);

  if (!isPaidInFull(contract)) return null;
  if (contract.pif_email_sent === true) {
    return (
      <Chip
        icon={<MarkEmailReadOutlined />}
        label="Paid-in-full email sent"
        color="success"
        variant="outlined"
        size="small"
      />
    );
  }
  if (!canEdit) return null;

  const send = async () => {
    setBusy(true);
    try {
      const answer = await sendPifEmail(contract.id, key.current);
      dispatch(
        notified(
          answer.sent
            ? { variant: 'success', text: 'The paid-in-full email was sent to the customer.' }
            : { variant: 'warning', text: answer.message },
        ),
      );
      onSent();
    } catch (error) {
      const notice = error instanceof ApiError ? noticeFor(error) : noticeFor(new ApiError(0, {}));
      const text = error instanceof ApiError && error.status === 409 ? error.message : notice.text;
      dispatch(notified({ variant: 'error', title: notice.title, text }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outlined" disabled={busy} onClick={() => void send()}>
      Send paid-in-full email
    </Button>
  );
}
