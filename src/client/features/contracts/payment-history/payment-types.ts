// How the history names each kind of row (the server's type codes, in the practice's words).
import type { PaymentRow } from '../../../api/payments';

const LABELS: Record<string, string> = {
  ACH: 'ACH debit',
  CARD: 'Card payment',
  PRACTICE: 'Paid at the practice',
  'LATE FEE': 'Late fee',
  'RETURN FEE': 'Return fee',
  RETURN: 'Returned payment',
  REBATE: 'Finance charge rebate',
};

export const paymentTypeLabel = (type: string): string => LABELS[type] ?? type;

/** The row that reverses a payment the bank sent back. */
export const isReturn = (row: PaymentRow): boolean => row.type === 'RETURN';

/** A payment later sent back: marked so it is not read as money kept. */
export const wasReturned = (row: PaymentRow): boolean =>
  !isReturn(row) && typeof row.returned_on === 'string';
