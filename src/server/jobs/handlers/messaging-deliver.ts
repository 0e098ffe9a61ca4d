// The transactional outbox. `queueMessage(trx, message)` writes the outbox row (status 'queued') and
// a `messaging.deliver` job for it in the caller's transaction: a rolled-back change never sends its
// message, a committed one always gets delivered. The job hands the row to the messaging provider
// (SMTP, or the sandbox transport that delivers nowhere), marks it sent, and throws while the
// provider fails so the runner tries again with backoff. A row already sent is left alone. An email's
// attachment is a PDF already in document storage (outbox.attachment_key), read when it is sent. A
// 'letter' row is mail: it waits in the outbox, queued, for the practice's mailing (no job; issue 15).
import type { Db } from '../../db/database';
import type { MessagingProvider, OutboxMessage } from '../../providers/messaging';
import type { DocumentStorage } from '../../providers/storage';
import { insertOutboxMessage, markOutboxSent, outboxMessageById } from '../../repositories/outbox';
import { enqueue } from '../enqueue';
import type { JobHandler } from '../runner';

export const DELIVER_MESSAGE = 'messaging.deliver';

/** A PDF in document storage, sent with an email or kept with a letter. */
export interface StoredAttachment {
  key: string;
  filename: string;
}

export type QueuedMessage =
  | { channel: 'email'; to: string; subject: string; text: string; attachment?: StoredAttachment }
  | { channel: 'sms'; to: string; text: string }
  | { channel: 'letter'; to: string; subject: string; text: string; attachment?: StoredAttachment };

/** Queues the message: the outbox row and its delivery job, inside `db` when it is a transaction.
 * Returns the outbox row's id. */
export async function queueMessage(db: Db, message: QueuedMessage, now: Date = new Date()): Promise<number> {
  const outboxId = await insertOutboxMessage(db, {
    channel: message.channel,
    to: message.to,
    subject: message.channel === 'sms' ? null : message.subject,
    body: message.text,
    status: 'queued',
    createdOn: now.toISOString(),
    sentOn: null,
    attachment: message.channel === 'sms' ? null : (message.attachment ?? null),
  });
  if (message.channel === 'letter') return outboxId;
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

async function attachmentsOf(storage: DocumentStorage, key: string | null, filename: string | null) {
  if (key === null) return undefined;
  const content = await storage.get(key);
  // Kept until it is there: a message never goes out without the document it promises.
  if (content === null) throw new Error(`${DELIVER_MESSAGE}: the attachment is not in document storage`);
  return [{ filename: filename ?? 'document.pdf', contentType: 'application/pdf', content }];
}

export function deliverMessage(messaging: MessagingProvider, storage: DocumentStorage): JobHandler {
  return async (payload, ctx) => {
    const id = outboxIdOf(payload);
    if (id === null) throw new Error(`${DELIVER_MESSAGE}: the payload has no outbox_id`);
    const row = await outboxMessageById(ctx.db, id);
    if (!row) {
      ctx.log.warn({ outboxId: id }, 'The queued message no longer exists');
      return;
    }
    if (row.status !== 'queued' || row.channel === 'letter') return; // already sent, or mail
    const message: OutboxMessage =
      row.channel === 'email'
        ? {
            channel: 'email',
            to: row.to_address,
            subject: row.subject ?? '',
            text: row.body,
            attachments: await attachmentsOf(storage, row.attachment_key, row.attachment_filename),
          }
        : { channel: 'sms', to: row.to_address, text: row.body };
    await messaging.deliver(message);
    await markOutboxSent(ctx.db, id, new Date().toISOString());
  };
}
