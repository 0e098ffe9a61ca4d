// GET /api/crud/{resource}[/{id}] and POST /api/crud/{resource} (spec §7 Generic resource access) for
// the resources of the registry; no resource takes PUT or DELETE yet, so those stay unknown (404). The
// contract's own routes (routes/api/contracts) are more specific and win for GET one, POST, PUT and
// DELETE of a contract; its list is served here.
import type { FastifyInstance } from 'fastify';
import { needs } from '../../../plugins/access';
import type { Access } from '../../../services/access';
import { HttpError, NOT_AUTHORIZED, NOT_FOUND } from '../../../services/http-error';
import { listJson, listParamsOf, oneRow, rowsQuery } from '../../../resources/list';
import { reachOf } from '../../../resources/reach';
import { resourceNamed } from '../../../resources/registry';
import type { Resource, ResourceContext, Verb } from '../../../resources/resource';
import * as s from './schemas';
import { EXPORT_BATCH, sendExport } from './send-export';

type ListQuery = Record<string, unknown> & { output_format: s.OutputFormat };

/** An answer whose JSON text is already written. */
class WrittenJson {
  constructor(readonly text: string) {}
}

const serializeList = (payload: unknown) =>
  payload instanceof WrittenJson ? payload.text : JSON.stringify(payload);

/** The resource and the right for the verb: 404 outside the registry, 405 for a verb it lacks. */
function resourceFor(name: string, verb: Verb, access: Access): Resource {
  const resource = resourceNamed(name);
  if (!resource) throw new HttpError(404, NOT_FOUND);
  const right = resource.rights[verb];
  if (!right) throw new HttpError(405, `The ${name} resource does not take ${verb}.`);
  if (!access.rights[right]) throw new HttpError(403, NOT_AUTHORIZED);
  return resource;
}

/** Every route needs a live session; the resource's own right is judged in resourceFor. */
const config = needs('loggedIn');

export async function crudRoutes(app: FastifyInstance): Promise<void> {
  const contextOf = async (access: Access): Promise<ResourceContext> => ({
    db: app.db,
    access,
    reach: await reachOf(app.db, access),
  });

  app.get<{ Params: { resource: string }; Querystring: ListQuery }>(
    '/crud/:resource',
    { config, schema: { params: s.resourceParams, querystring: s.listQuery, response: s.listResponse } },
    async (request, reply) => {
      const resource = resourceFor(request.params.resource, 'list', request.access);
      const ctx = await contextOf(request.access);
      const params = listParamsOf(resource, request.query);
      const format = request.query.output_format;
      if (format === 'json') {
        // The rows are free-form objects to the schema (it documents them, checks nothing): their JSON
        // text is written by the database, the very text JSON.stringify gave (issue 17: the schema's
        // serializer took 0.9 ms for 100 rows, objects + JSON.stringify 0.8; list.ts listJson).
        // Handed over as an object whose serializer gives its text: it goes out as the object did
        // before (the same headers, in the same order; an error on the way as before too).
        reply.serializer(serializeList);
        return new WrittenJson(await listJson(ctx, resource, params));
      }
      const rows = rowsQuery(ctx, resource, params).stream(EXPORT_BATCH) as AsyncIterable<
        Record<string, unknown>
      >;
      return sendExport(reply, resource, format, rows);
    },
  );

  app.get<{ Params: { resource: string; id: number } }>(
    '/crud/:resource/:id',
    { config, schema: { params: s.rowParams, response: s.rowResponse } },
    async (request) => {
      const resource = resourceFor(request.params.resource, 'one', request.access);
      return { row: await oneRow(await contextOf(request.access), resource, request.params.id) };
    },
  );

  app.post<{ Params: { resource: string }; Body: Record<string, unknown> }>(
    '/crud/:resource',
    { config, schema: { params: s.resourceParams, body: s.rowBody, response: s.rowResponse } },
    async (request) => {
      const resource = resourceFor(request.params.resource, 'create', request.access);
      if (!resource.create) throw new HttpError(405, `The ${resource.name} resource does not take create.`);
      return { row: await resource.create(await contextOf(request.access), request.body ?? {}) };
    },
  );
}
