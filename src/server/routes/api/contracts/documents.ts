// GET /api/contract_document/{contractId}/{kind}: the newest PDF of a kind (the agreement printed or
// sent, the signed copy, the adverse letter of spec §3 adverseletter_url, the uploaded signed paper).
import type { FastifyInstance } from 'fastify';
import type { ContractDocumentKind } from '../../../db/schema-contracts';
import { needs } from '../../../plugins/access';
import { latestDocument } from '../../../repositories/contracts/documents';
import { contractRights } from '../../../services/contracts/scope';
import { HttpError, NOT_FOUND } from '../../../services/http-error';
import { errorResponses, id, obj } from '../../schemas';

const KINDS = ['contract', 'signed', 'adverse', 'upload'] as const;

export async function contractDocumentRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { contractId: number; kind: ContractDocumentKind } }>(
    '/contract_document/:contractId/:kind',
    {
      config: needs('canRead'),
      schema: {
        params: obj({ contractId: id, kind: { type: 'string', enum: KINDS } }, ['contractId', 'kind']),
        response: { 200: { type: 'string', format: 'binary' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      await contractRights(app.db, request.access, request.params.contractId);
      const doc = await latestDocument(app.db, request.params.contractId, request.params.kind);
      const bytes = doc ? await app.providers.storage.get(doc.storage_key) : null;
      if (!doc || !bytes) throw new HttpError(404, NOT_FOUND);
      const pdf = doc.storage_key.endsWith('.pdf');
      return reply
        .type(pdf ? 'application/pdf' : 'application/octet-stream')
        .header(
          'content-disposition',
          `inline; filename="${doc.kind}-${doc.contract_id}.${pdf ? 'pdf' : 'bin'}"`,
        )
        .send(Buffer.from(bytes));
    },
  );
}
