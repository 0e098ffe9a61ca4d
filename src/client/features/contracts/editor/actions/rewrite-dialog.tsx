// The rewrite flow's dialogs (spec §4 Rewrite flow, §8 collectAccount, rewriteConfirm,
// hasCollectionFees, rewritePayoffConfirm, rewritePaymentWarning), driven by the rewrite chart: its
// states' meta name the message and the confirm button. On success the new contract opens; when the
// servicer flagged customer details, it opens with the badFields dialog (bad-fields-dialog.tsx).
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { rewriteMachine, type RewriteOutcome } from '../../../../../../machines/rewrite.machine';
import { CONTRACT_MESSAGES } from '../../../../../shared/contract-messages';
import { formatMoney } from '../../../../../shared/money';
import type { ContractView } from '../../../../api/contracts';
import { href } from '../../../../app/routes';
import { useContractEditor } from '../editor-context';
import { rewriteActors, type RewriteHandover } from './rewrite-actors';
import { rewriteInputOf } from './rewrite-input';

export interface RewriteDialogProps {
  contract: ContractView;
  onClose: (outcome: RewriteOutcome) => void;
}

interface StepMeta {
  message?:
    | 'hasCollectionFees'
    | 'rewritePayoffConfirm'
    | 'rewritePaymentWarning'
    | 'rewriteConfirm'
    | 'collectAccount';
  confirm?: string;
}

const TITLES: Record<NonNullable<StepMeta['message']>, string> = {
  hasCollectionFees: 'Collection Fees',
  rewritePayoffConfirm: 'Payoff Amount',
  rewritePaymentWarning: 'Next Payment',
  rewriteConfirm: 'Rewrite Contract',
  collectAccount: 'Account in Collection',
};

const NOT_REWRITABLE = 'This account cannot be rewritten. The rewrite in progress has been deleted.';

/** Where the new contract opens: with the contract handed over, and the badFields question. */
export interface AfterRewriteState {
  contract?: ContractView;
  /** Ask about flagged details on this contract (not on the one being left). */
  afterRewrite: boolean;
  rewriteId: number;
}

export function RewriteDialog({ contract, onClose }: RewriteDialogProps) {
  const editor = useContractEditor();
  const navigate = useNavigate();
  const editorRef = useRef(editor);
  editorRef.current = editor;
  const handover = useRef<RewriteHandover>({ id: null, rewrite: null });
  const [input] = useState(() => rewriteInputOf(contract, editor.facility, editor.today));
  const [machine] = useState(() =>
    rewriteMachine.provide({ actors: rewriteActors(() => editorRef.current, handover.current) }),
  );
  const [snapshot, send] = useMachine(machine, { input });
  const meta: StepMeta = Object.assign({}, ...Object.values(snapshot.getMeta()));

  const badFields = snapshot.matches('badFields');
  const output = snapshot.status === 'done' ? snapshot.output : null;
  useEffect(() => {
    const { id, rewrite } = handover.current;
    if ((badFields || output?.outcome === 'rewritten') && id !== null) {
      const state: AfterRewriteState = {
        contract: rewrite ?? undefined,
        afterRewrite: badFields || rewrite === null,
        rewriteId: id,
      };
      navigate(href.contract(id), { state });
      return;
    }
    if (!output) return;
    // A rewrite in progress was deleted (spec §4 Deletion: reason Rewrite Not Allowed).
    if (input.current_rewrite_id !== null && ['blocked', 'notAllowed'].includes(output.outcome)) {
      void editor.reload();
      if (output.outcome === 'notAllowed') editor.notify('warning', NOT_REWRITABLE);
    }
    onClose(output.outcome);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [badFields, output]);

  const busy = snapshot.matches('rewriting') || snapshot.matches('deletingRewrite') || badFields;
  if (output) return null;
  const cancel = () =>
    send({ type: snapshot.matches('collectBlocked') ? 'dialog.confirm' : 'dialog.cancel' });
  const fees = input.late_fee_due + input.return_fee_due;
  const texts: Record<NonNullable<StepMeta['message']>, string> = {
    hasCollectionFees: CONTRACT_MESSAGES.hasCollectionFees(formatMoney(fees)),
    rewritePayoffConfirm: CONTRACT_MESSAGES.rewritePayoffConfirm(formatMoney(input.payoff_amount)),
    rewritePaymentWarning: CONTRACT_MESSAGES.rewritePaymentWarning,
    rewriteConfirm: CONTRACT_MESSAGES.rewriteConfirm,
    collectAccount: CONTRACT_MESSAGES.collectAccount,
  };
  const asking = snapshot.matches('askingSelectOrStandard');
  const title = asking || !meta.message ? 'Rewrite Contract' : TITLES[meta.message];
  const text = asking
    ? 'Rewrite this contract as a select contract or as a standard contract?'
    : meta.message
      ? texts[meta.message]
      : snapshot.matches('deletingRewrite')
        ? 'Deleting the rewrite in progress…'
        : 'Rewriting the contract…';
  const notice = meta.message === 'collectAccount';

  return (
    <Dialog
      open
      onClose={busy ? undefined : cancel}
      aria-labelledby="rewrite-dialog-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="rewrite-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {busy ? (
          <CircularProgress size={24} aria-label="Rewriting" />
        ) : asking ? (
          <>
            <Button onClick={cancel}>Cancel</Button>
            <Button onClick={() => send({ type: 'rewrite.standard' })}>Standard</Button>
            <Button variant="contained" onClick={() => send({ type: 'rewrite.select' })} autoFocus>
              Select
            </Button>
          </>
        ) : (
          <>
            {!notice && <Button onClick={cancel}>Cancel</Button>}
            <Button variant="contained" onClick={() => send({ type: 'dialog.confirm' })} autoFocus>
              {notice ? 'OK' : (meta.confirm ?? (meta.message === 'rewriteConfirm' ? 'Rewrite' : 'Continue'))}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
