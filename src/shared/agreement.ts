// The agreement's Truth-in-Lending figures and payment schedule from its terms (spec §3 Agreement
// terms, §5 Agreement, §9; reference/README.md "Truth in Lending"). Field names are the contract's.
import Decimal from 'decimal.js';
import { computeAprUnrounded, roundApr } from './apr';
import { BILLING_CYCLES, lastPaymentDate } from './cycles';
import { isIsoDate, type IsoDate } from './dates';
import type { BillingCycle, FacilityFee } from './facility';
import { parseMoney, roundCents, sumMoney, type MoneyInput } from './money';
import { amortizedPayments, paymentSchedule, type ScheduledPayment } from './schedule';

export interface AgreementInput {
  cash_price?: MoneyInput;
  down_payment?: MoneyInput;
  /** spec §9: the key '1', '2' or '3' of the facility's sales_tax_percent_1..3; blank is 0. */
  sales_tax_rate?: string | number | null;
  initiation_fee?: MoneyInput;
  prorated_dues?: MoneyInput;
  convenience_fee?: MoneyInput;
  processing_fee?: MoneyInput;
  service_fee?: MoneyInput;
  finance_rate_percent?: MoneyInput;
  number_of_payments?: number | string | null;
  billing_cycle?: BillingCycle | '' | null;
  agreement_date?: IsoDate | null;
  first_payment_due_date?: IsoDate | null;
  recurring_billing?: boolean | null;
  /** Given for recurring agreements, which have no cash price; computed otherwise. */
  payment_amount?: MoneyInput;
  /** The facility's fee settings (spec §3 Facility fee). */
  fee: FacilityFee | null;
}

/** Amounts rounded to cents, as numbers; dates null until their inputs are set. */
export interface AgreementFigures {
  sales_tax_percent: number;
  sales_tax_amount: number;
  financed_amount: number;
  finance_charge: number;
  payment_amount: number;
  payment_amount_total: number;
  number_of_payments: number;
  total_of_payments: number;
  total_of_payments_including_fees: number;
  total_of_sale: number;
  total_of_sale_including_fees: number;
  total_cost_of_credit: number;
  total_balance_due: number;
  /** null while a financed plan lacks its agreement date, first payment date or billing cycle. */
  apr: number | null;
  apr_unrounded: number | null;
  first_payment_due_date: IsoDate | null;
  last_payment_date: IsoDate | null;
  agreement_expiration_date: IsoDate | null;
  schedule: ScheduledPayment[];
}

/** A form amount in cents; one that is not a number counts as 0 here (the field's own rule reports it). */
function cents(x: MoneyInput): Decimal {
  return roundCents(parseMoney(x) ?? 0);
}

function paymentCount(x: number | string | null | undefined): number {
  const n = typeof x === 'string' && /^\s*\d+\s*$/.test(x) ? Number(x) : x;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 0;
}

function salesTaxPercent(key: AgreementInput['sales_tax_rate'], fee: FacilityFee | null): Decimal {
  const k = String(key ?? '');
  const percent = k === '1' || k === '2' || k === '3' ? fee?.[`sales_tax_percent_${k}`] : null;
  return new Decimal(percent ?? 0);
}

function validDate(x: IsoDate | null | undefined): IsoDate | null {
  return isIsoDate(x) ? x : null;
}

/**
 * Judgement calls, the spec naming the fields but not their arithmetic:
 * - sales tax is on the cash price only; amount financed = cash price + sales tax − down payment;
 * - a recurring agreement finances nothing: its payments are the given payment_amount, no APR;
 * - a plan with nothing financed has no payments (number_of_payments 0, empty schedule);
 * - convenience_fee (the payment plan fee) and service_fee are charged with every payment, so they
 *   enter payment_amount_total and the totals "including fees" once per payment; processing_fee
 *   (the card processing fee), initiation_fee and prorated_dues are paid once, at signing;
 * - total_of_payments and the APR leave fees out: they disclose the credit (Reg. Z 1026.18(h), (e));
 * - total_of_sale = down payment + total of payments (Reg. Z 1026.18(j) total sale price);
 * - total_cost_of_credit = finance charge + every fee the plan adds (convenience, service, processing);
 * - total_balance_due = what is owed after signing: the total of payments including fees.
 */
export function computeAgreement(input: AgreementInput): AgreementFigures {
  const cycle = BILLING_CYCLES.find((c) => c === input.billing_cycle) ?? null;
  const recurring = input.recurring_billing === true;
  const first = validDate(input.first_payment_due_date);
  const agreementDate = validDate(input.agreement_date);
  const count = paymentCount(input.number_of_payments);

  const cashPrice = recurring ? new Decimal(0) : cents(input.cash_price);
  const downPayment = cents(input.down_payment);
  const taxPercent = recurring ? new Decimal(0) : salesTaxPercent(input.sales_tax_rate, input.fee);
  const salesTax = roundCents(cashPrice.times(taxPercent).dividedBy(100));
  const financed = cashPrice.plus(salesTax).minus(downPayment);
  const financeRate = parseMoney(input.finance_rate_percent) ?? new Decimal(0);

  const given = cents(input.payment_amount);
  let amounts: Decimal[] = [];
  if (cycle !== null && recurring) amounts = Array.from({ length: count }, () => given);
  if (cycle !== null && !recurring && financed.greaterThan(0)) {
    amounts = amortizedPayments(financed, financeRate, count, cycle);
  }
  const payments = amounts.length;
  const schedule = cycle === null ? [] : paymentSchedule(amounts, first, cycle);
  const totalOfPayments = sumMoney(amounts);
  const payment = recurring ? given : (amounts[0] ?? new Decimal(0));
  const financeCharge = recurring || payments === 0 ? new Decimal(0) : totalOfPayments.minus(financed);

  const feesPerPayment = cents(input.convenience_fee).plus(cents(input.service_fee));
  const paymentFees = feesPerPayment.times(payments);
  const processingFee = cents(input.processing_fee);
  const signingFees = processingFee.plus(cents(input.initiation_fee)).plus(cents(input.prorated_dues));
  const totalWithFees = totalOfPayments.plus(paymentFees);
  const totalOfSale = downPayment.plus(totalOfPayments);

  let apr: number | null = 0;
  if (!recurring && payments > 0 && cycle !== null) {
    apr =
      first !== null && agreementDate !== null
        ? computeAprUnrounded({
            amountFinanced: financed,
            advanceDate: agreementDate,
            payments: schedule.map((row) => ({ amount: row.amount, date: row.date as IsoDate })),
            cycle,
          })
        : null;
  }

  return {
    sales_tax_percent: taxPercent.toNumber(),
    sales_tax_amount: salesTax.toNumber(),
    financed_amount: recurring ? 0 : financed.toNumber(),
    finance_charge: financeCharge.toNumber(),
    payment_amount: payment.toNumber(),
    payment_amount_total: payment.plus(feesPerPayment).toNumber(),
    number_of_payments: payments,
    total_of_payments: totalOfPayments.toNumber(),
    total_of_payments_including_fees: totalWithFees.toNumber(),
    total_of_sale: totalOfSale.toNumber(),
    total_of_sale_including_fees: totalOfSale.plus(paymentFees).plus(signingFees).toNumber(),
    total_cost_of_credit: financeCharge.plus(paymentFees).plus(processingFee).toNumber(),
    total_balance_due: totalWithFees.toNumber(),
    apr: apr === null ? null : roundApr(apr),
    apr_unrounded: apr,
    first_payment_due_date: first,
    last_payment_date: schedule.length > 0 ? schedule[schedule.length - 1].date : null,
    agreement_expiration_date:
      first !== null && cycle !== null && payments > 0 ? lastPaymentDate(first, cycle, payments) : null,
    schedule,
  };
}
