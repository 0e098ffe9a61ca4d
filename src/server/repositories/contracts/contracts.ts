// Contract rows: find, insert, update and list, always within the facilities the caller names.
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

export interface ContractListQuery {
  /** null: every facility (the caller reaches everything). */
  facilityIds: number[] | null;
  status?: string;
  deleted: boolean;
  limit: number;
  orderBy: { column: 'created_on' | 'modified_on' | 'customer_last_name' | 'id'; desc: boolean };
}

const LIST_COLUMNS = [
  'id',
  'facility_id',
  'status',
  'csr_status',
  'is_deleted',
  'is_select',
  'customer_first_name',
  'customer_last_name',
  'agreement_code',
  'agreement_date',
  'cash_price_cents',
  'ebcs_account_number',
  'created_on',
  'modified_on',
] as const;

export async function listContracts(db: Db, q: ContractListQuery) {
  let query = db
    .selectFrom('contracts')
    .select(LIST_COLUMNS)
    .where('is_deleted', '=', q.deleted ? 1 : 0);
  if (q.facilityIds !== null) {
    if (q.facilityIds.length === 0) return { count: 0, rows: [] };
    query = query.where('facility_id', 'in', q.facilityIds);
  }
  if (q.status) query = query.where('status', '=', q.status);
  const counted = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .orderBy(q.orderBy.column, q.orderBy.desc ? 'desc' : 'asc')
    .orderBy('id', 'desc')
    .limit(q.limit)
    .execute();
  return { count: Number(counted.n), rows };
}
