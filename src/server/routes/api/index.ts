import type { FastifyInstance } from 'fastify';
import { announcementRoutes } from './announcements';
import { healthRoutes } from './health';
import { outboxRoutes } from './outbox';

export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(announcementRoutes);
  await app.register(outboxRoutes);
}
