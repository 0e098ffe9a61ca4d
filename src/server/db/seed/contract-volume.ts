// A practice's worth of history at Riverside (filled in by the contract list work).
import type { Transaction } from 'kysely';
import type { Database } from '../schema';

export async function seedContractVolume(
  _trx: Transaction<Database>,
  _facilityIds: Record<string, number>,
  _encryptionKey: string,
  _now: string,
): Promise<void> {}
