// POST contract_rewrite (spec §4 Rewrite flow; machines/LIFECYCLE.md "Rewrite"): a live account that
// may be rewritten gets a new INCOMPLETE contract with the customer's details, select or standard.
import { CONTRACT_FIELDS } from '../../repositories/contracts/contract-mapping';
import { contractColumnsOf } from '../../repositories/contracts/contract-mapping';
import { insertContract } from '../../repositories/contracts/contracts';
import type { Access } from '../access';
import { actorOf, type ContractDeps } from './deps';
import { loadContractScope, requireRight } from './scope';
import { planTransition, writeTransition } from './transitions';

const CARRIED_OVER = CONTRACT_FIELDS.filter(
  (f) => f.startsWith('customer_') || f.startsWith('guarantor_') || f.startsWith('client_internal_'),
).concat([
  'source_code',
  'is_new_customer',
  'ebcs_account_number',
  'bad_address',
  'bad_email',
  'bad_home_number',
  'bad_moble_number',
  'bad_work_number',
]);

export async function rewriteContract(
  deps: ContractDeps,
  access: Access,
  body: { contract_id: number; rewrite_as_select_or_standard: 'select' | 'standard' },
): Promise<{ contract_id: number }> {
  const scope = await loadContractScope(deps.db, access, body.contract_id);
  requireRight(scope.rights, 'canCreate');
  const actor = actorOf(access);
  const now = new Date();
  planTransition(scope, { type: 'contract.rewrite', rewrite_id: 0 });
  const id = await deps.db.transaction().execute(async (trx) => {
    const carried = Object.fromEntries(CARRIED_OVER.map((f) => [f, scope.data[f]]));
    const rewriteId = await insertContract(trx, {
      ...contractColumnsOf(carried),
      customer_ssn_encrypted: scope.row.customer_ssn_encrypted,
      customer_ssn_fingerprint: scope.row.customer_ssn_fingerprint,
      facility_id: scope.row.facility_id,
      status: 'INCOMPLETE',
      rewrite_of: scope.row.id,
      is_select: body.rewrite_as_select_or_standard === 'select' ? 1 : 0,
      created_by: actor.userId,
      created_on: now.toISOString(),
      modified_on: now.toISOString(),
    });
    const event = { type: 'contract.rewrite', rewrite_id: rewriteId } as const;
    const next = planTransition(scope, event);
    await writeTransition(trx, scope, next, event, { current_rewrite_id: rewriteId }, actor, now);
    return rewriteId;
  });
  return { contract_id: id };
}
