// Submitting a contract (machines/LIFECYCLE.md "Submitting", "Select contracts"): PRINT renders the
// agreement to sign on paper, request-signature sends the e-signature link, FINISH-SELECT and
// request-application send the application link; UNDO-SUBMIT brings it back and disables the links
// sent; an upload of the signed paper contract makes it SIGNED.
import type { LifecycleEvent, SigningMethod } from '../../../../machines/contract-lifecycle.types';
import type { ContractUpdate, CustomerLinkPurpose } from '../../db/schema-contracts';
import { enqueueBoarding } from '../../jobs/handlers/contracts-board';
import { recordDocument, renderContract, storeDocument } from './contract-documents';
import { createCustomerLink, linkDestination, queueCustomerLink } from './customer-links';
import { DONE, type ActionOutcome } from './csr-actions';
import type { ContractDeps } from './deps';
import type { ContractScope } from './scope';
import { planTransition, writeTransition, type Actor } from './transitions';
import { practicePartyOf } from './practice-party';

const submitted = (scope: ContractScope, now: Date): ContractUpdate =>
  scope.data.submitted_on ? {} : { submitted_on: now.toISOString() };

export async function printContract(
  deps: ContractDeps,
  scope: ContractScope,
  actor: Actor,
): Promise<ActionOutcome> {
  const event = { type: 'PRINT' } as const;
  const next = planTransition(scope, event);
  const now = new Date();
  const bytes = await renderContract(
    deps.providers.pdfs,
    scope.facility,
    scope.data,
    await practicePartyOf(deps.db, scope.facility),
  );
  const doc = await storeDocument(deps.providers.storage, scope.row.id, 'contract', bytes, now);
  await deps.db.transaction().execute(async (trx) => {
    await writeTransition(trx, scope, next, event, submitted(scope, now), actor, now);
    await recordDocument(trx, doc);
  });
  return DONE;
}

/** Sends a link with a status change: the e-signature link or the application link. */
export async function sendForCustomer(
  deps: ContractDeps,
  scope: ContractScope,
  actor: Actor,
  event: LifecycleEvent,
  method: SigningMethod,
): Promise<ActionOutcome> {
  const next = planTransition(scope, event);
  const to = linkDestination(scope.data, method);
  const now = new Date();
  const signing = event.type === 'request-signature';
  const purpose: CustomerLinkPurpose = signing ? 'signature' : 'application';
  const doc = signing
    ? await storeDocument(
        deps.providers.storage,
        scope.row.id,
        'contract',
        await renderContract(
          deps.providers.pdfs,
          scope.facility,
          scope.data,
          await practicePartyOf(deps.db, scope.facility),
        ),
        now,
      )
    : null;
  const changes: ContractUpdate = {
    ...submitted(scope, now),
    signing_method: method,
    ...(signing ? { requested_signature_on: now.toISOString() } : {}),
  };
  await deps.db.transaction().execute(async (trx) => {
    await writeTransition(trx, scope, next, event, changes, actor, now);
    if (doc) await recordDocument(trx, doc);
    const practice = scope.facility.name;
    const link = await createCustomerLink(
      trx,
      deps.publicUrl,
      scope.row.id,
      { purpose, method, to, practice },
      now,
    );
    await queueCustomerLink(trx, link);
  });
  return DONE;
}

export async function undoSubmit(
  deps: ContractDeps,
  scope: ContractScope,
  actor: Actor,
): Promise<ActionOutcome> {
  const event = { type: 'UNDO-SUBMIT' } as const;
  const next = planTransition(scope, event);
  const now = new Date();
  // The chart's UNDO-SUBMIT runs disableSentLinks; writeTransition performs it.
  await deps.db.transaction().execute((trx) => writeTransition(trx, scope, next, event, {}, actor, now));
  return DONE;
}

/** POST upload_contract: the signed paper contract (WAITING CONTRACT UPLOAD → SIGNED). */
export async function uploadSignedContract(
  deps: ContractDeps,
  scope: ContractScope,
  actor: Actor,
  file: { filename: string; bytes: Uint8Array },
): Promise<ActionOutcome> {
  const event = { type: 'contract.uploaded' } as const;
  const next = planTransition(scope, event);
  const now = new Date();
  const doc = await storeDocument(
    deps.providers.storage,
    scope.row.id,
    'upload',
    file.bytes,
    now,
    file.filename,
  );
  await deps.db.transaction().execute(async (trx) => {
    await writeTransition(trx, scope, next, event, { signed_on: now.toISOString() }, actor, now);
    await recordDocument(trx, doc);
    await enqueueBoarding(trx, scope.row.id);
  });
  return DONE;
}
