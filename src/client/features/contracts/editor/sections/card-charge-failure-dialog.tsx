// spec §8 cardChargeFailed: the card errors of a declined processing-fee charge, and the two ways on:
// edit the card and try again, or decline the contract (it then goes to Process Fee Declined).
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { CONTRACT_MESSAGES } from '../../../../../shared/contract-messages';

export interface CardChargeFailureDialogProps {
  /** The processor's texts; null when the dialog is closed. */
  errors: string[] | null;
  /** Closing the dialog (also with Escape) goes back to the card. */
  onEditCard: () => void;
  /** Absent when the contract cannot be declined now (already declined). */
  onDecline?: () => void;
  busy: boolean;
}

export function CardChargeFailureDialog({
  errors,
  onEditCard,
  onDecline,
  busy,
}: CardChargeFailureDialogProps) {
  return (
    <Dialog
      open={errors !== null}
      onClose={() => !busy && onEditCard()}
      aria-labelledby="card-charge-failure-title"
      aria-describedby="card-charge-failure-text"
      maxWidth="sm"
      fullWidth
      // Focus goes to the card fields, not back to the save button.
      disableRestoreFocus
    >
      <DialogTitle id="card-charge-failure-title">Processing fee not charged</DialogTitle>
      <DialogContent id="card-charge-failure-text">
        <DialogContentText>{CONTRACT_MESSAGES.cardChargeFailedIntro}</DialogContentText>
        <ul>
          {(errors ?? []).map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
        <DialogContentText>{CONTRACT_MESSAGES.cardChargeFailedOutro}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {onDecline && (
          <Button color="error" onClick={onDecline} disabled={busy}>
            Decline contract
          </Button>
        )}
        <Button variant="contained" onClick={onEditCard} disabled={busy} autoFocus>
          Edit card
        </Button>
      </DialogActions>
    </Dialog>
  );
}
