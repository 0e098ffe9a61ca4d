// The contract's payments, fees and returns by date with the balance left after each (spec §2
// payment-history). A plain table rather than the grid: one contract's rows fit on a page, and the
// totals line sits under the columns it adds up. Each row's description sits under its type, so the
// amounts keep their width on a 1024-pixel screen. A payment the bank sent back carries a 'Returned'
// mark, and the row reversing it is tinted with its reason.
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { formatDisplayDate } from '../../../../shared/dates';
import { formatMoney } from '../../../../shared/money';
import type { PaymentList, PaymentRow } from '../../../api/payments';
import { isReturn, paymentTypeLabel, wasReturned } from './payment-types';

const amount = (x: number | null | undefined) => (typeof x === 'number' ? formatMoney(x) : '');
const MONEY_CELL = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

function ReturnCell({ row }: { row: PaymentRow }) {
  if (row.return_amount === null) return <TableCell align="right" />;
  return (
    <TableCell align="right" sx={MONEY_CELL}>
      {amount(row.return_amount)}
      {row.return_reason && (
        <Typography variant="caption" component="div" color="error.main" sx={{ whiteSpace: 'normal' }}>
          {row.return_reason}
        </Typography>
      )}
    </TableCell>
  );
}

/** Money received; a payoff's rebate of unearned finance charge sits here too, marked as a credit. */
function PaymentCell({ row }: { row: PaymentRow }) {
  if (typeof row.rebate_amount !== 'number') {
    return (
      <TableCell align="right" sx={MONEY_CELL}>
        {amount(row.payment_amount)}
      </TableCell>
    );
  }
  return (
    <TableCell align="right" sx={MONEY_CELL}>
      {amount(row.rebate_amount)}
      <Typography variant="caption" component="div" color="text.secondary">
        credit, not a payment
      </Typography>
    </TableCell>
  );
}

function PaymentLine({ row }: { row: PaymentRow }) {
  const reversal = isReturn(row);
  const returned = wasReturned(row);
  return (
    <TableRow
      hover
      data-return={reversal || undefined}
      data-returned={returned || undefined}
      sx={[
        { '& td': { verticalAlign: 'top' } },
        reversal && { bgcolor: (t) => alpha(t.palette.error.main, 0.06) },
      ]}
    >
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDisplayDate(row.date)}</TableCell>
      <TableCell sx={{ minWidth: 180 }}>
        <span>{paymentTypeLabel(row.type)}</span>
        {returned && (
          <Chip
            label={`Returned ${formatDisplayDate(row.returned_on)}`}
            color="error"
            size="small"
            variant="outlined"
            sx={{ ml: 1, height: 20 }}
          />
        )}
        {row.description && (
          <Typography variant="caption" component="div" color="text.secondary">
            {row.description}
          </Typography>
        )}
      </TableCell>
      <PaymentCell row={row} />
      <TableCell align="right" sx={MONEY_CELL}>
        {amount(row.fee_amount)}
      </TableCell>
      <ReturnCell row={row} />
      <TableCell align="right" sx={{ ...MONEY_CELL, fontWeight: 500 }}>
        {amount(row.balance)}
      </TableCell>
    </TableRow>
  );
}

const COLUMNS: { label: string; align?: 'right' }[] = [
  { label: 'Date' },
  { label: 'Type' },
  { label: 'Payment', align: 'right' },
  { label: 'Fee', align: 'right' },
  { label: 'Return', align: 'right' },
  { label: 'Balance with fees', align: 'right' },
];

export function PaymentsTable({ list }: { list: PaymentList }) {
  const { rows, totals } = list;
  return (
    <TableContainer>
      <Table size="small" aria-label="Payments">
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c.label} align={c.align} sx={{ whiteSpace: 'nowrap' }}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell
                colSpan={COLUMNS.length}
                sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}
              >
                No payments, fees or returns yet.
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => <PaymentLine key={row.id} row={row} />)
          )}
        </TableBody>
        {rows.length > 0 && totals && (
          <TableFooter>
            <TableRow
              aria-label="Totals"
              sx={{ '& td': { color: 'text.primary', fontWeight: 600, fontSize: 14 } }}
            >
              <TableCell colSpan={2}>Totals</TableCell>
              <TableCell align="right" sx={MONEY_CELL}>
                {amount(totals.payment_amount ?? 0)}
              </TableCell>
              <TableCell align="right" sx={MONEY_CELL}>
                {amount(totals.fee_amount ?? 0)}
              </TableCell>
              <TableCell align="right" sx={MONEY_CELL}>
                {amount(totals.return_amount ?? 0)}
              </TableCell>
              <TableCell />
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}
