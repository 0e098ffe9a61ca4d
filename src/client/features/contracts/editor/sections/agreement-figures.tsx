// The agreement's figures as they stand while the terms are typed (spec §3 Agreement terms), with the
// rules judged on them: financed amount within the term sheet, payment amount of $10.00 or more and
// the state's maximum APR (spec §5 Agreement).
import { styled } from '@mui/material/styles';
import { useFormikContext } from 'formik';
import { memo, useId } from 'react';
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

/**
 * The panel's look, once: the theme's type and colours on the figures' own elements (a figure is a
 * plain dt/dd, not a styled Typography or Box with an sx to serialize on each keystroke). Rendered
 * with the layout, not with the figures. The terms and notes keep the text colour they had as
 * Typography with color="text.secondary" (MUI 9 applies no colour for that value): the page's own.
 */
const Panel = styled('section')(({ theme }) => ({
  '& .figures-heading': { ...theme.typography.subtitle1, margin: 0, fontWeight: 700 },
  '& .figures-list': { margin: 0 },
  '& .figure': {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    columnGap: theme.spacing(1),
    paddingTop: theme.spacing(0.5),
    paddingBottom: theme.spacing(0.5),
    borderBottom: '1px solid',
    borderColor: theme.palette.divider,
  },
  '& .figure-term': { ...theme.typography.body2, margin: 0 },
  '& .figure-value': { ...theme.typography.body2, margin: 0, fontWeight: 500, textAlign: 'right' },
  '& .figure-note': { ...theme.typography.caption, margin: 0, gridColumn: '1 / -1' },
  '& .figure-note.figure-error': { color: theme.palette.error.main },
}));

const Note = memo(function Note({ text, error }: { text: string; error: boolean }) {
  return <dd className={error ? 'figure-note figure-error' : 'figure-note'}>{text}</dd>;
});

/** The rule's message on a figure once judged, else the help; the only part that follows the form. */
function FigureNote({ judgedBy, help }: { judgedBy?: string; help?: string | null }) {
  const { errors, touched, submitCount } = useFormikContext<AgreementValues>();
  const judged = submitCount > 0 || FIGURE_TRIGGERS.some((f) => (touched as Record<string, unknown>)[f]);
  const error = judgedBy && judged ? (errors as Record<string, string | undefined>)[judgedBy] : undefined;
  const note = error ?? help;
  if (!note) return null;
  return <Note text={note} error={Boolean(error)} />;
}

const Figure = memo(function Figure(props: {
  term: string;
  value: string;
  judgedBy?: string;
  help?: string | null;
}) {
  const { term, value, judgedBy, help } = props;
  return (
    <div className="figure">
      <dt className="figure-term">{term}</dt>
      <dd className="figure-value">{value}</dd>
      {(judgedBy || help) && <FigureNote judgedBy={judgedBy} help={help} />}
    </div>
  );
});

/** The figures as they stand: renders on each change of their inputs, each figure only when it changed. */
function FigureList() {
  const facts = useAgreementFacts();
  const { figures: f, recurring } = facts;
  const fees = f.payment_amount_total !== f.payment_amount;
  const last = formatDisplayDate(f.last_payment_date);
  // Before a number of payments there is no schedule: its figures read as a dash, not $0.00 or 0.00%.
  const planned = f.number_of_payments > 0;
  const money = (value: number) => (planned ? formatMoney(value) : '—');
  return (
    <dl className="figures-list" aria-label="Agreement figures">
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
    </dl>
  );
}

export const AgreementFigures = memo(function AgreementFigures() {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <h3 id={headingId} className="figures-heading">
        Figures
      </h3>
      <FigureList />
    </Panel>
  );
});
