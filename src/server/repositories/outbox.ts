import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../db/database';
import type { OutboxRow, OutboxTable } from '../db/schema';
import { containsText } from '../resources/search';

export interface OutgoingMessage {
  channel: OutboxTable['channel'];
  to: string;
  subject: string | null;
  body: string;
  status: OutboxTable['status'];
  createdOn: string;
  sentOn: string | null;
  /** A PDF in document storage sent with the message. */
  attachment?: { key: string; filename: string } | null;
}

/** The new row's id. */
export async function insertOutboxMessage(db: Db, m: OutgoingMessage): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({
      channel: m.channel,
      to_address: m.to,
      subject: m.subject,
      body: m.body,
      status: m.status,
      created_on: m.createdOn,
      sent_on: m.sentOn,
      attachment_key: m.attachment?.key ?? null,
      attachment_filename: m.attachment?.filename ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function outboxMessageById(db: Db, id: number): Promise<OutboxRow | undefined> {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Marks a queued message sent; false when it was not queued (already sent by another run). */
export async function markOutboxSent(db: Db, id: number, sentOn: string): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_on: sentOn })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Newest first, optionally for the recipients whose address holds `to` anywhere, in any case
 * ('riverside' finds billing@riverside.example; issue 15). */
export function listOutbox(db: Db, filter: { to?: string; limit: number }): Promise<OutboxRow[]> {
  const query = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(filter.limit);
  const to = recipientMatches(sql.ref('to_address'), filter.to);
  return (to ? query.where(to) : query).execute();
}

/** The messages whose recipient's address holds `to` (trimmed) anywhere, in any case; null for a
 * blank `to`, which asks for every recipient. The short read above and the outbox resource's filter. */
export function recipientMatches(
  address: Expression<unknown>,
  to: string | undefined,
): Expression<SqlBool> | null {
  const text = to?.trim();
  return text ? containsText(address, text) : null;
}
