// The billing section's values and the rules it applies to them (spec §3 Bank account, Card; §4
// Billing requirements, Preferred method): new methods, the one preferred method, what a save and a
// charge send, and the schema's errors in the shape Formik keeps.
import { setIn, type FormikErrors } from 'formik';
import { businessToday } from '../../../../../shared/calendar';
import { isMasked, type BankAccount, type Card, type ContractValues } from '../../../../../shared/contract';
import type { IsoDate } from '../../../../../shared/dates';
import { agreementTypeOf, type Facility } from '../../../../../shared/facility';
import {
  billingSchema,
  DESCRIPTORS,
  messageFor,
  validateSection,
  withDefaultPreferred,
  type BillingContext,
} from '../../../../../shared/validation';
import type { ContractView } from '../../../../api/contracts';
import { MASKS } from '../../../../components/form/masks';

export type MethodKind = 'card' | 'bank';

export interface BillingValues {
  banks: Partial<BankAccount>[];
  cards: Partial<Card>[];
  /** spec §8 processingFeeConsent, asked only while the fee is due. */
  fee_consent: boolean;
}

/** Rules across the lists (validation README): shown above the methods, not on a field. */
export const LIST_ERROR_KEYS = ['banks', 'cards', 'payment_methods', 'preferred'] as const;

export const FEE_CONSENT_REQUIRED = 'Please confirm that the customer agrees to the processing fee.';

/** The methods as stored: card expirations shown MM/YY (spec §3 Card). */
export function billingValuesOf(contract: Pick<ContractView, 'banks' | 'cards'> | null): BillingValues {
  return {
    banks: (contract?.banks ?? []).map((b) => ({ ...b })),
    cards: (contract?.cards ?? []).map((c) => ({
      ...c,
      expiration: c.expiration ? MASKS.expiration(c.expiration) : c.expiration,
      cvc: '',
    })),
    fee_consent: false,
  };
}

export function billingContextOf(
  contract: ContractView | null,
  facility: Facility,
  options: { isSelect: boolean; today: IsoDate },
): BillingContext {
  return {
    agreementType: agreementTypeOf(facility, contract?.agreement_code),
    processingFeeRequired: contract?.processing_fee_required === true,
    ccIsChargeable: contract?.cc_is_chargeable === true,
    isSelect: options.isSelect,
    today: options.today,
  };
}

/** spec §8 processingFeeNotice: a fee required, not yet charged nor waived, outside the select workflow. */
export function isFeeDue(contract: ContractView | null, isSelect: boolean): boolean {
  return (
    contract !== null &&
    !isSelect &&
    contract.processing_fee_required === true &&
    !contract.charged_on &&
    contract.waive_processing_fee !== true &&
    // Not charged while a term sheet limit waits for a facility admin (issue 15).
    Object.keys(contract.limits_outstanding ?? {}).length === 0
  );
}

/** The day the fee was charged, in the business time zone (spec §9). */
export function chargedDay(chargedOn: unknown): IsoDate | null {
  if (typeof chargedOn !== 'string' || chargedOn === '') return null;
  const at = new Date(chargedOn);
  return Number.isNaN(at.getTime()) ? null : businessToday(at);
}

/** 'ending in 1111' for a stored (masked) number. */
export function endingIn(masked: string | null | undefined): string {
  return `ending in ${String(masked ?? '')
    .replace(/\D/g, '')
    .slice(-4)}`;
}

/** A stored number the user has not chosen to replace. */
export const isStoredNumber = (value: string | null | undefined) => isMasked(value);

/** New cards and banks get negative temporary ids: -1, -2, … (spec §3). */
export function nextTemporaryId(values: Pick<BillingValues, 'banks' | 'cards'>): number {
  const ids = [...values.banks, ...values.cards].map((m) => m.id ?? 0);
  return Math.min(0, ...ids) - 1;
}

export const hasMethods = (values: Pick<BillingValues, 'banks' | 'cards'>) =>
  values.banks.length + values.cards.length > 0;

type Customer = Pick<
  ContractValues,
  'customer_first_name' | 'customer_middle_initial' | 'customer_last_name' | 'customer_zip'
>;

/** spec §3 Card: prefilled from the customer's name and zip; the first method added is preferred. */
export function newCard(customer: Customer, id: number, preferred: boolean): Partial<Card> {
  const first = customer.customer_first_name ?? '';
  const last = customer.customer_last_name ?? '';
  return {
    id,
    card_number: '',
    expiration: '',
    cvc: '',
    name_on_card: [first, last].filter(Boolean).join(' '),
    holder_first_name: first,
    holder_middle_initial: customer.customer_middle_initial ?? '',
    holder_last_name: last,
    business_name: '',
    street_number: '',
    zip_code: customer.customer_zip ?? '',
    preferred,
  };
}

/** spec §3 Bank account: prefilled from the customer's name; the first method added is preferred. */
export function newBank(customer: Customer, id: number, preferred: boolean): Partial<BankAccount> {
  return {
    id,
    bank_name: '',
    aba_number: '',
    account_number: '',
    first_name_on_account: customer.customer_first_name ?? '',
    middle_initial_on_account: customer.customer_middle_initial ?? '',
    last_name_on_account: customer.customer_last_name ?? '',
    is_savings_account: false,
    is_business_account: false,
    business_name_on_account: '',
    preferred,
  };
}

export const removeAt = <T>(list: T[], index: number): T[] => list.filter((_, i) => i !== index);

/** spec §4 Preferred method: exactly one across cards and banks. */
export function choosePreferred<V extends Pick<BillingValues, 'banks' | 'cards'>>(
  values: V,
  kind: MethodKind,
  index: number,
): V {
  return {
    ...values,
    banks: values.banks.map((b, i) => ({ ...b, preferred: kind === 'bank' && i === index })),
    cards: values.cards.map((c, i) => ({ ...c, preferred: kind === 'card' && i === index })),
  };
}

/** The card the server charges: the preferred one with a CVC, else the first with one (charge.ts). */
export function cardToChargeIndex(cards: Partial<Card>[]): number {
  const withCode = cards.map((c, i) => ({ c, i })).filter(({ c }) => Boolean(c.cvc));
  return (withCode.find(({ c }) => c.preferred) ?? withCode[0])?.i ?? -1;
}

/** Where the CVC for the charge is asked: the preferred card, else the first. */
function cardAskedForCvc(cards: Partial<Card>[]): number {
  const preferred = cards.findIndex((c) => c.preferred);
  return preferred >= 0 ? preferred : 0;
}

/** Every error of the billing rules by path, as the server would answer them. */
export function billingErrors(ctx: BillingContext, values: BillingValues, feeDue: boolean) {
  const { errors } = validateSection(billingSchema(ctx), withDefaultPreferred(values));
  if (feeDue && values.cards.length > 0 && cardToChargeIndex(values.cards) < 0) {
    const path = `cards[${cardAskedForCvc(values.cards)}].cvc`;
    errors[path] ??= messageFor.required(DESCRIPTORS.cvc);
  }
  if (feeDue && !values.fee_consent) errors.fee_consent = FEE_CONSENT_REQUIRED;
  return errors;
}

const isListKey = (path: string) => (LIST_ERROR_KEYS as readonly string[]).includes(path);

/** The rules across the lists, kept apart from the fields' errors. */
export function listErrorsOf(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => isListKey(path)));
}

/** Field errors nested as Formik keeps them (`cards[0].card_number` → errors.cards[0].card_number). */
export function fieldErrorsOf(errors: Record<string, string>): FormikErrors<BillingValues> {
  return Object.entries(errors)
    .filter(([path]) => !isListKey(path))
    .reduce<FormikErrors<BillingValues>>((nested, [path, message]) => setIn(nested, path, message), {});
}

/**
 * What the billing save sends: the methods cast as stored (digits, MMYY), the default preferred set.
 * The CVC stays out: it is never stored, and only the charge needs it.
 */
export function savePayload(ctx: BillingContext, values: BillingValues) {
  const { banks, cards } = withDefaultPreferred(values);
  const cast = billingSchema(ctx).cast({ banks, cards }, { assert: false }) as {
    banks: Partial<BankAccount>[];
    cards: Partial<Card>[];
  };
  return { banks: cast.banks, cards: cast.cards.map((card) => ({ ...card, cvc: undefined })) };
}

/**
 * What CHARGE sends (charge.ts saves the methods sent, then charges a card sent with its CVC): the
 * methods as just saved, each card with the CVC typed for it. Both lists are sent, since the save
 * keeps only the methods it is given.
 */
export function chargePayload(typed: Partial<Card>[], saved: Pick<ContractView, 'banks' | 'cards'>) {
  const kept = new Set(typed.map((c) => c.id).filter((id) => (id ?? 0) > 0));
  // Cards added by the save were stored in the order typed, after the ones kept (ids ascending).
  const added = saved.cards.filter((c) => !kept.has(c.id));
  const addedTyped = typed.filter((c) => !kept.has(c.id));
  const cvcOf = (card: Card) => {
    const match = kept.has(card.id) ? typed.find((c) => c.id === card.id) : addedTyped[added.indexOf(card)];
    return match?.cvc ? String(match.cvc).trim() : null;
  };
  return {
    banks: saved.banks.map((b) => ({ ...b })),
    cards: saved.cards.map((c) => ({ ...c, cvc: cvcOf(c) })),
  };
}
