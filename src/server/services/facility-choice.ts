// Which facilities a user reaches, and the current facility of a session (spec §6: every query is
// scoped to the clients and facilities the user's permissions reach).
import type { Db } from '../db/database';
import { reachesEverything, reachesFacility, type Permission } from '../../shared/permissions';
import { type FacilityPlace, listFacilityPlaces } from '../repositories/facilities';

export async function reachableFacilities(db: Db, permissions: Permission[]): Promise<FacilityPlace[]> {
  if (permissions.length === 0) return [];
  const places = await listFacilityPlaces(db);
  if (reachesEverything(permissions)) return places;
  return places.filter((p) => reachesFacility(permissions, p.client_id, p.id));
}

/** The facility a session starts at: the first one reached, preferring a real practice over the demo. */
export function defaultFacility(places: FacilityPlace[]): FacilityPlace | null {
  return places.find((p) => !p.is_demo) ?? places[0] ?? null;
}

export function placeOf(places: FacilityPlace[], facilityId: number | null): FacilityPlace | null {
  return places.find((p) => p.id === facilityId) ?? null;
}
