// The outbox (issue 15, issue 12's grid): every email, SMS and letter the messaging provider sent or
// queued, for internal admins only (spec §6: nobody else reads what was sent to a customer or user).
// GET /api/crud/outbox pages, counts, sorts, searches and exports it like every resource;
// GET /api/outbox stays the developers' and tests' short read of the newest messages to a recipient.
import { sql } from 'kysely';
import { recipientMatches } from '../repositories/outbox';
import { containsText } from './search';
import { field } from './fields';
import type { Resource } from './resource';

/** When the provider sent the message, or queued it when it is not sent yet. */
const sentOrQueued = sql<string>`coalesce(o.sent_on, o.created_on)`;

export const outboxResource: Resource = {
  name: 'outbox',
  from: (db) => db.selectFrom('outbox as o'),
  key: 'o.id',
  fields: [
    field('id', 'Message #', 'number', 'o.id'),
    field('time', 'Sent or queued', 'timestamp', sentOrQueued),
    field('channel', 'Channel', 'enum', 'o.channel', { values: ['email', 'sms', 'letter'] }),
    field('to_address', 'To', 'text', 'o.to_address'),
    field('subject', 'Subject', 'text', 'o.subject'),
    field('body', 'Message', 'text', 'o.body'),
    field('status', 'Status', 'enum', 'o.status', { values: ['queued', 'sent', 'failed'] }),
    field('attachment_filename', 'Attachment', 'text', 'o.attachment_filename'),
    field('created_on', 'Queued', 'timestamp', 'o.created_on', { exported: false }),
    field('sent_on', 'Sent', 'timestamp', 'o.sent_on', { exported: false }),
  ],
  rights: { list: 'isEbcsAdmin', one: 'isEbcsAdmin' },
  // Messages belong to no facility: the right (internal admins) is the whole of the scope.
  scope: (q) => q,
  defaultOrderby: '-id',
  filters: {
    to: (q, value) => {
      const to = recipientMatches(sql.ref('o.to_address'), value);
      return to ? q.where(to) : q;
    },
  },
  anySearch: (text, pg) =>
    sql`(${containsText(sql.ref('o.to_address'), text, pg)} or ${containsText(sql.ref('o.subject'), text, pg)} or ${containsText(sql.ref('o.body'), text, pg)})`,
  exportName: 'outbox',
};
