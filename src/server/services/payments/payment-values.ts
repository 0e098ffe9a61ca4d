// One payment-history row to insert (payments table): what a row says, with the columns that only
// some rows carry (a return's reason and reversed payment, the recording user, the servicing engine's
// key and trace number) empty unless given.
import type { Insertable } from 'kysely';
import type { PaymentType } from '../../../shared/servicing';
import type { PaymentsTable } from '../../db/schema-contracts';

export interface NewPayment extends Partial<Insertable<PaymentsTable>> {
  contract_id: number;
  date: string;
  type: PaymentType;
  amount_cents: number;
  description: string;
  created_on: string;
}

export const paymentValues = (row: NewPayment): Insertable<PaymentsTable> => ({
  returned_on: null,
  return_reason: null,
  return_amount_cents: null,
  returned_payment_id: null,
  created_by: null,
  servicing_key: null,
  trace_number: null,
  ...row,
});
