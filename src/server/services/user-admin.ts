// User administration (issue 13, spec §6): list, invite, change access, deactivate, reactivate, unlock.
// Every rule of src/shared/permission-grants.ts is checked here before anything changes, and every
// change is one audit row with before and after.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import { LEVEL, type Permission } from '../../shared/permissions';
import {
  describePermission,
  GRANT_MESSAGES,
  grantProblem,
  manageProblem,
} from '../../shared/permission-grants';
import {
  type AdminPermission,
  type AdminUser,
  type InviteRequest,
  type PermissionInput,
  USER_ADMIN_MESSAGES as M,
  type UserListScope,
  type UserStatus,
} from '../../shared/user-admin';
import { MESSAGES } from '../../shared/messages';
import { PRODUCT } from '../../shared/product';
import { isValidEmail } from '../../shared/validation/formats';
import { VALIDATION_MESSAGES } from '../../shared/validation/messages';
import { queueMessage } from '../jobs/handlers/messaging-deliver';
import * as repo from '../repositories/user-admin';
import { deleteSessionsOfUser } from '../repositories/sessions';
import { findUserByEmail, findUserById, normalizeEmail } from '../repositories/users';
import { revokeOneTimeTokens } from '../repositories/one-time-tokens';
import { auditChange } from './audit';
import { HttpError, NOT_AUTHORIZED } from './http-error';
import { LOGIN_LIMITS } from './login';
import { createOneTimeLink, LINK_LIFETIME_MINUTES } from './one-time-links';

export interface AdminContext {
  app: FastifyInstance;
  request: FastifyRequest;
  actor: UserRow;
  actorPermissions: Permission[];
  scope: UserListScope;
  clientId: number | null;
  facilityId: number | null;
}

const triple = (p: PermissionInput | repo.PermissionRow): Permission => ({
  client_id: p.client_id,
  facility_id: p.facility_id,
  level: p.level,
});

function refuse(problem: { status: number; message: string } | null): void {
  if (problem) throw new HttpError(problem.status, problem.message);
}

/** The rights a screen needs: EBCS Users internal admin, Permissions facility admin. */
export function checkScreen(ctx: AdminContext): void {
  const { rights } = ctx.request.access;
  if (ctx.scope === 'ebcs' ? !rights.isEbcsAdmin : !rights.isFacilityAdmin) {
    throw new HttpError(403, NOT_AUTHORIZED);
  }
}

// ---------------------------------------------------------------------------------------------------
// Listing

async function statusesOf(db: Db, users: UserRow[]): Promise<Map<number, UserStatus>> {
  const now = new Date();
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMinutes * 60_000).toISOString();
  const ids = users.map((u) => u.id);
  const invited = await repo.usersWithOpenInvitation(db, ids, now.toISOString());
  const locked = await repo.lockedEmails(
    db,
    users.map((u) => u.email),
    since,
    LOGIN_LIMITS.failuresPerEmail,
  );
  const result = new Map<number, UserStatus>();
  for (const u of users) {
    let status: UserStatus = 'active';
    if (!u.is_active) status = 'deactivated';
    else if (!u.password_hash) status = invited.has(u.id) ? 'invited' : 'invitation expired';
    else if (locked.has(u.email)) status = 'locked';
    result.set(u.id, status);
  }
  return result;
}

async function describeUsers(ctx: AdminContext, users: UserRow[]): Promise<AdminUser[]> {
  const { db } = ctx.app;
  const names = await repo.placeNames(db);
  const perms = await repo.permissionRowsOf(
    db,
    users.map((u) => u.id),
  );
  const statuses = await statusesOf(db, users);
  const onEbcs = ctx.scope === 'ebcs';
  return users.map((u) => {
    const own = perms.filter((p) => p.user_id === u.id);
    const isSelf = u.id === ctx.actor.id;
    const permissions: AdminPermission[] = own.map((p) => {
      const t = triple(p);
      const atAll = t.client_id === null && t.facility_id === null;
      return {
        id: p.id,
        client_id: p.client_id,
        facility_id: p.facility_id,
        level: p.level,
        label: describePermission(t, names),
        changeable: !isSelf && atAll === onEbcs && grantProblem(ctx.actorPermissions, t, onEbcs) === null,
      };
    });
    const problem = manageProblem(ctx.actorPermissions, ctx.actor.id, u.id, own.map(triple));
    return {
      id: u.id,
      email: u.email,
      first_name: u.first_name,
      last_name: u.last_name,
      status: statuses.get(u.id) ?? 'active',
      last_login_on: u.last_login_on,
      created_on: u.created_on,
      invited_on: u.invited_on,
      permissions,
      manageable: problem === null,
      refusal: problem?.message ?? null,
    };
  });
}

/** Permissions: the users with access at the current facility (a client admin: anywhere at the client). */
export async function listUsers(ctx: AdminContext): Promise<AdminUser[]> {
  checkScreen(ctx);
  const { db } = ctx.app;
  let ids: number[];
  if (ctx.scope === 'ebcs') ids = await repo.userIdsAtAll(db);
  else {
    if (ctx.clientId === null) return [];
    const clientAdmin = ctx.request.access.rights.isClientAdmin;
    ids = await repo.userIdsAtClient(db, ctx.clientId, clientAdmin ? null : ctx.facilityId);
  }
  return describeUsers(ctx, await repo.usersByIds(db, ids));
}

export async function describeUser(ctx: AdminContext, userId: number): Promise<AdminUser> {
  const user = await findUserById(ctx.app.db, userId);
  if (!user) throw new HttpError(404, M.notFound);
  const [described] = await describeUsers(ctx, [user]);
  return described;
}

// ---------------------------------------------------------------------------------------------------
// The rules that need the database

/** The triple names a real client and facility, the facility of that client. */
async function checkPlace(db: Db, p: PermissionInput): Promise<void> {
  if (p.client_id !== null && !(await repo.clientById(db, p.client_id)))
    throw new HttpError(404, M.clientNotFound);
  if (p.facility_id !== null) {
    const facility = await repo.facilityById(db, p.facility_id);
    if (!facility) throw new HttpError(404, M.facilityNotFound);
    if (p.client_id !== null && facility.client_id !== p.client_id)
      throw new HttpError(400, M.facilityOfOtherClient);
  }
}

function adminsCover(
  triples: Permission[],
  facilityIds: number[],
): { facilities: Set<number>; any: boolean } {
  const admins = triples.filter((t) => t.level >= LEVEL.admin);
  const covered = new Set<number>();
  for (const t of admins) {
    if (t.facility_id === null) facilityIds.forEach((id) => covered.add(id));
    else covered.add(t.facility_id);
  }
  return { facilities: covered, any: admins.length > 0 };
}

/**
 * 409 when the user's access going from `before` to `after` (empty after: deactivated) leaves a client,
 * or one of its facilities that had an admin, without one. Access at all clients does not count: the
 * internal admins are not the practice's admins.
 */
async function checkLastAdmin(
  db: Db,
  userId: number,
  before: Permission[],
  after: Permission[],
): Promise<void> {
  const clients = new Set(
    before.filter((t) => t.level >= LEVEL.admin && t.client_id !== null).map((t) => t.client_id as number),
  );
  for (const clientId of clients) {
    const others = (await repo.activeAdminTriplesAtClient(db, clientId))
      .filter((t) => t.user_id !== userId)
      .map(triple);
    const facilities = await repo.facilitiesOfClient(db, clientId);
    const ids = facilities.map((f) => f.id);
    const mine = (list: Permission[]) => list.filter((t) => t.client_id === clientId);
    const was = adminsCover([...others, ...mine(before)], ids);
    const will = adminsCover([...others, ...mine(after)], ids);
    for (const f of facilities) {
      if (was.facilities.has(f.id) && !will.facilities.has(f.id))
        throw new HttpError(409, M.lastAdmin(f.name));
    }
    if (was.any && !will.any) {
      const client = await repo.clientById(db, clientId);
      throw new HttpError(409, M.lastAdmin(client?.name ?? 'The client'));
    }
  }
}

async function loadTarget(ctx: AdminContext, userId: number) {
  const user = await findUserById(ctx.app.db, userId);
  if (!user) throw new HttpError(404, M.notFound);
  const rows = await repo.permissionRowsOf(ctx.app.db, [userId]);
  return { user, rows, perms: rows.map(triple) };
}

const userTarget = (u: UserRow) => ({
  type: 'user',
  id: u.id,
  label: `${u.first_name} ${u.last_name} <${u.email}>`,
});
const tripleOut = (p: Permission) => ({ client_id: p.client_id, facility_id: p.facility_id, level: p.level });

// ---------------------------------------------------------------------------------------------------
// Changes

async function sendInvitation(ctx: AdminContext, user: UserRow): Promise<void> {
  await ctx.app.db.transaction().execute(async (trx) => {
    const link = await createOneTimeLink(trx, ctx.app.config.publicUrl, user.id, 'invitation');
    const days = LINK_LIFETIME_MINUTES.invitation / (24 * 60);
    await queueMessage(trx, {
      channel: 'email',
      to: user.email,
      subject: `${PRODUCT.shortName}: you are invited`,
      text:
        `Hello ${user.first_name},\n\n${ctx.actor.first_name} ${ctx.actor.last_name} invited you to ` +
        `${PRODUCT.shortName}. To choose your password, open this link (it works once, within ${days} days):` +
        `\n\n${link}\n\nThen log in with your email address and the password you chose.\n\n` +
        `${PRODUCT.name}\n${PRODUCT.supportPhone}, ${PRODUCT.supportHours}`,
    });
  });
}

export async function inviteUser(
  ctx: AdminContext,
  input: InviteRequest,
): Promise<{ message: string; user: AdminUser }> {
  checkScreen(ctx);
  const { db } = ctx.app;
  const grant = triple(input);
  refuse(grantProblem(ctx.actorPermissions, grant, ctx.scope === 'ebcs'));
  await checkPlace(db, grant);
  const email = normalizeEmail(input.email);
  if (!isValidEmail(email)) {
    throw new HttpError(400, MESSAGES.validationErrors, { errors: { email: VALIDATION_MESSAGES.email } });
  }
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (existing.id === ctx.actor.id) throw new HttpError(403, GRANT_MESSAGES.ownAccess);
    if (!existing.is_active) throw new HttpError(409, M.deactivatedAccount);
    const rows = await repo.permissionRowsOf(db, [existing.id]);
    if (rows.some((r) => r.client_id === grant.client_id && r.facility_id === grant.facility_id)) {
      throw new HttpError(409, M.alreadyHasAccess);
    }
    await db
      .insertInto('permissions')
      .values({ user_id: existing.id, ...grant })
      .execute();
    await auditChange(db, ctx.request, {
      action: 'access.add',
      target: userTarget(existing),
      before: rows.map(triple).map(tripleOut),
      after: [...rows.map(triple), grant].map(tripleOut),
    });
    return { message: M.accessAdded(email), user: await describeUser(ctx, existing.id) };
  }
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('users')
    .values({
      email,
      first_name: input.first_name.trim(),
      last_name: input.last_name.trim(),
      password_hash: '',
      multifactor_required: 0,
      is_active: 1,
      created_on: now,
      invited_on: now,
      last_login_on: null,
      deactivated_on: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('permissions')
    .values({ user_id: id, ...grant })
    .execute();
  const user = (await findUserById(db, id)) as UserRow;
  await sendInvitation(ctx, user);
  await auditChange(db, ctx.request, {
    action: 'user.invite',
    target: userTarget(user),
    before: null,
    after: { email, first_name: user.first_name, last_name: user.last_name, permissions: [tripleOut(grant)] },
  });
  return { message: M.invited(email), user: await describeUser(ctx, id) };
}

export async function addPermission(
  ctx: AdminContext,
  userId: number,
  input: PermissionInput,
): Promise<AdminUser> {
  checkScreen(ctx);
  const { db } = ctx.app;
  const target = await loadTarget(ctx, userId);
  if (userId === ctx.actor.id) throw new HttpError(403, GRANT_MESSAGES.ownAccess);
  const grant = triple(input);
  refuse(grantProblem(ctx.actorPermissions, grant, ctx.scope === 'ebcs'));
  await checkPlace(db, grant);
  if (!target.user.is_active) throw new HttpError(409, M.deactivatedAccount);
  if (target.rows.some((r) => r.client_id === grant.client_id && r.facility_id === grant.facility_id)) {
    throw new HttpError(409, M.alreadyHasAccess);
  }
  await db
    .insertInto('permissions')
    .values({ user_id: userId, ...grant })
    .execute();
  await auditChange(db, ctx.request, {
    action: 'access.add',
    target: userTarget(target.user),
    before: target.perms.map(tripleOut),
    after: [...target.perms, grant].map(tripleOut),
  });
  return describeUser(ctx, userId);
}

async function loadPermission(ctx: AdminContext, userId: number, permissionId: number) {
  const target = await loadTarget(ctx, userId);
  if (userId === ctx.actor.id) throw new HttpError(403, GRANT_MESSAGES.ownAccess);
  const row = target.rows.find((r) => r.id === permissionId);
  if (!row) throw new HttpError(404, M.permissionNotFound);
  refuse(grantProblem(ctx.actorPermissions, triple(row), ctx.scope === 'ebcs'));
  return { ...target, row };
}

export async function changePermission(
  ctx: AdminContext,
  userId: number,
  permissionId: number,
  input: PermissionInput,
): Promise<AdminUser> {
  checkScreen(ctx);
  const { db } = ctx.app;
  const target = await loadPermission(ctx, userId, permissionId);
  const next = triple(input);
  refuse(grantProblem(ctx.actorPermissions, next, ctx.scope === 'ebcs'));
  await checkPlace(db, next);
  const clash = target.rows.some(
    (r) => r.id !== permissionId && r.client_id === next.client_id && r.facility_id === next.facility_id,
  );
  if (clash) throw new HttpError(409, M.alreadyHasAccess);
  const after = target.rows.map((r) => (r.id === permissionId ? next : triple(r)));
  if (target.user.is_active) await checkLastAdmin(db, userId, target.perms, after);
  await db.updateTable('permissions').set(next).where('id', '=', permissionId).execute();
  await auditChange(db, ctx.request, {
    action: 'access.change',
    target: userTarget(target.user),
    before: tripleOut(triple(target.row)),
    after: tripleOut(next),
  });
  return describeUser(ctx, userId);
}

export async function removePermission(
  ctx: AdminContext,
  userId: number,
  permissionId: number,
): Promise<AdminUser> {
  checkScreen(ctx);
  const { db } = ctx.app;
  const target = await loadPermission(ctx, userId, permissionId);
  const after = target.rows.filter((r) => r.id !== permissionId).map(triple);
  if (target.user.is_active) await checkLastAdmin(db, userId, target.perms, after);
  await db.deleteFrom('permissions').where('id', '=', permissionId).execute();
  await auditChange(db, ctx.request, {
    action: 'access.remove',
    target: userTarget(target.user),
    before: tripleOut(triple(target.row)),
    after: null,
  });
  return describeUser(ctx, userId);
}

async function loadManaged(ctx: AdminContext, userId: number) {
  checkScreen(ctx);
  const target = await loadTarget(ctx, userId);
  refuse(manageProblem(ctx.actorPermissions, ctx.actor.id, userId, target.perms));
  return target;
}

export async function deactivateUser(ctx: AdminContext, userId: number): Promise<AdminUser> {
  const { db } = ctx.app;
  const target = await loadManaged(ctx, userId);
  if (target.user.is_active) {
    await checkLastAdmin(db, userId, target.perms, []);
    const now = new Date().toISOString();
    await db
      .updateTable('users')
      .set({ is_active: 0, deactivated_on: now })
      .where('id', '=', userId)
      .execute();
    // Their open sessions end at once; their invitation link too.
    await deleteSessionsOfUser(db, userId);
    await revokeOneTimeTokens(db, userId, 'invitation', now);
    await auditChange(db, ctx.request, {
      action: 'user.deactivate',
      target: userTarget(target.user),
      before: { is_active: true },
      after: { is_active: false },
    });
  }
  return describeUser(ctx, userId);
}

export async function reactivateUser(ctx: AdminContext, userId: number): Promise<AdminUser> {
  const { db } = ctx.app;
  const target = await loadManaged(ctx, userId);
  if (!target.user.is_active) {
    await db
      .updateTable('users')
      .set({ is_active: 1, deactivated_on: null })
      .where('id', '=', userId)
      .execute();
    await auditChange(db, ctx.request, {
      action: 'user.reactivate',
      target: userTarget(target.user),
      before: { is_active: false },
      after: { is_active: true },
    });
  }
  return describeUser(ctx, userId);
}

export async function unlockUser(ctx: AdminContext, userId: number): Promise<AdminUser> {
  const { db } = ctx.app;
  const target = await loadManaged(ctx, userId);
  const before = await describeUser(ctx, userId);
  await repo.forgetFailedLogins(db, target.user.email);
  const after = await describeUser(ctx, userId);
  await auditChange(db, ctx.request, {
    action: 'user.unlock',
    target: userTarget(target.user),
    before: { status: before.status },
    after: { status: after.status },
  });
  return after;
}

export async function resendInvitation(ctx: AdminContext, userId: number): Promise<AdminUser> {
  const target = await loadManaged(ctx, userId);
  if (target.user.password_hash) throw new HttpError(409, M.notInvited);
  if (!target.user.is_active) throw new HttpError(409, M.deactivateFirst);
  const before = await describeUser(ctx, userId);
  await sendInvitation(ctx, target.user);
  const after = await describeUser(ctx, userId);
  await auditChange(ctx.app.db, ctx.request, {
    action: 'user.invite.resend',
    target: userTarget(target.user),
    before: { status: before.status },
    after: { status: after.status },
  });
  return after;
}

export async function revokeInvitation(ctx: AdminContext, userId: number): Promise<AdminUser> {
  const target = await loadManaged(ctx, userId);
  if (target.user.password_hash) throw new HttpError(409, M.notInvited);
  const before = await describeUser(ctx, userId);
  await revokeOneTimeTokens(ctx.app.db, userId, 'invitation', new Date().toISOString());
  const after = await describeUser(ctx, userId);
  await auditChange(ctx.app.db, ctx.request, {
    action: 'user.invite.revoke',
    target: userTarget(target.user),
    before: { status: before.status },
    after: { status: after.status },
  });
  return after;
}
