// The CSR step's buttons (spec §4 CSR status; §8 ssnRequired, confirmCsrAuthorization,
// confirmSkipCreditCheck): send the customer the authorization link by email or text, record a
// hard-copy authorization, approve once the customer authorized, or skip the check. Only what the CSR
// chart accepts now and the server allows is offered.
import EmailIcon from '@mui/icons-material/Email';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import SmsIcon from '@mui/icons-material/Sms';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useContractEditor } from '../editor-context';
import { useCsrFlow } from './csr-flow';
import { offeredCsrActions } from './csr-step';

export interface CsrControlsProps {
  /** Runs first (a select contract saves its section before the CSR action); false stops the action. */
  beforeAction?: () => Promise<boolean>;
}

export function CsrControls(props: CsrControlsProps) {
  const editor = useContractEditor();
  const { busy, choose, dialog } = useCsrFlow(props.beforeAction);
  const contract = editor.contract;
  if (!contract) return null;
  const offered = offeredCsrActions(contract, editor.facility, editor.allowed);
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
            onClick={() => choose({ action: 'REQUEST-CSR', method: 'email' })}
          >
            Send CSR request by email
          </Button>
          <Button
            variant="contained"
            size="small"
            startIcon={<SmsIcon />}
            disabled={busy}
            onClick={() => choose({ action: 'REQUEST-CSR', method: 'sms' })}
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
          onClick={() => choose({ action: 'ACCEPT-CSR' })}
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
          onClick={() => choose({ action: 'OVERRIDE-CSR' })}
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
          onClick={() => choose({ action: 'SKIP-CSR' })}
        >
          Skip credit check
        </Button>
      )}
      {dialog}
    </Stack>
  );
}
