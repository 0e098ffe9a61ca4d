import type { Db } from '../db/database';
import type { OutboxRow, OutboxTable } from '../db/schema';

export interface OutgoingMessage {
  channel: OutboxTable['channel'];
  to: string;
  subject: string | null;
  body: string;
  status: OutboxTable['status'];
  createdOn: string;
  sentOn: string | null;
}

export async function insertOutboxMessage(db: Db, m: OutgoingMessage): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      channel: m.channel,
      to_address: m.to,
      subject: m.subject,
      body: m.body,
      status: m.status,
      created_on: m.createdOn,
      sent_on: m.sentOn,
    })
    .execute();
}

/** Newest first, optionally for one recipient. */
export function listOutbox(db: Db, filter: { to?: string; limit: number }): Promise<OutboxRow[]> {
  let query = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(filter.limit);
  if (filter.to) query = query.where('to_address', '=', filter.to.trim().toLowerCase());
  return query.execute();
}
