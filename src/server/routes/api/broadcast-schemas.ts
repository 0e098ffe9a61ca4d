// JSON schemas of the banner, announcement and survey APIs (issue 14). Bodies are judged by the yup
// schemas of src/shared/validation/broadcasts.ts (400 with errors by field); these shape the answers.
import { AUDIENCE_KINDS } from '../../../shared/audience';
import { BANNER_SEVERITIES } from '../../../shared/broadcasts';
import { HttpError } from '../../services/http-error';
import { MESSAGES } from '../../../shared/messages';
import { validateSection } from '../../../shared/validation';
import type { AnyObjectSchema } from 'yup';
import { bool, id, int, nullable, obj, str } from '../schemas';

export const audience = obj({
  kind: { type: 'string', enum: AUDIENCE_KINDS },
  ids: { type: 'array', items: int },
});
const severity = { type: 'string', enum: BANNER_SEVERITIES } as const;

export const shownBanner = obj({ id, title: str, severity, html: str, dismissible: bool });

export const banner = obj({
  id,
  title: str,
  message: str,
  severity,
  starts_on: str,
  ends_on: nullable(str),
  audience,
  page_scope: nullable(str),
  dismissible: bool,
  is_active: bool,
  created_on: str,
  modified_on: str,
  views: int,
  dismissals: int,
});

export const adminAnnouncement = obj({
  id,
  title: str,
  body: str,
  starts_on: str,
  must_acknowledge: bool,
  is_active: bool,
  created_on: str,
  acknowledged: int,
  users: int,
});

export const acknowledgement = obj({ user_id: id, name: str, email: str, acknowledged_on: nullable(str) });

const question = obj({
  kind: { type: 'string', enum: ['choice', 'text'] },
  prompt: str,
  choices: { type: 'array', items: str },
});

export const surveyPrompt = obj({
  id,
  title: str,
  nps_question: str,
  questions: { type: 'array', items: question },
});

export const survey = obj({
  id,
  title: str,
  nps_question: str,
  questions: { type: 'array', items: question },
  audience,
  starts_on: str,
  ends_on: nullable(str),
  wait_days: int,
  is_active: bool,
  created_on: str,
  shown: int,
  answered: int,
  dismissed: int,
});

const counts = { responses: int, promoters: int, passives: int, detractors: int };
export const npsSummary = obj({
  ...counts,
  nps: nullable(int),
  byMonth: { type: 'array', items: obj({ month: str, ...counts }) },
});

export const idParams = obj({ id }, ['id']);
export const anyBody = { type: 'object' } as const;
export const savedId = obj({ id }, ['id']);

/** The body as the shared schema casts it, or 400 with the message of each field. */
export function judged<T>(schema: AnyObjectSchema, body: unknown): T {
  const { values, errors } = validateSection(schema, body);
  if (Object.keys(errors).length > 0) throw new HttpError(400, MESSAGES.validationErrors, { errors });
  return values as T;
}
