// One row per status or CSR status change (machines/LIFECYCLE.md History rule).
import type { Db } from '../../db/database';
import type { ContractStatusHistoryTable } from '../../db/schema-contracts';

export type NewStatusHistory = Omit<ContractStatusHistoryTable, 'id'>;

export async function insertStatusHistory(db: Db, row: NewStatusHistory): Promise<void> {
  await db.insertInto('contract_status_history').values(row).execute();
}

/** Who last took the action (rejected_by, deleted_by of spec §3 Contract view extras). */
export async function lastActorOf(db: Db, contractId: number, action: string): Promise<string | null> {
  const row = await db
    .selectFrom('contract_status_history as h')
    .innerJoin('users as u', 'u.id', 'h.user_id')
    .select(['u.first_name', 'u.last_name'])
    .where('h.contract_id', '=', contractId)
    .where('h.action', '=', action)
    .orderBy('h.id', 'desc')
    .executeTakeFirst();
  return row ? `${row.first_name} ${row.last_name}` : null;
}
