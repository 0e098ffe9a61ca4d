// Terms of service (spec §7 Auth): the current version, and the user's acceptance of it.
import type { FastifyInstance } from 'fastify';
import { needs } from '../../plugins/access';
import { bodyMayBeAbsent } from '../../plugins/json-body';
import { HttpError } from '../../services/http-error';
import { currentTerms, recordTermsAcceptance } from '../../repositories/terms';
import { emptyBody, errorResponses } from '../schemas';
import { termsResponse } from './schemas';

const NO_TERMS = 'There are no terms to accept.';

export async function termsRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/get_terms',
    { config: needs('hasAccount'), schema: { response: { 200: termsResponse, ...errorResponses } } },
    async () => {
      const terms = await currentTerms(app.db, new Date().toISOString());
      if (!terms) throw new HttpError(404, NO_TERMS);
      return terms;
    },
  );

  app.post(
    '/accept_terms',
    {
      preValidation: bodyMayBeAbsent,
      config: needs('hasAccount'),
      schema: { body: emptyBody, response: { 200: termsResponse, ...errorResponses } },
    },
    async (request) => {
      const now = new Date().toISOString();
      const terms = await currentTerms(app.db, now);
      // The impersonating admin is the one reading, so the acceptance is theirs.
      const reader = request.access.impersonator ?? request.access.user;
      if (!terms || !reader) throw new HttpError(404, NO_TERMS);
      await recordTermsAcceptance(app.db, reader.id, terms.id, now);
      return terms;
    },
  );
}
