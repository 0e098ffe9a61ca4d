// A request carrying an idempotency key (the `idempotency-key` header or the payload's) is answered
// once: a retry with the same key gets the first answer, so a charge or a submission happens once.
// The key is bound to the request it was first sent with (a hash of the body): sent again with another
// body it is refused with 422 (`rememberedAnswer`, the one place of that rule). Requests racing with one
// key take turns: the first claims the key before doing the work, the others wait (a bounded time) for
// its answer; a failed request gives the key back, so a retry is judged afresh.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import {
  claimIdempotencyKey,
  completeIdempotencyClaim,
  findIdempotencyRecord,
  releaseIdempotencyClaim,
  takeOverIdempotencyClaim,
  type IdempotencyRecord,
} from '../../repositories/contracts/idempotency-keys';
import { maskAccountNumber, maskCardNumber, maskSsn } from '../../security/masks';
import { HttpError } from '../http-error';

export const IDEMPOTENCY_KEY_REUSED = 'This idempotency key was already used for a different request.';
export const IDEMPOTENCY_KEY_BUSY =
  'A request with this idempotency key is still being processed. Please try again in a moment.';

/** How long a twin request waits for the first one's answer before answering 409. */
export const IDEMPOTENCY_WAIT_MS = 20_000;
/** A claim this old without an answer belongs to a request that died: the next request takes it over. */
export const IDEMPOTENCY_STALE_MS = 120_000;

// The hash must not let anyone recover a secret from the table: card, account and social security
// numbers count by their masks (last 4, stored in clear anyway); codes and passwords not at all.
const MASKED: Partial<Record<string, (value: string) => string>> = {
  card_number: maskCardNumber,
  account_number: maskAccountNumber,
  ssn: maskSsn,
  customer_ssn: maskSsn,
  guarantor_ssn: maskSsn,
};
const LEFT_OUT = new Set(['cvc', 'password', 'password2', 'current_password', 'idempotency_key']);

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.keys(value)
    .filter((name) => !LEFT_OUT.has(name))
    .sort()
    .map((name) => {
      const field = (value as Record<string, unknown>)[name];
      const mask = MASKED[name];
      return [name, mask && typeof field === 'string' ? mask(field) : canonical(field)];
    });
  return Object.fromEntries(entries);
}

/** SHA-256 of the body with its keys sorted, the idempotency key left out and secrets masked. */
export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(body ?? null)))
    .digest('hex');
}

/**
 * The stored answer for this request: 422 when the key was first sent with another body; undefined
 * while the first request is still at work. Keys stored before request hashes were kept match any body.
 */
export function rememberedAnswer(record: IdempotencyRecord, hash: string): unknown {
  if (record.request_hash !== null && record.request_hash !== hash) {
    throw new HttpError(422, IDEMPOTENCY_KEY_REUSED);
  }
  return record.completed_on === null ? undefined : (JSON.parse(record.response) as unknown);
}

export interface IdempotentRequest {
  key: string | undefined;
  /** What the key is unique within: the route, the object and the user. */
  scope: string;
  /** The request body, for the hash. */
  body: unknown;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function runClaimed<T>(db: Db, id: number, work: () => Promise<T>): Promise<T> {
  let answer: T;
  try {
    answer = await work();
  } catch (error) {
    await releaseIdempotencyClaim(db, id);
    throw error;
  }
  await completeIdempotencyClaim(db, id, answer, new Date().toISOString());
  return answer;
}

export async function once<T>(db: Db, request: IdempotentRequest, work: () => Promise<T>): Promise<T> {
  const { key, scope } = request;
  if (!key) return work();
  const hash = requestHash(request.body);
  const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
  for (let wait = 20; ; wait = Math.min(wait * 2, 200)) {
    const now = new Date();
    const claimed = await claimIdempotencyKey(db, {
      key,
      scope,
      request_hash: hash,
      created_on: now.toISOString(),
    });
    if (claimed !== undefined) return runClaimed(db, claimed, work);
    const record = await findIdempotencyRecord(db, key, scope);
    // Gone: the first request failed and gave the key back; claim it again.
    if (!record) continue;
    const known = rememberedAnswer(record, hash);
    if (known !== undefined) return known as T;
    const stale = Date.parse(record.created_on) < now.getTime() - IDEMPOTENCY_STALE_MS;
    if (stale && (await takeOverIdempotencyClaim(db, record, now.toISOString()))) {
      return runClaimed(db, record.id, work);
    }
    if (Date.now() + wait > deadline) throw new HttpError(409, IDEMPOTENCY_KEY_BUSY);
    await pause(wait);
  }
}
