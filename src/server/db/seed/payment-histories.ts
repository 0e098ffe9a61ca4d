// Payment histories of the live demo accounts (filled in by the payments work).
import type { Transaction } from 'kysely';
import type { Database } from '../schema';

export async function seedPaymentHistories(_trx: Transaction<Database>, _now: string): Promise<void> {}
