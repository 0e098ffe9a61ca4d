import type { Db } from '../../db/database';
import type { MessagingNotice, MessagingProvider } from './messaging-provider';
import { OutboxMessaging } from './outbox-messaging';
import { SmtpMessaging } from './smtp-messaging';

export type { EmailMessage, MessagingProvider, SmsMessage } from './messaging-provider';

export function createMessagingProvider(
  db: Db,
  smtpUrl: string | null,
  notice: MessagingNotice,
): MessagingProvider {
  return smtpUrl ? new SmtpMessaging(db, smtpUrl, notice) : new OutboxMessaging(db, notice);
}
