// Surveys (issue 14): definitions, the one prompt a user gets per survey, and the responses.
import { sql } from 'kysely';
import { audienceIncludes, type AudienceMember } from '../../shared/audience';
import {
  scoreBand,
  npsOf,
  type NpsCounts,
  type NpsSummary,
  type Survey,
  type SurveyAnswer,
  type SurveyInput,
  type SurveyPrompt,
  type SurveyQuestion,
} from '../../shared/broadcasts';
import { BUSINESS_TIME_ZONE } from '../../shared/constants';
import type { Db } from '../db/database';
import type { SurveysTable } from '../db/schema-broadcasts';
import { audienceOf } from '../services/audience';

type SurveyRow = Omit<SurveysTable, 'id'> & { id: number };
const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (moment: string) => new Date(moment).toISOString();

function columns(input: SurveyInput, now: string) {
  const open = input.audience.kind === 'everyone' || input.audience.kind === 'internal';
  return {
    title: input.title,
    nps_question: input.nps_question,
    questions: JSON.stringify(
      input.questions.map((q) => ({
        kind: q.kind,
        prompt: q.prompt,
        choices: q.kind === 'choice' ? q.choices : [],
      })),
    ),
    audience_kind: input.audience.kind,
    audience_ids: JSON.stringify(open ? [] : input.audience.ids),
    starts_on: iso(input.starts_on),
    ends_on: input.ends_on ? iso(input.ends_on) : null,
    wait_days: input.wait_days,
    is_active: input.is_active ? 1 : 0,
    modified_on: now,
  } as const;
}

/** The answers given, one after another ('Reports · Faster lists'). */
export const answersText = (answers: string[]) => answers.filter((a) => a !== '').join(' · ');

const questionsOf = (row: { questions: string }) => JSON.parse(row.questions) as SurveyQuestion[];

function toSurvey(row: SurveyRow & { shown: unknown; answered: unknown; dismissed: unknown }): Survey {
  return {
    id: row.id,
    title: row.title,
    nps_question: row.nps_question,
    questions: questionsOf(row),
    audience: audienceOf(row),
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    wait_days: row.wait_days,
    is_active: row.is_active === 1,
    created_on: row.created_on,
    shown: Number(row.shown),
    answered: Number(row.answered),
    dismissed: Number(row.dismissed),
  };
}

function withCounts(db: Db) {
  return db
    .selectFrom('surveys as s')
    .selectAll('s')
    .select([
      sql<number>`(select count(*) from survey_prompts p where p.survey_id = s.id)`.as('shown'),
      sql<number>`(select count(*) from survey_prompts p where p.survey_id = s.id and p.answered_on is not null)`.as(
        'answered',
      ),
      sql<number>`(select count(*) from survey_prompts p where p.survey_id = s.id and p.dismissed_on is not null)`.as(
        'dismissed',
      ),
    ]);
}

export async function listSurveys(db: Db): Promise<Survey[]> {
  return (await withCounts(db).orderBy('s.starts_on', 'desc').orderBy('s.id', 'desc').execute()).map(
    toSurvey,
  );
}

export async function findSurvey(db: Db, id: number): Promise<Survey | undefined> {
  const row = await withCounts(db).where('s.id', '=', id).executeTakeFirst();
  return row && toSurvey(row);
}

export async function insertSurvey(db: Db, input: SurveyInput, now: Date): Promise<number> {
  const at = now.toISOString();
  const { id } = await db
    .insertInto('surveys')
    .values({ ...columns(input, at), created_on: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateSurvey(db: Db, id: number, input: SurveyInput, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('surveys')
    .set(columns(input, now.toISOString()))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The survey to ask the user now, recorded as shown: in its window, for their audience, never shown to
 * them before, and only when the last survey they saw is at least the survey's wait period ago.
 */
export async function surveyToAsk(
  db: Db,
  userId: number,
  who: AudienceMember,
  now: Date,
): Promise<SurveyPrompt | null> {
  const at = now.toISOString();
  const lastSeen = await db
    .selectFrom('survey_prompts')
    .select('shown_on')
    .where('user_id', '=', userId)
    .orderBy('shown_on', 'desc')
    .executeTakeFirst();
  const candidates = await db
    .selectFrom('surveys as s')
    .selectAll('s')
    .where('s.is_active', '=', 1)
    .where('s.starts_on', '<=', at)
    .where((eb) => eb.or([eb('s.ends_on', 'is', null), eb('s.ends_on', '>', at)]))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('survey_prompts as p')
            .select('p.id')
            .whereRef('p.survey_id', '=', 's.id')
            .where('p.user_id', '=', userId),
        ),
      ),
    )
    .orderBy('s.starts_on', 'asc')
    .orderBy('s.id', 'asc')
    .execute();
  const survey = candidates.find(
    (s) =>
      audienceIncludes(audienceOf(s), who) &&
      (!lastSeen || now.getTime() - Date.parse(lastSeen.shown_on) >= s.wait_days * DAY_MS),
  );
  if (!survey) return null;
  const inserted = await db
    .insertInto('survey_prompts')
    .values({ survey_id: survey.id, user_id: userId, facility_id: who.facilityId, shown_on: at })
    .onConflict((oc) => oc.columns(['survey_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  // Another request of the same user recorded it first: that one shows it.
  if (!inserted) return null;
  return {
    id: survey.id,
    title: survey.title,
    nps_question: survey.nps_question,
    questions: questionsOf(survey),
  };
}

/** The open prompt of this user for the survey (shown, not yet answered or dismissed). */
function openPrompt(db: Db, surveyId: number, userId: number) {
  return db
    .selectFrom('survey_prompts')
    .selectAll()
    .where('survey_id', '=', surveyId)
    .where('user_id', '=', userId)
    .where('answered_on', 'is', null)
    .where('dismissed_on', 'is', null)
    .executeTakeFirst();
}

export async function surveyQuestionCount(db: Db, surveyId: number): Promise<number | null> {
  const row = await db
    .selectFrom('surveys')
    .select('questions')
    .where('id', '=', surveyId)
    .executeTakeFirst();
  return row ? questionsOf(row).length : null;
}

/** Stores the answer of a prompt that is open; false when the user was not asked or already replied. */
export async function answerSurvey(
  db: Db,
  surveyId: number,
  userId: number,
  answer: SurveyAnswer,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const prompt = await openPrompt(trx, surveyId, userId);
    if (!prompt) return false;
    const facility =
      prompt.facility_id === null
        ? undefined
        : await trx
            .selectFrom('facilities')
            .select('industry_type')
            .where('id', '=', prompt.facility_id)
            .executeTakeFirst();
    const at = now.toISOString();
    const updated = await trx
      .updateTable('survey_prompts')
      .set({ answered_on: at })
      .where('id', '=', prompt.id)
      .where('answered_on', 'is', null)
      .where('dismissed_on', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await trx
      .insertInto('survey_responses')
      .values({
        survey_id: surveyId,
        user_id: userId,
        facility_id: prompt.facility_id,
        industry_type: facility?.industry_type ?? null,
        score: answer.score,
        comment: answer.comment || null,
        answers: JSON.stringify(answer.answers),
        answers_text: answersText(answer.answers),
        answered_on: at,
      })
      .execute();
    return true;
  });
}

export async function dismissSurvey(db: Db, surveyId: number, userId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('survey_prompts')
    .set({ dismissed_on: now.toISOString() })
    .where('survey_id', '=', surveyId)
    .where('user_id', '=', userId)
    .where('answered_on', 'is', null)
    .where('dismissed_on', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface ResponseFilter {
  survey_id?: number;
  facility_id?: number;
  industry_type?: number;
  /** Inclusive ISO bounds of answered_on. */
  from?: string;
  to?: string;
}

const monthFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
});
/** 'YYYY-MM' of a moment in business time. */
const businessMonth = (moment: string) => monthFormat.format(new Date(moment)).slice(0, 7);

const emptyCounts = (): NpsCounts => ({ responses: 0, promoters: 0, passives: 0, detractors: 0 });

function count(c: NpsCounts, score: number): void {
  c.responses += 1;
  const band = scoreBand(score);
  if (band === 'promoter') c.promoters += 1;
  else if (band === 'passive') c.passives += 1;
  else c.detractors += 1;
}

/** The NPS of the responses matching the filter, with promoters, passives and detractors by month. */
export async function npsSummary(db: Db, filter: ResponseFilter): Promise<NpsSummary> {
  let q = db.selectFrom('survey_responses').select(['score', 'answered_on']);
  if (filter.survey_id !== undefined) q = q.where('survey_id', '=', filter.survey_id);
  if (filter.facility_id !== undefined) q = q.where('facility_id', '=', filter.facility_id);
  if (filter.industry_type !== undefined) q = q.where('industry_type', '=', filter.industry_type);
  if (filter.from) q = q.where('answered_on', '>=', filter.from);
  if (filter.to) q = q.where('answered_on', '<', filter.to);
  const rows = await q.execute();
  const total = emptyCounts();
  const months = new Map<string, NpsCounts>();
  for (const r of rows) {
    const score = Number(r.score);
    count(total, score);
    const month = businessMonth(r.answered_on);
    if (!months.has(month)) months.set(month, emptyCounts());
    count(months.get(month) as NpsCounts, score);
  }
  const byMonth = [...months.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, c]) => ({ month, ...c }));
  return { ...total, nps: npsOf(total), byMonth };
}
