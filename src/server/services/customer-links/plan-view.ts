// What the customer reviews before entering payment information: the plan's Truth-in-Lending figures
// from computeAgreement (Reg. Z 1026.18) and which payment methods the agreement type asks for
// (spec §4 Billing requirements, taken as a standard contract: the customer pays the fee here).
import { computeAgreement } from '../../../shared/agreement';
import { CYCLE_LABELS } from '../../../shared/cycles';
import { agreementTypeOf, type BillingCycle } from '../../../shared/facility';
import { billingRequirements, type BillingContext } from '../../../shared/validation';
import { processingFeeRequired } from '../contracts/lifecycle-contract';
import type { ContractScope } from '../contracts/scope';

export function customerBillingContext(scope: ContractScope, today: string): BillingContext {
  return {
    agreementType: agreementTypeOf(scope.facility, scope.data.agreement_code),
    processingFeeRequired: processingFeeRequired(scope),
    ccIsChargeable: false,
    isSelect: false,
    today,
  };
}

export function planView(scope: ContractScope, today: string) {
  const d = scope.data;
  const figures = computeAgreement({
    ...(d as Record<string, never>),
    recurring_billing: d.recurring_billing === true,
    fee: scope.facility.fee,
  });
  const cycle = (d.billing_cycle ?? 'monthly') as BillingCycle;
  const needs = billingRequirements(customerBillingContext(scope, today), { banks: [], cards: [] });
  return {
    agreement_description: String(d.agreement_description ?? 'Payment plan'),
    billing_cycle: CYCLE_LABELS[cycle] ?? String(cycle),
    cash_price: Number(d.cash_price ?? 0),
    down_payment: Number(d.down_payment ?? 0),
    apr: figures.apr,
    finance_charge: figures.finance_charge,
    financed_amount: figures.financed_amount,
    total_of_payments: figures.total_of_payments,
    total_of_sale: figures.total_of_sale,
    number_of_payments: figures.number_of_payments,
    payment_amount: figures.payment_amount,
    payment_amount_total: figures.payment_amount_total,
    first_payment_due_date: figures.first_payment_due_date,
    last_payment_date: figures.last_payment_date,
    processing_fee: processingFeeRequired(scope) ? Number(d.processing_fee) : null,
    card_required: needs.cardRequired,
    bank_required: needs.bankRequired,
    two_methods_required: needs.twoMethodsRequired,
  };
}

export type PlanView = ReturnType<typeof planView>;
