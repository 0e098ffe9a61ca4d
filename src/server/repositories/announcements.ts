import type { Db } from '../db/database';
import type { Announcement } from '../../shared/session';

export function listActiveAnnouncements(db: Db, limit = 20): Promise<Announcement[]> {
  return db
    .selectFrom('announcements')
    .select(['id', 'title', 'body', 'created_on'])
    .where('is_active', '=', 1)
    .orderBy('created_on', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function latestAnnouncement(db: Db): Promise<Announcement | null> {
  const [latest] = await listActiveAnnouncements(db, 1);
  return latest ?? null;
}
