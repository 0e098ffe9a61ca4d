// The agreement's figures as they stand while the terms are typed (spec §3 Agreement terms), with the
// rules judged on them: financed amount within the term sheet, payment amount of $10.00 or more and
// the state's maximum APR (spec §5 Agreement).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { memo, useId, type ReactNode } from 'react';
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

/** The range of amounts the term sheet finances, as help under the financed amount. */
export function financedRangeHelp(facts: AgreementFacts): string | null {
  const { range, sheet } = facts;
  if (!range) return null;
  const hasMin = range.min > 0;
  const hasMax = range.max < Number.MAX_SAFE_INTEGER;
  // Which version of the term sheet the contract is written under (issue 13: versions by date).
  const name = sheet?.version ? `Term sheet v${sheet.version}` : 'Term sheet';
  if (hasMin && hasMax) return `${name}: ${formatMoney(range.min)} to ${formatMoney(range.max)}`;
  if (hasMax) return `${name}: up to ${formatMoney(range.max)}`;
  return hasMin ? `${name}: at least ${formatMoney(range.min)}` : null;
}

const FIGURE_SX = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: 1,
  py: 0.5,
  borderBottom: 1,
  borderColor: 'divider',
} as const;

/** The rule's message on a figure once judged, else the help; the only part that follows the form. */
function FigureNote({ judgedBy, help }: { judgedBy?: string; help?: string | null }) {
  const { errors, touched, submitCount } = useFormikContext<AgreementValues>();
  const judged = submitCount > 0 || FIGURE_TRIGGERS.some((f) => (touched as Record<string, unknown>)[f]);
  const error = judgedBy && judged ? (errors as Record<string, string | undefined>)[judgedBy] : undefined;
  const note = error ?? help;
  if (!note) return null;
  return (
    <Typography
      component="dd"
      variant="caption"
      color={error ? 'error' : 'text.secondary'}
      sx={{ m: 0, gridColumn: '1 / -1' }}
    >
      {note}
    </Typography>
  );
}

const Figure = memo(function Figure(props: {
  term: string;
  value: string;
  judgedBy?: string;
  help?: string | null;
}) {
  const { term, value, judgedBy, help } = props;
  return (
    <Box sx={FIGURE_SX}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, textAlign: 'right' }}>
        {value}
      </Typography>
      {(judgedBy || help) && <FigureNote judgedBy={judgedBy} help={help} />}
    </Box>
  );
});

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
  const fees = f.payment_amount_total !== f.payment_amount;
  const last = formatDisplayDate(f.last_payment_date);
  const headingId = useId();
  // Before a number of payments there is no schedule: its figures read as a dash, not $0.00 or 0.00%.
  const planned = f.number_of_payments > 0;
  const money = (value: number) => (planned ? formatMoney(value) : '—');
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
              judgedBy="financed_amount"
              help={financedRangeHelp(facts)}
            />
            <Figure term="Finance charge" value={money(f.finance_charge)} />
            <Figure
              term="APR"
              value={f.apr === null || !planned ? '—' : `${f.apr.toFixed(2)}%`}
              judgedBy="apr"
            />
          </>
        )}
        <Figure term="Number of payments" value={String(f.number_of_payments)} />
        {!recurring && (
          <Figure term="Payment amount" value={money(f.payment_amount)} judgedBy="payment_amount" />
        )}
        {fees && <Figure term="Payment with fees" value={money(f.payment_amount_total)} />}
        <Figure term="Total of payments" value={money(f.total_of_payments)} />
        {fees && (
          <Figure term="Total of payments with fees" value={money(f.total_of_payments_including_fees)} />
        )}
        <Figure term="Total of sale" value={formatMoney(f.total_of_sale)} />
        <Figure term="Total of sale with fees" value={formatMoney(f.total_of_sale_including_fees)} />
        {last && <Figure term="Last payment due" value={last} />}
      </FigureList>
    </Box>
  );
}
