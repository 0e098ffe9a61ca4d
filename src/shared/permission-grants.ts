// Who may grant, change and take away which access (issue 13, spec §6). The server enforces these
// rules on every change (services/user-admin.ts) and the Permissions screens offer only what they allow,
// so both sides agree. Built on the triples and rights of ./permissions.
import { LEVEL, type Permission, type PermissionLevel } from './permissions';

export const LEVEL_NAMES: Record<PermissionLevel, string> = {
  1: 'Read',
  2: 'Edit',
  3: 'Create',
  4: 'Admin',
  5: 'Developer',
};

export const GRANT_MESSAGES = {
  ownAccess: 'You cannot change your own access: ask another administrator.',
  outsideReach: 'You can grant or change access only at the facilities and clients you administer.',
  allClientsOnlyOnEbcs: 'Access to all clients is granted only on EBCS Users.',
  developerOnlyOnEbcs: 'Level 5 (Developer) is granted only on EBCS Users.',
  ebcsOnlyAtAll: 'EBCS users have level 4 or 5 at all clients and facilities.',
  aboveOwnLevel: (level: number) =>
    `You can grant at most level ${level} (${LEVEL_NAMES[level as PermissionLevel]}).`,
  facilityScopeNeedsClient: 'Choose the client of the facility.',
} as const;

/** Names of the places a triple can point to, for its words. */
export interface PlaceNames {
  clients: Record<number, string>;
  facilities: Record<number, string>;
}

/** A triple in words: "Create at Riverside Animal Hospital", "Admin at all Riverside Veterinary Group facilities". */
export function describePermission(p: Permission, names: PlaceNames): string {
  const level = LEVEL_NAMES[p.level] ?? `Level ${p.level}`;
  if (p.client_id === null && p.facility_id === null) return `${level} at all clients and facilities`;
  if (p.facility_id === null) {
    return `${level} at all ${names.clients[p.client_id as number] ?? `client ${p.client_id}`} facilities`;
  }
  return `${level} at ${names.facilities[p.facility_id] ?? `facility ${p.facility_id}`}`;
}

/** Whether actor triple `a` reaches every facility that triple `t` reaches. */
function reaches(a: Permission, t: Permission): boolean {
  if (a.client_id === null && a.facility_id === null) return true;
  if (t.client_id === null) return false;
  if (a.facility_id === null) return a.client_id === t.client_id;
  return t.facility_id !== null && a.facility_id === t.facility_id && a.client_id === t.client_id;
}

/** The highest admin level (4 or 5) the actor holds over the whole of triple t's scope; 0 when none. */
export function adminLevelOver(
  actor: Permission[],
  t: Pick<Permission, 'client_id' | 'facility_id'>,
): number {
  const target = { ...t, level: LEVEL.read } as Permission;
  return actor.reduce(
    (max, a) => (a.level >= LEVEL.admin && reaches(a, target) && a.level > max ? a.level : max),
    0,
  );
}

export interface GrantRefusal {
  status: 403;
  message: string;
}

/**
 * Why the actor may not hold triple t in their gift (grant it, or change or remove it), or null.
 * `onEbcs`: the request comes from EBCS Users, where only access at all clients is handled.
 */
export function grantProblem(actor: Permission[], t: Permission, onEbcs: boolean): GrantRefusal | null {
  const refuse = (message: string): GrantRefusal => ({ status: 403, message });
  const atAll = t.client_id === null && t.facility_id === null;
  if (t.client_id === null && t.facility_id !== null) return refuse(GRANT_MESSAGES.facilityScopeNeedsClient);
  if (onEbcs && (!atAll || t.level < LEVEL.admin)) return refuse(GRANT_MESSAGES.ebcsOnlyAtAll);
  if (!onEbcs && atAll) return refuse(GRANT_MESSAGES.allClientsOnlyOnEbcs);
  if (!onEbcs && t.level === LEVEL.developer) return refuse(GRANT_MESSAGES.developerOnlyOnEbcs);
  const own = adminLevelOver(actor, t);
  if (own < LEVEL.admin) return refuse(GRANT_MESSAGES.outsideReach);
  if (t.level > own) return refuse(GRANT_MESSAGES.aboveOwnLevel(own));
  return null;
}

/** The levels the actor may grant at a scope (on EBCS Users: 4, and 5 for developers). */
export function grantableLevels(
  actor: Permission[],
  scope: Pick<Permission, 'client_id' | 'facility_id'>,
  onEbcs: boolean,
): PermissionLevel[] {
  const all: PermissionLevel[] = [1, 2, 3, 4, 5];
  return all.filter((level) => grantProblem(actor, { ...scope, level }, onEbcs) === null);
}

/**
 * Why the actor may not manage a user as a whole (deactivate, reactivate, unlock, resend an invitation),
 * or null: not themselves, and every access the user holds must be within the actor's reach and level.
 */
export function manageProblem(
  actor: Permission[],
  actorId: number,
  targetId: number,
  target: Permission[],
): GrantRefusal | null {
  if (actorId === targetId) return { status: 403, message: GRANT_MESSAGES.ownAccess };
  const everything = { client_id: null, facility_id: null };
  if (target.length === 0 && adminLevelOver(actor, everything) < LEVEL.admin) {
    return { status: 403, message: GRANT_MESSAGES.outsideReach };
  }
  for (const t of target) {
    const own = adminLevelOver(actor, t);
    if (own < LEVEL.admin) return { status: 403, message: GRANT_MESSAGES.outsideReach };
    if (t.level > own) return { status: 403, message: GRANT_MESSAGES.aboveOwnLevel(own) };
  }
  return null;
}
