// After a rewrite, the new contract opens with this question when the servicer flagged customer
// details (spec §4 Rewrite flow, §8 badFields): the flagged ones are listed, and OK opens the customer
// section (the agreement section for a select contract) where they are corrected. The rewrite flow
// asks for it through the navigation state (AfterRewriteState), naming the new contract: the page
// being left renders once more with that state and must not answer it.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { BAD_FIELD_LABELS, CONTRACT_MESSAGES } from '../../../../shared/contract-messages';
import type { ContractView } from '../../../api/contracts';
import type { AfterRewriteState } from './actions/rewrite-dialog';
import { useContractEditor } from './editor-context';

/** The labels of the customer details the servicer flagged on this contract. */
export function badFieldLabels(contract: ContractView | null): string[] {
  if (!contract) return [];
  return Object.entries(BAD_FIELD_LABELS)
    .filter(([flag]) => contract[flag] === true)
    .map(([, label]) => label);
}

export function BadFieldsDialog() {
  const editor = useContractEditor();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as Partial<AfterRewriteState> | null;
  const afterRewrite =
    state?.afterRewrite === true && editor.contract !== null && state.rewriteId === editor.contract.id;
  const labels = badFieldLabels(editor.contract);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!afterRewrite) return;
    setOpen(labels.length > 0);
    // Asked once: a reload or a return to this page does not ask again.
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [afterRewrite]);

  const acknowledge = () => {
    setOpen(false);
    editor.requestSection(editor.isSelect ? 'agreementForSelect' : 'customer');
  };

  return (
    <Dialog open={open} onClose={acknowledge} aria-labelledby="bad-fields-title" maxWidth="xs" fullWidth>
      <DialogTitle id="bad-fields-title">Customer Details</DialogTitle>
      <DialogContent>
        <DialogContentText>{CONTRACT_MESSAGES.badFields}</DialogContentText>
        <ul aria-label="Flagged customer details">
          {labels.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={acknowledge} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
