// The OpenAPI description of the API (GET /api/docs, routes/api/docs.ts), built by @fastify/swagger
// from the route schemas themselves: the schemas that validate requests and shape answers are the
// one source of the document. Registered before the routes (it collects them as they are added).
// Only /api and /auth are described: the client's HTML, scripts and files are not API, and a route
// may leave itself out with `schema: { hide: true }`.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

const DESCRIBED = ['/api/', '/auth/'];

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      // 3.1: its schemas are JSON Schema, so `type: ['string', 'null']` (schemas.ts nullable) is valid.
      openapi: '3.1.0',
      info: {
        title: 'PayPlan API',
        version: '0.1.0',
        description:
          'The session (/auth) and everything else (/api). A session cookie carries the login; ' +
          "state-changing requests also send the session's token in the csrf-token header " +
          '(POST /auth/get_user hands it out).',
      },
    },
    transform: ({ schema, url }) => {
      const described = DESCRIBED.some((prefix) => url.startsWith(prefix));
      return { schema: described ? schema : { ...schema, hide: true }, url };
    },
  });
}
