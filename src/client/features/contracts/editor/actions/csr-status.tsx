// The CSR status as the practice reads it (spec §4 CSR status; §3 Credit): waiting customer
// authorization, waiting practice approval, completed with the credit grade and recommendation, or
// skipped; a credit bureau failure (csr_error) shown as an error.
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ContractView } from '../../../../api/contracts';
import { csrStatusLabel, recommendationWords } from './csr-step';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" spacing={1} component="div">
      <Typography variant="body2" color="text.secondary" component="dt" sx={{ minWidth: 110 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {value}
      </Typography>
    </Stack>
  );
}

export function CsrStatusSummary({ contract }: { contract: ContractView | null }) {
  const completed = contract?.csr_status === 'COMPLETED' && contract.csr_skipped !== true;
  const error =
    typeof contract?.csr_error === 'string' && contract.csr_error !== '' ? contract.csr_error : null;
  const grade = typeof contract?.credit_grade === 'string' ? contract.credit_grade : null;
  const recommendation = recommendationWords(contract?.credit_recommendation);
  const minDown = contract?.credit_min_downpayment_percent;
  return (
    <Stack spacing={1}>
      <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
        <Fact label="CSR status" value={csrStatusLabel(contract)} />
        {completed && grade && <Fact label="Credit grade" value={grade} />}
        {completed && recommendation && <Fact label="Recommendation" value={recommendation} />}
        {completed && typeof minDown === 'number' && minDown > 0 && (
          <Fact label="Minimum down payment" value={`${minDown}%`} />
        )}
      </Stack>
      {error && !completed && contract?.csr_skipped !== true && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
