// The transactional outbox. `queueMessage(trx, message)` writes the outbox row (status 'queued') and
// a `messaging.deliver` job for it in the caller's transaction: a rolled-back change never sends its
// message, a committed one always gets delivered. The job hands the row to the messaging provider
// (SMTP, or the sandbox transport that delivers nowhere), marks it sent, and throws while the
// provider fails so the runner tries again with backoff. A row already sent is left alone.
import type { Db } from '../../db/database';
import type { MessagingProvider, OutboxMessage } from '../../providers/messaging';
import { insertOutboxMessage, markOutboxSent, outboxMessageById } from '../../repositories/outbox';
import { enqueue } from '../enqueue';
import type { JobHandler } from '../runner';

export const DELIVER_MESSAGE = 'messaging.deliver';

export type QueuedMessage = OutboxMessage;

/** Queues the message: the outbox row and its delivery job, inside `db` when it is a transaction.
 * Returns the outbox row's id. */
export async function queueMessage(db: Db, message: QueuedMessage, now: Date = new Date()): Promise<number> {
  const outboxId = await insertOutboxMessage(db, {
    channel: message.channel,
    to: message.to,
    subject: message.channel === 'email' ? message.subject : null,
    body: message.text,
    status: 'queued',
    createdOn: now.toISOString(),
    sentOn: null,
  });
  await enqueue(
    db,
    { kind: DELIVER_MESSAGE, payload: { outbox_id: outboxId }, dedupeKey: `${DELIVER_MESSAGE}:${outboxId}` },
    now,
  );
  return outboxId;
}

function outboxIdOf(payload: unknown): number | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const id = (payload as Record<string, unknown>).outbox_id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

export function deliverMessage(messaging: MessagingProvider): JobHandler {
  return async (payload, ctx) => {
    const id = outboxIdOf(payload);
    if (id === null) throw new Error(`${DELIVER_MESSAGE}: the payload has no outbox_id`);
    const row = await outboxMessageById(ctx.db, id);
    if (!row) {
      ctx.log.warn({ outboxId: id }, 'The queued message no longer exists');
      return;
    }
    if (row.status !== 'queued') return; // already sent (a second run of the job)
    const message: OutboxMessage =
      row.channel === 'email'
        ? { channel: 'email', to: row.to_address, subject: row.subject ?? '', text: row.body }
        : { channel: 'sms', to: row.to_address, text: row.body };
    await messaging.deliver(message);
    await markOutboxSent(ctx.db, id, new Date().toISOString());
  };
}
