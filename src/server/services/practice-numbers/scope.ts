// The facilities a figure counts (spec §6 scopes, issue 12): `facility_id` narrows to one facility the
// user reaches, `client_id` to the reached facilities of one client, neither to everything reached.
// A facility or client out of reach is a 403, never an empty answer that looks like "no business".
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { narrowedToFacility, reachOf } from '../../resources/reach';
import type { Access } from '../access';
import { HttpError, NOT_AUTHORIZED } from '../http-error';

export interface ScopeParams {
  facility_id?: number;
  client_id?: number;
}

export async function facilitiesInScope(db: Db, access: Access, params: ScopeParams): Promise<number[]> {
  const reach = await reachOf(db, access);
  if (params.facility_id !== undefined) return narrowedToFacility(reach, params.facility_id).facilityIds;
  if (params.client_id === undefined) return reach.facilityIds;
  if (!reach.clientIds.includes(params.client_id)) throw new HttpError(403, NOT_AUTHORIZED);
  const ofClient = await db
    .selectFrom('facilities')
    .select('id')
    .where('client_id', '=', params.client_id)
    .execute();
  return ofClient.map((f) => f.id).filter((id) => reach.facilityIds.includes(id));
}

/** A facility's contract-types setting (a JSON list of numbers); anything else lists none. */
export function parsedList(text: string): number[] {
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.map(Number).filter(Number.isInteger) : [];
  } catch {
    return [];
  }
}

export type ReportContractTypes = 'summary_contract_types' | 'analysis_contract_types';

/**
 * Spec §3: only the facility's remittance/analysis/summary contract types count in those reports.
 * Per facility, the contract types its setting lists (an empty list counts none).
 */
export async function contractTypesOf(
  db: Db,
  facilityIds: number[],
  setting: ReportContractTypes,
): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (facilityIds.length === 0) return out;
  const rows = await db
    .selectFrom('facilities')
    .select(['id', setting])
    .where('id', 'in', facilityIds)
    .execute();
  for (const row of rows) {
    const types = parsedList(String(row[setting] ?? '[]'));
    out.set(row.id, types);
  }
  return out;
}

/** `c.facility_id` / `c.contract_type` within each facility's listed types; facilities sharing a list go together. */
export function ofCountedTypes(types: Map<number, number[]>): Expression<SqlBool> {
  const byList = new Map<string, { facilities: number[]; types: number[] }>();
  for (const [facility, list] of types) {
    if (list.length === 0) continue;
    const key = [...list].sort((a, b) => a - b).join(',');
    const group = byList.get(key) ?? { facilities: [], types: list };
    group.facilities.push(facility);
    byList.set(key, group);
  }
  if (byList.size === 0) return sql<SqlBool>`1 = 0`;
  const parts = [...byList.values()].map(
    (g) =>
      sql<SqlBool>`(c.facility_id in (${sql.join(g.facilities)}) and c.contract_type in (${sql.join(g.types)}))`,
  );
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}
