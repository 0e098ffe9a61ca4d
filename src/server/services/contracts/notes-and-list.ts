// Notes on a contract (spec §7 note/{contractId}).
import { insertNote, notesOf } from '../../repositories/contracts/notes';
import type { Access } from '../access';
import type { ContractDeps } from './deps';
import { loadContractScope, requireRight } from './scope';

export async function contractNotes(deps: ContractDeps, access: Access, contractId: number) {
  await loadContractScope(deps.db, access, contractId);
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
  const scope = await loadContractScope(deps.db, access, contractId);
  requireRight(scope.rights, 'canEdit');
  await insertNote(deps.db, {
    contract_id: contractId,
    user_id: access.user?.id ?? null,
    at: new Date().toISOString(),
    text,
  });
  return contractNotes(deps, access, contractId);
}
