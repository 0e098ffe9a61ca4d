// `messaging.deliver`: sends an email or text message through the messaging provider once the
// caller's transaction commits, and tries again while the provider (e.g. the SMTP server) is down.
// The provider itself is unchanged: it writes the outbox row as it does for a direct send.
import type { Db } from '../../db/database';
import type { EmailMessage, MessagingProvider, SmsMessage } from '../../providers/messaging';
import { enqueue } from '../enqueue';
import type { JobHandler } from '../runner';

export const DELIVER_MESSAGE = 'messaging.deliver';

export type QueuedMessage = ({ channel: 'email' } & EmailMessage) | ({ channel: 'sms' } & SmsMessage);

/** Enqueues the message (inside the caller's transaction when `db` is one). */
export function enqueueMessage(db: Db, message: QueuedMessage, options: { dedupeKey?: string } = {}) {
  return enqueue(db, { kind: DELIVER_MESSAGE, payload: message, dedupeKey: options.dedupeKey });
}

function isQueuedMessage(payload: unknown): payload is QueuedMessage {
  if (typeof payload !== 'object' || payload === null) return false;
  const m = payload as Record<string, unknown>;
  if (typeof m.to !== 'string' || typeof m.text !== 'string') return false;
  return m.channel === 'sms' || (m.channel === 'email' && typeof m.subject === 'string');
}

export function deliverMessage(messaging: MessagingProvider): JobHandler {
  return async (payload) => {
    if (!isQueuedMessage(payload)) throw new Error(`${DELIVER_MESSAGE}: the payload is not a message`);
    if (payload.channel === 'email') {
      await messaging.sendEmail({ to: payload.to, subject: payload.subject, text: payload.text });
    } else {
      await messaging.sendSms({ to: payload.to, text: payload.text });
    }
  };
}
