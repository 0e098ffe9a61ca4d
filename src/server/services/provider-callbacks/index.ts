// Provider callbacks (providers/payments/README.md "Callbacks"): an event a provider reports later is
// verified, stored once per (provider, event_id) with a `providers.callback` job in the same
// transaction, and applied by that job. Starts with the card processor's settlement and disputes.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database';
import { enqueue } from '../../jobs/enqueue';

export const APPLY_PROVIDER_EVENT = 'providers.callback';
export const SIGNATURE_HEADER = 'x-payplan-signature';

export const PAYMENTS_EVENT_TYPES = ['charge.settled', 'charge.disputed'] as const;
export type PaymentsEventType = (typeof PAYMENTS_EVENT_TYPES)[number];

/** What the card processor posts (JSON): `{ id, type, data }`. */
export interface PaymentsEvent {
  id: string;
  type: PaymentsEventType;
  data: { transactionId: string; settledOn?: string; reason?: string };
}

/** `sha256=<hex HMAC-SHA256 of the raw body>`, as the processor signs it. */
export function signBody(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

export function signatureMatches(secret: string, rawBody: string, header: unknown): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(signBody(secret, rawBody));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type ParsedEvent = { ok: true; event: PaymentsEvent } | { ok: false; message: string };

/** Checks the shape of a posted event; an unknown type is refused (the processor is told so). */
export function parsePaymentsEvent(body: unknown): ParsedEvent {
  if (typeof body !== 'object' || body === null)
    return { ok: false, message: 'The event is not a JSON object.' };
  const { id, type, data } = body as Record<string, unknown>;
  if (typeof id !== 'string' || !id || id.length > 200) return { ok: false, message: 'The event has no id.' };
  if (typeof type !== 'string' || !(PAYMENTS_EVENT_TYPES as readonly string[]).includes(type)) {
    return { ok: false, message: `Unknown event type: ${String(type).slice(0, 100)}.` };
  }
  if (typeof data !== 'object' || data === null) return { ok: false, message: 'The event has no data.' };
  const { transactionId, settledOn, reason } = data as Record<string, unknown>;
  if (typeof transactionId !== 'string' || !transactionId) {
    return { ok: false, message: 'The event has no transactionId.' };
  }
  if (settledOn !== undefined && typeof settledOn !== 'string') {
    return { ok: false, message: 'settledOn must be a date.' };
  }
  if (reason !== undefined && typeof reason !== 'string')
    return { ok: false, message: 'reason must be text.' };
  return {
    ok: true,
    event: {
      id,
      type: type as PaymentsEventType,
      data: {
        transactionId,
        ...(settledOn === undefined ? {} : { settledOn }),
        ...(reason === undefined ? {} : { reason: reason.slice(0, 500) }),
      },
    },
  };
}

/**
 * Stores the event and enqueues the job that applies it, in one transaction. Returns the new row's id,
 * or null when the provider already sent this event_id (acknowledged and ignored).
 */
export async function receiveProviderEvent(
  db: Db,
  provider: string,
  event: { id: string; type: string; data: unknown },
  now: Date,
  applyAt?: Date,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('provider_events')
      .values({
        provider,
        event_id: event.id,
        type: event.type,
        payload: JSON.stringify(event.data),
        received_on: now.toISOString(),
      })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return null;
    await enqueue(trx, {
      kind: APPLY_PROVIDER_EVENT,
      payload: { provider_event_id: row.id },
      dedupeKey: `${APPLY_PROVIDER_EVENT}:${row.id}`,
      ...(applyAt ? { runAt: applyAt } : {}),
    });
    return row.id;
  });
}

/**
 * The sandbox processor's callbacks (providers/payments/README.md "Callbacks"): each event is stored as
 * if it had been posted, signed, to the callback route, and its job is due `delayMs` later.
 */
export function scheduleProviderEvents(db: Db, provider: string) {
  return (event: { id: string; type: string; data: unknown }, delayMs: number) => {
    const now = new Date();
    return receiveProviderEvent(db, provider, event, now, new Date(now.getTime() + delayMs));
  };
}

/** The contract a charge was made for: its idempotency key starts `contract-<id>-` (services/contracts). */
export function contractIdOfChargeKey(idempotencyKey: string): number | null {
  const match = /^contract-(\d+)-/.exec(idempotencyKey);
  return match ? Number(match[1]) : null;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * Applies one stored event. Already applied: nothing to do. An unknown transaction (or type) is
 * recorded in `error` and the event is marked applied: retrying cannot help.
 */
export async function applyProviderEvent(
  db: Db,
  providerEventId: number,
  now: Date,
): Promise<'applied' | 'skipped' | 'error'> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('provider_events')
      .selectAll()
      .where('id', '=', providerEventId)
      .executeTakeFirst();
    if (!row || row.applied_on !== null) return 'skipped';
    const at = now.toISOString();
    const finish = (error: string | null) =>
      trx.updateTable('provider_events').set({ applied_on: at, error }).where('id', '=', row.id).execute();

    const data = JSON.parse(row.payload) as PaymentsEvent['data'];
    if (row.provider !== 'payments' || !(PAYMENTS_EVENT_TYPES as readonly string[]).includes(row.type)) {
      await finish(`unknown event: ${row.provider} ${row.type}`);
      return 'error';
    }
    const charge = await trx
      .selectFrom('card_charges')
      .selectAll()
      .where('transaction_id', '=', String(data.transactionId))
      .executeTakeFirst();
    if (!charge) {
      await finish(`unknown transaction: ${String(data.transactionId).slice(0, 100)}`);
      return 'error';
    }
    if (row.type === 'charge.settled') {
      await trx
        .updateTable('card_charges')
        .set({ settled_on: data.settledOn ?? at.slice(0, 10) })
        .where('id', '=', charge.id)
        .execute();
    } else {
      const reason = data.reason || 'not given';
      await trx
        .updateTable('card_charges')
        .set({ disputed_on: at, dispute_reason: reason })
        .where('id', '=', charge.id)
        .execute();
      const contractId = contractIdOfChargeKey(charge.idempotency_key);
      const contract =
        contractId === null
          ? undefined
          : await trx.selectFrom('contracts').select('id').where('id', '=', contractId).executeTakeFirst();
      if (contract) {
        await trx
          .insertInto('contract_notes')
          .values({
            contract_id: contract.id,
            user_id: null,
            at,
            text:
              `The customer disputed the card charge of ${dollars(Number(charge.amount_cents))} ` +
              `(card ending ${charge.last4}, transaction ${charge.transaction_id}): ${reason}.`,
          })
          .execute();
      }
    }
    await finish(null);
    return 'applied';
  });
}
