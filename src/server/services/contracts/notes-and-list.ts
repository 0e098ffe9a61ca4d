// Notes on a contract (spec §7 note/{contractId}).
import { insertNote, notesOf } from '../../repositories/contracts/notes';
import type { Access } from '../access';
import type { ContractDeps } from './deps';
import { contractRights, requireRight } from './scope';

export async function contractNotes(deps: ContractDeps, access: Access, contractId: number) {
  await contractRights(deps.db, access, contractId);
  return notesView(deps, contractId);
}

async function notesView(deps: ContractDeps, contractId: number) {
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
  requireRight(await contractRights(deps.db, access, contractId), 'canEdit');
  await insertNote(deps.db, {
    contract_id: contractId,
    user_id: access.user?.id ?? null,
    at: new Date().toISOString(),
    text,
  });
  return notesView(deps, contractId);
}
