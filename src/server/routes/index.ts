// The API: /auth (session) and /api (everything else), behind sessions, CSRF and route guards.
import type { FastifyInstance } from 'fastify';
import { registerAccess } from '../plugins/access';
import { registerImpersonationAudit } from '../plugins/impersonation-audit';
import { apiRoutes } from './api';
import { authRoutes } from './auth';

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  registerAccess(app);
  registerImpersonationAudit(app);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(apiRoutes, { prefix: '/api' });
}
