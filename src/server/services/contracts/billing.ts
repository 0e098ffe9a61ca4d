// The billing section (spec §4 Billing requirements, Preferred method; §5 Bank, Card): validated with
// the shared schema, ABA numbers checked against the directory, numbers encrypted, and never a card
// security code stored. The codes typed with new card numbers are handed back for a charge only.
import { isMasked, type BankAccount, type Card } from '../../../shared/contract';
import {
  billingSchema,
  DESCRIPTORS,
  messageFor,
  validateSection,
  VALIDATION_MESSAGES,
  withDefaultPreferred,
  type FieldErrors,
} from '../../../shared/validation';
import type { Db } from '../../db/database';
import {
  deleteMethodsExcept,
  insertBank,
  insertCard,
  updateBank,
  updateCard,
  type NewBank,
  type NewCard,
} from '../../repositories/contracts/payment-methods';
import type { FieldEncryption } from '../../security';
import type { ContractProviders } from './providers';
import { agreementTypeOf } from '../../../shared/facility';
import { ccIsChargeable, processingFeeRequired } from './lifecycle-contract';
import type { ContractScope } from './scope';

export interface BillingPayload {
  banks?: Partial<BankAccount>[] | null;
  cards?: Partial<Card>[] | null;
}

export interface ValidBilling {
  banks: Partial<BankAccount>[];
  cards: Partial<Card>[];
}

const flag = (v: unknown): 0 | 1 => (v === true ? 1 : 0);
const last4 = (digits: string) => digits.slice(-4);
const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const storedId = (id: unknown, known: { id: number }[]) =>
  typeof id === 'number' && id > 0 && known.some((k) => k.id === id) ? id : null;

export async function validateBilling(
  scope: ContractScope,
  payload: BillingPayload,
  { aba, encryption }: Pick<ContractProviders, 'aba' | 'encryption'>,
  today: string,
): Promise<{ errors: FieldErrors; billing: ValidBilling }> {
  const withPreferred = withDefaultPreferred({ banks: payload.banks ?? [], cards: payload.cards ?? [] });
  const schema = billingSchema({
    agreementType: agreementTypeOf(scope.facility, scope.data.agreement_code),
    processingFeeRequired: processingFeeRequired(scope),
    ccIsChargeable: ccIsChargeable(scope, today),
    isSelect: scope.data.is_select === true,
    today,
  });
  const { values, errors } = validateSection(schema, withPreferred);
  const banks = (values.banks ?? []) as Partial<BankAccount>[];
  // spec §5 Bank: the ABA must be found by lookup.
  for (const [i, bank] of banks.entries()) {
    const path = `banks[${i}].aba_number`;
    if (!errors[path] && bank.aba_number && (await aba.lookup(bank.aba_number)) === null) {
      errors[path] = VALIDATION_MESSAGES.abaNumber;
    }
  }
  // A masked number stands for a stored one: it must come with that method's id.
  for (const [i, bank] of banks.entries()) {
    const path = `banks[${i}].account_number`;
    if (!errors[path] && isMasked(bank.account_number) && storedId(bank.id, scope.banks) === null) {
      errors[path] = messageFor.invalid(DESCRIPTORS.account_number);
    }
  }
  ((values.cards ?? []) as Partial<Card>[]).forEach((card, i) => {
    const path = `cards[${i}].card_number`;
    if (!errors[path] && isMasked(card.card_number) && storedId(card.id, scope.cards) === null) {
      errors[path] = VALIDATION_MESSAGES.cardNumber;
    }
  });
  repeatedStoredCards(scope, (values.cards ?? []) as Partial<Card>[], encryption, errors);
  // The security code as typed, beside the cast card: it goes to the charge, never to storage.
  const cards = ((values.cards ?? []) as Partial<Card>[]).map((c, i) => ({
    ...c,
    cvc: withPreferred.cards[i]?.cvc,
  }));
  return { errors, billing: { banks, cards } };
}

/**
 * spec §5 Card, unique: a number typed again that is already one of the stored cards the payload keeps
 * (shown masked, so the shared rule cannot compare them). Found by blind index, under every configured
 * key: a card stored before a key rotation keeps its old fingerprint until `npm run keys:reencrypt`.
 */
function repeatedStoredCards(
  scope: ContractScope,
  cards: Partial<Card>[],
  encryption: FieldEncryption,
  errors: FieldErrors,
): void {
  const kept = cards.filter((c) => isMasked(c.card_number)).map((c) => storedId(c.id, scope.cards));
  const keptFingerprints = scope.cards
    .filter((c) => kept.includes(c.id))
    .map((c) => c.card_number_fingerprint);
  cards.forEach((card, i) => {
    const path = `cards[${i}].card_number`;
    if (errors[path] || !card.card_number || isMasked(card.card_number)) return;
    const fingerprints = encryption.fieldFingerprints(String(card.card_number));
    if (fingerprints.some((f) => keptFingerprints.includes(f))) {
      errors[path] = VALIDATION_MESSAGES.cardNumberRepeated;
    }
  });
}

/** Saves the methods; returns the security codes typed, by stored card id, for a charge right after. */
export async function saveBilling(
  trx: Db,
  scope: ContractScope,
  billing: ValidBilling,
  encryption: FieldEncryption,
): Promise<Map<number, string>> {
  const contract_id = scope.row.id;
  const keep = { banks: [] as number[], cards: [] as number[] };
  for (const b of billing.banks) {
    const id = storedId(b.id, scope.banks);
    const bank: Partial<NewBank> = {
      contract_id,
      bank_name: String(b.bank_name),
      aba_number: String(b.aba_number),
      first_name_on_account: String(b.first_name_on_account),
      middle_initial_on_account: text(b.middle_initial_on_account),
      last_name_on_account: String(b.last_name_on_account),
      is_savings_account: flag(b.is_savings_account),
      is_business_account: flag(b.is_business_account),
      business_name_on_account: text(b.business_name_on_account),
      preferred: flag(b.preferred),
    };
    const number = String(b.account_number ?? '');
    if (!isMasked(number)) {
      bank.account_number_encrypted = encryption.encryptField(number);
      bank.account_number_last4 = last4(number);
    }
    if (id !== null) await updateBank(trx, id, bank);
    keep.banks.push(id ?? (await insertBank(trx, bank as NewBank)));
  }
  const codes = new Map<number, string>();
  for (const c of billing.cards) {
    const id = storedId(c.id, scope.cards);
    const card: Partial<NewCard> = {
      contract_id,
      expiration: String(c.expiration),
      name_on_card: String(c.name_on_card),
      holder_first_name: text(c.holder_first_name),
      holder_middle_initial: text(c.holder_middle_initial),
      holder_last_name: text(c.holder_last_name),
      business_name: text(c.business_name),
      street_number: text(c.street_number),
      zip_code: String(c.zip_code),
      preferred: flag(c.preferred),
    };
    const number = String(c.card_number ?? '');
    if (!isMasked(number)) {
      card.card_number_encrypted = encryption.encryptField(number);
      card.card_number_last4 = last4(number);
      card.card_number_fingerprint = encryption.fieldFingerprint(number);
      // A number typed again may be charged again (spec §4 Billing requirements, re-entry).
      card.charge_declined_on = null;
    }
    if (id !== null) await updateCard(trx, id, card);
    const savedId = id ?? (await insertCard(trx, card as NewCard));
    keep.cards.push(savedId);
    if (typeof c.cvc === 'string' && c.cvc) codes.set(savedId, c.cvc);
  }
  await deleteMethodsExcept(trx, contract_id, keep);
  return codes;
}
