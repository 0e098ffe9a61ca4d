// Contract rows: find and insert (the list is the generic resource API's, resources/contract.ts).
import type { Db } from '../../db/database';
import type { ContractRow, NewContract } from '../../db/schema-contracts';

export interface ContractWithClient extends ContractRow {
  client_id: number;
}

export async function findContract(db: Db, id: number): Promise<ContractWithClient | undefined> {
  return db
    .selectFrom('contracts as c')
    .innerJoin('facilities as f', 'f.id', 'c.facility_id')
    .selectAll('c')
    .select('f.client_id')
    .where('c.id', '=', id)
    .executeTakeFirst();
}

/** A contract's facility and client (whose rights apply to it); undefined when unknown. */
export async function contractPlaceOf(
  db: Db,
  id: number,
): Promise<{ facility_id: number; client_id: number } | undefined> {
  return db
    .selectFrom('contracts as c')
    .innerJoin('facilities as f', 'f.id', 'c.facility_id')
    .select(['c.facility_id', 'f.client_id'])
    .where('c.id', '=', id)
    .executeTakeFirst();
}

export async function insertContract(db: Db, values: NewContract): Promise<number> {
  const { id } = await db.insertInto('contracts').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The status of a contract's current rewrite (spec §3 Contract view extras). */
export async function contractStatusOf(db: Db, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const row = await db.selectFrom('contracts').select('status').where('id', '=', id).executeTakeFirst();
  return row?.status ?? null;
}
