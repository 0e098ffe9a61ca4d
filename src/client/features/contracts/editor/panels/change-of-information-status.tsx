// Whether a change of information is pending for the contract (spec §4 Change of information load):
// the latest request not yet RECONCILED, when it asks for any of the three changes. On a live account a
// user who can edit requests a change here; while one is pending another cannot be asked for.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { LIVE } from '../../../../../../machines/contract-lifecycle.types';
import { latestChangeOfInformation, type ChangeOfInformationRow } from '../../../../api/contracts';
import { ChangeRequestDialog } from '../change-of-information/change-request-dialog';
import { useContractEditor } from '../editor-context';
import { formatMomentDay } from './status-summary-format';

const CHANGES: [keyof ChangeOfInformationRow, string][] = [
  ['is_personal_info_change', 'Personal information'],
  ['is_cancellation', 'Cancellation'],
  ['is_billing_date_change', 'Billing date'],
];

export const PENDING_EXPLANATION = 'A change of information is already pending for this contract.';

const flagged = (value: unknown) => value === true || value === 1;

/** The changes a request asks for; none when it is reconciled. */
export function pendingChanges(row: ChangeOfInformationRow | null): string[] {
  if (!row || row.ne_ebcs_transmission_status === 'RECONCILED') return [];
  return CHANGES.filter(([flag]) => flagged(row[flag])).map(([, label]) => label);
}

export function ChangeOfInformationStatus({ contractId }: { contractId: number }) {
  const { contract, rights } = useContractEditor();
  // undefined while loading: no request can be asked for before we know none is pending.
  const [latest, setLatest] = useState<ChangeOfInformationRow | null | undefined>(undefined);
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setLatest(undefined);
    // Quiet: without the record the panel simply shows nothing pending.
    latestChangeOfInformation(contractId, controller.signal).then(setLatest, () => setLatest(null));
    return () => controller.abort();
  }, [contractId]);

  const changes = pendingChanges(latest ?? null);
  const pending = changes.length > 0;
  const live = contract !== null && contract.is_deleted !== true && LIVE.includes(contract.status);
  const canRequest = live && rights.canEdit && contract?.id === contractId;
  const requested = latest ? formatMomentDay(latest.created_on) : null;

  return (
    <>
      {pending && (
        <Alert severity="warning" variant="outlined" role="status" aria-labelledby="coi-title">
          <AlertTitle id="coi-title">Change of information pending</AlertTitle>
          {changes.join(', ')}
          {requested && ` · requested ${requested}`}
        </Alert>
      )}
      {canRequest && (
        <Box>
          <Button
            variant="outlined"
            size="small"
            disabled={latest === undefined || pending}
            onClick={() => setAsking(true)}
            aria-describedby={pending ? 'coi-pending-why' : undefined}
          >
            Request change of information
          </Button>
          {pending && (
            <Typography
              id="coi-pending-why"
              variant="caption"
              color="text.secondary"
              component="p"
              sx={{ mt: 0.5 }}
            >
              {PENDING_EXPLANATION}
            </Typography>
          )}
        </Box>
      )}
      {asking && contract && (
        <ChangeRequestDialog
          contract={contract}
          onClose={() => setAsking(false)}
          onRequested={(row) => {
            setLatest(row);
            setAsking(false);
          }}
        />
      )}
    </>
  );
}
