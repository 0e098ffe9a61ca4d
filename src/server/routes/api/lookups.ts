// GET get_facility, lookup and lookup_aba (spec §7 Lookup).
import type { FastifyInstance } from 'fastify';
import { needs } from '../../plugins/access';
import { loadLookupData, lookupsLastUpdated } from '../../repositories/lookups';
import { reachedFacility } from '../../services/contracts/scope';
import { facility, lookupData as lookupDataSchema } from '../auth/schemas';
import { errorResponses, id, nullable, obj, str } from '../schemas';

export async function lookupRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { facility_id: number } }>(
    '/get_facility',
    {
      config: needs('canRead'),
      schema: {
        querystring: obj({ facility_id: id }, ['facility_id']),
        response: { 200: facility, ...errorResponses },
      },
    },
    async (request) => (await reachedFacility(app.db, request.access, request.query.facility_id)).facility,
  );

  // The lookups only when they changed since the client's copy (spec §9: lookup refresh by last_fetched).
  app.get<{ Querystring: { facility_id?: number; last_fetched?: string } }>(
    '/lookup',
    {
      config: needs('loggedIn'),
      schema: {
        querystring: obj({ facility_id: id, last_fetched: { type: 'string', maxLength: 40 } }),
        response: {
          200: obj(
            { lookupData: { anyOf: [lookupDataSchema, { type: 'null' }] }, last_fetched: nullable(str) },
            ['lookupData', 'last_fetched'],
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      if (request.query.facility_id !== undefined) {
        await reachedFacility(app.db, request.access, request.query.facility_id);
      }
      const last = await lookupsLastUpdated(app.db);
      const fresh =
        request.query.last_fetched !== undefined && last !== null && request.query.last_fetched >= last;
      return { lookupData: fresh ? null : await loadLookupData(app.db), last_fetched: last };
    },
  );

  // null when the number is malformed or no bank has it ('Bank not found...', spec §5 Bank).
  app.get<{ Querystring: { aba: string } }>(
    '/lookup_aba',
    {
      config: needs('canRead'),
      schema: {
        querystring: obj({ aba: { type: 'string', maxLength: 20 } }, ['aba']),
        response: {
          200: { anyOf: [obj({ name: str, new_aba: nullable(str) }, ['name', 'new_aba']), { type: 'null' }] },
          ...errorResponses,
        },
      },
    },
    (request) => app.providers.aba.lookup(request.query.aba.trim()),
  );
}
