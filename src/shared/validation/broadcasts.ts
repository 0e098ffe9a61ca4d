// Field rules of banners, announcements and surveys (issue 14): the admin screens' forms and the
// server's saves run the same schemas.
import { array, boolean, mixed, number, object, string } from 'yup';
import { AUDIENCE_KINDS, type AudienceKind } from '../audience';
import { BANNER_SEVERITIES } from '../broadcasts';

export const BROADCAST_MESSAGES = {
  title: 'Enter a title.',
  message: 'Enter the message.',
  body: 'Enter the announcement.',
  moment: 'Enter a valid date and time.',
  endAfterStart: 'Must be after the start.',
  audienceIds: 'Choose at least one.',
  pageScope: "Enter a page path starting with '/', such as /contracts.",
  question: 'Enter the question.',
  choices: 'Enter at least two choices.',
  tooManyQuestions: 'At most three questions besides the score.',
  waitDays: 'Enter a whole number of days from 0 to 365.',
  score: 'Choose a score from 0 to 10.',
} as const;

export const BROADCAST_LIMITS = {
  title: 120,
  message: 2000,
  body: 10000,
  question: 300,
  answer: 2000,
} as const;

/** An ISO moment with its offset or Z ('2026-12-01T09:00:00-05:00'): never a zone-less local time. */
export const isIsoMoment = (v: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v) &&
  !Number.isNaN(Date.parse(v));

const moment = () =>
  string()
    .trim()
    .test('moment', BROADCAST_MESSAGES.moment, (v) => !v || isIsoMoment(v));

const window = {
  starts_on: moment().required(BROADCAST_MESSAGES.moment),
  ends_on: moment()
    .nullable()
    .default(null)
    .test('after-start', BROADCAST_MESSAGES.endAfterStart, (v, ctx) => {
      const start = ctx.parent.starts_on as string | undefined;
      return !v || !start || !isIsoMoment(start) || Date.parse(v) > Date.parse(start);
    }),
};

const audience = () =>
  object({
    kind: mixed<AudienceKind>().oneOf(AUDIENCE_KINDS).required(),
    ids: array(number().integer().min(1).max(2147483647).required())
      .default([])
      .when('kind', {
        is: (k: AudienceKind) => k !== 'everyone' && k !== 'internal',
        then: (s) => s.min(1, BROADCAST_MESSAGES.audienceIds),
      }),
  });

export function bannerSchema() {
  return object({
    title: string().trim().required(BROADCAST_MESSAGES.title).max(BROADCAST_LIMITS.title),
    message: string().trim().required(BROADCAST_MESSAGES.message).max(BROADCAST_LIMITS.message),
    severity: mixed<(typeof BANNER_SEVERITIES)[number]>().oneOf(BANNER_SEVERITIES).required(),
    ...window,
    audience: audience(),
    page_scope: string()
      .trim()
      .nullable()
      .default(null)
      .transform((v: string | null) => (v ? v : null))
      .matches(/^\/[A-Za-z0-9/_-]*$/, BROADCAST_MESSAGES.pageScope)
      .max(200),
    dismissible: boolean().default(true),
    is_active: boolean().default(true),
  });
}

export function announcementSchema() {
  return object({
    title: string().trim().required(BROADCAST_MESSAGES.title).max(BROADCAST_LIMITS.title),
    body: string().trim().required(BROADCAST_MESSAGES.body).max(BROADCAST_LIMITS.body),
    starts_on: window.starts_on,
    must_acknowledge: boolean().default(false),
    is_active: boolean().default(true),
  });
}

const question = object({
  kind: mixed<'choice' | 'text'>().oneOf(['choice', 'text']).required(),
  prompt: string().trim().required(BROADCAST_MESSAGES.question).max(BROADCAST_LIMITS.question),
  choices: array(string().trim().required().max(BROADCAST_LIMITS.question))
    .default([])
    .when('kind', { is: 'choice', then: (s) => s.min(2, BROADCAST_MESSAGES.choices).max(10) }),
});

export function surveySchema() {
  return object({
    title: string().trim().required(BROADCAST_MESSAGES.title).max(BROADCAST_LIMITS.title),
    nps_question: string().trim().required(BROADCAST_MESSAGES.question).max(BROADCAST_LIMITS.question),
    questions: array(question).default([]).max(3, BROADCAST_MESSAGES.tooManyQuestions),
    audience: audience(),
    ...window,
    wait_days: number()
      .typeError(BROADCAST_MESSAGES.waitDays)
      .integer(BROADCAST_MESSAGES.waitDays)
      .min(0, BROADCAST_MESSAGES.waitDays)
      .max(365, BROADCAST_MESSAGES.waitDays)
      .required(BROADCAST_MESSAGES.waitDays),
    is_active: boolean().default(true),
  });
}

export function surveyAnswerSchema(questionCount: number) {
  return object({
    score: number()
      .typeError(BROADCAST_MESSAGES.score)
      .integer(BROADCAST_MESSAGES.score)
      .min(0, BROADCAST_MESSAGES.score)
      .max(10, BROADCAST_MESSAGES.score)
      .required(BROADCAST_MESSAGES.score),
    comment: string().trim().max(BROADCAST_LIMITS.answer).default(''),
    answers: array(string().trim().max(BROADCAST_LIMITS.answer).default('')).default([]).max(questionCount),
  });
}
