// Who a banner or a survey is for (issue 14): everyone, internal users, an industry, or given clients,
// facilities or permission levels; judged at the user's current facility. A page scope limits a banner
// to one part of the app.
import type { PermissionLevel } from './permissions';

export const AUDIENCE_KINDS = [
  'everyone',
  'internal',
  'industry',
  'clients',
  'facilities',
  'levels',
] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];

export interface Audience {
  kind: AudienceKind;
  /** Industry codes, client ids, facility ids or permission levels; empty for everyone and internal. */
  ids: number[];
}

/** What the audience is judged on: the user and where the session stands. */
export interface AudienceMember {
  isInternal: boolean;
  clientId: number | null;
  facilityId: number | null;
  industryType: number | null;
  /** The user's level at the current facility (0: none). */
  level: PermissionLevel | 0;
}

export function audienceIncludes(audience: Audience, who: AudienceMember): boolean {
  const has = (value: number | null) => value !== null && audience.ids.includes(value);
  switch (audience.kind) {
    case 'everyone':
      return true;
    case 'internal':
      return who.isInternal;
    case 'industry':
      return has(who.industryType);
    case 'clients':
      return has(who.clientId);
    case 'facilities':
      return has(who.facilityId);
    case 'levels':
      return has(who.level);
  }
}

export const AUDIENCE_LABELS: Record<AudienceKind, string> = {
  everyone: 'Everyone',
  internal: 'Internal users',
  industry: 'Industry',
  clients: 'Clients',
  facilities: 'Facilities',
  levels: 'Permission levels',
};

/** A page scope ('/contracts') covers that path and the paths below it; none covers every page. */
export function pageScopeMatches(scope: string | null, path: string): boolean {
  if (!scope) return true;
  const base = scope.replace(/\/+$/, '');
  return base === '' || path === base || path.startsWith(`${base}/`);
}
