// `contracts.board`: boards a contract once it is SIGNED (services/contracts/boarding.ts). Enqueued
// in the transaction that makes the contract SIGNED, so a rolled-back signature boards nothing.
import type { Db } from '../../db/database';
import { boardSignedContract } from '../../services/contracts/boarding';
import { enqueue } from '../enqueue';
import type { JobHandler } from '../runner';

export const BOARD_CONTRACT = 'contracts.board';

export function enqueueBoarding(db: Db, contractId: number) {
  return enqueue(db, {
    kind: BOARD_CONTRACT,
    payload: { contract_id: contractId },
    dedupeKey: `${BOARD_CONTRACT}:${contractId}`,
  });
}

function contractIdOf(payload: unknown): number | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const id = (payload as Record<string, unknown>).contract_id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

export function boardContract(): JobHandler {
  return async (payload, ctx) => {
    const contractId = contractIdOf(payload);
    if (contractId === null) throw new Error(`${BOARD_CONTRACT}: the payload has no contract_id`);
    if (!(await boardSignedContract(ctx.db, contractId, ctx.now))) {
      // Already boarded, deleted or never signed: retrying cannot change that.
      ctx.log.info({ contractId }, `${BOARD_CONTRACT}: nothing to board`);
    }
  };
}
