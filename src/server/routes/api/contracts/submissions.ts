// check_status, request_signature, request_agreement_application_completion, upload_contract,
// contract_rewrite and ssn_scan (spec §7 Contract).
import type { FastifyInstance } from 'fastify';
import type { SigningMethod } from '../../../../../machines/contract-lifecycle.types';
import type { SsnScanRequest } from '../../../../shared/api-types';
import { needs } from '../../../plugins/access';
import { contractDeps } from '../../../services/contracts/deps';
import {
  checkStatus,
  requestCustomer,
  ssnScan,
  uploadContract,
} from '../../../services/contracts/other-requests';
import { rewriteContract } from '../../../services/contracts/rewrite';
import { bool, errorResponses, id, nullable, obj, str } from '../../schemas';
import { idempotencyKeyOf } from './crud';
import * as s from './schemas';

type RequestBody = { contract_id: number; method: SigningMethod };

export async function contractSubmissionRoutes(app: FastifyInstance): Promise<void> {
  const deps = contractDeps(app);

  app.get<{ Querystring: { contract_id: number; status_field: 'status' | 'csr_status' } }>(
    '/check_status',
    {
      config: needs('canRead'),
      schema: {
        querystring: s.checkStatusQuery,
        response: { 200: obj({ status: nullable(str) }, ['status']), ...errorResponses },
      },
    },
    (request) => checkStatus(deps, request.access, request.query.contract_id, request.query.status_field),
  );

  for (const [path, kind] of [
    ['/request_signature', 'signature'],
    ['/request_agreement_application_completion', 'application'],
  ] as const) {
    app.post<{ Body: RequestBody }>(
      path,
      { config: needs('canEdit'), schema: { body: s.requestBody, response: s.saveResponse } },
      (request) => requestCustomer(deps, request.access, kind, request.body, idempotencyKeyOf(request)),
    );
  }

  app.post<{ Body: { contract_id: number; filename: string; b64: string } }>(
    '/upload_contract',
    { config: needs('canEdit'), schema: { body: s.uploadBody, response: s.saveResponse } },
    (request) => uploadContract(deps, request.access, request.body),
  );

  app.post<{ Body: { contract_id: number; rewrite_as_select_or_standard: 'select' | 'standard' } }>(
    '/contract_rewrite',
    {
      config: needs('canCreate'),
      schema: {
        body: s.rewriteBody,
        response: { 200: obj({ contract_id: id }, ['contract_id']), ...errorResponses },
      },
    },
    (request) => rewriteContract(deps, request.access, request.body),
  );

  app.post<{ Body: SsnScanRequest }>(
    '/ssn_scan',
    {
      config: needs('canEdit'),
      schema: {
        body: s.ssnScanBody,
        response: { 200: obj({ found: bool, ssn: nullable(str) }, ['found', 'ssn']), ...errorResponses },
      },
    },
    (request) => ssnScan(deps, request.access, request.body),
  );
}
