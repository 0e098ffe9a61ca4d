// The Truth-in-Lending box as the customer will see it (Reg. Z 1026.18): "annual percentage rate" and
// "finance charge" more prominent than the other figures (1026.17), then the payment schedule. The
// explanations are those of the customer's page and the contract PDF (src/shared/truth-in-lending.ts).
import { styled } from '@mui/material/styles';
import { memo, useId } from 'react';
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

/**
 * The box's look, once: the theme's type and colours on its own elements (a disclosure is a plain
 * dt/dd, not a styled Typography or Box with an sx to serialize on each keystroke). The explanations
 * keep the text colour they had as Typography with color="text.secondary" (MUI 9 applies no colour
 * for that value): the page's own.
 */
const Root = styled('section')(({ theme }) => ({
  border: '2px solid',
  borderColor: theme.palette.text.primary,
  borderRadius: theme.shape.borderRadius,
  padding: theme.spacing(1.5),
  '& .til-heading': {
    ...theme.typography.subtitle1,
    margin: 0,
    fontWeight: 700,
    marginBottom: theme.spacing(1),
  },
  '& .til-list': {
    margin: 0,
    display: 'grid',
    gap: theme.spacing(1),
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  },
  '& .til-disclosure': {
    padding: theme.spacing(1.25),
    border: '1px solid',
    borderColor: theme.palette.divider,
    borderRadius: theme.shape.borderRadius,
  },
  '& .til-disclosure.til-prominent': { borderColor: theme.palette.text.primary },
  '& .til-disclosure.til-wide': { gridColumn: '1 / -1' },
  '& .til-term': { ...theme.typography.body2, margin: 0, fontWeight: 500 },
  '& .til-prominent .til-term': { fontWeight: 700 },
  '& .til-disclosure dd': { margin: 0 },
  '& .til-value': {
    ...theme.typography.body1,
    margin: 0,
    display: 'block',
    fontWeight: 500,
    fontSize: '1.1rem',
  },
  '& .til-prominent .til-value': { fontWeight: 700, fontSize: '1.35rem' },
  '& .til-explanation': { ...theme.typography.caption, margin: 0, display: 'block' },
  '& .til-schedule': { ...theme.typography.body2, margin: 0, marginTop: theme.spacing(1) },
  '& .til-note': { ...theme.typography.caption, margin: 0 },
}));

const Disclosure = memo(function Disclosure(props: {
  term: string;
  value: string;
  explanation: string;
  prominent?: boolean;
  wide?: boolean;
}) {
  const { term, value, explanation, prominent = false, wide = false } = props;
  const className = ['til-disclosure', prominent && 'til-prominent', wide && 'til-wide']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <dt className="til-term">{term}</dt>
      <dd>
        <span className="til-value">{value}</span>
        <span className="til-explanation">{explanation}</span>
      </dd>
    </div>
  );
});

function scheduleSentence(figures: AgreementFigures, cycle: BillingCycle | null): string {
  const n = figures.number_of_payments;
  if (n === 0 || cycle === null) return 'No payments yet.';
  const payments = `${n} ${CYCLE_LABELS[cycle].toLowerCase()} ${n === 1 ? 'payment' : 'payments'} of ${formatMoney(figures.payment_amount_total)}`;
  const first = formatDisplayDate(figures.first_payment_due_date);
  const last = formatDisplayDate(figures.last_payment_date);
  return first && last ? `${payments}, from ${first} to ${last}.` : `${payments}.`;
}

/** Renders when the figures, the cycle or the down payment change; each disclosure when its own did. */
export const TruthInLendingBox = memo(function TruthInLendingBox({
  figures,
  cycle,
  downPayment,
}: TruthInLendingBoxProps) {
  const headingId = useId();
  const apr = figures.apr === null ? '—' : `${figures.apr.toFixed(2)}%`;
  return (
    <Root aria-labelledby={headingId}>
      <h3 id={headingId} className="til-heading">
        Truth-in-Lending disclosures
      </h3>
      <dl className="til-list">
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
      </dl>
      <p className="til-schedule">
        <strong>Payment schedule:</strong> {scheduleSentence(figures, cycle)}
      </p>
      {figures.apr === null && (
        <span className="til-note">
          The annual percentage rate shows once the agreement and first payment dates are entered.
        </span>
      )}
    </Root>
  );
});
