// The facility's remittance statement for the month (issue 12): gross collected, servicing fees,
// returns taken back, net paid, the credit's date and trace number, and the PDF statement; one card
// per facility when a client admin looks at all of the client's.
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { formatDisplayDate } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import { getRemittanceStatements, remittancePdfHref, type RemittanceStatement } from '../../api/remittance';

const MONTH_LABEL = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
export const monthLabel = (month: string) => MONTH_LABEL.format(new Date(`${month}-01T12:00:00Z`));

function Statement({ s, showFacility }: { s: RemittanceStatement; showFacility: boolean }) {
  const lines: [string, string][] = [
    ['Gross collected', formatMoney(s.gross)],
    ['Servicing fees', `− ${formatMoney(s.servicing_fees)}`],
    ['Returns taken back', `− ${formatMoney(s.returns)}`],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 300 }} aria-label={`Statement ${s.facility}`}>
      {showFacility && (
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {s.facility}
        </Typography>
      )}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 3, m: 0 }}>
        {lines.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
              {value}
            </Typography>
          </Box>
        ))}
        <Typography component="dt" variant="body1" sx={{ fontWeight: 600, pt: 0.5 }}>
          Net paid
        </Typography>
        <Typography
          component="dd"
          variant="body1"
          sx={{ m: 0, textAlign: 'right', fontWeight: 600, pt: 0.5 }}
        >
          {formatMoney(s.net)}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {s.payment_count} payment{s.payment_count === 1 ? '' : 's'} ·{' '}
        {s.paid_on ? `credited ${formatDisplayDate(s.paid_on)}` : 'credit not yet sent'}
        {s.trace_number ? ` · trace ${s.trace_number}` : ''}
      </Typography>
      {s.has_pdf && (
        <Button
          size="small"
          startIcon={<PictureAsPdfIcon />}
          href={remittancePdfHref(s.id)}
          target="_blank"
          rel="noopener"
          sx={{ mt: 1 }}
        >
          PDF statement
        </Button>
      )}
    </Paper>
  );
}

export function RemittanceStatements({
  month,
  scope,
}: {
  month: string;
  scope: { facility_id?: string; client_id?: string };
}) {
  const [statements, setStatements] = useState<RemittanceStatement[] | null>(null);
  const scopeKey = JSON.stringify(scope);
  useEffect(() => {
    const controller = new AbortController();
    setStatements(null);
    getRemittanceStatements({ month, ...JSON.parse(scopeKey) }, controller.signal)
      .then(setStatements)
      .catch(() => !controller.signal.aborted && setStatements([]));
    return () => controller.abort();
  }, [month, scopeKey]);

  if (statements === null) return null;
  if (statements.length === 0)
    return <Alert severity="info">No remittance statement for {monthLabel(month)}.</Alert>;
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      aria-label="Remittance statements"
    >
      {statements.map((s) => (
        <Statement key={s.id} s={s} showFacility={statements.length > 1} />
      ))}
    </Stack>
  );
}
