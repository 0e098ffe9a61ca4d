// Whether a change of information is pending for the contract (spec §4 Change of information load):
// the latest request not yet RECONCILED, when it asks for any of the three changes.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useEffect, useState } from 'react';
import { latestChangeOfInformation, type ChangeOfInformationRow } from '../../../../api/contracts';
import { formatMomentDay } from './status-summary-format';

const CHANGES: [keyof ChangeOfInformationRow, string][] = [
  ['is_personal_info_change', 'Personal information'],
  ['is_cancellation', 'Cancellation'],
  ['is_billing_date_change', 'Billing date'],
];

const flagged = (value: unknown) => value === true || value === 1;

/** The changes a request asks for; none when it is reconciled. */
export function pendingChanges(row: ChangeOfInformationRow | null): string[] {
  if (!row || row.ne_ebcs_transmission_status === 'RECONCILED') return [];
  return CHANGES.filter(([flag]) => flagged(row[flag])).map(([, label]) => label);
}

export function ChangeOfInformationStatus({ contractId }: { contractId: number }) {
  const [latest, setLatest] = useState<ChangeOfInformationRow | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLatest(null);
    // Quiet: without the record the panel simply shows nothing pending.
    latestChangeOfInformation(contractId, controller.signal).then(setLatest, () => undefined);
    return () => controller.abort();
  }, [contractId]);

  const changes = pendingChanges(latest);
  if (!latest || changes.length === 0) return null;
  const requested = formatMomentDay(latest.created_on);
  return (
    <Alert severity="warning" variant="outlined" role="status" aria-labelledby="coi-title">
      <AlertTitle id="coi-title">Change of information pending</AlertTitle>
      {changes.join(', ')}
      {requested && ` · requested ${requested}`}
    </Alert>
  );
}
