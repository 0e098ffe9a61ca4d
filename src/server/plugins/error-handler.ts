// One error handler: 4xx bodies follow ApiErrorBody (message, optional title/text, errors keyed by
// field); 5xx bodies never carry internals (the details go to the log only).
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '../../shared/session';
import { MESSAGES, UPLOAD_TOO_LARGE } from '../../shared/messages';
import { HttpError } from '../services/http-error';

export const SERVER_ERROR_MESSAGE = 'Sorry, something went wrong on the server. Please try again.';
export const NOT_FOUND_MESSAGE = 'Sorry, the requested resource does not exist.';

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

/** Schema validation issues keyed by field: "/email" or a missing "email" → errors.email. */
function fieldErrors(issues: ValidationIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const missing = (issue.params as { missingProperty?: string }).missingProperty;
    const field = missing ?? issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (field && !errors[field])
      errors[field] = missing ? 'This field is required.' : `Must ${issue.message}.`;
  }
  return errors;
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
      const errors = fieldErrors(error.validation);
      return reply.code(400).send(errorBody(400, MESSAGES.validationErrors, { errors }));
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
