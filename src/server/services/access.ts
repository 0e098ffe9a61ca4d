// Who is asking and what they may do: the session's user, permissions, terms and multifactor state,
// with rights derived by src/shared/permissions at the session's current client and facility.
import type { Db } from '../db/database';
import type { SessionRow, UserRow } from '../db/schema';
import { deriveRights, type Permission, type Rights } from '../../shared/permissions';
import { currentTerms, hasAcceptedTerms } from '../repositories/terms';
import { findUserById, permissionsOfUser } from '../repositories/users';

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
}

async function activeUser(db: Db, id: number | null): Promise<UserRow | null> {
  if (id === null) return null;
  const user = await findUserById(db, id);
  return user && user.is_active ? user : null;
}

/** Whether the person at the keyboard has accepted the terms in force (no terms yet: nothing to accept). */
export async function termsAcceptedBy(db: Db, userId: number, now: string): Promise<boolean> {
  const terms = await currentTerms(db, now);
  return terms ? hasAcceptedTerms(db, userId, terms.id) : true;
}

export async function loadAccess(db: Db, session: SessionRow | null, now: Date): Promise<Access> {
  const user = await activeUser(db, session?.user_id ?? null);
  const impersonator = await activeUser(db, session?.impersonator_user_id ?? null);
  const permissions = user ? await permissionsOfUser(db, user.id) : [];
  // An impersonating admin reads as the user but is the one who agreed to the terms.
  const reader = impersonator ?? user;
  const termsAccepted = reader ? await termsAcceptedBy(db, reader.id, now.toISOString()) : false;
  const multifactorPending = !!session?.multifactor_pending;
  const rights = deriveRights({
    hasAccount: user !== null,
    multifactorPending,
    termsAccepted,
    permissions,
    clientId: session?.client_id ?? null,
    facilityId: session?.facility_id ?? null,
  });
  return { session, user, impersonator, permissions, termsAccepted, multifactorPending, rights };
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
