// get_user, login and logout (spec §7 Auth).
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../shared/messages';
import type { GetUserRequest, LoginRequest } from '../../../shared/session';
import { checkCsrf, needs } from '../../plugins/access';
import { bodyMayBeAbsent } from '../../plugins/json-body';
import { permissionsOfUser } from '../../repositories/users';
import { sendMultifactorEmail } from '../../services/account-emails';
import { defaultFacility, reachableFacilities } from '../../services/facility-choice';
import { changesSession, getUser } from '../../services/get-user';
import { checkCredentials, recordSignIn } from '../../services/login';
import { endSession, startSession } from '../../services/sessions';
import { errorResponses, messageBody, obj } from '../schemas';
import { getUserBody, getUserResponse, loginResponse } from './schemas';

export const LOGGED_OUT = 'You have been logged out.';
const INITIAL_LOAD: GetUserRequest = { initial_load: true };

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: GetUserRequest }>(
    '/get_user',
    {
      preValidation: bodyMayBeAbsent,
      // The first token is handed out here: only a call that changes the session needs one.
      config: needs('noAuth', { csrfExempt: true }),
      schema: { body: getUserBody, response: { 200: getUserResponse, ...errorResponses } },
      preHandler: async (request) => {
        if (changesSession(request, request.body)) checkCsrf(request);
      },
    },
    (request, reply) => getUser(app, request, reply, request.body),
  );

  // The app's first load as a GET: the page's Link header preloads it beside the app's scripts
  // (plugins/client-app.ts), so the session is on its way before the scripts have run (issue 17, LCP).
  // A plain first load changes nothing the user chose: no facility, no impersonation, no csrf needed.
  app.get(
    '/get_user',
    {
      config: needs('noAuth', { csrfExempt: true }),
      schema: { response: { 200: getUserResponse, ...errorResponses } },
    },
    (request, reply) => getUser(app, request, reply, INITIAL_LOAD),
  );

  app.post<{ Body: LoginRequest }>(
    '/login',
    {
      config: needs('noAuth'),
      schema: {
        body: obj(
          {
            email: { type: 'string', minLength: 1, maxLength: 254 },
            password: { type: 'string', maxLength: 1024 },
          },
          ['email', 'password'],
        ),
        response: { 200: loginResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { db } = app;
      const user = await checkCredentials(db, request, request.body.email, request.body.password);
      await recordSignIn(db, request, user);
      const start = defaultFacility(await reachableFacilities(db, await permissionsOfUser(db, user.id)));
      const multifactorPending = !!user.multifactor_required;
      const session = await startSession(db, request, reply, {
        user_id: user.id,
        impersonator_user_id: null,
        client_id: start?.client_id ?? null,
        facility_id: start?.id ?? null,
        multifactor_pending: multifactorPending ? 1 : 0,
      });
      if (!multifactorPending) return { multifactorPending, csrfToken: session.csrf_token };
      await sendMultifactorEmail(app, user);
      return { multifactorPending, message: MESSAGES.multifactorEmailSent, csrfToken: session.csrf_token };
    },
  );

  // A GET (spec §7), so a link or an image of another site could send it: a session ends only with
  // its CSRF token in the csrf-token header (403 otherwise). Without a session there is nothing to end.
  app.get(
    '/logout',
    { config: needs('noAuth'), schema: { response: { 200: messageBody, ...errorResponses } } },
    async (request, reply) => {
      if (request.session) checkCsrf(request);
      await endSession(app.db, request, reply);
      return { message: LOGGED_OUT };
    },
  );
}
