// The customer completes the agreement application (machines/LIFECYCLE.md "Select contracts"): payment
// methods validated with the shared billing schema and encrypted at rest, the processing fee charged
// through the payments provider under an idempotency key, then WAITING AGREEMENT APPLICATION → WAITING
// E-SIGNATURE ('Payment Information Submitted') and the signing link is sent and handed back.
import { randomUUID } from 'node:crypto';
import { businessToday } from '../../../shared/calendar';
import type { BankAccount, Card } from '../../../shared/contract';
import { MESSAGES } from '../../../shared/messages';
import { toCents } from '../../../shared/money';
import { VALIDATION_MESSAGES } from '../../../shared/validation';
import type { SigningMethod } from '../../../../machines/contract-lifecycle.types';
import { saveBilling, validateBilling, type ValidBilling } from '../contracts/billing';
import { recordDocument, renderContract, storeDocument } from '../contracts/contract-documents';
import { createCustomerLink, linkDestination, queueCustomerLink } from '../contracts/customer-links';
import type { ContractDeps } from '../contracts/deps';
import { processingFeeRequired } from '../contracts/lifecycle-contract';
import type { ContractScope } from '../contracts/scope';
import { planTransition, writeTransition } from '../contracts/transitions';
import { HttpError } from '../http-error';
import { CUSTOMER, openLink, useLink } from './link-access';

export const CARD_DECLINED =
  'Your card could not be charged. Please check the card details or use another card.';

export interface ApplicationPayload {
  banks?: Partial<BankAccount>[];
  cards?: Partial<Card>[];
}

/** The fee is charged to the preferred card, else the first one. */
async function chargeFee(deps: ContractDeps, scope: ContractScope, billing: ValidBilling, key: string) {
  const index = Math.max(
    billing.cards.findIndex((c) => c.preferred === true),
    0,
  );
  const card = billing.cards[index];
  if (!card?.cvc) {
    throw new HttpError(400, MESSAGES.validationErrors, {
      errors: { [`cards[${index}].cvc`]: VALIDATION_MESSAGES.cvc },
    });
  }
  const result = await deps.providers.payments.charge({
    idempotencyKey: `contract-${scope.row.id}-application-fee-${key}`,
    amountCents: toCents(scope.data.processing_fee as number),
    cardNumber: String(card.card_number),
    expiration: String(card.expiration).replace('/', ''),
    cvc: card.cvc,
    zip: String(card.zip_code),
    nameOnCard: String(card.name_on_card),
    description: `${scope.facility.name} processing fee`,
  });
  if (!result.approved) {
    throw new HttpError(400, CARD_DECLINED, { errors: { card_charge: result.errors.join(' ') } });
  }
}

export async function completeApplication(
  deps: ContractDeps,
  token: string,
  payload: ApplicationPayload,
  idempotencyKey: string | undefined,
): Promise<{ status: string; signing_path: string }> {
  const now = new Date();
  const { link, scope } = await openLink(deps.db, token, 'application', now);
  planTransition(scope, { type: 'customer.application-completed', charged_on: null });
  const today = businessToday();
  // Judged as a standard contract's billing: the select workflow left the fee card to this step.
  const standard = { ...scope, data: { ...scope.data, is_select: false } };
  const { errors, billing } = await validateBilling(standard, payload, deps.providers.aba, today);
  if (Object.keys(errors).length > 0) throw new HttpError(400, MESSAGES.validationErrors, { errors });
  const feeDue = processingFeeRequired(scope) && !scope.data.charged_on;
  if (feeDue) await chargeFee(deps, scope, billing, idempotencyKey ?? randomUUID());
  const event = {
    type: 'customer.application-completed',
    charged_on: feeDue ? now.toISOString() : ((scope.data.charged_on as string | null) ?? null),
  } as const;
  const next = planTransition(scope, event);
  const method = link.method as SigningMethod;
  const to = linkDestination(scope.data, method);
  const pdf = await renderContract(deps.providers.pdfs, scope.facility, scope.data);
  const doc = await storeDocument(deps.providers.storage, scope.row.id, 'contract', pdf, now);
  const signing = await deps.db.transaction().execute(async (trx) => {
    await useLink(trx, link, now);
    await saveBilling(trx, scope, billing, deps.providers.encryption);
    const changes = {
      agreement_application_completed_on: now.toISOString(),
      requested_signature_on: now.toISOString(),
      signing_method: method,
      ...(event.charged_on ? { charged_on: event.charged_on } : {}),
    };
    await writeTransition(trx, scope, next, event, changes, CUSTOMER, now);
    await recordDocument(trx, doc);
    const practice = scope.facility.name;
    const pending = { purpose: 'signature' as const, method, to, practice };
    const created = await createCustomerLink(trx, deps.publicUrl, scope.row.id, pending, now);
    await queueCustomerLink(trx, created);
    return created;
  });
  return { status: next.status, signing_path: new URL(signing.url).pathname };
}
