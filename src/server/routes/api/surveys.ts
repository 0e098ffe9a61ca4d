// Surveys (issue 14): staff get at most one non-blocking prompt per survey (answered or dismissed);
// internal admins define surveys and read the NPS of the responses (the responses themselves are the
// `survey_response` resource of /api/crud, with its CSV and Excel exports).
import type { FastifyInstance } from 'fastify';
import type { SurveyAnswer, SurveyInput } from '../../../shared/broadcasts';
import { addDays } from '../../../shared/dates';
import { surveyAnswerSchema, surveySchema } from '../../../shared/validation/broadcasts';
import { needs } from '../../plugins/access';
import {
  answerSurvey,
  dismissSurvey,
  findSurvey,
  insertSurvey,
  listSurveys,
  npsSummary,
  surveyQuestionCount,
  surveyToAsk,
  updateSurvey,
} from '../../repositories/surveys';
import { businessDayStart } from '../../resources/search';
import { audienceMemberOf } from '../../services/audience';
import { HttpError, NOT_FOUND } from '../../services/http-error';
import { bool, errorResponses, id, obj } from '../schemas';
import {
  anyBody,
  idParams,
  judged,
  npsSummary as npsSchema,
  savedId,
  survey,
  surveyPrompt,
} from './broadcast-schemas';

const SURVEY_CLOSED = 'This survey is no longer waiting for your answer.';
const isoDate = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

export async function surveyRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/surveys/prompt',
    {
      schema: {
        response: { 200: obj({ survey: { anyOf: [surveyPrompt, { type: 'null' }] } }), ...errorResponses },
      },
    },
    async (request) => {
      // An internal admin acting as a user does not use up that user's survey.
      if (request.access.impersonator) return { survey: null };
      const who = await audienceMemberOf(app.db, request.access);
      return { survey: await surveyToAsk(app.db, request.access.user?.id ?? 0, who, new Date()) };
    },
  );

  app.post<{ Params: { id: number }; Body: unknown }>(
    '/surveys/:id/response',
    {
      schema: {
        params: idParams,
        body: anyBody,
        response: { 200: obj({ answered: bool }), ...errorResponses },
      },
    },
    async (request) => {
      const questions = await surveyQuestionCount(app.db, request.params.id);
      if (questions === null) throw new HttpError(404, NOT_FOUND);
      const answer = judged<SurveyAnswer>(surveyAnswerSchema(questions), request.body);
      if (
        !(await answerSurvey(app.db, request.params.id, request.access.user?.id ?? 0, answer, new Date()))
      ) {
        throw new HttpError(409, SURVEY_CLOSED);
      }
      return { answered: true };
    },
  );

  app.post<{ Params: { id: number } }>(
    '/surveys/:id/dismiss',
    { schema: { params: idParams, response: { 200: obj({ dismissed: bool }), ...errorResponses } } },
    async (request) => {
      if (!(await dismissSurvey(app.db, request.params.id, request.access.user?.id ?? 0, new Date()))) {
        throw new HttpError(409, SURVEY_CLOSED);
      }
      return { dismissed: true };
    },
  );

  app.get(
    '/surveys',
    {
      config: needs('isEbcsAdmin'),
      schema: { response: { 200: { type: 'array', items: survey }, ...errorResponses } },
    },
    () => listSurveys(app.db),
  );

  app.post<{ Body: unknown }>(
    '/surveys',
    {
      config: needs('isEbcsAdmin'),
      schema: { body: anyBody, response: { 200: savedId, ...errorResponses } },
    },
    async (request) => ({
      id: await insertSurvey(app.db, judged<SurveyInput>(surveySchema(), request.body), new Date()),
    }),
  );

  app.get<{
    Querystring: {
      survey_id?: number;
      facility_id?: number;
      industry_type?: number;
      from?: string;
      to?: string;
    };
  }>(
    '/surveys/nps',
    {
      config: needs('isEbcsAdmin'),
      schema: {
        querystring: obj({ survey_id: id, facility_id: id, industry_type: id, from: isoDate, to: isoDate }),
        response: { 200: npsSchema, ...errorResponses },
      },
    },
    (request) => {
      const { from, to, ...rest } = request.query;
      return npsSummary(app.db, {
        ...rest,
        from: from ? businessDayStart(from) : undefined,
        to: to ? businessDayStart(addDays(to, 1)) : undefined,
      });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/surveys/:id',
    {
      config: needs('isEbcsAdmin'),
      schema: { params: idParams, response: { 200: survey, ...errorResponses } },
    },
    async (request) => {
      const found = await findSurvey(app.db, request.params.id);
      if (!found) throw new HttpError(404, NOT_FOUND);
      return found;
    },
  );

  app.put<{ Params: { id: number }; Body: unknown }>(
    '/surveys/:id',
    {
      config: needs('isEbcsAdmin'),
      schema: { params: idParams, body: anyBody, response: { 200: savedId, ...errorResponses } },
    },
    async (request) => {
      const input = judged<SurveyInput>(surveySchema(), request.body);
      if (!(await updateSurvey(app.db, request.params.id, input, new Date())))
        throw new HttpError(404, NOT_FOUND);
      return { id: request.params.id };
    },
  );
}
