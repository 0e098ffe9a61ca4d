// Talking to the practices (issue 14): banners with their views and dismissals per user, the start
// and acknowledgement of announcements, surveys with the prompts shown and the responses given.
import { sql } from 'kysely';
import { type AnyDb, fk, flag, timestamp, withId } from './portable';

export async function up(db: AnyDb): Promise<void> {
  // Announcements: a start date (existing ones started when written) and whether to acknowledge.
  await db.schema.alterTable('announcements').addColumn('starts_on', 'text').execute();
  await db.schema
    .alterTable('announcements')
    .addColumn('must_acknowledge', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update announcements set starts_on = created_on`.execute(db);

  const acknowledgements = fk(
    fk(
      withId(db, db.schema.createTable('announcement_acknowledgements')),
      'announcement_id',
      'announcements.id',
    ),
    'user_id',
    'users.id',
  );
  await timestamp(acknowledgements, 'acknowledged_on')
    .addUniqueConstraint('announcement_acknowledgements_once', ['announcement_id', 'user_id'])
    .execute();

  // Audience (both tables): kind everyone | internal | industry | clients | facilities | levels, and
  // the ids (industry codes, client or facility ids, permission levels) as JSON text.
  const banners = withId(db, db.schema.createTable('banners'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('severity', 'text', (c) => c.notNull())
    .addColumn('audience_kind', 'text', (c) => c.notNull())
    .addColumn('audience_ids', 'text', (c) => c.notNull())
    .addColumn('page_scope', 'text');
  await timestamp(
    timestamp(
      timestamp(
        timestamp(flag(flag(banners, 'dismissible', 1), 'is_active', 1), 'starts_on'),
        'ends_on',
        false,
      ),
      'created_on',
    ),
    'modified_on',
  ).execute();
  await db.schema
    .createIndex('banners_active_window')
    .on('banners')
    .columns(['is_active', 'starts_on'])
    .execute();

  const bannerViews = fk(
    fk(withId(db, db.schema.createTable('banner_views')), 'banner_id', 'banners.id'),
    'user_id',
    'users.id',
  );
  await timestamp(timestamp(bannerViews, 'first_seen_on'), 'dismissed_on', false)
    .addUniqueConstraint('banner_views_once', ['banner_id', 'user_id'])
    .execute();

  const surveys = withId(db, db.schema.createTable('surveys'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('nps_question', 'text', (c) => c.notNull())
    .addColumn('questions', 'text', (c) => c.notNull())
    .addColumn('audience_kind', 'text', (c) => c.notNull())
    .addColumn('audience_ids', 'text', (c) => c.notNull())
    .addColumn('wait_days', 'integer', (c) => c.notNull());
  await timestamp(
    timestamp(
      timestamp(timestamp(flag(surveys, 'is_active', 1), 'starts_on'), 'ends_on', false),
      'created_on',
    ),
    'modified_on',
  ).execute();

  // One prompt per user and survey: shown, then answered or dismissed.
  const prompts = fk(
    fk(withId(db, db.schema.createTable('survey_prompts')), 'survey_id', 'surveys.id'),
    'user_id',
    'users.id',
  ).addColumn('facility_id', 'integer');
  await timestamp(timestamp(timestamp(prompts, 'shown_on'), 'answered_on', false), 'dismissed_on', false)
    .addUniqueConstraint('survey_prompts_once', ['survey_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('survey_prompts_user_shown')
    .on('survey_prompts')
    .columns(['user_id', 'shown_on'])
    .execute();

  const responses = fk(
    fk(withId(db, db.schema.createTable('survey_responses')), 'survey_id', 'surveys.id'),
    'user_id',
    'users.id',
  )
    .addColumn('facility_id', 'integer')
    .addColumn('industry_type', 'integer')
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('answers', 'text', (c) => c.notNull());
  await timestamp(responses, 'answered_on').execute();
  await db.schema
    .createIndex('survey_responses_survey_answered')
    .on('survey_responses')
    .columns(['survey_id', 'answered_on'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'survey_responses',
    'survey_prompts',
    'surveys',
    'banner_views',
    'banners',
    'announcement_acknowledgements',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('announcements').dropColumn('must_acknowledge').execute();
  await db.schema.alterTable('announcements').dropColumn('starts_on').execute();
}
