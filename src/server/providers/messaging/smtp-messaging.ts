// Email through an SMTP server (SMTP_URL, e.g. smtp://user:pass@mail.example:587). Text messages have
// no gateway yet, so they stay in the outbox. Every email is also recorded in the outbox as sent.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/database';
import { insertOutboxMessage } from '../../repositories/outbox';
import { PRODUCT } from '../../../shared/product';
import type { EmailMessage, MessagingNotice, MessagingProvider, SmsMessage } from './messaging-provider';
import { OutboxMessaging } from './outbox-messaging';

export class SmtpMessaging implements MessagingProvider {
  readonly name = 'smtp';
  private readonly transport: Transporter;
  private readonly sms: OutboxMessaging;

  constructor(
    private readonly db: Db,
    smtpUrl: string,
    private readonly notice: MessagingNotice,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
    this.sms = new OutboxMessaging(db, notice);
  }

  async sendEmail(message: EmailMessage): Promise<void> {
    const createdOn = new Date().toISOString();
    await this.transport.sendMail({
      from: `${PRODUCT.shortName} <${PRODUCT.supportEmail}>`,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
    await insertOutboxMessage(this.db, {
      channel: 'email',
      to: message.to,
      subject: message.subject,
      body: message.text,
      status: 'sent',
      createdOn,
      sentOn: new Date().toISOString(),
    });
    this.notice(`Email to ${message.to} sent by SMTP`);
  }

  sendSms(message: SmsMessage): Promise<void> {
    return this.sms.sendSms(message);
  }
}
