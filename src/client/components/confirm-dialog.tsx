// One confirmation dialog for the product's questions (spec §8: discardChanges, ssnRequired,
// confirmSkipCreditCheck, undoSubmitConfirm…). useConfirm() returns an async ask(): true when the
// user confirms, false when they cancel or press Escape. Dialogs close on route change (spec §2).
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

export interface ConfirmOptions {
  title: string;
  text: ReactNode;
  confirmLabel?: string;
  /** null hides the cancel button (a notice with one button). */
  cancelLabel?: string | null;
  /** Destructive actions show the confirm button in the error colour. */
  destructive?: boolean;
}

interface Pending extends ConfirmOptions {
  resolve: (ok: boolean) => void;
}

export function ConfirmDialog({
  open,
  options,
  onClose,
}: {
  open: boolean;
  options: ConfirmOptions | null;
  onClose: (ok: boolean) => void;
}) {
  if (!options) return null;
  const { title, text, confirmLabel = 'Yes', cancelLabel = 'No', destructive } = options;
  return (
    <Dialog
      open={open}
      onClose={() => onClose(false)}
      aria-labelledby="confirm-dialog-title"
      aria-describedby="confirm-dialog-text"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {typeof text === 'string' ? (
          <DialogContentText id="confirm-dialog-text">{text}</DialogContentText>
        ) : (
          <div id="confirm-dialog-text">{text}</div>
        )}
      </DialogContent>
      <DialogActions>
        {cancelLabel !== null && <Button onClick={() => onClose(false)}>{cancelLabel}</Button>}
        <Button
          onClick={() => onClose(true)}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          autoFocus
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** `const [ask, dialog] = useConfirm();` render `dialog`, then `if (await ask({...})) …`. */
export function useConfirm(): [(options: ConfirmOptions) => Promise<boolean>, ReactNode] {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);
  const location = useLocation();

  const close = useCallback((ok: boolean) => {
    pendingRef.current?.resolve(ok);
    pendingRef.current = null;
    setPending(null);
  }, []);

  const ask = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        pendingRef.current?.resolve(false);
        const next = { ...options, resolve };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );

  // spec §2: modals close on route change.
  useEffect(() => () => close(false), [location.pathname, close]);

  return [ask, <ConfirmDialog key="confirm" open={pending !== null} options={pending} onClose={close} />];
}
