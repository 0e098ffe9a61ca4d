// One answer per idempotency key, decided inside the transaction that does the work: the contract row
// is locked first, so a twin request waits, then finds the stored answer; if it got past the lookup
// anyway, the unique (key, scope) index refuses its copy, the whole transaction rolls back, and the
// stored answer is given instead. Answers that changed nothing (warnings) are not remembered, so the
// same key can be sent again with ignore_warnings.
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { findIdempotentResponse } from '../../repositories/contracts/idempotency-keys';
import { lockedContract } from './account-servicing';

export interface Outcome<T> {
  answer: T;
  /** False when nothing was recorded: a retry should be judged afresh. */
  remember: boolean;
}

export async function onceForContract<T>(
  db: Db,
  contractId: number,
  key: string | undefined,
  scope: string,
  work: (trx: Transaction<Database>) => Promise<Outcome<T>>,
): Promise<T> {
  try {
    return await db.transaction().execute(async (trx) => {
      await lockedContract(trx, contractId);
      const known = key ? await findIdempotentResponse(trx, key, scope) : undefined;
      if (known !== undefined) return known as T;
      const { answer, remember } = await work(trx);
      if (key && remember) {
        await trx
          .insertInto('idempotency_keys')
          .values({ key, scope, response: JSON.stringify(answer), created_on: new Date().toISOString() })
          .execute();
      }
      return answer;
    });
  } catch (error) {
    const known = key ? await findIdempotentResponse(db, key, scope) : undefined;
    if (known !== undefined) return known as T;
    throw error;
  }
}
