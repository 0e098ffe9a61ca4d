// How the history names each kind of row (the server's type codes, in the practice's words).
import type { PaymentRow } from '../../../api/payments';

const LABELS: Record<string, string> = {
  ACH: 'ACH debit',
  CARD: 'Card payment',
  PRACTICE: 'Paid at the practice',
  'LATE FEE': 'Late fee',
  'RETURN FEE': 'Return fee',
  RETURN: 'Returned payment',
};

export const paymentTypeLabel = (type: string): string => LABELS[type] ?? type;

/** A payment the bank sent back: marked in the history so it is not read as money received. */
export const isReturn = (row: PaymentRow): boolean => row.type === 'RETURN' || (row.return_amount ?? 0) > 0;
