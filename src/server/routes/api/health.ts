// GET /api/health: for load balancers and monitors; answers without a session and checks the database.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { needs } from '../../plugins/access';
import { errorResponses, obj, str } from '../schemas';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const health = obj({ status: str, database: str }, ['status', 'database']);
  app.get(
    '/health',
    { config: needs('noAuth'), schema: { response: { 200: health, 503: health, ...errorResponses } } },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        return { status: 'ok', database: 'ok' };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
      }
    },
  );
}
