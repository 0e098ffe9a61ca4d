// The reason-for-deletion dialog and the reject confirm (spec §2 Modals; §4 Deletion, Rejecting), one
// component for the editor and the list's row menu, driven by the deletion chart: it offers the
// reasons the chart accepts (deletionReasonsAllowed, the chart's own conditions), the CSR Reject reason
// leads to the reject confirm (with the adverse letter when one is due). Opened with `reject`, it is
// the Reject button's flow: the CSR Reject reason chosen at once. The caller supplies the server calls
// (the chart's actors) and what the contract is as the chart reads it.
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
import { useEffect, useId, useRef, useState } from 'react';
import {
  CSR_REJECT_CODE,
  deletionMachine,
  deletionReasonsAllowed,
  type DeletionInput,
  type DeletionOutcome,
  type DeletionReason,
} from '../../../../../machines/deletion.machine';
import { CONTRACT_MESSAGES } from '../../../../shared/contract-messages';

/** The chart's server calls: DELETE contract/{id} with reason_for_cancel, and the REJECT action. */
export type DeletionActors = NonNullable<Parameters<typeof deletionMachine.provide>[0]['actors']>;

export interface DeletionDialogProps {
  /** What the chart reads off the contract (the reasons offered, the adverse letter). */
  input: DeletionInput;
  /** The reasons_for_cancel lookup: the dialog offers those the chart accepts. */
  reasons: readonly DeletionReason[];
  /** The question over the reasons, the radio group's name. */
  question: string;
  actors: DeletionActors;
  /** Start at the reject confirm (the Reject button) instead of the reasons. */
  reject?: boolean;
  /** Small radios, as in the list. */
  dense?: boolean;
  /** A failed call: the text to show in the dialog (field errors), or null when notified elsewhere. */
  onFailure: (error: unknown) => string | null;
  /** The open contract was deleted: the chart asks for a fresh draft. */
  onNewDraft?: () => void;
  onClose: (outcome: DeletionOutcome) => void;
}

const CSR_REJECT_FALLBACK: DeletionReason = { code: CSR_REJECT_CODE, label: 'CSR Reject' };

export function DeletionDialog({
  input,
  reasons,
  question,
  actors,
  reject = false,
  dense = false,
  onFailure,
  onNewDraft,
  onClose,
}: DeletionDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const onFailureRef = useRef(onFailure);
  onFailureRef.current = onFailure;
  const [machine] = useState(() =>
    deletionMachine.provide({
      actors,
      actions: { notifyFailure: (_, { error }) => setFailure(onFailureRef.current(error)) },
    }),
  );
  const [snapshot, send, actor] = useMachine(machine, { input });
  const [choice, setChoice] = useState('');
  const offered = deletionReasonsAllowed(snapshot.context, reasons);
  const csrReject = reasons.find((r) => r.code === CSR_REJECT_CODE) ?? CSR_REJECT_FALLBACK;
  const ids = useId();

  const onNewDraftRef = useRef(onNewDraft);
  onNewDraftRef.current = onNewDraft;
  useEffect(() => {
    const subscription = actor.on('contract.new-draft', () => onNewDraftRef.current?.());
    return () => subscription.unsubscribe();
  }, [actor]);

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

  // Told once, whatever the caller's onClose (a new function on each render of the list).
  const output = snapshot.status === 'done' ? snapshot.output : null;
  const closed = useRef(false);
  useEffect(() => {
    if (!output || closed.current) return;
    closed.current = true;
    onClose(output.outcome);
  }, [output, onClose]);

  // The wording stays as confirmed while the REJECT is under way.
  const adverseLetter = useRef(false);
  if (confirmingReject) adverseLetter.current = snapshot.matches({ confirmingReject: 'withAdverseLetter' });
  const busy = snapshot.matches('deleting') || snapshot.matches('rejecting');
  const cancel = () => {
    if (!busy) send({ type: 'dialog.cancel' });
  };
  const chosen = offered.find((r) => r.code === choice) ?? null;
  if (output || (reject && choosing)) return null;

  if (confirmingReject || snapshot.matches('rejecting')) {
    return (
      <Dialog open onClose={cancel} aria-labelledby={`${ids}-reject-title`} maxWidth="sm" fullWidth>
        <DialogTitle id={`${ids}-reject-title`}>Reject Application</DialogTitle>
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
    <Dialog open onClose={cancel} aria-labelledby={`${ids}-title`} maxWidth="xs" fullWidth>
      <DialogTitle id={`${ids}-title`}>Reason for Deletion</DialogTitle>
      <DialogContent>
        <FormControl error={failure !== null} disabled={busy}>
          <FormLabel id={`${ids}-question`}>{question}</FormLabel>
          <RadioGroup
            aria-labelledby={`${ids}-question`}
            value={choice}
            onChange={(e) => {
              setChoice(e.target.value);
              setFailure(null);
            }}
          >
            {offered.map((r) => (
              <FormControlLabel
                key={r.code}
                value={r.code}
                control={<Radio size={dense ? 'small' : 'medium'} />}
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
