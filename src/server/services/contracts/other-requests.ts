// The contract calls beside the save (spec §7 Contract): check_status, request_signature,
// request_agreement_application_completion, upload_contract, contract_rewrite and ssn_scan.
import { refuseWhileLimitsOutstanding } from './limits-outstanding';
import type { SigningMethod } from '../../../../machines/contract-lifecycle.types';
import { MESSAGES, UPLOAD_TOO_LARGE } from '../../../shared/messages';
import { base64ByteLength, messageFor, uploadSizeError } from '../../../shared/validation';
import type { SaveResponse, SsnScanRequest } from '../../../shared/api-types';
import { maskSsn } from '../../security';
import type { Access } from '../access';
import { HttpError } from '../http-error';
import { respond } from './contract-service';
import { actorOf, type ContractDeps } from './deps';
import { once } from './idempotency';
import { loadContractScope, reachedFacility, requireRight } from './scope';
import { sendForCustomer, uploadSignedContract } from './submit-actions';
import { writeContract } from './transitions';

export async function checkStatus(
  deps: ContractDeps,
  access: Access,
  id: number,
  field: 'status' | 'csr_status',
): Promise<{ status: string | null }> {
  const scope = await loadContractScope(deps.db, access, id);
  return { status: (scope.data[field] as string | null) ?? null };
}

/** request_signature and request_agreement_application_completion: the first send submits. */
export async function requestCustomer(
  deps: ContractDeps,
  access: Access,
  kind: 'signature' | 'application',
  body: { contract_id: number; method: SigningMethod },
  key: string | undefined,
): Promise<SaveResponse> {
  // Rights first: a remembered answer is only ever given to someone who may see the contract.
  requireRight((await loadContractScope(deps.db, access, body.contract_id)).rights, 'canEdit');
  return once(
    deps.db,
    { key, scope: `${kind}:${body.contract_id}:${access.user?.id ?? 0}`, body },
    async () => {
      const scope = await loadContractScope(deps.db, access, body.contract_id);
      const event =
        kind === 'signature'
          ? ({ type: 'request-signature', method: body.method } as const)
          : scope.data.status === 'INCOMPLETE'
            ? ({ type: 'FINISH-SELECT' } as const)
            : ({ type: 'request-application', method: body.method } as const);
      refuseWhileLimitsOutstanding(scope, event.type);
      const outcome = await sendForCustomer(deps, scope, actorOf(access), event, body.method);
      return respond(deps, access, scope.row.id, outcome);
    },
  );
}

export async function uploadContract(
  deps: ContractDeps,
  access: Access,
  body: { contract_id: number; filename: string; b64: string },
): Promise<SaveResponse> {
  // spec §5 Other: 2MB, judged before decoding.
  if (uploadSizeError(base64ByteLength(body.b64)) !== null) throw new HttpError(413, UPLOAD_TOO_LARGE);
  const scope = await loadContractScope(deps.db, access, body.contract_id);
  requireRight(scope.rights, 'canEdit');
  const bytes = new Uint8Array(Buffer.from(body.b64.replace(/^data:[^,]*,/, ''), 'base64'));
  const outcome = await uploadSignedContract(deps, scope, actorOf(access), {
    filename: body.filename,
    bytes,
  });
  return respond(deps, access, scope.row.id, outcome);
}

/** POST ssn_scan: the SSN on file for the customer, stored encrypted on the contract, shown masked. */
export async function ssnScan(
  deps: ContractDeps,
  access: Access,
  body: SsnScanRequest,
): Promise<{ found: boolean; ssn: string | null }> {
  const scope = body.contract_id ? await loadContractScope(deps.db, access, body.contract_id) : null;
  const facilityId = body.facility_id ?? null;
  if (!scope && facilityId === null) {
    throw new HttpError(400, MESSAGES.validationErrors, {
      errors: { facility_id: messageFor.required('facility') },
    });
  }
  const rights = scope?.rights ?? (await reachedFacility(deps.db, access, Number(facilityId))).rights;
  requireRight(rights, 'canEdit');
  const { contract_id: _c, facility_id: _f, ...request } = body;
  const result = await deps.providers.credit.ssnScan(request);
  if (!result.found || !result.ssn) return { found: false, ssn: null };
  const digits = result.ssn.replace(/\D/g, '');
  if (scope) {
    const enc = deps.providers.encryption;
    const changes = {
      customer_ssn_encrypted: enc.encryptField(digits),
      customer_ssn_fingerprint: enc.fieldFingerprint(digits),
    };
    await writeContract(deps.db, scope, changes, new Date());
  }
  return { found: true, ssn: maskSsn(digits) };
}
