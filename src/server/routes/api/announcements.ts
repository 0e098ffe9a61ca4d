// GET /api/announcements: the active announcements, newest first (spec §2 Announcements).
import type { FastifyInstance } from 'fastify';
import { needs } from '../../plugins/access';
import { listActiveAnnouncements } from '../../repositories/announcements';
import { announcement } from '../auth/schemas';
import { errorResponses } from '../schemas';

export async function announcementRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/announcements',
    {
      config: needs('loggedIn'),
      schema: { response: { 200: { type: 'array', items: announcement }, ...errorResponses } },
    },
    () => listActiveAnnouncements(app.db),
  );
}
