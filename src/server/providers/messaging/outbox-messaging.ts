// The default provider: messages go to the outbox table, where developers, tests and internal
// admins (GET /api/outbox) read them. Nothing leaves the machine.
import type { Db } from '../../db/database';
import { insertOutboxMessage } from '../../repositories/outbox';
import type { EmailMessage, MessagingNotice, MessagingProvider, SmsMessage } from './messaging-provider';

export class OutboxMessaging implements MessagingProvider {
  readonly name = 'outbox';

  constructor(
    private readonly db: Db,
    private readonly notice: MessagingNotice,
  ) {}

  async sendEmail(message: EmailMessage): Promise<void> {
    const now = new Date().toISOString();
    await insertOutboxMessage(this.db, {
      channel: 'email',
      to: message.to,
      subject: message.subject,
      body: message.text,
      status: 'queued',
      createdOn: now,
      sentOn: null,
    });
    this.notice(`Email to ${message.to} written to the outbox`);
  }

  async sendSms(message: SmsMessage): Promise<void> {
    const now = new Date().toISOString();
    await insertOutboxMessage(this.db, {
      channel: 'sms',
      to: message.to,
      subject: null,
      body: message.text,
      status: 'queued',
      createdOn: now,
      sentOn: null,
    });
    this.notice(`Text message to ${message.to} written to the outbox`);
  }
}
