// The billing section: banks and cards, the billing requirements and the preferred method (spec §4
// "Billing requirements", "Preferred method"; spec §5 Bank, Card).
import { array, object, type TestContext } from 'yup';
import { isMasked, type BankAccount, type Card } from '../contract';
import type { IsoDate } from '../dates';
import type { AgreementType } from '../facility';
import { bankSchema } from './bank';
import { cardSchema } from './card';
import { VALIDATION_MESSAGES as M } from './messages';

export interface BillingContext {
  /** The contract's agreement type (its ach_only and two_pay_meth flags), null when none is chosen. */
  agreementType: Pick<AgreementType, 'ach_only' | 'two_pay_meth'> | null;
  /** The contract view's processing_fee_required and cc_is_chargeable (spec §3 Contract view extras). */
  processingFeeRequired: boolean;
  ccIsChargeable: boolean;
  /** A select contract's workflow does not take the processing-fee card here. */
  isSelect: boolean;
  today: IsoDate;
}

export interface BillingRequirements {
  cardRequired: boolean;
  bankRequired: boolean;
  twoMethodsRequired: boolean;
  /** A stored card cannot be charged and no new number is typed: one must be typed again. */
  cardReentryRequired: boolean;
}

type PaymentMethods = { banks?: Partial<BankAccount>[] | null; cards?: Partial<Card>[] | null };
const banksOf = (v: PaymentMethods) => v.banks ?? [];
const cardsOf = (v: PaymentMethods) => v.cards ?? [];
const isTyped = (card: Partial<Card>) => Boolean(card.card_number) && !isMasked(card.card_number);

/** spec §4 Billing requirements, for these payment methods. */
export function billingRequirements(ctx: BillingContext, values: PaymentMethods): BillingRequirements {
  const cardRequired = ctx.processingFeeRequired && !ctx.isSelect;
  return {
    cardRequired,
    bankRequired: Boolean(ctx.agreementType?.ach_only),
    twoMethodsRequired: Boolean(ctx.agreementType?.two_pay_meth),
    cardReentryRequired: cardRequired && !ctx.ccIsChargeable && !cardsOf(values).some(isTyped),
  };
}

/**
 * spec §4 Preferred method: at billing save, when none is preferred and there is exactly one
 * method, that one becomes preferred. Returns new lists; the input is left as it was.
 */
export function withDefaultPreferred<T extends PaymentMethods>(values: T): T {
  const [banks, cards] = [banksOf(values), cardsOf(values)];
  const none = ![...banks, ...cards].some((m) => m.preferred);
  if (!none || banks.length + cards.length !== 1) return values;
  return {
    ...values,
    banks: banks.map((b) => ({ ...b, preferred: true })),
    cards: cards.map((c) => ({ ...c, preferred: true })),
  };
}

/** A rule across the lists: the path and message of its error, or null. */
type BillingRule = (values: PaymentMethods) => { path: string; message: string } | null;

function billingRules(ctx: BillingContext): Record<string, BillingRule> {
  return {
    'bank-required': (v) =>
      billingRequirements(ctx, v).bankRequired && banksOf(v).length === 0
        ? { path: 'banks', message: M.bankRequired }
        : null,
    'card-required': (v) =>
      billingRequirements(ctx, v).cardRequired && cardsOf(v).length === 0
        ? { path: 'cards', message: M.cardRequired }
        : null,
    'card-reentry': (v) => {
      const stored = cardsOf(v).findIndex((c) => isMasked(c.card_number));
      return billingRequirements(ctx, v).cardReentryRequired && stored >= 0
        ? { path: `cards[${stored}].card_number`, message: M.cardNumberReentry }
        : null;
    },
    'card-number-repeated': (v) => {
      const numbers = cardsOf(v).map((c) => (isTyped(c) ? String(c.card_number) : null));
      const repeated = numbers.findIndex((n, i) => n !== null && numbers.indexOf(n) < i);
      return repeated >= 0 ? { path: `cards[${repeated}].card_number`, message: M.cardNumberRepeated } : null;
    },
    'two-payment-methods': (v) =>
      billingRequirements(ctx, v).twoMethodsRequired && banksOf(v).length + cardsOf(v).length < 2
        ? { path: 'payment_methods', message: M.twoPaymentMethods }
        : null,
    'preferred-method': (v) => {
      const methods = [...banksOf(v), ...cardsOf(v)];
      const preferred = methods.filter((m) => m.preferred === true).length;
      if (preferred > 1) return { path: 'preferred', message: M.onePreferred };
      // With exactly one method, the save makes it preferred (withDefaultPreferred).
      return preferred === 0 && methods.length > 1
        ? { path: 'preferred', message: M.preferredRequired }
        : null;
    },
  };
}

export function billingSchema(ctx: BillingContext) {
  const orEmpty = (value: unknown) => value ?? [];
  let schema = object({
    banks: array(bankSchema()).transform(orEmpty),
    cards: array(cardSchema(ctx.today)).transform(orEmpty),
  });
  for (const [name, check] of Object.entries(billingRules(ctx))) {
    schema = schema.test({
      name,
      test: (values, test: TestContext) => {
        const problem = check(values as PaymentMethods);
        return problem === null || test.createError(problem);
      },
    });
  }
  return schema;
}
