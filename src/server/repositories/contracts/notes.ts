// Notes on a contract (spec §7 note/{contractId}), oldest first, with the author's name.
import type { Db } from '../../db/database';

export async function insertNote(
  db: Db,
  note: { contract_id: number; user_id: number | null; at: string; text: string },
): Promise<number> {
  const { id } = await db.insertInto('contract_notes').values(note).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function notesOf(db: Db, contractId: number) {
  return db
    .selectFrom('contract_notes as n')
    .leftJoin('users as u', 'u.id', 'n.user_id')
    .select(['n.id', 'n.contract_id', 'n.at', 'n.text', 'n.user_id', 'u.first_name', 'u.last_name'])
    .where('n.contract_id', '=', contractId)
    .orderBy('n.at')
    .orderBy('n.id')
    .execute();
}
