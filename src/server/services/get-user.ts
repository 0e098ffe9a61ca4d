// POST /auth/get_user (spec §7 Auth): the session as the client sees it. Also hands an anonymous
// visitor a session, so the login form has a CSRF token to send.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GetUserRequest, GetUserResponse } from '../../shared/session';
import { HttpError, NOT_AUTHORIZED } from './http-error';
import { latestAnnouncement } from '../repositories/announcements';
import { findFacility, groupByClient } from '../repositories/facilities';
import { loadLookupData, lookupsLastUpdated } from '../repositories/lookups';
import { type Access, loadAccess } from './access';
import { defaultFacility, placeOf, reachableFacilities } from './facility-choice';
import { changeImpersonation } from './impersonation';
import { ANONYMOUS, changeSession, startSession } from './sessions';

/** Lookups go out only when they changed after the copy the client holds. */
function lookupsChangedSince(lastUpdated: string | null, clientCopy: string | null | undefined): boolean {
  if (!lastUpdated) return false;
  if (!clientCopy) return true;
  const held = Date.parse(clientCopy);
  return Number.isNaN(held) || held < Date.parse(lastUpdated);
}

async function chooseFacility(
  app: FastifyInstance,
  request: FastifyRequest,
  access: Access,
  wanted?: number | null,
) {
  const places = await reachableFacilities(app.db, access.permissions);
  if (wanted !== undefined && wanted !== null && wanted !== access.session?.facility_id) {
    const place = placeOf(places, wanted);
    // Only a facility the user's permissions reach (reachableFacilities applies reachesFacility).
    if (!place) throw new HttpError(403, NOT_AUTHORIZED);
    await changeSession(app.db, request, { client_id: place.client_id, facility_id: place.id });
  } else if (!placeOf(places, request.session?.facility_id ?? null)) {
    // No facility yet, or one the user no longer reaches: start at the default.
    const start = defaultFacility(places);
    await changeSession(app.db, request, {
      client_id: start?.client_id ?? null,
      facility_id: start?.id ?? null,
    });
  }
  return places;
}

/**
 * Whether this get_user would change the session: another facility than the current one, or starting
 * or stopping impersonation. Such a call needs the session's CSRF token like any other state change;
 * a plain get_user (first load, refresh) does not, since it is how the browser gets the token.
 * A logged-out session has nothing to change (both are ignored without a user).
 */
export function changesSession(request: FastifyRequest, body: GetUserRequest | undefined): boolean {
  if (!request.access?.user || !body) return false;
  if (body.impersonate_id !== undefined) return true;
  return (
    body.facility_id !== undefined &&
    body.facility_id !== null &&
    body.facility_id !== request.session?.facility_id
  );
}

export async function getUser(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: GetUserRequest,
): Promise<GetUserResponse> {
  const { db } = app;
  if (!request.session) await startSession(db, request, reply, ANONYMOUS);
  let access = request.access;
  if (body.impersonate_id !== undefined && access.user) {
    await changeImpersonation(db, request, access, body.impersonate_id);
    access = await loadAccess(db, request.session, new Date());
  }

  const base: GetUserResponse = {
    user: null,
    csrfToken: request.session?.csrf_token ?? null,
    permissions: [],
    clients: [],
    currentFacility: null,
    lookupData: null,
    lookupLastFetched: null,
    announcement: null,
    multipleFacilities: false,
    serverEnvironment: app.config.environment,
    demoFacilityIds: [],
    isImpersonator: false,
    impersonator: null,
    termsAccepted: access.termsAccepted,
    multifactorPending: access.multifactorPending,
    buildTimestamp: app.buildTimestamp,
  };
  if (!access.user) return base;
  const user = {
    id: access.user.id,
    first_name: access.user.first_name,
    last_name: access.user.last_name,
    email: access.user.email,
  };
  // Until multifactor completes the session shows who is signing in, and nothing else.
  if (access.multifactorPending) return { ...base, user };

  const places = await chooseFacility(
    app,
    request,
    access,
    access.termsAccepted ? body.facility_id : undefined,
  );
  const facilityId = request.session?.facility_id ?? null;
  const lastUpdated = await lookupsLastUpdated(db);
  return {
    ...base,
    user,
    permissions: access.permissions,
    clients: groupByClient(places),
    currentFacility: facilityId === null ? null : ((await findFacility(db, facilityId)) ?? null),
    lookupData: lookupsChangedSince(lastUpdated, body.lookup_last_fetched) ? await loadLookupData(db) : null,
    lookupLastFetched: lastUpdated,
    announcement: await latestAnnouncement(db, access.user.id, new Date()),
    multipleFacilities: places.length > 1,
    demoFacilityIds: places.filter((p) => p.is_demo).map((p) => p.id),
    isImpersonator: access.impersonator !== null,
    impersonator: access.impersonator && {
      id: access.impersonator.id,
      first_name: access.impersonator.first_name,
      last_name: access.impersonator.last_name,
      email: access.impersonator.email,
    },
  };
}
