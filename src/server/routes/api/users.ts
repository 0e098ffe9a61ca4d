// User administration (issue 13): /api/users for Permissions (?scope=facility, facility admins) and
// EBCS Users (?scope=ebcs, internal admins). The rules live in services/user-admin.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { InviteRequest, PermissionInput, UserListScope } from '../../../shared/user-admin';
import { needs } from '../../plugins/access';
import { auditQuery } from '../../repositories/audit-log';
import { NOT_LOGGED_IN, HttpError } from '../../services/http-error';
import * as admin from '../../services/user-admin';
import { auditRowOut, auditRowSchema } from './audit';
import { bool, errorResponses, id, int, nullable, obj, str } from '../schemas';

const level = { type: 'integer', minimum: 1, maximum: 5 } as const;
const permissionInput = obj({ client_id: nullable(id), facility_id: nullable(id), level }, [
  'client_id',
  'facility_id',
  'level',
]);
const name = { type: 'string', minLength: 1, maxLength: 80, pattern: '\\S' } as const;
const inviteBody = obj(
  {
    email: { type: 'string', minLength: 1, maxLength: 254 },
    first_name: name,
    last_name: name,
    client_id: nullable(id),
    facility_id: nullable(id),
    level,
  },
  ['email', 'first_name', 'last_name', 'client_id', 'facility_id', 'level'],
);
const scopeQuery = obj({ scope: { type: 'string', enum: ['facility', 'ebcs'], default: 'facility' } });

const adminPermission = obj({
  id,
  client_id: nullable(int),
  facility_id: nullable(int),
  level: int,
  label: str,
  changeable: bool,
});
const adminUser = obj({
  id,
  email: str,
  first_name: str,
  last_name: str,
  status: str,
  last_login_on: nullable(str),
  created_on: str,
  invited_on: nullable(str),
  permissions: { type: 'array', items: adminPermission },
  manageable: bool,
  refusal: nullable(str),
});
const userDetail = obj({ user: adminUser, audit: { type: 'array', items: auditRowSchema } });

type Scoped = { Querystring: { scope: UserListScope } };
type UserParams = { Params: { userId: number } };
type PermissionParams = { Params: { userId: number; permissionId: number } };

function contextOf(app: FastifyInstance, request: FastifyRequest & { query: { scope: UserListScope } }) {
  const { user, permissions, session } = request.access;
  if (!user) throw new HttpError(401, NOT_LOGGED_IN);
  return {
    app,
    request,
    actor: user,
    actorPermissions: permissions,
    scope: request.query.scope,
    clientId: session?.client_id ?? null,
    facilityId: session?.facility_id ?? null,
  } satisfies admin.AdminContext;
}

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const userParams = obj({ userId: id }, ['userId']);
  const permissionParams = obj({ userId: id, permissionId: id }, ['userId', 'permissionId']);
  const answer = { 200: adminUser, ...errorResponses };
  const base = { config: needs('loggedIn') };

  app.get<Scoped>(
    '/users',
    {
      ...base,
      schema: {
        querystring: scopeQuery,
        response: { 200: { type: 'array', items: adminUser }, ...errorResponses },
      },
    },
    (request) => admin.listUsers(contextOf(app, request)),
  );

  app.get<Scoped & UserParams>(
    '/users/:userId',
    {
      ...base,
      schema: {
        params: userParams,
        querystring: scopeQuery,
        response: { 200: userDetail, ...errorResponses },
      },
    },
    async (request) => {
      const ctx = contextOf(app, request);
      admin.checkScreen(ctx);
      const user = await admin.describeUser(ctx, request.params.userId);
      const rows = await auditQuery(app.db, { aboutUserId: user.id }).limit(200).execute();
      return { user, audit: rows.map(auditRowOut) };
    },
  );

  app.post<Scoped & { Body: InviteRequest }>(
    '/users/invite',
    {
      ...base,
      schema: {
        querystring: scopeQuery,
        body: inviteBody,
        response: { 200: obj({ message: str, user: adminUser }, ['message', 'user']), ...errorResponses },
      },
    },
    (request) => admin.inviteUser(contextOf(app, request), request.body),
  );

  app.post<Scoped & UserParams & { Body: PermissionInput }>(
    '/users/:userId/permissions',
    {
      ...base,
      schema: { params: userParams, querystring: scopeQuery, body: permissionInput, response: answer },
    },
    (request) => admin.addPermission(contextOf(app, request), request.params.userId, request.body),
  );

  app.put<Scoped & PermissionParams & { Body: PermissionInput }>(
    '/users/:userId/permissions/:permissionId',
    {
      ...base,
      schema: { params: permissionParams, querystring: scopeQuery, body: permissionInput, response: answer },
    },
    (request) =>
      admin.changePermission(
        contextOf(app, request),
        request.params.userId,
        request.params.permissionId,
        request.body,
      ),
  );

  app.delete<Scoped & PermissionParams>(
    '/users/:userId/permissions/:permissionId',
    { ...base, schema: { params: permissionParams, querystring: scopeQuery, response: answer } },
    (request) =>
      admin.removePermission(contextOf(app, request), request.params.userId, request.params.permissionId),
  );

  const actions = {
    deactivate: admin.deactivateUser,
    reactivate: admin.reactivateUser,
    unlock: admin.unlockUser,
    'resend-invitation': admin.resendInvitation,
    'revoke-invitation': admin.revokeInvitation,
  } as const;
  for (const [action, run] of Object.entries(actions)) {
    app.post<Scoped & UserParams>(
      `/users/:userId/${action}`,
      { ...base, schema: { params: userParams, querystring: scopeQuery, response: answer } },
      (request) => run(contextOf(app, request), request.params.userId),
    );
  }
}
