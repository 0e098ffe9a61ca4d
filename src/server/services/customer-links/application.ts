// The customer completes the agreement application (machines/LIFECYCLE.md "Select contracts"): payment
// methods validated with the shared billing schema and encrypted at rest, the processing fee charged
// through the payments provider under the key of the contract's fee attempt (contracts/fee-charge.ts),
// then WAITING AGREEMENT APPLICATION → WAITING E-SIGNATURE ('Payment Information Submitted') and the
// signing link is sent and handed back. The link is claimed (marked used, a conditional update) before
// the card is charged, so of two submissions at once (two tabs) only one charges; the other gets 410.
// A failed submission (a declined card) gives the link back.
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
import { chargeFee, PROCESSING_FEE } from '../contracts/fee-charge';
import { processingFeeRequired } from '../contracts/lifecycle-contract';
import type { ContractScope } from '../contracts/scope';
import { planTransition, writeTransition } from '../contracts/transitions';
import { HttpError } from '../http-error';
import { claimLink, CUSTOMER, openLink, releaseLink, type CustomerLink } from './link-access';
import { practicePartyOf } from '../contracts/practice-party';

export const CARD_DECLINED =
  'Your card could not be charged. Please check the card details or use another card.';

export interface ApplicationPayload {
  banks?: Partial<BankAccount>[];
  cards?: Partial<Card>[];
}

type FeeCard = ValidBilling['cards'][number] & { cvc: string };

/** The fee is charged to the preferred card, else the first one; its security code is needed. */
function feeCard(billing: ValidBilling): FeeCard {
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
  return card as FeeCard;
}

async function chargeApplicationFee(deps: ContractDeps, scope: ContractScope, card: FeeCard) {
  const result = await chargeFee(deps.db, deps.providers.payments, scope.row.id, PROCESSING_FEE, {
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
): Promise<{ status: string; signing_path: string }> {
  const now = new Date();
  const { link, scope } = await openLink(deps.db, token, 'application', now);
  planTransition(scope, { type: 'customer.application-completed', charged_on: null });
  const today = businessToday();
  // Judged as a standard contract's billing: the select workflow left the fee card to this step.
  const standard = { ...scope, data: { ...scope.data, is_select: false } };
  const { errors, billing } = await validateBilling(standard, payload, deps.providers, today);
  if (Object.keys(errors).length > 0) throw new HttpError(400, MESSAGES.validationErrors, { errors });
  const feeDue = processingFeeRequired(scope) && !scope.data.charged_on;
  const card = feeDue ? feeCard(billing) : null;
  // Only one submission gets past here; the link is given back if this one fails.
  await claimLink(deps.db, link, now);
  try {
    return await submit(deps, link, scope, billing, card, now);
  } catch (error) {
    await releaseLink(deps.db, link, now);
    throw error;
  }
}

/** Charges the fee (when due) and records the application, with the link claimed. */
async function submit(
  deps: ContractDeps,
  link: CustomerLink,
  scope: ContractScope,
  billing: ValidBilling,
  card: FeeCard | null,
  now: Date,
): Promise<{ status: string; signing_path: string }> {
  if (card) await chargeApplicationFee(deps, scope, card);
  const feeDue = card !== null;
  const event = {
    type: 'customer.application-completed',
    charged_on: feeDue ? now.toISOString() : ((scope.data.charged_on as string | null) ?? null),
  } as const;
  const next = planTransition(scope, event);
  const method = link.method as SigningMethod;
  const to = linkDestination(scope.data, method);
  const pdf = await renderContract(
    deps.providers.pdfs,
    scope.facility,
    scope.data,
    await practicePartyOf(deps.db, scope.facility),
  );
  const doc = await storeDocument(deps.providers.storage, scope.row.id, 'contract', pdf, now);
  const signing = await deps.db.transaction().execute(async (trx) => {
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
