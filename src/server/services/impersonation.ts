// Internal admins can impersonate users (spec §6): the session becomes the chosen user and keeps the
// admin in impersonator_user_id; impersonate_id 0 stops. Start and stop are audited here; every
// request in between by the impersonation-audit plugin.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { HttpError, NOT_LOGGED_IN } from './http-error';
import { recordAudit } from '../repositories/audit-log';
import { findUserById, permissionsOfUser } from '../repositories/users';
import { type Access, realPersonRights } from './access';
import { defaultFacility, reachableFacilities } from './facility-choice';
import { changeSession } from './sessions';

export const IMPERSONATION_REFUSED = 'Only internal administrators can impersonate users.';
export const USER_NOT_FOUND = 'That user does not exist or is no longer active.';

async function becomeUser(db: Db, request: FastifyRequest, userId: number, impersonatorId: number | null) {
  const places = await reachableFacilities(db, await permissionsOfUser(db, userId));
  const start = defaultFacility(places);
  await changeSession(db, request, {
    user_id: userId,
    impersonator_user_id: impersonatorId,
    client_id: start?.client_id ?? null,
    facility_id: start?.id ?? null,
  });
}

export async function changeImpersonation(
  db: Db,
  request: FastifyRequest,
  access: Access,
  impersonateId: number,
): Promise<void> {
  const realPerson = access.impersonator ?? access.user;
  if (!realPerson || !access.session) throw new HttpError(401, NOT_LOGGED_IN);
  const now = new Date();
  const audit = (action: string, user: { id: number; email: string }) =>
    recordAudit(db, {
      occurredOn: now.toISOString(),
      userId: user.id,
      impersonatorUserId: realPerson.id,
      action,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      target: { type: 'user', id: user.id, label: user.email },
    });

  if (impersonateId === 0 || impersonateId === realPerson.id) {
    if (!access.impersonator || !access.user) return;
    await audit('impersonation.stop', access.user);
    await becomeUser(db, request, realPerson.id, null);
    return;
  }
  if (!(await realPersonRights(db, access, now)).isEbcsAdmin) throw new HttpError(403, IMPERSONATION_REFUSED);
  const target = await findUserById(db, impersonateId);
  if (!target || !target.is_active) throw new HttpError(404, USER_NOT_FOUND);
  await becomeUser(db, request, target.id, realPerson.id);
  await audit('impersonation.start', target);
}
