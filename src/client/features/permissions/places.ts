// The places where an admin may grant access (issue 13): from the session's clients and facilities,
// kept to those where src/shared/permission-grants.ts allows at least one level.
import type { ClientSummary } from '../../../shared/facility';
import { grantableLevels, type PlaceNames } from '../../../shared/permission-grants';
import type { Permission, PermissionLevel } from '../../../shared/permissions';
import type { UserListScope } from '../../../shared/user-admin';

export interface Place {
  key: string;
  label: string;
  client_id: number | null;
  facility_id: number | null;
  levels: PermissionLevel[];
}

export const placeKey = (p: { client_id: number | null; facility_id: number | null }) =>
  `${p.client_id ?? 'all'}:${p.facility_id ?? 'all'}`;

export function grantPlaces(clients: ClientSummary[], mine: Permission[], scope: UserListScope): Place[] {
  const candidates: Omit<Place, 'key' | 'levels'>[] =
    scope === 'ebcs'
      ? [{ label: 'All clients and facilities', client_id: null, facility_id: null }]
      : clients.flatMap((c) => [
          { label: `All ${c.name} facilities`, client_id: c.id, facility_id: null },
          ...c.facilities.map((f) => ({ label: f.name, client_id: c.id, facility_id: f.id })),
        ]);
  return candidates
    .map((p) => ({ ...p, key: placeKey(p), levels: grantableLevels(mine, p, scope === 'ebcs') }))
    .filter((p) => p.levels.length > 0);
}

export function namesOf(clients: ClientSummary[]): PlaceNames {
  return {
    clients: Object.fromEntries(clients.map((c) => [c.id, c.name])),
    facilities: Object.fromEntries(clients.flatMap((c) => c.facilities.map((f) => [f.id, f.name]))),
  };
}
