import type { Db } from '../../db/database';
import type { MessagingNotice, MessagingProvider } from './messaging-provider';
import { SandboxMessaging } from './sandbox-messaging';
import { SmtpMessaging } from './smtp-messaging';

export type { EmailMessage, MessagingProvider, OutboxMessage, SmsMessage } from './messaging-provider';
export { SandboxMessaging } from './sandbox-messaging';

/** The transport the `messaging.deliver` job sends through: SMTP with `SMTP_URL`, else the sandbox.
 * (`db` is unused since messages are queued by the callers' transactions; kept for the callers.) */
export function createMessagingProvider(
  _db: Db,
  smtpUrl: string | null,
  notice: MessagingNotice,
): MessagingProvider {
  return smtpUrl ? new SmtpMessaging(smtpUrl, notice) : new SandboxMessaging(notice);
}
