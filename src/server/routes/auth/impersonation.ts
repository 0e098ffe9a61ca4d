// The impersonation picker (spec §3 Impersonation picker option, §7 get_all_users): internal admins only.
import type { FastifyInstance } from 'fastify';
import { needs } from '../../plugins/access';
import { listImpersonationOptions } from '../../repositories/users';
import { errorResponses } from '../schemas';
import { impersonationOptions } from './schemas';

export async function impersonationRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/get_all_users',
    { config: needs('isEbcsAdmin'), schema: { response: { 200: impersonationOptions, ...errorResponses } } },
    () => listImpersonationOptions(app.db),
  );
}
