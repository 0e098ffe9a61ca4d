// Whose rows a report reads (spec §6 canViewReports, issue 12 scope): the facilities at which the user
// may view reports — facility admin there, or client or internal admin above it — narrowed by the
// request to one facility (`facility_id=`) or to one client's facilities (`client_id=`).
import { deriveRights, reachesEverything } from '../../shared/permissions';
import type { Db } from '../db/database';
import { listFacilityPlaces } from '../repositories/facilities';
import type { Reach } from '../resources/reach';
import type { Access } from '../services/access';
import { HttpError, NOT_AUTHORIZED } from '../services/http-error';

/** The facilities whose reports the user may view (the rights derived at each facility, spec §6). */
export async function reportReachOf(db: Db, access: Access): Promise<Reach> {
  const places = await listFacilityPlaces(db);
  const reached = places.filter(
    (p) =>
      deriveRights({
        hasAccount: true,
        multifactorPending: false,
        termsAccepted: true,
        permissions: access.permissions,
        clientId: p.client_id,
        facilityId: p.id,
      }).canViewReports,
  );
  return {
    everything: reachesEverything(access.permissions) && reached.length === places.length,
    facilityIds: reached.map((p) => p.id),
    clientIds: [...new Set(reached.map((p) => p.client_id))],
  };
}

/** One facility, or every reached facility of one client: 403 when the user views none of it. */
export async function narrowedReach(
  db: Db,
  reach: Reach,
  { facilityId, clientId }: { facilityId?: number; clientId?: number },
): Promise<Reach> {
  let ids = reach.facilityIds;
  if (clientId !== undefined) {
    const ofClient = new Set(
      (await listFacilityPlaces(db)).filter((p) => p.client_id === clientId).map((p) => p.id),
    );
    ids = ids.filter((id) => ofClient.has(id));
    if (!reach.clientIds.includes(clientId)) throw new HttpError(403, NOT_AUTHORIZED);
  }
  if (facilityId !== undefined) {
    if (!ids.includes(facilityId)) throw new HttpError(403, NOT_AUTHORIZED);
    ids = [facilityId];
  }
  const narrowed = facilityId !== undefined || clientId !== undefined;
  return { everything: reach.everything && !narrowed, facilityIds: ids, clientIds: reach.clientIds };
}
