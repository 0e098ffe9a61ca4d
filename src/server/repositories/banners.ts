// Banners (issue 14): the admin's list with views and dismissals, and what one user is shown now.
import { sql } from 'kysely';
import { audienceIncludes, pageScopeMatches, type AudienceMember } from '../../shared/audience';
import {
  severityRank,
  type Banner,
  type BannerInput,
  type BannerSeverity,
  type ShownBanner,
} from '../../shared/broadcasts';
import type { Db } from '../db/database';
import type { BannersTable } from '../db/schema-broadcasts';
import { audienceOf } from '../services/audience';
import { markdownToHtml } from '../services/markdown';

type BannerRow = Omit<BannersTable, 'id'> & { id: number };

const iso = (moment: string) => new Date(moment).toISOString();

function columns(input: BannerInput, now: string) {
  return {
    title: input.title,
    message: input.message,
    severity: input.severity,
    starts_on: iso(input.starts_on),
    ends_on: input.ends_on ? iso(input.ends_on) : null,
    audience_kind: input.audience.kind,
    audience_ids: JSON.stringify(
      input.audience.kind === 'everyone' || input.audience.kind === 'internal' ? [] : input.audience.ids,
    ),
    page_scope: input.page_scope,
    dismissible: input.dismissible ? 1 : 0,
    is_active: input.is_active ? 1 : 0,
    modified_on: now,
  } as const;
}

function toBanner(row: BannerRow & { views: unknown; dismissals: unknown }): Banner {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    severity: row.severity as BannerSeverity,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    audience: audienceOf(row),
    page_scope: row.page_scope,
    dismissible: row.dismissible === 1,
    is_active: row.is_active === 1,
    created_on: row.created_on,
    modified_on: row.modified_on,
    views: Number(row.views),
    dismissals: Number(row.dismissals),
  };
}

function withCounts(db: Db) {
  return db
    .selectFrom('banners as b')
    .selectAll('b')
    .select([
      sql<number>`(select count(*) from banner_views v where v.banner_id = b.id)`.as('views'),
      sql<number>`(select count(*) from banner_views v where v.banner_id = b.id and v.dismissed_on is not null)`.as(
        'dismissals',
      ),
    ]);
}

export async function listBanners(db: Db): Promise<Banner[]> {
  const rows = await withCounts(db).orderBy('b.starts_on', 'desc').orderBy('b.id', 'desc').execute();
  return rows.map(toBanner);
}

export async function findBanner(db: Db, id: number): Promise<Banner | undefined> {
  const row = await withCounts(db).where('b.id', '=', id).executeTakeFirst();
  return row && toBanner(row);
}

export async function insertBanner(db: Db, input: BannerInput, now: Date): Promise<number> {
  const at = now.toISOString();
  const { id } = await db
    .insertInto('banners')
    .values({ ...columns(input, at), created_on: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateBanner(db: Db, id: number, input: BannerInput, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('banners')
    .set(columns(input, now.toISOString()))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export const shownBanner = (
  b: Pick<Banner, 'id' | 'title' | 'severity' | 'message' | 'dismissible'>,
): ShownBanner => ({
  id: b.id,
  title: b.title,
  severity: b.severity,
  html: markdownToHtml(b.message),
  dismissible: b.dismissible,
});

/** Whether a banner is in force at a moment: active and inside its window. */
export const bannerOpenAt = (b: Pick<Banner, 'is_active' | 'starts_on' | 'ends_on'>, now: Date) =>
  b.is_active &&
  Date.parse(b.starts_on) <= now.getTime() &&
  (!b.ends_on || now.getTime() < Date.parse(b.ends_on));

/**
 * The banners a user sees now on a page, most severe first: in force, for their audience, on the page's
 * scope and not dismissed by them. Each one shown counts as a view of that user (once), unless
 * `recordViews` is false.
 */
export async function bannersFor(
  db: Db,
  userId: number,
  who: AudienceMember,
  path: string,
  now: Date,
  recordViews = true,
): Promise<ShownBanner[]> {
  const at = now.toISOString();
  const candidates = await withCounts(db)
    .where('b.is_active', '=', 1)
    .where('b.starts_on', '<=', at)
    .where((eb) => eb.or([eb('b.ends_on', 'is', null), eb('b.ends_on', '>', at)]))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('banner_views as d')
            .select('d.id')
            .whereRef('d.banner_id', '=', 'b.id')
            .where('d.user_id', '=', userId)
            .where('d.dismissed_on', 'is not', null),
        ),
      ),
    )
    .orderBy('b.starts_on', 'desc')
    .orderBy('b.id', 'desc')
    .execute();
  const shown = candidates
    .map(toBanner)
    .filter((b) => audienceIncludes(b.audience, who) && pageScopeMatches(b.page_scope, path))
    .sort((a, b) => severityRank(a.severity) - severityRank(b.severity));
  if (recordViews && shown.length > 0) {
    await db
      .insertInto('banner_views')
      .values(shown.map((b) => ({ banner_id: b.id, user_id: userId, first_seen_on: at })))
      .onConflict((oc) => oc.columns(['banner_id', 'user_id']).doNothing())
      .execute();
  }
  return shown.map(shownBanner);
}

/** Remembers that the user dismissed the banner, on every browser they use. */
export async function dismissBanner(
  db: Db,
  bannerId: number,
  userId: number,
  now: Date,
): Promise<'dismissed' | 'not-found' | 'not-dismissible'> {
  const banner = await db
    .selectFrom('banners')
    .select(['dismissible'])
    .where('id', '=', bannerId)
    .executeTakeFirst();
  if (!banner) return 'not-found';
  if (banner.dismissible !== 1) return 'not-dismissible';
  const at = now.toISOString();
  await db
    .insertInto('banner_views')
    .values({ banner_id: bannerId, user_id: userId, first_seen_on: at, dismissed_on: at })
    .onConflict((oc) => oc.columns(['banner_id', 'user_id']).doUpdateSet({ dismissed_on: at }))
    .execute();
  return 'dismissed';
}
