// One error handler: 4xx bodies follow ApiErrorBody (message, optional title/text, errors keyed by
// field); 5xx bodies never carry internals (the details go to the log only).
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '../../shared/session';
import { MESSAGES, UPLOAD_TOO_LARGE } from '../../shared/messages';
import { VALIDATION_MESSAGES } from '../../shared/validation';
import { HttpError, NOT_FOUND } from '../services/http-error';

export const SERVER_ERROR_MESSAGE = 'Sorry, something went wrong on the server. Please try again.';
export const NOT_FOUND_MESSAGE = 'Sorry, the requested resource does not exist.';
/** A value the database refused (the safety net below): the request, not the server, is at fault. */
export const DATA_EXCEPTION_MESSAGE =
  'Some of the values sent are not valid (a number out of range, a character or a date that cannot be stored).';

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

/** A field named as an id: `id`, `contract_id`, `contract.facility_id`, `contractId`. */
const ID_FIELD = /(^|[._])id$|_id$|[a-z]Id$/;

/** Ajv's wording made a sentence ('must be integer' → 'Must be a whole number.'); ids get their own. */
function issueMessage(issue: ValidationIssue, field: string): string {
  const { type, limit } = issue.params as { type?: string; limit?: number };
  const numeric = issue.keyword === 'minimum' || issue.keyword === 'maximum';
  const integer = issue.keyword === 'type' && String(type).startsWith('integer');
  if ((numeric || integer) && ID_FIELD.test(field)) return VALIDATION_MESSAGES.idRange;
  if (integer) return 'Must be a whole number.';
  if (issue.keyword === 'minimum') return `Must be ${limit} or more.`;
  if (issue.keyword === 'maximum') return `Must be ${limit} or less.`;
  return `Must ${(issue.message ?? 'be valid').replace(/^must /, '')}.`;
}

/** "/banks/0/aba_number" → "banks[0].aba_number" (the shared validation's keys); under `root`, bare. */
function fieldPath(instancePath: string, root: string | undefined): string {
  const path = instancePath
    .split('/')
    .slice(1)
    .reduce((p, part) => (/^\d+$/.test(part) ? `${p}[${part}]` : p ? `${p}.${part}` : part), '');
  return root && path.startsWith(`${root}.`) ? path.slice(root.length + 1) : path;
}

/** Schema validation issues keyed by field: "/email" or a missing "email" → errors.email. */
function fieldErrors(issues: ValidationIssue[], root?: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const missing = (issue.params as { missingProperty?: string }).missingProperty;
    const field = fieldPath(missing ? `${issue.instancePath}/${missing}` : issue.instancePath, root);
    if (field && !errors[field])
      errors[field] = missing ? 'This field is required.' : issueMessage(issue, field);
  }
  return errors;
}

/**
 * A data exception of PostgreSQL (SQLSTATE class 22: 22003 numeric out of range, 22P02 invalid text
 * representation, 22021 and 22P05 characters the encoding refuses, 22001 string too long, 22007 and
 * 22008 dates) or SQLite's datatype mismatch / too big: a value the routes should have refused. Only
 * those: a missing table, a broken connection or a constraint stays a server error.
 */
export function isDataException(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  if (typeof code !== 'string') return false;
  if (typeof severity === 'string') return /^22[0-9A-Z]{3}$/.test(code);
  return code === 'SQLITE_MISMATCH' || code === 'SQLITE_TOOBIG';
}

export function errorBody(
  statusCode: number,
  message: string,
  extra: Partial<ApiErrorBody> = {},
): ApiErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...extra };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.details));
    }
    if (error.validation) {
      // A path that names nothing (an id of 2^31, a malformed link token) is simply not found.
      if (error.validationContext === 'params') return reply.code(404).send(errorBody(404, NOT_FOUND));
      const root = error.validationContext === 'body' ? request.routeOptions.config.fieldPathRoot : undefined;
      const errors = fieldErrors(error.validation, root);
      return reply.code(400).send(errorBody(400, MESSAGES.validationErrors, { errors }));
    }
    if (isDataException(error)) {
      // Logged without the message, which may quote the value sent.
      const { code, routine } = error as { code?: string; routine?: string };
      request.log.warn({ code, routine, url: request.routeOptions.url }, 'the database refused a value');
      return reply.code(400).send(errorBody(400, DATA_EXCEPTION_MESSAGE));
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode === 413) return reply.code(413).send(errorBody(413, UPLOAD_TOO_LARGE));
    if (statusCode >= 400 && statusCode < 500) {
      return reply.code(statusCode).send(errorBody(statusCode, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(500, SERVER_ERROR_MESSAGE));
  });
}
