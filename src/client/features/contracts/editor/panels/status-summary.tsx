// The side column's summary of where the contract stands: its status, CSR status and the moments it
// was created, submitted and signed, and the processing fee charged (spec §3 Contract timestamps).
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { CSR_STATUS_LABELS } from '../../../../../shared/contract-messages';
import { formatMoney } from '../../../../../shared/money';
import type { ContractView } from '../../../../api/contracts';
import { formatMoment, formatMomentDay } from './status-summary-format';

function facts(c: ContractView): [string, string][] {
  const csr =
    typeof c.csr_status === 'string'
      ? (CSR_STATUS_LABELS[c.csr_status] ?? c.csr_status)
      : c.csr_skipped === true
        ? 'Skipped'
        : '';
  const fee = Number(c.processing_fee ?? 0);
  const charged = c.charged_on && fee > 0 ? `${formatMoney(fee)} on ${formatMomentDay(c.charged_on)}` : '';
  const rows: [string, string][] = [
    ['Status', c.is_deleted === true ? `${c.status} (deleted)` : c.status],
    ['CSR', csr],
    ['Created', formatMoment(c.created_on)],
    ['Submitted', formatMoment(c.submitted_on)],
    ['Signed', formatMoment(c.signed_on)],
    ['Fee charged', charged],
  ];
  return rows.filter(([, value]) => value !== '');
}

export function StatusSummary({ contract }: { contract: ContractView | null }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="status-summary-title">
      <CardContent>
        <Typography id="status-summary-title" component="h2" variant="subtitle1" sx={{ mb: 1 }}>
          Summary
        </Typography>
        {contract === null ? (
          <Typography variant="body2" color="text.secondary">
            This contract is not saved yet. Save the first section to start it; its notes and documents appear
            here once it is saved.
          </Typography>
        ) : (
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
          >
            {facts(contract).map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
