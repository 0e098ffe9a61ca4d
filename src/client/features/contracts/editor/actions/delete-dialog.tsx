// The reason-for-deletion dialog and the reject confirm (spec §2 Modals; §4 Deletion, Rejecting),
// driven by the deletion chart: it offers the reasons the chart accepts, the CSR Reject reason leads
// to the reject confirm (with the adverse letter when one is due), and deleting the open contract
// starts a fresh draft. Opened with `reject`, it is the Reject button's flow: the CSR Reject reason
// chosen at once.
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  CSR_REJECT_CODE,
  deletionMachine,
  type DeletionOutcome,
  type DeletionReason,
} from '../../../../../../machines/deletion.machine';
import { CONTRACT_MESSAGES } from '../../../../../shared/contract-messages';
import type { ContractView } from '../../../../api/contracts';
import { href } from '../../../../app/routes';
import { useContractEditor } from '../editor-context';
import { deletionInputOf } from './delete-input';
import { deletionActors, DeletionFailure } from './delete-actors';

export interface DeleteDialogProps {
  /** The contract to delete: the open one, or another (a rewrite in progress). */
  target: ContractView;
  /** Start at the reject confirm (the Reject button) instead of the reasons. */
  reject?: boolean;
  onClose: (outcome: DeletionOutcome) => void;
}

const CSR_REJECT_FALLBACK: DeletionReason = { code: CSR_REJECT_CODE, label: 'CSR Reject' };

export function DeleteDialog({ target, reject = false, onClose }: DeleteDialogProps) {
  const editor = useContractEditor();
  const navigate = useNavigate();
  const editorRef = useRef(editor);
  editorRef.current = editor;
  const [failure, setFailure] = useState<string | null>(null);
  const [machine] = useState(() =>
    deletionMachine.provide({
      actors: deletionActors(() => editorRef.current, target),
      actions: {
        // Field errors (an unknown reason) show here; other failures were already notified.
        notifyFailure: (_, { error }) => setFailure(error instanceof DeletionFailure ? error.message : null),
      },
    }),
  );
  const [snapshot, send, actor] = useMachine(machine, {
    input: deletionInputOf(target, editor.contract?.id ?? null, editor.facility, editor.rights),
  });
  const [choice, setChoice] = useState('');
  const reasons = editor.lookups.reasons_for_cancel;
  const offered = reasons.filter((reason) => snapshot.can({ type: 'reason.chosen', reason }));
  const csrReject = reasons.find((r) => r.code === CSR_REJECT_CODE) ?? CSR_REJECT_FALLBACK;

  useEffect(() => {
    const subscription = actor.on('contract.new-draft', () => navigate(href.newContract()));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  // The Reject button's flow: straight to the confirm; back at the reasons means it is over. Refs, so
  // StrictMode's second effect run neither chooses twice nor cancels.
  const choosing = snapshot.matches('choosingReason');
  const confirmingReject = snapshot.matches('confirmingReject');
  const rejectChosen = useRef(false);
  const rejectConfirmShown = useRef(false);
  if (confirmingReject) rejectConfirmShown.current = true;
  useEffect(() => {
    if (!reject || !choosing) return;
    if (!rejectChosen.current) {
      rejectChosen.current = true;
      send({ type: 'reason.chosen', reason: csrReject });
    } else if (rejectConfirmShown.current) send({ type: 'dialog.cancel' });
  }, [reject, choosing, send, csrReject]);

  const output = snapshot.status === 'done' ? snapshot.output : null;
  useEffect(() => {
    if (output) onClose(output.outcome);
  }, [output, onClose]);

  // The wording stays as confirmed while the REJECT is under way.
  const adverseLetter = useRef(false);
  if (confirmingReject) adverseLetter.current = snapshot.matches({ confirmingReject: 'withAdverseLetter' });
  const busy = snapshot.matches('deleting') || snapshot.matches('rejecting');
  const cancel = () => {
    if (!busy) send({ type: 'dialog.cancel' });
  };
  const chosen = reasons.find((r) => r.code === choice) ?? null;
  if (output || (reject && choosing)) return null;

  if (confirmingReject || snapshot.matches('rejecting')) {
    return (
      <Dialog open onClose={cancel} aria-labelledby="reject-confirm-title" maxWidth="sm" fullWidth>
        <DialogTitle id="reject-confirm-title">Reject Application</DialogTitle>
        <DialogContent>
          <DialogContentText>{CONTRACT_MESSAGES.rejectConfirm(adverseLetter.current)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel} disabled={busy}>
            No
          </Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => send({ type: 'dialog.confirm' })}
            disabled={busy}
            autoFocus
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            Reject
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={cancel} aria-labelledby="delete-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="delete-dialog-title">Reason for Deletion</DialogTitle>
      <DialogContent>
        <FormControl error={failure !== null} disabled={busy}>
          <FormLabel id="delete-reason-label">Why is this contract being deleted?</FormLabel>
          <RadioGroup
            aria-labelledby="delete-reason-label"
            value={choice}
            onChange={(e) => {
              setChoice(e.target.value);
              setFailure(null);
            }}
          >
            {offered.map((r) => (
              <FormControlLabel key={r.code} value={r.code} control={<Radio />} label={r.label} />
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
          disabled={chosen === null || busy}
          onClick={() => chosen && send({ type: 'reason.chosen', reason: chosen })}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
