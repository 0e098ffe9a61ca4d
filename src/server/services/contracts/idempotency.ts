// A request carrying an idempotency key (the `idempotency-key` header or the payload's) is answered
// once: a retry with the same key gets the first answer, so a charge or a submission happens once.
import type { Db } from '../../db/database';
import {
  findIdempotentResponse,
  saveIdempotentResponse,
} from '../../repositories/contracts/idempotency-keys';

export async function once<T>(
  db: Db,
  key: string | undefined,
  scope: string,
  work: () => Promise<T>,
): Promise<T> {
  if (!key) return work();
  const known = await findIdempotentResponse(db, key, scope);
  if (known !== undefined) return known as T;
  const response = await work();
  await saveIdempotentResponse(db, { key, scope, response, created_on: new Date().toISOString() });
  return response;
}
