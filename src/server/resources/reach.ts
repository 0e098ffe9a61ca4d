// The facilities and clients a user's permissions reach (spec §6): the scope of every resource query.
import { sql } from 'kysely';
import { reachesEverything, reachesFacility } from '../../shared/permissions';
import type { Db } from '../db/database';
import { listFacilityPlaces } from '../repositories/facilities';
import type { Access } from '../services/access';
import { HttpError, NOT_AUTHORIZED } from '../services/http-error';
import type { AnyQuery } from './resource';

export interface Reach {
  /** Internal admins and all-level users: nothing to narrow. */
  everything: boolean;
  facilityIds: number[];
  clientIds: number[];
}

export async function reachOf(db: Db, access: Access): Promise<Reach> {
  // The request's access carries every facility's client (read with the session); else read them.
  const places = access.facilities ?? (await listFacilityPlaces(db));
  const reached = places.filter((p) => reachesFacility(access.permissions, p.client_id, p.id));
  return {
    everything: reachesEverything(access.permissions),
    facilityIds: reached.map((p) => p.id),
    clientIds: [...new Set(reached.map((p) => p.client_id))],
  };
}

/** `facility_id=`: one facility the user reaches (403 otherwise), as a narrower reach. */
export function narrowedToFacility(reach: Reach, facilityId: number): Reach {
  if (!reach.facilityIds.includes(facilityId)) throw new HttpError(403, NOT_AUTHORIZED);
  return { everything: false, facilityIds: [facilityId], clientIds: reach.clientIds };
}

/** Rows whose column is one of the reached ids; none at all when nothing is reached. */
export function scopedTo(q: AnyQuery, column: string, ids: number[], everything: boolean): AnyQuery {
  if (everything) return q;
  if (ids.length === 0) return q.where(sql<boolean>`1 = 0`);
  return q.where(sql.ref(column), 'in', ids);
}
