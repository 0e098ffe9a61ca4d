// Every change of a contract goes through here: the lifecycle machine says whether the action is
// accepted (409 naming the status and the action when not), the row changes only if nobody changed it
// since it was read (409 otherwise), and each status or CSR status change writes a history row
// (machines/LIFECYCLE.md History rule). The effects a transition runs are the ones the chart names on
// it (LIFECYCLE_EFFECTS), performed here in the same transaction: no service decides them itself.
import type { LifecycleEffect } from '../../../../machines/contract-lifecycle.machine';
import { nextContractState, type NextContractState } from '../../../../machines/contract-state';
import type { LifecycleEvent } from '../../../../machines/contract-lifecycle.types';
import { businessToday } from '../../../shared/calendar';
import type { Db } from '../../db/database';
import type { ContractUpdate } from '../../db/schema-contracts';
import { disableSentLinks } from '../../repositories/contracts/customer-links';
import { insertStatusHistory } from '../../repositories/contracts/status-history';
import { HttpError } from '../http-error';
import { lifecycleContractOf } from './lifecycle-contract';
import type { ContractScope } from './scope';

export const STALE_COPY = 'This contract was changed by someone else. Reload it to see their changes.';

export interface Actor {
  userId: number | null;
  impersonatorId: number | null;
}

export function refusal(scope: Pick<ContractScope, 'data'>, action: string): HttpError {
  const status = `${String(scope.data.status)}${scope.data.is_deleted === true ? ' (deleted)' : ''}`;
  return new HttpError(409, `A contract in status ${status} cannot take the action ${action}.`);
}

/** Where the event leads, or 409 when the lifecycle refuses it. */
export function planTransition(scope: ContractScope, event: LifecycleEvent): NextContractState {
  const next = nextContractState(lifecycleContractOf(scope, businessToday()), event);
  if (next === null) throw refusal(scope, event.type);
  return next;
}

/** A modified_on later than the last one, even within the same millisecond. */
export function nextModifiedOn(previous: string | null, now: Date): string {
  const at = now.toISOString();
  if (previous === null || at > previous) return at;
  return new Date(Date.parse(previous) + 1).toISOString();
}

/** Stale-copy check: the payload's modified_on must be the stored one (optimistic concurrency). */
export function assertCurrent(scope: ContractScope, modifiedOn: unknown): void {
  if (modifiedOn !== scope.row.modified_on) throw new HttpError(409, STALE_COPY);
}

/** Writes the row only if it is still the version read; returns the new modified_on. */
export async function writeContract(
  trx: Db,
  scope: ContractScope,
  changes: ContractUpdate,
  now: Date,
): Promise<string> {
  const modified_on = nextModifiedOn(scope.row.modified_on, now);
  const result = await trx
    .updateTable('contracts')
    .set({ ...changes, modified_on })
    .where('id', '=', scope.row.id)
    .where('modified_on', '=', scope.row.modified_on)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new HttpError(409, STALE_COPY);
  return modified_on;
}

const ALWAYS_RECORDED = new Set(['contract.delete', 'UNDELETE']);

/** How the server performs each effect the lifecycle chart names (machines/contract-lifecycle.machine.ts). */
const EFFECTS: Record<LifecycleEffect, (trx: Db, scope: ContractScope, now: Date) => Promise<void>> = {
  disableSentLinks: (trx, scope, now) => disableSentLinks(trx, scope.row.id, now.toISOString()),
};

/** Applies a planned transition with the action's own changes and the chart's effects, and records it. */
export async function writeTransition(
  trx: Db,
  scope: ContractScope,
  next: NextContractState,
  event: LifecycleEvent,
  changes: ContractUpdate,
  actor: Actor,
  now: Date,
): Promise<void> {
  const from = { status: String(scope.data.status), csr: (scope.data.csr_status as string | null) ?? null };
  const to = { status: next.status, csr: next.context.csr_status };
  await writeContract(
    trx,
    scope,
    {
      ...changes,
      status: to.status,
      is_deleted: next.is_deleted ? 1 : 0,
      csr_status: to.csr,
      csr_skipped: next.context.csr_skipped ? 1 : 0,
    },
    now,
  );
  for (const effect of next.effects) await EFFECTS[effect](trx, scope, now);
  if (from.status === to.status && from.csr === to.csr && !ALWAYS_RECORDED.has(event.type)) return;
  await insertStatusHistory(trx, {
    contract_id: scope.row.id,
    user_id: actor.userId,
    impersonator_id: actor.impersonatorId,
    at: now.toISOString(),
    from_status: from.status,
    to_status: to.status,
    from_csr_status: from.csr,
    to_csr_status: to.csr,
    action: event.type,
  });
}
