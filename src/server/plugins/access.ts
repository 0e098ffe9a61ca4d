// Sessions, CSRF and route guards for /auth and /api. Each route declares the right it needs in its
// config (`config: needs('canRead')`); a route that declares nothing needs loggedIn.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RightName } from '../../shared/permissions';
import { TERMS_NOT_ACCEPTED } from '../../shared/constants';
import type { SessionRow } from '../db/schema';
import { CSRF_INVALID, HttpError, NOT_AUTHORIZED, NOT_LOGGED_IN } from '../services/http-error';
import { type Access, loadRequestAccess } from '../services/access';
import { readSessionCookie } from '../services/session-cookie';
import { sameSecret } from '../services/tokens';

/** A right of spec §6, or the one step a half-logged-in session may take: completing multifactor. */
export type RouteNeed = RightName | 'multifactorPending';

declare module 'fastify' {
  interface FastifyContextConfig {
    need?: RouteNeed;
    /**
     * No CSRF check by the guard: the customer pages and provider callbacks (no session), and
     * POST /auth/get_user, which hands a browser its first token and checks one itself (checkCsrf)
     * when it changes the session.
     */
    csrfExempt?: boolean;
  }
  interface FastifyRequest {
    session: SessionRow | null;
    access: Access;
  }
}

export const needs = (need: RouteNeed, extra: { csrfExempt?: boolean } = {}) => ({ need, ...extra });

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** 403 unless the request carries its session's token in the csrf-token header. */
export function checkCsrf(request: FastifyRequest): void {
  const sent = request.headers['csrf-token'];
  const expected = request.session?.csrf_token;
  if (typeof sent !== 'string' || !expected || !sameSecret(sent, expected)) {
    throw new HttpError(403, CSRF_INVALID);
  }
}

function checkNeed(access: Access, need: RouteNeed): void {
  if (need === 'noAuth') return;
  if (!access.user) throw new HttpError(401, NOT_LOGGED_IN);
  if (need === 'multifactorPending') {
    if (!access.multifactorPending) throw new HttpError(401, NOT_LOGGED_IN);
    return;
  }
  if (access.multifactorPending) throw new HttpError(401, NOT_LOGGED_IN);
  if (need === 'hasAccount') return;
  if (!access.termsAccepted) throw new HttpError(403, TERMS_NOT_ACCEPTED);
  if (!access.rights[need]) throw new HttpError(403, NOT_AUTHORIZED);
}

/** Adds the hooks to the given (encapsulated) context: only /auth and /api routes carry sessions. */
export function registerAccess(app: FastifyInstance): void {
  app.decorateRequest('session', null);
  app.decorateRequest('access', null as unknown as Access);

  // The session and who is behind it, in one statement (services/access.ts loadRequestAccess).
  app.addHook('onRequest', async (request) => {
    const loaded = await loadRequestAccess(app.db, app.config, readSessionCookie(request), new Date());
    request.session = loaded.session;
    request.access = loaded.access;
  });

  // preValidation: a request without a session or CSRF token is refused before its body is judged.
  app.addHook('preValidation', async (request) => {
    const config = request.routeOptions.config;
    const need = config.need ?? 'loggedIn';
    // Not logged in beats a bad CSRF token: the client's answer to 401 is to log in again.
    if (need !== 'noAuth' && !request.access.user) throw new HttpError(401, NOT_LOGGED_IN);
    if (STATE_CHANGING.has(request.method) && !config.csrfExempt) checkCsrf(request);
    checkNeed(request.access, need);
  });
}
