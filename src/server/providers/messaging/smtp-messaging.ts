// Email through an SMTP server (SMTP_URL, e.g. smtp://user:pass@mail.example:587). Text messages have
// no gateway yet, so they go to the sandbox transport (kept in the outbox only).
import nodemailer, { type Transporter } from 'nodemailer';
import { PRODUCT } from '../../../shared/product';
import type { MessagingNotice, MessagingProvider, OutboxMessage } from './messaging-provider';
import { SandboxMessaging } from './sandbox-messaging';

export class SmtpMessaging implements MessagingProvider {
  readonly name = 'smtp';
  private readonly transport: Transporter;
  private readonly sms: SandboxMessaging;

  constructor(
    smtpUrl: string,
    private readonly notice: MessagingNotice,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
    this.sms = new SandboxMessaging(notice);
  }

  async deliver(message: OutboxMessage): Promise<void> {
    if (message.channel === 'sms') return this.sms.deliver(message);
    await this.transport.sendMail({
      from: `${PRODUCT.shortName} <${PRODUCT.supportEmail}>`,
      to: message.to,
      subject: message.subject,
      text: message.text,
      attachments: (message.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.content),
      })),
    });
    this.notice(`Email to ${message.to} sent by SMTP`);
  }
}
