// Notes on a contract and the minimal contract list (spec §7 note/{contractId}, GET contract).
import { fromCents } from '../../../shared/money';
import { reachesEverything, reachesFacility } from '../../../shared/permissions';
import { listContracts, type ContractListQuery } from '../../repositories/contracts/contracts';
import { insertNote, notesOf } from '../../repositories/contracts/notes';
import { listFacilityPlaces } from '../../repositories/facilities';
import type { Access } from '../access';
import { HttpError, NOT_AUTHORIZED } from '../http-error';
import type { ContractDeps } from './deps';
import { loadContractScope, requireRight } from './scope';

export async function contractNotes(deps: ContractDeps, access: Access, contractId: number) {
  await loadContractScope(deps.db, access, contractId);
  const rows = await notesOf(deps.db, contractId);
  return rows.map((n) => ({
    id: n.id,
    contract_id: n.contract_id,
    at: n.at,
    text: n.text,
    user: n.first_name ? `${n.first_name} ${n.last_name}` : null,
  }));
}

export async function addNote(deps: ContractDeps, access: Access, contractId: number, text: string) {
  const scope = await loadContractScope(deps.db, access, contractId);
  requireRight(scope.rights, 'canEdit');
  await insertNote(deps.db, {
    contract_id: contractId,
    user_id: access.user?.id ?? null,
    at: new Date().toISOString(),
    text,
  });
  return contractNotes(deps, access, contractId);
}

export interface ListRequest {
  facility_id?: number;
  status?: string;
  limit: number;
  orderby?: string;
}

const ORDERABLE = ['created_on', 'modified_on', 'customer_last_name', 'id'] as const;

/** The facilities a list may show: the one asked for (403 when not reached) or all the user reaches. */
async function listedFacilities(
  deps: ContractDeps,
  access: Access,
  facilityId?: number,
): Promise<number[] | null> {
  const places = await listFacilityPlaces(deps.db);
  if (facilityId !== undefined) {
    const place = places.find((p) => p.id === facilityId);
    if (!place || !reachesFacility(access.permissions, place.client_id, place.id)) {
      throw new HttpError(403, NOT_AUTHORIZED);
    }
    return [facilityId];
  }
  if (reachesEverything(access.permissions)) return null;
  return places.filter((p) => reachesFacility(access.permissions, p.client_id, p.id)).map((p) => p.id);
}

export async function contractList(deps: ContractDeps, access: Access, q: ListRequest) {
  const desc = q.orderby?.startsWith('-') ?? true;
  const name = q.orderby?.replace(/^-/, '') ?? 'created_on';
  const column = (ORDERABLE as readonly string[]).includes(name)
    ? (name as ContractListQuery['orderBy']['column'])
    : 'created_on';
  const deleted = q.status === 'deleted';
  const { count, rows } = await listContracts(deps.db, {
    facilityIds: await listedFacilities(deps, access, q.facility_id),
    status: deleted ? undefined : q.status,
    deleted,
    limit: q.limit,
    orderBy: { column, desc: q.orderby === undefined ? true : desc },
  });
  return {
    count,
    rows: rows.map(({ cash_price_cents, ...r }) => ({
      ...r,
      is_deleted: r.is_deleted === 1,
      is_select: r.is_select === 1,
      cash_price: cash_price_cents === null ? null : fromCents(Number(cash_price_cents)).toNumber(),
    })),
  };
}
