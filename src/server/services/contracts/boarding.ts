// Boarding (machines/LIFECYCLE.md "Boarding"): the servicer takes a SIGNED contract on, gives it an
// account number and sets processed_on; the contract becomes ACTIVE. Done here as the servicer's
// sandbox would, by the `contracts.board` job; safe to run again.
import { deriveRights } from '../../../shared/permissions';
import type { Db } from '../../db/database';
import { findFacility } from '../../repositories/facilities';
import { contractDataOf } from '../../repositories/contracts/contract-mapping';
import { findContract } from '../../repositories/contracts/contracts';
import { banksOf, cardsOf } from '../../repositories/contracts/payment-methods';
import type { ContractScope } from './scope';
import { planTransition, writeTransition, type Actor } from './transitions';

/** The servicer acts for nobody logged in: history rows name no user. */
export const SERVICER: Actor = { userId: null, impersonatorId: null };

/** The servicer's account number for a contract: the same every time for the same contract. */
export function ebcsAccountNumber(contractId: number): string {
  return `EB${String(contractId).padStart(8, '0')}`;
}

export async function servicerScope(db: Db, contractId: number): Promise<ContractScope | null> {
  const row = await findContract(db, contractId);
  const facility = row ? await findFacility(db, row.facility_id) : undefined;
  if (!row || !facility) return null;
  const [banks, cards] = await Promise.all([banksOf(db, row.id), cardsOf(db, row.id)]);
  // The servicer holds no rights of spec §6; the lifecycle alone decides whether boarding applies.
  const rights = deriveRights({
    hasAccount: false,
    multifactorPending: false,
    termsAccepted: false,
    permissions: [],
    clientId: row.client_id,
    facilityId: row.facility_id,
  });
  return { row, data: contractDataOf(row), facility, banks, cards, rights };
}

/** Boards a SIGNED contract; true when it did, false when there was nothing to board. */
export async function boardSignedContract(db: Db, contractId: number, now: Date): Promise<boolean> {
  const scope = await servicerScope(db, contractId);
  if (!scope || scope.row.is_deleted === 1 || scope.data.status !== 'SIGNED') return false;
  const event = { type: 'servicer.boarded' } as const;
  const next = planTransition(scope, event);
  const changes = {
    ebcs_account_number: scope.row.ebcs_account_number ?? ebcsAccountNumber(contractId),
    processed_on: now.toISOString(),
  };
  await db.transaction().execute(async (trx) => {
    await writeTransition(trx, scope, next, event, changes, SERVICER, now);
  });
  return true;
}
