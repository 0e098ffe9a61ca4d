// The API: /auth (session) and /api (everything else), behind sessions, CSRF and route guards, then
// the check of every text sent (plugins/text-input.ts) before any schema or handler reads it.
import type { FastifyInstance } from 'fastify';
import { registerAccess } from '../plugins/access';
import { registerImpersonationAudit } from '../plugins/impersonation-audit';
import { registerTextInputCheck } from '../plugins/text-input';
import { apiRoutes } from './api';
import { authRoutes } from './auth';

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  registerAccess(app);
  registerImpersonationAudit(app);
  registerTextInputCheck(app);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(apiRoutes, { prefix: '/api' });
}
