// Survey Responses (issue 14, spec §2 /surveys): every answer with who gave it and where; internal admins
// only. Filters: survey_id=, facility_id=, search_answered_on (date range), search_industry,
// search_band (promoter, passive, detractor); CSV and Excel through the generic exports.
import { sql } from 'kysely';
import { INDUSTRY_TYPE } from '../../shared/facility';
import { field, fullName, idParam } from './fields';
import type { Resource } from './resource';
import { scopedTo } from './reach';

const industry = sql<string>`case r.industry_type when ${INDUSTRY_TYPE.veterinary} then 'veterinary' when ${INDUSTRY_TYPE.dental} then 'dental' else 'general' end`;
const band = sql<string>`case when r.score >= 9 then 'promoter' when r.score >= 7 then 'passive' else 'detractor' end`;

export const surveyResponseResource: Resource = {
  name: 'survey_response',
  from: (db) =>
    db
      .selectFrom('survey_responses as r')
      .innerJoin('surveys as s', 's.id', 'r.survey_id')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .leftJoin('facilities as f', 'f.id', 'r.facility_id'),
  key: 'r.id',
  fields: [
    field('id', 'Response #', 'number', 'r.id'),
    field('survey_id', 'Survey #', 'number', 'r.survey_id', { exported: false }),
    field('survey', 'Survey', 'text', 's.title'),
    field('answered_on', 'Date', 'timestamp', 'r.answered_on'),
    field('user', 'User', 'text', fullName('u.first_name', 'u.last_name')),
    field('email', 'Email', 'text', 'u.email'),
    field('facility_id', 'Facility #', 'number', 'r.facility_id', { exported: false }),
    field('facility', 'Facility', 'text', 'f.name'),
    field('industry', 'Industry', 'enum', industry, { values: ['veterinary', 'dental', 'general'] }),
    field('score', 'Score', 'number', 'r.score'),
    field('band', 'Band', 'enum', band, { values: ['promoter', 'passive', 'detractor'] }),
    field('comment', 'Comment', 'text', 'r.comment'),
    field('answers', 'Answers', 'text', 'r.answers_text'),
  ],
  rights: { list: 'isEbcsAdmin', one: 'isEbcsAdmin' },
  scope: (q, reach) => scopedTo(q, 'r.facility_id', reach.facilityIds, reach.everything),
  defaultOrderby: '-answered_on',
  facilityColumn: 'r.facility_id',
  filters: { survey_id: (q, value) => q.where('r.survey_id', '=', idParam('survey_id', value)) },
  exportName: 'survey-responses',
};
