// Multifactor by emailed link: login leaves the session pending; the link completes it in the
// browser that opens it (single use, 15 minutes).
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../shared/messages';
import { needs } from '../../plugins/access';
import { bodyMayBeAbsent } from '../../plugins/json-body';
import { HttpError } from '../../services/http-error';
import { findUserById, permissionsOfUser } from '../../repositories/users';
import { sendMultifactorEmail } from '../../services/account-emails';
import { defaultFacility, reachableFacilities } from '../../services/facility-choice';
import { spendOneTimeLink } from '../../services/one-time-links';
import { startSession } from '../../services/sessions';
import { emptyBody, errorResponses, obj, str } from '../schemas';
import { loginResponse } from './schemas';

export async function multifactorRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { token: string } }>(
    '/verify_multifactor',
    {
      config: needs('noAuth'),
      schema: { body: obj({ token: str }, ['token']), response: { 200: loginResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const { db } = app;
      const userId = await spendOneTimeLink(db, request.body.token, 'multifactor');
      const user = userId === undefined ? undefined : await findUserById(db, userId);
      if (!user || !user.is_active) {
        throw new HttpError(400, MESSAGES.linkExpired, { errors: { token: MESSAGES.linkExpired } });
      }
      const start = defaultFacility(await reachableFacilities(db, await permissionsOfUser(db, user.id)));
      const session = await startSession(db, request, reply, {
        user_id: user.id,
        impersonator_user_id: null,
        client_id: start?.client_id ?? null,
        facility_id: start?.id ?? null,
        multifactor_pending: 0,
      });
      return { multifactorPending: false, csrfToken: session.csrf_token };
    },
  );

  app.post(
    '/resend_multifactor',
    {
      preValidation: bodyMayBeAbsent,
      config: needs('multifactorPending'),
      schema: {
        body: { anyOf: [emptyBody, { type: 'null' }] },
        response: { 200: loginResponse, ...errorResponses },
      },
    },
    async (request) => {
      if (request.access.user) await sendMultifactorEmail(app, request.access.user);
      return { multifactorPending: true, message: MESSAGES.multifactorEmailSent };
    },
  );
}
