// Reading and e-signing (spec §4 WAITING E-SIGNATURE → SIGNED; reference/README.md "Consent"): the
// ESIGN consent first, proven by the test PDF's code; then the agreement PDF sent for signature; the
// typed name must be the customer's; the signed copy (certificate with IP, browser and the original's
// SHA-256) is stored, the contract SIGNED, and the customer emailed where to get the copy.
import { MESSAGES } from '../../../shared/messages';
import { signatureMatchesName, signerFullName } from '../../../shared/e-signature';
import { enqueueBoarding } from '../../jobs/handlers/contracts-board';
import { documentHash, renderSignedCopy } from '../../providers/documents';
import { latestDocument } from '../../repositories/contracts/documents';
import { consentOf, insertConsent } from '../../repositories/customer-links/customer-links';
import { recordDocument, renderContract, storeDocument } from '../contracts/contract-documents';
import type { ContractDeps } from '../contracts/deps';
import type { ContractScope } from '../contracts/scope';
import { planTransition, writeContract, writeTransition } from '../contracts/transitions';
import { HttpError } from '../http-error';
import { esignCheckCode } from './esign-check';
import { CUSTOMER, openLink, useLink, type CustomerClient, type CustomerLink } from './link-access';
import { queueSignedCopyMessage } from './signed-copy-email';
import { esignConsentWords } from './wording';
import { practicePartyOf } from '../contracts/practice-party';

export const CODE_MISMATCH =
  'This is not the code shown in the test PDF. Open the test PDF and type its code.';
export const CONSENT_FIRST = 'Please agree to receive and sign your records electronically first.';
export const DOCUMENT_CHANGED = 'The agreement has changed since you opened this page. Please reload it.';

export function signerOf(scope: ContractScope) {
  const d = scope.data;
  return {
    first_name: String(d.customer_first_name ?? ''),
    middle_initial: (d.customer_middle_initial as string | null) ?? null,
    last_name: String(d.customer_last_name ?? ''),
    generation: (d.customer_generation as string | null) ?? null,
  };
}

/** The agreement PDF sent for signature (rendered and kept now if none was stored). */
export async function agreementPdf(deps: ContractDeps, scope: ContractScope): Promise<Uint8Array> {
  const stored = await latestDocument(deps.db, scope.row.id, 'contract');
  const bytes = stored ? await deps.providers.storage.get(stored.storage_key) : null;
  if (bytes) return bytes;
  const now = new Date();
  const pdf = await renderContract(
    deps.providers.pdfs,
    scope.facility,
    scope.data,
    await practicePartyOf(deps.db, scope.facility),
  );
  await recordDocument(
    deps.db,
    await storeDocument(deps.providers.storage, scope.row.id, 'contract', pdf, now),
  );
  return pdf;
}

export async function hasEsignConsent(deps: ContractDeps, link: CustomerLink): Promise<boolean> {
  return (await consentOf(deps.db, link.id, 'esign-consent'))?.agreed === 1;
}

export async function giveEsignConsent(
  deps: ContractDeps,
  token: string,
  code: string,
  client: CustomerClient,
): Promise<{ consented: true }> {
  const now = new Date();
  const { link, scope } = await openLink(deps.db, token, 'signature', now);
  if (code.trim() !== esignCheckCode(link)) {
    throw new HttpError(400, MESSAGES.validationErrors, { errors: { code: CODE_MISMATCH } });
  }
  await deps.db.transaction().execute(async (trx) => {
    await insertConsent(trx, {
      contract_id: scope.row.id,
      customer_link_id: link.id,
      kind: 'esign-consent',
      agreed: 1,
      words: esignConsentWords(scope.facility.name),
      ip: client.ip,
      user_agent: client.userAgent,
      at: now.toISOString(),
    });
    await writeContract(trx, scope, { ecomm_agreement_signed_on: now.toISOString() }, now);
  });
  return { consented: true };
}

export async function signAgreement(
  deps: ContractDeps,
  token: string,
  body: { signature_name: string; document_sha256: string },
  client: CustomerClient,
): Promise<{ status: string; signed_on: string }> {
  const now = new Date();
  const { link, scope } = await openLink(deps.db, token, 'signature', now);
  if (!(await hasEsignConsent(deps, link))) throw new HttpError(400, CONSENT_FIRST);
  const signer = signerOf(scope);
  if (!signatureMatchesName(body.signature_name, signer)) {
    const message = `Type your full name as it appears on the agreement: ${signerFullName(signer)}.`;
    throw new HttpError(400, MESSAGES.validationErrors, { errors: { signature_name: message } });
  }
  const event = { type: 'customer.signed' } as const;
  const next = planTransition(scope, event);
  const original = await agreementPdf(deps, scope);
  const hash = documentHash(original);
  if (body.document_sha256.toLowerCase() !== hash) throw new HttpError(409, DOCUMENT_CHANGED);
  const deliveredTo = String(
    (link.method === 'sms' ? scope.data.customer_phone2 : scope.data.customer_email) ?? '',
  );
  const signed = await renderSignedCopy(original, {
    name: body.signature_name.trim(),
    signedAt: now,
    ip: client.ip,
    userAgent: client.userAgent,
    documentHash: hash,
    deliveredTo: deliveredTo || null,
  });
  const doc = await storeDocument(deps.providers.storage, scope.row.id, 'signed', signed, now);
  await deps.db.transaction().execute(async (trx) => {
    await useLink(trx, link, now);
    await insertConsent(trx, {
      contract_id: scope.row.id,
      customer_link_id: link.id,
      kind: 'signature',
      agreed: 1,
      words: body.signature_name.trim(),
      ip: client.ip,
      user_agent: client.userAgent,
      at: now.toISOString(),
    });
    await writeTransition(trx, scope, next, event, { signed_on: now.toISOString() }, CUSTOMER, now);
    await recordDocument(trx, doc);
    await enqueueBoarding(trx, scope.row.id);
    await queueSignedCopyMessage(trx, deps.publicUrl, scope, token);
  });
  return { status: next.status, signed_on: now.toISOString() };
}

/** The signed copy, from the signing link until the link expires. */
export async function signedCopy(deps: ContractDeps, token: string): Promise<Uint8Array> {
  const { scope } = await openLink(deps.db, token, 'signature', new Date(), true);
  const stored = await latestDocument(deps.db, scope.row.id, 'signed');
  const bytes = stored ? await deps.providers.storage.get(stored.storage_key) : null;
  if (!bytes) throw new HttpError(404, 'The signed agreement is not ready yet.');
  return bytes;
}
