// Shared setup of the payments tests: the demo accounts by last name, and counts of what was recorded.
import type { Db } from '../../../src/server/db/database';

export async function contractIdOf(db: Db, lastName: string): Promise<number> {
  const row = await db
    .selectFrom('contracts')
    .select('id')
    .where('customer_last_name', '=', lastName)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function paymentCount(db: Db, contractId: number): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('contract_id', '=', contractId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface HistoryRow {
  id: number;
  date: string;
  type: string;
  description: string | null;
  payment_amount: number | null;
  fee_amount: number | null;
  return_amount: number | null;
  return_reason: string | null;
  balance: number;
}

/** Dollars to cents, so sums in the tests are exact too. */
export const cents = (dollars: number | null) => Math.round((dollars ?? 0) * 100);
