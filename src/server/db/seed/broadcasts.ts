// Demo banners and surveys (issue 14): one info banner for everyone (dismissible, for two months) and
// an autumn survey that has ended, answered once by each practice user, so Survey Responses and the
// NPS have something to show. The survey is over, so nobody is prompted by it; its prompts lie more
// than 30 days back, so a new survey with the usual wait period reaches the same users.
import type { Db } from '../database';
import { answersText } from '../../repositories/surveys';

const DAY_MS = 24 * 60 * 60 * 1000;
const SCORES = [10, 9, 8, 9, 6, 10, 7, 3, 9, 10];
const USES = ['Contracts', 'Payment history', 'Reports'];
const IMPROVE = ['', 'Faster search in the contract list', '', 'A weekly summary email', ''];

export async function seedBroadcasts(db: Db, now: string): Promise<void> {
  const at = (days: number) => new Date(Date.parse(now) + days * DAY_MS).toISOString();
  await db
    .insertInto('banners')
    .values({
      title: 'Holiday support hours',
      message:
        'Support closes at **1:00 PM ET on December 24** and reopens on December 26. ' +
        'Payment plans keep running as scheduled. [Training material](https://example.com/training) stays open.',
      severity: 'info',
      audience_kind: 'everyone',
      audience_ids: '[]',
      page_scope: null,
      dismissible: 1,
      is_active: 1,
      starts_on: now,
      ends_on: at(60),
      created_on: now,
      modified_on: now,
    })
    .execute();

  const survey = await db
    .insertInto('surveys')
    .values({
      title: 'Autumn check-in',
      nps_question: 'How likely are you to recommend PayPlan to a colleague?',
      questions: JSON.stringify([
        { kind: 'choice', prompt: 'Which part of PayPlan do you use most?', choices: USES },
        { kind: 'text', prompt: 'What should we improve?', choices: [] },
      ]),
      audience_kind: 'everyone',
      audience_ids: '[]',
      wait_days: 30,
      is_active: 1,
      starts_on: at(-90),
      ends_on: at(-31),
      created_on: at(-91),
      modified_on: at(-91),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // Practice users at the facility their permission names (or the first of their client's).
  const places = await db
    .selectFrom('permissions as p')
    .innerJoin('facilities as f', (join) =>
      join.on((eb) =>
        eb.or([
          eb('f.id', '=', eb.ref('p.facility_id')),
          eb.and([eb('p.facility_id', 'is', null), eb('f.client_id', '=', eb.ref('p.client_id'))]),
        ]),
      ),
    )
    .select(['p.user_id', 'f.id as facility_id', 'f.industry_type'])
    .where('p.client_id', 'is not', null)
    .orderBy('p.user_id')
    .orderBy('f.id')
    .execute();
  const firstPlace = [...new Map(places.map((p) => [p.user_id, p])).values()];
  for (const [i, place] of firstPlace.entries()) {
    const answered = at(-85 + i * 5);
    const answers = [USES[i % USES.length], IMPROVE[i % IMPROVE.length]];
    await db
      .insertInto('survey_prompts')
      .values({
        survey_id: survey.id,
        user_id: place.user_id,
        facility_id: place.facility_id,
        shown_on: answered,
        answered_on: answered,
      })
      .execute();
    await db
      .insertInto('survey_responses')
      .values({
        survey_id: survey.id,
        user_id: place.user_id,
        facility_id: place.facility_id,
        industry_type: place.industry_type,
        score: SCORES[i % SCORES.length],
        comment: i % 3 === 0 ? 'Customers like paying over time.' : null,
        answers: JSON.stringify(answers),
        answers_text: answersText(answers),
        answered_on: answered,
      })
      .execute();
  }
}
