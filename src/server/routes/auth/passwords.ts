// Password reset by emailed link, and change of password from the profile screen (spec §7 Auth, §9).
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../shared/messages';
import { needs } from '../../plugins/access';
import { findUserByEmail } from '../../repositories/users';
import { sendPasswordResetEmail } from '../../services/account-emails';
import { changePassword, resetPasswordWithLink } from '../../services/passwords';
import { errorResponses, messageBody, obj, str } from '../schemas';

const password = { type: 'string', maxLength: 1024 } as const;

export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { credentials: string } }>(
    '/request_new_password',
    {
      config: needs('noAuth'),
      schema: {
        body: obj({ credentials: { type: 'string', maxLength: 254 } }, ['credentials']),
        response: { 200: messageBody, ...errorResponses },
      },
    },
    async (request) => {
      // The same answer whether or not the email has an account: the form must not reveal who does.
      const user = await findUserByEmail(app.db, request.body.credentials);
      if (user && user.is_active) await sendPasswordResetEmail(app, user);
      return { message: MESSAGES.passwordResetSent };
    },
  );

  app.post<{ Body: { token: string; password: string; password2: string } }>(
    '/new_password',
    {
      config: needs('noAuth'),
      schema: {
        body: obj({ token: str, password, password2: password }, ['token', 'password', 'password2']),
        response: { 200: messageBody, ...errorResponses },
      },
    },
    async (request) => {
      await resetPasswordWithLink(app.db, request.body, request.session?.id_hash);
      return { message: MESSAGES.passwordChanged };
    },
  );

  app.post<{ Body: { current_password?: string; password: string; password2: string } }>(
    '/change_password',
    {
      config: needs('loggedIn'),
      schema: {
        body: obj({ current_password: password, password, password2: password }, ['password', 'password2']),
        response: { 200: messageBody, ...errorResponses },
      },
    },
    async (request) => {
      const session = request.session;
      const user = request.access.user;
      if (!session || !user) return { message: MESSAGES.passwordChanged };
      await changePassword(app.db, user.id, request.body, session.id_hash);
      return { message: MESSAGES.passwordChanged };
    },
  );
}
