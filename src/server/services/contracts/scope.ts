// Who may see and change a contract: the permissions must reach its facility (a contract of another
// client's facility is 403 whatever its id), and rights are judged at the contract's own facility.
import { deriveRights, reachesFacility, type RightName, type Rights } from '../../../shared/permissions';
import type { Facility } from '../../../shared/facility';
import type { Db } from '../../db/database';
import type { BankRow, CardRow } from '../../db/schema-contracts';
import { findFacility } from '../../repositories/facilities';
import { contractDataOf, type ContractData } from '../../repositories/contracts/contract-mapping';
import {
  contractPlaceOf,
  findContract,
  type ContractWithClient,
} from '../../repositories/contracts/contracts';
import { banksOf, cardsOf } from '../../repositories/contracts/payment-methods';
import type { Access } from '../access';
import { HttpError, NOT_AUTHORIZED, NOT_FOUND } from '../http-error';

export interface ContractScope {
  row: ContractWithClient;
  data: ContractData;
  facility: Facility;
  banks: BankRow[];
  cards: CardRow[];
  /** The user's rights at the contract's facility. */
  rights: Rights;
}

/** The rights at a facility, or 403 when the user's permissions do not reach it. */
export function rightsAtFacility(access: Access, clientId: number, facilityId: number): Rights {
  if (!reachesFacility(access.permissions, clientId, facilityId)) throw new HttpError(403, NOT_AUTHORIZED);
  return deriveRights({
    hasAccount: access.user !== null,
    multifactorPending: access.multifactorPending,
    termsAccepted: access.termsAccepted,
    permissions: access.permissions,
    clientId,
    facilityId,
  });
}

export function requireRight(rights: Rights, right: RightName): void {
  if (!rights[right]) throw new HttpError(403, NOT_AUTHORIZED);
}

/** A facility the user reaches, with its agreement types and term sheets; 404 when unknown. */
export async function reachedFacility(db: Db, access: Access, facilityId: number) {
  const facility = await findFacility(db, facilityId);
  if (!facility) throw new HttpError(404, NOT_FOUND);
  return { facility, rights: rightsAtFacility(access, facility.client_id, facility.id) };
}

/**
 * The contract's scope. `known`: a facility read earlier in the request (after a save the contract is
 * read again, its facility is not unless the contract moved).
 */
export async function loadContractScope(
  db: Db,
  access: Access,
  id: number,
  known?: Facility,
): Promise<ContractScope> {
  const row = await findContract(db, id);
  if (!row) throw new HttpError(404, NOT_FOUND);
  const rights = rightsAtFacility(access, row.client_id, row.facility_id);
  // Independent reads at once (PostgreSQL: no round trip waits for another; issue 17).
  const [facility, banks, cards] = await Promise.all([
    known?.id === row.facility_id ? known : findFacility(db, row.facility_id),
    banksOf(db, id),
    cardsOf(db, id),
  ]);
  if (!facility) throw new HttpError(404, NOT_FOUND);
  return { row, data: contractDataOf(row), facility, banks, cards, rights };
}

/**
 * The user's rights at a contract's facility, judged as loadContractScope judges them (404 for an
 * unknown contract, 403 outside the user's reach) from one small read instead of the whole scope: for
 * requests that only need to know whether the user may (notes, documents).
 */
export async function contractRights(db: Db, access: Access, id: number): Promise<Rights> {
  const place = await contractPlaceOf(db, id);
  if (!place) throw new HttpError(404, NOT_FOUND);
  return rightsAtFacility(access, place.client_id, place.facility_id);
}
