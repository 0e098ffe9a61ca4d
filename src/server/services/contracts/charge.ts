// CHARGE (spec §4; machines/LIFECYCLE.md "CHARGE"): the processing fee is charged to the card through
// the payments provider, keyed by the contract, the fee and the attempt (fee-charge.ts), and the event
// applied only when approved. A card typed with the request is saved first; its security code is used
// for this charge and forgotten. A decline marks the card, changes nothing else and answers
// errors.card_charge (spec §8 cardChargeFailed); the next CHARGE is the fee's next attempt.
import { toCents } from '../../../shared/money';
import { MESSAGES } from '../../../shared/messages';
import { VALIDATION_MESSAGES } from '../../../shared/validation';
import type { CardRow } from '../../db/schema-contracts';
import { HttpError } from '../http-error';
import { prepareSave, writeSave } from './contract-save';
import type { ActionOutcome } from './csr-actions';
import { chargeFee, PROCESSING_FEE } from './fee-charge';
import { bankView, cardView } from './payment-method-view';
import type { ContractDeps, ContractPayload } from './deps';
import { loadContractScope, type ContractScope } from './scope';
import { planTransition, writeContract, writeTransition, type Actor } from './transitions';
import type { Access } from '../access';

/** The card to charge: the preferred one with a code typed, else the first with a code. */
function cardToCharge(cards: CardRow[], codes: Map<number, string>): { card: CardRow; cvc: string } | null {
  const typed = cards.filter((c) => codes.has(c.id) && c.charge_declined_on === null);
  const card = typed.find((c) => c.preferred === 1) ?? typed[0];
  return card ? { card, cvc: codes.get(card.id) as string } : null;
}

export async function chargeProcessingFee(
  deps: ContractDeps,
  access: Access,
  loaded: ContractScope,
  payload: ContractPayload,
  actor: Actor,
): Promise<ActionOutcome> {
  const probe = { type: 'CHARGE', charged_on: '' } as const;
  let scope = loaded;
  let codes = new Map<number, string>();
  let next;
  if (payload.cards === undefined && payload.banks === undefined) next = planTransition(scope, probe);
  else {
    // The card typed with the request is saved first; a refused charge rolls the save back. A list not
    // sent is the stored one: sending only the cards must not remove the bank accounts.
    const methods = {
      banks: payload.banks ?? scope.banks.map(bankView),
      cards: payload.cards ?? scope.cards.map(cardView),
    };
    const prepared = await prepareSave(deps, scope, { ...payload, ...methods, section: 'billing' });
    [scope, codes, next] = await deps.db.transaction().execute(async (trx) => {
      const typed = await writeSave(trx, deps, scope, prepared);
      const saved = await loadContractScope(trx, access, scope.row.id);
      return [saved, typed, planTransition(saved, probe)] as const;
    });
  }
  const chosen = cardToCharge(scope.cards, codes);
  if (!chosen) {
    const errors = { 'cards[0].card_number': VALIDATION_MESSAGES.cardNumberReentry };
    throw new HttpError(400, MESSAGES.validationErrors, { errors });
  }
  const { card, cvc } = chosen;
  const result = await chargeFee(deps.db, deps.providers.payments, scope.row.id, PROCESSING_FEE, {
    amountCents: toCents(scope.data.processing_fee as number),
    cardNumber: deps.providers.encryption.decryptField(card.card_number_encrypted),
    expiration: card.expiration,
    cvc,
    zip: card.zip_code,
    nameOnCard: card.name_on_card,
    description: `${scope.facility.name} processing fee`,
  });
  const now = new Date();
  if (!result.approved) {
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('cards')
        .set({ charge_declined_on: now.toISOString() })
        .where('id', '=', card.id)
        .execute();
      await writeContract(trx, scope, {}, now);
    });
    return { saved: false, alert: null, errors: { card_charge: result.errors } };
  }
  const event = { type: 'CHARGE', charged_on: now.toISOString() } as const;
  await deps.db
    .transaction()
    .execute((trx) => writeTransition(trx, scope, next, event, { charged_on: event.charged_on }, actor, now));
  return { saved: true, alert: null, errors: {} };
}
