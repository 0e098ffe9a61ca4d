// The reason-for-deletion dialog for a row of the list (spec §2 Modals, §4 Deletion): the reasons of the
// editor's dialog that delete a contract. The CSR Reject reason is a rejection, with its adverse
// letter, and stays the editor's Reject flow; CC Decline needs a charged fee, which only the editor
// knows, so it is offered there too; Rewrite Not Allowed ends a rewrite, which its own flow does.
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import DialogTitle from '@mui/material/DialogTitle';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import {
  CC_DECLINE_LABEL,
  CSR_REJECT_CODE,
  REWRITE_NOT_ALLOWED_LABEL,
} from '../../../../../machines/deletion.machine';
import { ApiError } from '../../../api/client';
import type { ContractListRow } from '../../../api/contract-list';
import { deleteContract } from '../../../api/contracts';
import { useAppSelector } from '../../../app/store/hooks';
import { selectLookups } from '../../../app/store/lookups-slice';

export interface DeleteRowDialogProps {
  row: ContractListRow;
  onClose: (deleted: boolean) => void;
  /** A failure without field errors (the API client's notice is for quiet calls the caller's to show). */
  onFailure: (error: unknown) => void;
}

export function DeleteRowDialog({ row, onClose, onFailure }: DeleteRowDialogProps) {
  const lookups = useAppSelector(selectLookups);
  const reasons = (lookups?.reasons_for_cancel ?? []).filter(
    (r) =>
      r.code !== CSR_REJECT_CODE && r.label !== CC_DECLINE_LABEL && r.label !== REWRITE_NOT_ALLOWED_LABEL,
  );
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const remove = async () => {
    setBusy(true);
    try {
      const answer = await deleteContract(row.id, choice);
      if (answer.saved === false) {
        setFailure(
          answer.alert ?? Object.values(answer.errors ?? {}).flat()[0] ?? 'The contract was not deleted.',
        );
        return;
      }
      onClose(true);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.body.errors : undefined;
      if (fieldErrors) setFailure(Object.values(fieldErrors)[0] ?? 'The contract was not deleted.');
      else onFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const cancel = () => !busy && onClose(false);
  return (
    <Dialog open onClose={cancel} aria-labelledby="row-delete-title" maxWidth="xs" fullWidth>
      <DialogTitle id="row-delete-title">Reason for Deletion</DialogTitle>
      <DialogContent>
        <FormControl error={failure !== null} disabled={busy}>
          <FormLabel id="row-delete-reason">
            Why is the contract of {row.customer_name ?? `#${row.id}`} being deleted?
          </FormLabel>
          <RadioGroup
            aria-labelledby="row-delete-reason"
            value={choice}
            onChange={(event) => {
              setChoice(event.target.value);
              setFailure(null);
            }}
          >
            {reasons.map((r) => (
              <FormControlLabel
                key={r.code}
                value={r.code}
                control={<Radio size="small" />}
                label={r.label}
              />
            ))}
          </RadioGroup>
          {failure && <FormHelperText>{failure}</FormHelperText>}
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={choice === '' || busy}
          onClick={() => void remove()}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
