// Announcements (spec §2, §3 the session's announcement; issue 14): written, scheduled and retired by
// internal admins, acknowledged per user.
import { sql } from 'kysely';
import type { Acknowledgement, AdminAnnouncement, AnnouncementInput } from '../../shared/broadcasts';
import type { Announcement } from '../../shared/session';
import type { Db } from '../db/database';
import { markdownToHtml } from '../services/markdown';

const iso = (moment: string) => new Date(moment).toISOString();

type Row = {
  id: number;
  title: string;
  body: string;
  created_on: string;
  starts_on: string | null;
  must_acknowledge: number;
};

const shown = (row: Row): Announcement => ({
  id: row.id,
  title: row.title,
  body: row.body,
  html: markdownToHtml(row.body),
  created_on: row.created_on,
  starts_on: row.starts_on ?? row.created_on,
  must_acknowledge: row.must_acknowledge === 1,
});

/**
 * In force for a user: active, started, not acknowledged by them; newest first, those that must be
 * acknowledged before the others (so a newer notice never hides one the user is sent to read).
 */
export async function listActiveAnnouncements(
  db: Db,
  userId: number,
  now: Date,
  limit = 20,
): Promise<Announcement[]> {
  const rows = await db
    .selectFrom('announcements as a')
    .select(['a.id', 'a.title', 'a.body', 'a.created_on', 'a.starts_on', 'a.must_acknowledge'])
    .where('a.is_active', '=', 1)
    .where('a.starts_on', '<=', now.toISOString())
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('announcement_acknowledgements as k')
            .select('k.id')
            .whereRef('k.announcement_id', '=', 'a.id')
            .where('k.user_id', '=', userId),
        ),
      ),
    )
    .orderBy('a.must_acknowledge', 'desc')
    .orderBy('a.starts_on', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(shown);
}

/** The session's announcement (spec §3): the newest one in force the user has not acknowledged. */
export async function latestAnnouncement(db: Db, userId: number, now: Date): Promise<Announcement | null> {
  const [latest] = await listActiveAnnouncements(db, userId, now, 1);
  return latest ?? null;
}

/** Records the acknowledgement once; false when no such announcement is in force. */
export async function acknowledgeAnnouncement(
  db: Db,
  id: number,
  userId: number,
  now: Date,
): Promise<boolean> {
  const found = await db
    .selectFrom('announcements')
    .select('id')
    .where('id', '=', id)
    .where('is_active', '=', 1)
    .where('starts_on', '<=', now.toISOString())
    .executeTakeFirst();
  if (!found) return false;
  await db
    .insertInto('announcement_acknowledgements')
    .values({ announcement_id: id, user_id: userId, acknowledged_on: now.toISOString() })
    .onConflict((oc) => oc.columns(['announcement_id', 'user_id']).doNothing())
    .execute();
  return true;
}

export async function listAllAnnouncements(db: Db): Promise<AdminAnnouncement[]> {
  const users = await db
    .selectFrom('users')
    .select(sql<number>`count(*)`.as('n'))
    .where('is_active', '=', 1)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('announcements as a')
    .selectAll('a')
    .select(
      sql<number>`(select count(*) from announcement_acknowledgements k join users u on u.id = k.user_id where k.announcement_id = a.id and u.is_active = 1)`.as(
        'acknowledged',
      ),
    )
    .orderBy('a.starts_on', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    body: r.body,
    starts_on: r.starts_on ?? r.created_on,
    must_acknowledge: r.must_acknowledge === 1,
    is_active: r.is_active === 1,
    created_on: r.created_on,
    acknowledged: Number(r.acknowledged),
    users: Number(users.n),
  }));
}

export async function insertAnnouncement(db: Db, input: AnnouncementInput, now: Date): Promise<number> {
  const { id } = await db
    .insertInto('announcements')
    .values({
      title: input.title,
      body: input.body,
      starts_on: iso(input.starts_on),
      must_acknowledge: input.must_acknowledge ? 1 : 0,
      is_active: input.is_active ? 1 : 0,
      created_on: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateAnnouncement(db: Db, id: number, input: AnnouncementInput): Promise<boolean> {
  const result = await db
    .updateTable('announcements')
    .set({
      title: input.title,
      body: input.body,
      starts_on: iso(input.starts_on),
      must_acknowledge: input.must_acknowledge ? 1 : 0,
      is_active: input.is_active ? 1 : 0,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every active user, with when they acknowledged the announcement (null: not yet); null: no such one. */
export async function acknowledgementsOf(db: Db, id: number): Promise<Acknowledgement[] | null> {
  const found = await db.selectFrom('announcements').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) return null;
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('announcement_acknowledgements as k', (join) =>
      join.onRef('k.user_id', '=', 'u.id').on('k.announcement_id', '=', id),
    )
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'k.acknowledged_on'])
    .where('u.is_active', '=', 1)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .execute();
  return rows.map((r) => ({
    user_id: r.id,
    name: `${r.first_name} ${r.last_name}`.trim(),
    email: r.email,
    acknowledged_on: r.acknowledged_on ?? null,
  }));
}
