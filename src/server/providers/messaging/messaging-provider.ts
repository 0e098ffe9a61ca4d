// Messaging provider (ARCHITECTURE.md: each outside party behind an interface): email and SMS.
// Callers never send directly: they queue the message in their own transaction (`queueMessage` in
// jobs/handlers/messaging-deliver.ts, the transactional outbox) and the `messaging.deliver` job hands
// the outbox row to the provider, which is only the transport.
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** Files sent with it (the adverse action letter's PDF). */
  attachments?: EmailAttachment[];
}

export interface SmsMessage {
  to: string;
  text: string;
}

/** One message as written to the outbox. */
export type OutboxMessage = ({ channel: 'email' } & EmailMessage) | ({ channel: 'sms' } & SmsMessage);

export interface MessagingProvider {
  readonly name: string;
  /** Sends one message now; throws when it could not be sent (the job then tries again). */
  deliver(message: OutboxMessage): Promise<void>;
}

/** One line for the log: who, never what (messages carry sign-in links). */
export type MessagingNotice = (line: string) => void;
