import type { FastifyInstance } from 'fastify';
import { impersonationRoutes } from './impersonation';
import { multifactorRoutes } from './multifactor';
import { passwordRoutes } from './passwords';
import { sessionRoutes } from './session';
import { termsRoutes } from './terms';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  await app.register(sessionRoutes);
  await app.register(multifactorRoutes);
  await app.register(passwordRoutes);
  await app.register(termsRoutes);
  await app.register(impersonationRoutes);
}
