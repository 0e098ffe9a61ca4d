// GET /api/docs: the OpenAPI 3.1 description of /api and /auth (plugins/api-docs.ts), as JSON. Public:
// it describes requests and answers, never data; every route still asks for its own right.
import type { FastifyInstance } from 'fastify';
import { needs } from '../../plugins/access';

export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/docs', { config: needs('noAuth'), schema: { hide: true } }, async () => app.swagger());
}
