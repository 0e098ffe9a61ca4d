// The agreement's figures as they stand while the terms are typed (spec §3 Agreement terms), with the
// rules judged on them: financed amount within the term sheet, payment amount of $10.00 or more and
// the state's maximum APR (spec §5 Agreement).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { useId, type ReactNode } from 'react';
import { formatDisplayDate } from '../../../../../shared/dates';
import { formatMoney } from '../../../../../shared/money';
import { useAgreementFacts, type AgreementFacts } from './agreement-facts';
import type { AgreementValues } from './agreement-values';

/** The inputs whose blur judges the figures; a figure's message shows once one of them was left. */
const FIGURE_TRIGGERS = [
  'agreement_code',
  'cash_price',
  'down_payment',
  'sales_tax_rate',
  'finance_rate_percent',
  'number_of_payments',
  'billing_cycle',
  'agreement_date',
  'first_payment_due_date',
  'payment_amount',
];

function useFigureError(field: string): string | undefined {
  const { errors, touched, submitCount } = useFormikContext<AgreementValues>();
  const error = (errors as Record<string, string | undefined>)[field];
  const judged = submitCount > 0 || FIGURE_TRIGGERS.some((f) => (touched as Record<string, unknown>)[f]);
  return judged ? error : undefined;
}

/** The range of amounts the term sheet finances, as help under the financed amount. */
export function financedRangeHelp(facts: AgreementFacts): string | null {
  const { range } = facts;
  if (!range) return null;
  const hasMin = range.min > 0;
  const hasMax = range.max < Number.MAX_SAFE_INTEGER;
  if (hasMin && hasMax) return `Term sheet: ${formatMoney(range.min)} to ${formatMoney(range.max)}`;
  if (hasMax) return `Term sheet: up to ${formatMoney(range.max)}`;
  return hasMin ? `Term sheet: at least ${formatMoney(range.min)}` : null;
}

function Figure(props: { term: string; value: string; error?: string; help?: string | null }) {
  const { term, value, error, help } = props;
  const note = error ?? help;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        columnGap: 1,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, textAlign: 'right' }}>
        {value}
      </Typography>
      {note && (
        <Typography
          component="dd"
          variant="caption"
          color={error ? 'error' : 'text.secondary'}
          sx={{ m: 0, gridColumn: '1 / -1' }}
        >
          {note}
        </Typography>
      )}
    </Box>
  );
}

function FigureList({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" aria-label="Agreement figures" sx={{ m: 0 }}>
      {children}
    </Box>
  );
}

export function AgreementFigures() {
  const facts = useAgreementFacts();
  const { figures: f, recurring } = facts;
  const financedError = useFigureError('financed_amount');
  const paymentError = useFigureError('payment_amount');
  const aprError = useFigureError('apr');
  const fees = f.payment_amount_total !== f.payment_amount;
  const last = formatDisplayDate(f.last_payment_date);
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Figures
      </Typography>
      <FigureList>
        {!recurring && (
          <>
            <Figure term={`Sales tax (${f.sales_tax_percent}%)`} value={formatMoney(f.sales_tax_amount)} />
            <Figure
              term="Financed amount"
              value={formatMoney(f.financed_amount)}
              error={financedError}
              help={financedRangeHelp(facts)}
            />
            <Figure term="Finance charge" value={formatMoney(f.finance_charge)} />
            <Figure term="APR" value={f.apr === null ? '—' : `${f.apr.toFixed(2)}%`} error={aprError} />
          </>
        )}
        <Figure term="Number of payments" value={String(f.number_of_payments)} />
        {!recurring && (
          <Figure term="Payment amount" value={formatMoney(f.payment_amount)} error={paymentError} />
        )}
        {fees && <Figure term="Payment with fees" value={formatMoney(f.payment_amount_total)} />}
        <Figure term="Total of payments" value={formatMoney(f.total_of_payments)} />
        {fees && (
          <Figure
            term="Total of payments with fees"
            value={formatMoney(f.total_of_payments_including_fees)}
          />
        )}
        <Figure term="Total of sale" value={formatMoney(f.total_of_sale)} />
        <Figure term="Total of sale with fees" value={formatMoney(f.total_of_sale_including_fees)} />
        {last && <Figure term="Last payment due" value={last} />}
      </FigureList>
    </Box>
  );
}
