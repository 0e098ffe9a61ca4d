// The agreement section (spec §5 Agreement and "Required on a contract"): agreement type and cycle,
// amounts, term sheet limits, first payment and expiration dates, and the state's APR cap.
import {
  mixed,
  object,
  type AnySchema,
  type NumberSchema,
  type StringSchema,
  type TestConfig,
  type TestContext,
} from 'yup';
import { PROCEDURE_CONTRACT_TYPES } from '../contract';
import { BILLING_CYCLES, cyclesOfAgreementType } from '../cycles';
import { formatDisplayDate } from '../dates';
import { requiredProcessingFeeCents, type BillingCycle } from '../facility';
import { formatMoney, fromCents, toCents } from '../money';
import { firstPaymentProblem } from '../first-payment';
import { monthLimitFor } from '../term-sheet';
import { exceedsStateMaxApr, stateMaxApr } from '../state-apr';
import {
  agreementTypeOf,
  availableAgreementTypes,
  figuresFor,
  isRecurring,
  termSheetOf,
  type AgreementContext,
  type Terms,
} from './agreement-context';
import { DESCRIPTORS as D } from './descriptors';
import { amountField, countField, dateField, flagField, isAcceptedDate, rule, textField } from './fields';
import { VALIDATION_MESSAGES as M, messageFor } from './messages';
import { financedAmountProblem, numberOfPaymentsProblem, paymentsLimit } from './term-sheet-limits';

/** spec §5 Agreement, §9: the payment amount must be $10.00 or more when there is a cash price. */
export const MINIMUM_PAYMENT_AMOUNT = 10;

const required = (field: keyof typeof D) => messageFor.required(D[field]);
const positive = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;
/** A known billing cycle, or null: an unknown one gets its own message and no other rule's. */
const cycleOf = (terms: Terms): BillingCycle | null =>
  BILLING_CYCLES.find((c) => c === terms.billing_cycle) ?? null;

/**
 * A test whose message depends on the values: `problem` returns the message or null. Rules on
 * computed figures (financed amount, payment amount, APR) run whether or not the field is sent.
 */
function judged(
  name: string,
  problem: (value: unknown, terms: Terms) => string | null,
  skipAbsent = true,
): TestConfig {
  return {
    name,
    skipAbsent,
    test(value: unknown, test: TestContext) {
      const message = problem(value, test.parent as Terms);
      return message === null || test.createError({ message });
    },
  };
}

export function agreementFields(ctx: AgreementContext) {
  const available = availableAgreementTypes(ctx).map((t) => t.code);
  const recurring = (terms: Terms) => isRecurring(ctx, terms);
  const figuresOf = figuresFor(ctx);
  // spec §5 Required on a contract: for non-recurring agreements.
  const nonRecurring = <S extends StringSchema | NumberSchema>(schema: S, field: keyof typeof D) =>
    (schema as AnySchema).when('agreement_code', {
      is: (code: unknown) => !recurring({ agreement_code: code }),
      then: (s: AnySchema) => s.required(required(field)),
    }) as S;
  const financed = (terms: Terms) => figuresOf(terms).financed_amount;
  const sheet = (terms: Terms) => termSheetOf(ctx, terms);
  // The facility's processing fee setting (issue 13): a required fee is neither lowered nor waived.
  const requiredFee = requiredProcessingFeeCents(ctx.facility.fee);

  return {
    agreement_code: textField()
      .required(required('agreement_code'))
      .test(
        rule('agreement-locked', M.agreementLocked, (v) => {
          const submitted = ctx.submittedAgreementCode;
          return !submitted || v === submitted;
        }),
      )
      .test(rule('agreement-available', M.agreementNotAvailable, (v) => available.includes(v))),
    agreement_date: dateField().required(required('agreement_date')),
    billing_cycle: textField()
      .required(required('billing_cycle'))
      .test(
        judged('billing-cycle-available', (v, terms) => {
          const type = agreementTypeOf(ctx, terms);
          const offered = type ? cyclesOfAgreementType(type) : BILLING_CYCLES;
          return offered.includes(v as BillingCycle) ? null : M.billingCycleNotAvailable;
        }),
      ),
    procedure_description: textField().when('contract_type', {
      is: (t: unknown) => PROCEDURE_CONTRACT_TYPES.includes(Number(t)),
      then: (s) => s.required(required('procedure_description')),
    }),
    cash_price: nonRecurring(amountField(D.cash_price), 'cash_price').test(
      judged('cash-price-positive', (v, terms) =>
        recurring(terms) || positive(v) ? null : M.cashPricePositive,
      ),
    ),
    down_payment: nonRecurring(
      amountField(D.down_payment).min(0, messageFor.invalid(D.down_payment)),
      'down_payment',
    ).test(
      judged('down-payment-below-cash-price', (v, terms) =>
        v === 0 || !positive(terms.cash_price) || (v as number) < terms.cash_price
          ? null
          : M.downPaymentBelowCashPrice,
      ),
    ),
    financed_amount: mixed().test(
      judged(
        'financed-amount-limits',
        (_v, terms) =>
          // Nothing financed is the down payment's problem ('Must be less than the Cash Price.').
          recurring(terms) || !positive(terms.cash_price) || financed(terms) <= 0
            ? null
            : financedAmountProblem(sheet(terms), financed(terms), ctx.isFacilityAdmin),
        false,
      ),
    ),
    number_of_payments: nonRecurring(countField(D.number_of_payments, 3), 'number_of_payments').test(
      judged('number-of-payments-limit', (v, terms) => {
        const cycle = cycleOf(terms);
        if (recurring(terms) || cycle === null || !positive(terms.cash_price)) return null;
        const limit = paymentsLimit(sheet(terms), financed(terms), cycle, ctx.isFacilityAdmin);
        return numberOfPaymentsProblem(limit, v as number);
      }),
    ),
    payment_amount: amountField(D.payment_amount)
      .min(0, messageFor.invalid(D.payment_amount))
      .when('agreement_code', {
        is: (code: unknown) => recurring({ agreement_code: code }),
        then: (s) => s.required(required('payment_amount')),
      })
      .test(
        judged(
          'payment-amount-minimum',
          (_v, terms) => {
            const figures = figuresOf(terms);
            if (recurring(terms) || !positive(terms.cash_price) || figures.number_of_payments === 0)
              return null;
            return figures.payment_amount < MINIMUM_PAYMENT_AMOUNT ? M.paymentAmountMinimum : null;
          },
          false,
        ),
      ),
    first_payment_due_date: dateField()
      .required(required('first_payment_due_date'))
      .test(
        judged('first-payment-date', (v, terms) => {
          const cycle = cycleOf(terms);
          if (!isAcceptedDate(v) || cycle === null) return null;
          const termSheet = sheet(terms);
          const limit = termSheet && monthLimitFor(termSheet, financed(terms));
          const problem = firstPaymentProblem(v, {
            agreementDate: isAcceptedDate(terms.agreement_date) ? terms.agreement_date : v,
            cycle,
            today: ctx.today,
            maxDaysInFuture: limit ? limit.max_first_payment_days_in_future : null,
          });
          if (problem === null) return null;
          return problem.rule === 'too-far'
            ? messageFor.firstPaymentWithin(problem.days as number)
            : M.firstPaymentNotAvailable;
        }),
      ),
    agreement_expiration_date: nonRecurring(dateField(), 'agreement_expiration_date').test(
      judged('expiration-after-last-payment', (v, terms) => {
        const last = figuresOf(terms).agreement_expiration_date;
        return isAcceptedDate(v) && last !== null && v < last
          ? messageFor.expirationBeforeLastPayment(formatDisplayDate(last))
          : null;
      }),
    ),
    finance_rate_percent: amountField(D.finance_rate_percent)
      .min(0, messageFor.invalid(D.finance_rate_percent))
      .max(100, messageFor.invalid(D.finance_rate_percent))
      .when('agreement_code', {
        is: (code: unknown) => agreementTypeOf(ctx, { agreement_code: code })?.finance_charge === true,
        then: (s) => s.required(required('finance_rate_percent')),
      }),
    processing_fee: amountField('processing fee')
      .min(0, messageFor.invalid('processing fee'))
      .test(
        judged(
          'processing-fee-required',
          (v, terms) => {
            if (requiredFee === null || terms.waive_processing_fee === true) return null;
            const cents = typeof v === 'number' && Number.isFinite(v) ? toCents(v) : 0;
            return cents < requiredFee
              ? messageFor.processingFeeRequired(formatMoney(fromCents(requiredFee)))
              : null;
          },
          false,
        ),
      ),
    waive_processing_fee: flagField('processing fee waiver').test(
      judged('processing-fee-waivable', (v) =>
        v === true && requiredFee !== null ? M.processingFeeNotWaivable : null,
      ),
    ),
    apr: mixed().test(
      judged(
        'state-maximum-apr',
        (_v, terms) => {
          const apr = figuresOf(terms).apr;
          const tax = stateMaxApr(ctx.taxes, ctx.facility.st);
          if (apr === null || tax === null || !exceedsStateMaxApr(apr, tax, ctx.isSelect)) return null;
          return messageFor.stateMaxApr(tax.label || tax.code, tax.max_interest_rate);
        },
        false,
      ),
    ),
  };
}

export function agreementSchema(ctx: AgreementContext) {
  return object(agreementFields(ctx));
}
