// The header's submission controls (spec §4 Contract actions; machines/LIFECYCLE.md "Submitting",
// "Select contracts"): send for e-signature or print for a paper signature (standard contracts), send
// the agreement application (select contracts; FINISH-SELECT the first time), upload the signed paper
// contract, undo the submission. Only what allowed_actions allows is offered. A submitted contract
// whose agreement type is no longer offered gets the agreementTypeNotAvailable warning (spec §8).
import DrawIcon from '@mui/icons-material/Draw';
import EmailIcon from '@mui/icons-material/Email';
import PrintIcon from '@mui/icons-material/Print';
import SendIcon from '@mui/icons-material/Send';
import SmsIcon from '@mui/icons-material/Sms';
import UndoIcon from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { CONTRACT_MESSAGES } from '../../../../../shared/contract-messages';
import { availableAgreementTypes } from '../../../../../shared/validation';
import { useContractEditor } from '../editor-context';
import { isSubmitted } from './send-outcome';
import { SendMenu, type SendMenuItem } from './send-menu';
import { useSubmitActions } from './submit-actions';
import { UploadSignedContract } from './upload-signed-contract';

function AgreementTypeWarning() {
  const { contract, facility, isSelect } = useContractEditor();
  const code = contract?.agreement_code;
  if (!contract || !code || !isSubmitted(contract.status)) return null;
  if (availableAgreementTypes({ facility, isSelect }).some((t) => t.code === code)) return null;
  return <Alert severity="warning">{CONTRACT_MESSAGES.agreementTypeNotAvailable}</Alert>;
}

export function SubmitControls() {
  const editor = useContractEditor();
  const { busy, sendLink, print, upload, undoSubmit } = useSubmitActions();
  if (!editor.contract) return null;
  const { allowed } = editor;

  const signature: SendMenuItem[] = [];
  if (allowed('request-signature')) {
    signature.push(
      {
        label: 'Send for e-signature by email',
        icon: <EmailIcon fontSize="small" />,
        onClick: () => void sendLink('signature', 'email'),
      },
      {
        label: 'Send for e-signature by text',
        icon: <SmsIcon fontSize="small" />,
        onClick: () => void sendLink('signature', 'sms'),
      },
    );
  }
  if (allowed('PRINT')) {
    signature.push({ label: 'Print for signature', icon: <PrintIcon fontSize="small" />, onClick: print });
  }
  const application: SendMenuItem[] =
    allowed('request-application') || allowed('FINISH-SELECT')
      ? [
          {
            label: 'Send agreement application by email',
            icon: <EmailIcon fontSize="small" />,
            onClick: () => void sendLink('application', 'email'),
          },
          {
            label: 'Send agreement application by text',
            icon: <SmsIcon fontSize="small" />,
            onClick: () => void sendLink('application', 'sms'),
          },
        ]
      : [];

  const uploadable = allowed('contract.uploaded');
  const undo = allowed('UNDO-SUBMIT');
  const offered = signature.length > 0 || application.length > 0 || uploadable || undo;

  return (
    <Stack spacing={1}>
      {offered && (
        <Stack
          direction="row"
          spacing={1}
          role="group"
          aria-label="Submit contract"
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          {signature.length > 0 && (
            <SendMenu label="Send for signature" icon={<DrawIcon />} items={signature} disabled={busy} />
          )}
          {application.length > 0 && (
            <SendMenu
              label="Send agreement application"
              icon={<SendIcon />}
              items={application}
              disabled={busy}
            />
          )}
          {uploadable && <UploadSignedContract disabled={busy} onFile={(file) => void upload(file)} />}
          {undo && (
            <Button startIcon={<UndoIcon />} disabled={busy} onClick={() => void undoSubmit()}>
              Undo submit
            </Button>
          )}
        </Stack>
      )}
      <AgreementTypeWarning />
    </Stack>
  );
}
