// Who the session's user is for banners and surveys (src/shared/audience.ts): internal or not, and the
// client, facility, industry and level of the facility the session stands at.
import type { Audience, AudienceKind, AudienceMember } from '../../shared/audience';
import { coversScope, type PermissionLevel } from '../../shared/permissions';
import type { Db } from '../db/database';
import type { Access } from './access';

export async function audienceMemberOf(db: Db, access: Access): Promise<AudienceMember> {
  const facilityId = access.session?.facility_id ?? null;
  const facility =
    facilityId === null
      ? undefined
      : await db
          .selectFrom('facilities')
          .select(['id', 'client_id', 'industry_type'])
          .where('id', '=', facilityId)
          .executeTakeFirst();
  const scope = { clientId: facility?.client_id ?? null, facilityId: facility?.id ?? null };
  const level = access.permissions.reduce<PermissionLevel | 0>(
    (max, p) => (coversScope(p, scope) && p.level > max ? p.level : max),
    0,
  );
  return {
    isInternal: access.rights.isEbcsAdmin,
    clientId: facility?.client_id ?? null,
    facilityId: facility?.id ?? null,
    industryType: facility?.industry_type ?? null,
    level,
  };
}

/** An audience stored as kind + JSON ids. */
export const audienceOf = (row: { audience_kind: string; audience_ids: string }): Audience => ({
  kind: row.audience_kind as AudienceKind,
  ids: JSON.parse(row.audience_ids) as number[],
});
