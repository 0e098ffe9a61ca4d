// Who is asking and what they may do: the session's user, permissions, terms and multifactor state,
// with rights derived by src/shared/permissions at the session's current client and facility.
import type { Db } from '../db/database';
import type { SessionRow, UserRow } from '../db/schema';
import { deriveRights, type Permission, type Rights } from '../../shared/permissions';
import { currentTerms, hasAcceptedTerms } from '../repositories/terms';
import { type FacilityClient, loadRequestState, type RequestState } from '../repositories/request-state';
import { permissionsOfUser } from '../repositories/users';
import { keepAlive, type Timeouts } from './sessions';
import { digest } from './tokens';

export interface Access {
  session: SessionRow | null;
  /** The person the session acts as (the impersonated user while impersonating). */
  user: UserRow | null;
  /** The internal admin behind an impersonated session. */
  impersonator: UserRow | null;
  permissions: Permission[];
  termsAccepted: boolean;
  multifactorPending: boolean;
  rights: Rights;
  /** Every facility's client, read with the session (resources/reach.ts); absent: read when needed. */
  facilities?: FacilityClient[];
}

/** Whether the person at the keyboard has accepted the terms in force (no terms yet: nothing to accept). */
export async function termsAcceptedBy(db: Db, userId: number, now: string): Promise<boolean> {
  const terms = await currentTerms(db, now);
  return terms ? hasAcceptedTerms(db, userId, terms.id) : true;
}

function accessOf(
  session: SessionRow | null,
  user: UserRow | null,
  impersonator: UserRow | null,
  permissions: Permission[],
  termsAccepted: boolean,
  facilities?: FacilityClient[],
): Access {
  const multifactorPending = !!session?.multifactor_pending;
  const rights = deriveRights({
    hasAccount: user !== null,
    multifactorPending,
    termsAccepted,
    permissions,
    clientId: session?.client_id ?? null,
    facilityId: session?.facility_id ?? null,
  });
  return { session, user, impersonator, permissions, termsAccepted, multifactorPending, rights, facilities };
}

const ANONYMOUS_ACCESS = (session: SessionRow | null) => accessOf(session, null, null, [], false);

/** The access of a stored session's state (repositories/request-state.ts). */
function accessOfState(session: SessionRow, state: RequestState): Access {
  const active = (u: UserRow | null) => (u && u.is_active ? u : null);
  const user = active(state.user);
  const impersonator = active(state.impersonator);
  // An impersonating admin reads as the user but is the one who agreed to the terms.
  const reader = impersonator ?? user;
  const termsAccepted = !reader
    ? false
    : !state.termsInForce ||
      (reader === impersonator ? state.impersonatorAcceptedTerms : state.userAcceptedTerms);
  return accessOf(
    session,
    user,
    impersonator,
    user ? state.permissions : [],
    termsAccepted,
    state.facilities,
  );
}

/** The access of a session as stored now (after the request changed it: get_user). */
export async function loadAccess(db: Db, session: SessionRow | null, now: Date): Promise<Access> {
  if (!session) return ANONYMOUS_ACCESS(null);
  const state = await loadRequestState(db, session.id_hash, now.toISOString());
  // A session ended meanwhile (another request logged out) has no one behind it.
  return state ? accessOfState(session, state) : ANONYMOUS_ACCESS(session);
}

/**
 * The request's live session (null without a cookie, for an unknown or expired one) and its access:
 * one statement (request-state.ts), plus a write when the session expired or is due a touch.
 */
export async function loadRequestAccess(
  db: Db,
  config: Timeouts,
  cookie: string | undefined,
  now: Date,
): Promise<{ session: SessionRow | null; access: Access }> {
  const state = cookie ? await loadRequestState(db, digest(cookie), now.toISOString()) : undefined;
  const session = state ? await keepAlive(db, config, state.session, now) : null;
  if (!state || !session) return { session: null, access: ANONYMOUS_ACCESS(null) };
  return { session, access: accessOfState(session, state) };
}

/** The rights of the internal admin behind an impersonated session (or of the user when not impersonating). */
export async function realPersonRights(db: Db, access: Access, now: Date): Promise<Rights> {
  if (!access.impersonator) return access.rights;
  return deriveRights({
    hasAccount: true,
    multifactorPending: false,
    termsAccepted: await termsAcceptedBy(db, access.impersonator.id, now.toISOString()),
    permissions: await permissionsOfUser(db, access.impersonator.id),
    clientId: null,
    facilityId: null,
  });
}
