// The Truth-in-Lending box as the customer will see it (Reg. Z 1026.18): "annual percentage rate" and
// "finance charge" more prominent than the other figures (1026.17), then the payment schedule. The
// explanations are those of the customer's page and the contract PDF (src/shared/truth-in-lending.ts).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { AgreementFigures } from '../../../../../shared/agreement';
import { CYCLE_LABELS } from '../../../../../shared/cycles';
import { formatDisplayDate } from '../../../../../shared/dates';
import type { BillingCycle } from '../../../../../shared/facility';
import { formatMoney } from '../../../../../shared/money';
import { TIL_EXPLANATIONS as TIL } from '../../../../../shared/truth-in-lending';

export interface TruthInLendingBoxProps {
  figures: AgreementFigures;
  cycle: BillingCycle | null;
  downPayment: number;
}

function Disclosure(props: {
  term: string;
  value: string;
  explanation: string;
  prominent?: boolean;
  wide?: boolean;
}) {
  const { term, value, explanation, prominent = false, wide = false } = props;
  return (
    <Box
      sx={{
        p: 1.25,
        border: 1,
        borderColor: prominent ? 'text.primary' : 'divider',
        borderRadius: 1,
        gridColumn: wide ? '1 / -1' : undefined,
      }}
    >
      <Typography component="dt" variant="body2" sx={{ fontWeight: prominent ? 700 : 500 }}>
        {term}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        <Typography
          component="span"
          sx={{
            display: 'block',
            fontWeight: prominent ? 700 : 500,
            fontSize: prominent ? '1.35rem' : '1.1rem',
          }}
        >
          {value}
        </Typography>
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {explanation}
        </Typography>
      </Box>
    </Box>
  );
}

function scheduleSentence(figures: AgreementFigures, cycle: BillingCycle | null): string {
  const n = figures.number_of_payments;
  if (n === 0 || cycle === null) return 'No payments yet.';
  const payments = `${n} ${CYCLE_LABELS[cycle].toLowerCase()} ${n === 1 ? 'payment' : 'payments'} of ${formatMoney(figures.payment_amount_total)}`;
  const first = formatDisplayDate(figures.first_payment_due_date);
  const last = formatDisplayDate(figures.last_payment_date);
  return first && last ? `${payments}, from ${first} to ${last}.` : `${payments}.`;
}

export function TruthInLendingBox({ figures, cycle, downPayment }: TruthInLendingBoxProps) {
  const headingId = useId();
  const apr = figures.apr === null ? '—' : `${figures.apr.toFixed(2)}%`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 2, borderColor: 'text.primary', borderRadius: 1, p: 1.5 }}
    >
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Truth-in-Lending disclosures
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
      >
        <Disclosure prominent term="Annual percentage rate" value={apr} explanation={TIL.apr} />
        <Disclosure
          prominent
          term="Finance charge"
          value={formatMoney(figures.finance_charge)}
          explanation={TIL.financeCharge}
        />
        <Disclosure
          term="Amount financed"
          value={formatMoney(figures.financed_amount)}
          explanation={TIL.amountFinanced}
        />
        <Disclosure
          term="Total of payments"
          value={formatMoney(figures.total_of_payments)}
          explanation={TIL.totalOfPayments}
        />
        <Disclosure
          wide
          term="Total sale price"
          value={formatMoney(figures.total_of_sale)}
          explanation={TIL.totalSalePrice(formatMoney(downPayment))}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        <strong>Payment schedule:</strong> {scheduleSentence(figures, cycle)}
      </Typography>
      {figures.apr === null && (
        <Typography variant="caption" color="text.secondary">
          The annual percentage rate shows once the agreement and first payment dates are entered.
        </Typography>
      )}
    </Box>
  );
}
