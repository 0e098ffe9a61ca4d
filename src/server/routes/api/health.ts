// For load balancers and monitors; both answer without a session.
// GET /api/health (liveness): the process is up and reaches its database.
// GET /api/ready (readiness): send this process traffic? The database is reachable, every migration of
// this build is applied, and the process is not shutting down (shutdown.ts); else 503 saying which.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { pendingMigrations } from '../../db/migrator';
import { needs } from '../../plugins/access';
import { errorResponses, obj, str } from '../schemas';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const health = obj({ status: str, database: str }, ['status', 'database']);
  const ready = obj({ status: str, database: str, migrations: str, pending: { type: 'array', items: str } }, [
    'status',
  ]);
  const noSession = needs('noAuth');

  const databaseReachable = async (request: { log: FastifyInstance['log'] }, check: string) => {
    try {
      await sql`select 1`.execute(app.db);
      return true;
    } catch (err) {
      request.log.error({ err }, `${check}: database unreachable`);
      return false;
    }
  };

  app.get(
    '/health',
    { config: noSession, schema: { response: { 200: health, 503: health, ...errorResponses } } },
    async (request, reply) => {
      if (await databaseReachable(request, 'health check')) return { status: 'ok', database: 'ok' };
      return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
    },
  );

  // Migrations are never unapplied: once current, only the database is checked again.
  let migrationsCurrent = false;
  app.get(
    '/ready',
    { config: noSession, schema: { response: { 200: ready, 503: ready, ...errorResponses } } },
    async (request, reply) => {
      if (app.shuttingDown) return reply.code(503).send({ status: 'shutting down' });
      if (!(await databaseReachable(request, 'readiness check'))) {
        return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
      }
      if (!migrationsCurrent) {
        let pending: string[];
        try {
          pending = await pendingMigrations(app.db);
        } catch (err) {
          request.log.error({ err }, 'readiness check: could not read the applied migrations');
          return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
        }
        if (pending.length > 0) {
          return reply
            .code(503)
            .send({ status: 'unavailable', database: 'ok', migrations: 'pending', pending });
        }
        migrationsCurrent = true;
      }
      return { status: 'ready', database: 'ok', migrations: 'current' };
    },
  );
}
