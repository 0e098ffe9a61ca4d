// JSON bodies: an empty body sent as application/json reads as {} (POST /auth/accept_terms has an
// empty body, and browsers' fetch wrappers often still set the content type). Otherwise Fastify's
// own parser, which refuses __proto__ and constructor poisoning.
import type { FastifyInstance, preValidationHookHandler } from 'fastify';

export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') done(null, {});
    else parseJson(request, text, done);
  });
}

/** For routes whose body may be left out entirely: validate it as {}. */
export const bodyMayBeAbsent: preValidationHookHandler = async (request) => {
  request.body ??= {};
};
