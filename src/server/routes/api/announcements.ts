// Announcements (spec §2 /announcements, §3 the session's announcement; issue 14). Every user reads the
// ones in force they have not acknowledged and acknowledges them; internal admins write, schedule and
// retire them and see who has and has not acknowledged.
import type { FastifyInstance } from 'fastify';
import type { AnnouncementInput } from '../../../shared/broadcasts';
import { announcementSchema } from '../../../shared/validation/broadcasts';
import { needs } from '../../plugins/access';
import {
  acknowledgeAnnouncement,
  acknowledgementsOf,
  insertAnnouncement,
  listActiveAnnouncements,
  listAllAnnouncements,
  updateAnnouncement,
} from '../../repositories/announcements';
import { HttpError, NOT_FOUND } from '../../services/http-error';
import { announcement } from '../auth/schemas';
import { bool, errorResponses, obj } from '../schemas';
import { acknowledgement, adminAnnouncement, anyBody, idParams, judged, savedId } from './broadcast-schemas';

export async function announcementRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/announcements',
    {
      config: needs('loggedIn'),
      schema: { response: { 200: { type: 'array', items: announcement }, ...errorResponses } },
    },
    (request) => listActiveAnnouncements(app.db, request.access.user?.id ?? 0, new Date()),
  );

  app.post<{ Params: { id: number } }>(
    '/announcements/:id/acknowledge',
    { schema: { params: idParams, response: { 200: obj({ acknowledged: bool }), ...errorResponses } } },
    async (request) => {
      const done = await acknowledgeAnnouncement(
        app.db,
        request.params.id,
        request.access.user?.id ?? 0,
        new Date(),
      );
      if (!done) throw new HttpError(404, NOT_FOUND);
      return { acknowledged: true };
    },
  );

  app.get(
    '/announcements/all',
    {
      config: needs('isEbcsAdmin'),
      schema: { response: { 200: { type: 'array', items: adminAnnouncement }, ...errorResponses } },
    },
    () => listAllAnnouncements(app.db),
  );

  app.post<{ Body: unknown }>(
    '/announcements',
    {
      config: needs('isEbcsAdmin'),
      schema: { body: anyBody, response: { 200: savedId, ...errorResponses } },
    },
    async (request) => ({
      id: await insertAnnouncement(
        app.db,
        judged<AnnouncementInput>(announcementSchema(), request.body),
        new Date(),
      ),
    }),
  );

  app.put<{ Params: { id: number }; Body: unknown }>(
    '/announcements/:id',
    {
      config: needs('isEbcsAdmin'),
      schema: { params: idParams, body: anyBody, response: { 200: savedId, ...errorResponses } },
    },
    async (request) => {
      const input = judged<AnnouncementInput>(announcementSchema(), request.body);
      if (!(await updateAnnouncement(app.db, request.params.id, input))) throw new HttpError(404, NOT_FOUND);
      return { id: request.params.id };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/announcements/:id/acknowledgements',
    {
      config: needs('isEbcsAdmin'),
      schema: {
        params: idParams,
        response: { 200: { type: 'array', items: acknowledgement }, ...errorResponses },
      },
    },
    async (request) => {
      const acknowledgements = await acknowledgementsOf(app.db, request.params.id);
      if (!acknowledgements) throw new HttpError(404, NOT_FOUND);
      return acknowledgements;
    },
  );
}
