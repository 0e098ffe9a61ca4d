// One answer per idempotency key, decided inside the transaction that does the work: the contract row
// is locked first, so a twin request waits, then finds the stored answer; if it got past the lookup
// anyway, the unique (key, scope) index refuses its copy, the whole transaction rolls back, and the
// stored answer is given instead. The key is bound to the request body it was first sent with: another
// body with the same key is refused with 422 (the shared rule, contracts/idempotency.ts). Answers that
// changed nothing (warnings) are not remembered, so the same key can be sent again with ignore_warnings.
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { findIdempotencyRecord, insertIdempotentAnswer } from '../../repositories/contracts/idempotency-keys';
import { rememberedAnswer, requestHash, type IdempotentRequest } from '../contracts/idempotency';
import { lockedContract } from './account-servicing';

export interface Outcome<T> {
  answer: T;
  /** False when nothing was recorded: a retry should be judged afresh. */
  remember: boolean;
}

async function storedAnswer(db: Db, request: IdempotentRequest, hash: string): Promise<unknown> {
  if (!request.key) return undefined;
  const record = await findIdempotencyRecord(db, request.key, request.scope);
  return record ? rememberedAnswer(record, hash) : undefined;
}

export async function onceForContract<T>(
  db: Db,
  contractId: number,
  request: IdempotentRequest,
  work: (trx: Transaction<Database>) => Promise<Outcome<T>>,
): Promise<T> {
  const hash = requestHash(request.body);
  const { key, scope } = request;
  try {
    return await db.transaction().execute(async (trx) => {
      await lockedContract(trx, contractId);
      const known = await storedAnswer(trx, request, hash);
      if (known !== undefined) return known as T;
      const { answer, remember } = await work(trx);
      if (key && remember) {
        await insertIdempotentAnswer(trx, {
          key,
          scope,
          request_hash: hash,
          response: answer,
          now: new Date().toISOString(),
        });
      }
      return answer;
    });
  } catch (error) {
    const known = await storedAnswer(db, request, hash);
    if (known !== undefined) return known as T;
    throw error;
  }
}
