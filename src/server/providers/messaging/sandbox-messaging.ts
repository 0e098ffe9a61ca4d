// The default transport: delivers nowhere. The message stays readable in the outbox table, where
// developers, tests and internal admins (GET /api/outbox) read it. Nothing leaves the machine.
import type { MessagingNotice, MessagingProvider, OutboxMessage } from './messaging-provider';

export class SandboxMessaging implements MessagingProvider {
  readonly name = 'sandbox';

  constructor(private readonly notice: MessagingNotice) {}

  deliver(message: OutboxMessage): Promise<void> {
    const what = message.channel === 'email' ? 'Email' : 'Text message';
    const files = message.channel === 'email' ? (message.attachments ?? []).length : 0;
    const attached = files > 0 ? ` with ${files} attachment${files > 1 ? 's' : ''}` : '';
    this.notice(`${what} to ${message.to}${attached} kept in the outbox (sandbox)`);
    return Promise.resolve();
  }
}
