// Reads the links the messaging provider wrote to the outbox.
import type { Db } from '../../../src/server/db/database';

export async function lastLinkTo(db: Db, email: string, path: string): Promise<string> {
  const message = await db
    .selectFrom('outbox')
    .select('body')
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = new RegExp(`${path.replace(/\//g, '\\/')}\\?token=([\\w%-]+)`).exec(message.body);
  if (!match) throw new Error(`no ${path} link in the last email to ${email}`);
  return decodeURIComponent(match[1]);
}
