// Rights derived from permission triples (spec §6). The client's route guards and every server route
// call these, so a right means the same thing on both sides.

export type PermissionLevel = 1 | 2 | 3 | 4 | 5;
export const LEVEL = { read: 1, edit: 2, create: 3, admin: 4, developer: 5 } as const;

/** A permission triple; null client or facility means all. */
export interface Permission {
  client_id: number | null;
  facility_id: number | null;
  level: PermissionLevel;
}

/** Where the user stands: the current client and facility (null when none is chosen). */
export interface Scope {
  clientId: number | null;
  facilityId: number | null;
}

export interface RightsInput extends Scope {
  hasAccount: boolean;
  multifactorPending: boolean;
  termsAccepted: boolean;
  permissions: Permission[];
}

export interface Rights {
  noAuth: true;
  hasAccount: boolean;
  loggedIn: boolean;
  isDeveloper: boolean;
  isEbcsAdmin: boolean;
  isClientAdmin: boolean;
  isFacilityAdmin: boolean;
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
  canRead: boolean;
  canViewReports: boolean;
}

export type RightName = keyof Rights;

const atAll = (p: Permission) => p.client_id === null && p.facility_id === null;
const atClient = (p: Permission, s: Scope) =>
  s.clientId !== null && p.client_id === s.clientId && p.facility_id === null;
const atFacility = (p: Permission, s: Scope) =>
  s.facilityId !== null &&
  p.facility_id === s.facilityId &&
  (p.client_id === null || s.clientId === null || p.client_id === s.clientId);

/** A triple that covers the current facility: at all, at its client, or at the facility itself. */
export function coversScope(p: Permission, s: Scope): boolean {
  return atAll(p) || atClient(p, s) || atFacility(p, s);
}

function levelAtScope(perms: Permission[], s: Scope): number {
  return perms.reduce((max, p) => (coversScope(p, s) && p.level > max ? p.level : max), 0);
}

export function deriveRights(input: RightsInput): Rights {
  const { permissions: perms } = input;
  const scope: Scope = { clientId: input.clientId, facilityId: input.facilityId };
  const hasAccount = input.hasAccount;
  const loggedIn = hasAccount && !input.multifactorPending && input.termsAccepted;
  const usable = loggedIn ? perms : [];

  const isDeveloper = usable.some((p) => atAll(p) && p.level === LEVEL.developer);
  const isEbcsAdmin = isDeveloper || usable.some((p) => atAll(p) && p.level >= LEVEL.admin);
  const isClientAdmin = isEbcsAdmin || usable.some((p) => atClient(p, scope) && p.level >= LEVEL.admin);
  const isFacilityAdmin = isClientAdmin || usable.some((p) => atFacility(p, scope) && p.level >= LEVEL.admin);
  const level = levelAtScope(usable, scope);
  const canCreate = isFacilityAdmin || level >= LEVEL.create;
  const canEdit = canCreate || level >= LEVEL.edit;
  const canRead = canEdit || level >= LEVEL.read;

  return {
    noAuth: true,
    hasAccount,
    loggedIn,
    isDeveloper,
    isEbcsAdmin,
    isClientAdmin,
    isFacilityAdmin,
    canCreate,
    canEdit,
    canDelete: canEdit,
    canRead,
    canViewReports: isFacilityAdmin,
  };
}

/** Whether any permission reaches a facility of a client at all (read or better): the data scope. */
export function reachesFacility(perms: Permission[], clientId: number, facilityId: number): boolean {
  return perms.some((p) => coversScope(p, { clientId, facilityId }));
}

/** Whether the user reaches every facility of every client (internal admins and all-level users). */
export function reachesEverything(perms: Permission[]): boolean {
  return perms.some(atAll);
}
