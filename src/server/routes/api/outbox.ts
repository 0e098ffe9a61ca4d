// GET /api/outbox?to=&limit=: what the messaging provider sent or queued, newest first (internal admins);
// `to` matches any part of the address, and a 'letter' is mail to the postal address it gives.
import type { FastifyInstance } from 'fastify';
import { needs } from '../../plugins/access';
import { listOutbox } from '../../repositories/outbox';
import { errorResponses, id, nullable, obj, str } from '../schemas';

const outboxMessage = obj({
  id,
  channel: { type: 'string', enum: ['email', 'sms', 'letter'] },
  to_address: str,
  subject: nullable(str),
  body: str,
  status: str,
  created_on: str,
  sent_on: nullable(str),
  /** The PDF sent with it (the adverse action letter), by its file name. */
  attachment_filename: nullable(str),
});

export async function outboxRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { to?: string; limit: number } }>(
    '/outbox',
    {
      config: needs('isEbcsAdmin'),
      schema: {
        querystring: obj({
          to: { type: 'string', maxLength: 254 },
          limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
        }),
        response: { 200: { type: 'array', items: outboxMessage }, ...errorResponses },
      },
    },
    (request) => listOutbox(app.db, { to: request.query.to, limit: request.query.limit }),
  );
}
