// The CSR step's buttons (spec §4 CSR status; §8 ssnRequired, confirmCsrAuthorization,
// confirmSkipCreditCheck): send the customer the authorization link by email or text, record a
// hard-copy authorization, approve once the customer authorized, or skip the check. Only what the CSR
// chart accepts now and the server allows is offered. The chart (machines/csr.machine.ts) runs the
// step: the select contract's save first, the questions it asks, then the action (csr-actors.ts).
import EmailIcon from '@mui/icons-material/Email';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import SmsIcon from '@mui/icons-material/Sms';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SigningMethod } from '../../../../../../machines/contract-lifecycle.types';
import { csrMachine, type CsrAction, type CsrStoredFields } from '../../../../../../machines/csr.machine';
import { CONTRACT_MESSAGES } from '../../../../../shared/contract-messages';
import type { ContractView } from '../../../../api/contracts';
import type { ConfirmOptions } from '../../../../components/confirm-dialog';
import { useContractEditor } from '../editor-context';
import { csrActions, csrActors } from './csr-actors';
import { SsnRequiredDialog } from './csr-ssn-dialog';
import { csrFieldsOf, csrFinalStateOf, offeredCsrActions } from './csr-step';

export interface CsrControlsProps {
  /** Runs first (a select contract saves its section before the CSR action); false stops the action. */
  beforeAction?: () => Promise<boolean>;
  /** Offers only these of the chart's actions (the select contract's panel offers Approve CSR). */
  only?: CsrAction[];
}

type MessageKey = keyof typeof CONTRACT_MESSAGES;

/** The chart's confirmations (its states' meta message), as the confirm dialog asks them. */
const CONFIRMATIONS: Partial<Record<MessageKey, ConfirmOptions>> = {
  confirmCsrAuthorization: {
    title: 'Hard-copy CSR authorization',
    text: CONTRACT_MESSAGES.confirmCsrAuthorization,
    confirmLabel: 'Confirm',
    cancelLabel: 'Cancel',
  },
  confirmSkipCreditCheck: {
    title: 'Skip the credit check',
    text: CONTRACT_MESSAGES.confirmSkipCreditCheck,
    confirmLabel: 'Skip credit check',
    cancelLabel: 'Cancel',
  },
};

/** Resolves after the next render, so a save's copy is then the editor's contract. */
function useAfterRender(): () => Promise<void> {
  const [renders, setRenders] = useState(0);
  const waiting = useRef<(() => void)[]>([]);
  useEffect(() => {
    const resolved = waiting.current;
    waiting.current = [];
    resolved.forEach((resolve) => resolve());
  }, [renders]);
  return useCallback(
    () =>
      new Promise<void>((resolve) => {
        waiting.current.push(resolve);
        setRenders((n) => n + 1);
      }),
    [],
  );
}

export function CsrControls(props: CsrControlsProps) {
  const editor = useContractEditor();
  const contract = editor.contract;
  if (!contract) return null;
  // A step that ended (completed, skipped, not used) starts afresh should the stored fields reopen it.
  const key = `${contract.id}:${csrFinalStateOf(contract, editor.facility) ?? 'open'}`;
  return (
    <CsrStep
      key={key}
      contract={contract}
      fields={csrFieldsOf(contract, editor.facility)}
      beforeAction={props.beforeAction}
      only={props.only}
    />
  );
}

function CsrStep(props: CsrControlsProps & { contract: ContractView; fields: CsrStoredFields }) {
  const { contract, fields } = props;
  const editor = useContractEditor();
  const editorRef = useRef(editor);
  editorRef.current = editor;
  const beforeActionRef = useRef(props.beforeAction);
  beforeActionRef.current = props.beforeAction;
  const afterRender = useAfterRender();
  const [machine] = useState(() => {
    const host = {
      editor: () => editorRef.current,
      beforeAction: () => beforeActionRef.current,
      afterRender,
    };
    return csrMachine.provide({ actors: csrActors(host), actions: csrActions(host) });
  });
  const [snapshot, send] = useMachine(machine, { input: fields });

  // The contract loaded again (a save, a reload, the status poll): the chart reads the stored fields.
  const stored = JSON.stringify(fields);
  useEffect(() => {
    send({ type: 'contract.changed', fields: JSON.parse(stored) as CsrStoredFields });
  }, [stored, send]);

  // The confirmation the chart asks now, if any.
  const message = Object.values(snapshot.getMeta() as Record<string, { message?: MessageKey }>)[0]?.message;
  const confirmation = message ? CONFIRMATIONS[message] : undefined;
  useEffect(() => {
    if (!confirmation) return;
    void editorRef.current
      .confirm(confirmation)
      .then((ok) => send({ type: ok ? 'dialog.confirm' : 'dialog.cancel' }));
  }, [confirmation, send]);

  const busy = snapshot.hasTag('acting');
  const choose = (action: CsrAction, method?: SigningMethod) => send({ type: action, method });
  const dialog = snapshot.matches('ssnRequired') ? (
    <SsnRequiredDialog
      contract={contract}
      onAnswer={(answer) => send({ type: answer === 'enter' ? 'dialog.confirm' : 'dialog.cancel' })}
      onFound={async () => {
        // The server stored the SSN: the request goes with the reloaded copy.
        await editorRef.current.reload();
        send({ type: 'ssn.stored' });
      }}
    />
  ) : null;

  const offered = offeredCsrActions(contract, editor.facility, editor.allowed).filter(
    (action) => !props.only || props.only.includes(action),
  );
  if (offered.length === 0) return <>{dialog}</>;
  return (
    <Stack spacing={1} role="group" aria-label="CSR actions">
      {offered.includes('REQUEST-CSR') && (
        <>
          <Button
            variant="contained"
            size="small"
            startIcon={<EmailIcon />}
            disabled={busy}
            onClick={() => choose('REQUEST-CSR', 'email')}
          >
            Send CSR request by email
          </Button>
          <Button
            variant="contained"
            size="small"
            startIcon={<SmsIcon />}
            disabled={busy}
            onClick={() => choose('REQUEST-CSR', 'sms')}
          >
            Send CSR request by text
          </Button>
        </>
      )}
      {offered.includes('ACCEPT-CSR') && (
        <Button
          variant="contained"
          size="small"
          startIcon={<TaskAltIcon />}
          disabled={busy}
          onClick={() => choose('ACCEPT-CSR')}
        >
          Approve CSR
        </Button>
      )}
      {offered.includes('OVERRIDE-CSR') && (
        <Button
          variant="outlined"
          size="small"
          startIcon={<FactCheckIcon />}
          disabled={busy}
          onClick={() => choose('OVERRIDE-CSR')}
        >
          Record hard-copy authorization
        </Button>
      )}
      {offered.includes('SKIP-CSR') && (
        <Button
          variant="text"
          size="small"
          startIcon={<SkipNextIcon />}
          disabled={busy}
          onClick={() => choose('SKIP-CSR')}
        >
          Skip credit check
        </Button>
      )}
      {dialog}
    </Stack>
  );
}
