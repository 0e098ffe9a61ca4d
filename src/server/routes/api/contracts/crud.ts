// GET one, POST, PUT and DELETE /api/crud/contract[/{id}] (spec §7 Contract); the list is the generic
// resource API's (routes/api/crud, resources/contract.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { needs } from '../../../plugins/access';
import { contractDeps, type ContractPayload } from '../../../services/contracts/deps';
import { contractView } from '../../../services/contracts/contract-view';
import {
  createContractRequest,
  deleteContractRequest,
  updateContractRequest,
} from '../../../services/contracts/contract-service';
import { loadContractScope } from '../../../services/contracts/scope';
import { bool, errorResponses, obj } from '../../schemas';
import * as s from './schemas';

/** The `idempotency-key` header, else the payload's (spec: a retry with the same key charges once). */
export function idempotencyKeyOf(request: FastifyRequest, body?: { idempotency_key?: string } | null) {
  const header = request.headers['idempotency-key'];
  return (typeof header === 'string' && header) || body?.idempotency_key || undefined;
}

export async function contractCrudRoutes(app: FastifyInstance): Promise<void> {
  const deps = contractDeps(app);

  app.get<{ Params: { id: number }; Querystring: { check_payments?: boolean } }>(
    '/crud/contract/:id',
    {
      config: needs('canRead'),
      schema: {
        params: s.idParams,
        querystring: obj({ check_payments: bool }),
        response: { 200: obj({ contract: s.contractView }, ['contract']), ...errorResponses },
      },
    },
    async (request) => {
      const scope = await loadContractScope(app.db, request.access, request.params.id);
      const options = { checkPayments: request.query.check_payments === true };
      return { contract: await contractView(app.db, app.providers.encryption, scope, options) };
    },
  );

  app.post<{ Body: ContractPayload }>(
    '/crud/contract',
    {
      config: { ...needs('canCreate'), fieldPathRoot: 'contract' },
      schema: { body: s.contractPayload, response: s.saveResponse },
    },
    (request) =>
      createContractRequest(deps, request.access, request.body, idempotencyKeyOf(request, request.body)),
  );

  app.put<{ Params: { id: number }; Body: ContractPayload }>(
    '/crud/contract/:id',
    {
      config: { ...needs('canEdit'), fieldPathRoot: 'contract' },
      schema: { params: s.idParams, body: s.contractPayload, response: s.saveResponse },
    },
    (request) =>
      updateContractRequest(
        deps,
        request.access,
        request.params.id,
        request.body,
        idempotencyKeyOf(request, request.body),
      ),
  );

  app.delete<{ Params: { id: number }; Body: { reason_for_cancel: string } }>(
    '/crud/contract/:id',
    {
      config: needs('canDelete'),
      schema: { params: s.idParams, body: s.deleteBody, response: s.saveResponse },
    },
    (request) =>
      deleteContractRequest(deps, request.access, request.params.id, request.body.reason_for_cancel),
  );
}
