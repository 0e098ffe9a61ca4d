// What the lifecycle machine and the contract view derive from the stored contract (spec §3 Contract
// view extras, §4 Billing requirements): the processing fee, the card, and whether billing is complete.
import type { ContractStatus, CsrStatus } from '../../../../machines/contract-lifecycle.types';
import type { LifecycleContract } from '../../../../machines/contract-state';
import { billingSchema, isCardExpired, validateSection } from '../../../shared/validation';
import { agreementTypeOf } from '../../../shared/facility';
import type { ContractScope } from './scope';
import { bankView, cardView } from './payment-method-view';

type Stored = Pick<ContractScope, 'data' | 'facility' | 'banks' | 'cards'>;

/** A fee is waived, or there is none: nothing to charge. */
export function processingFeeRequired(s: Pick<Stored, 'data'>): boolean {
  return Number(s.data.processing_fee ?? 0) > 0 && s.data.waive_processing_fee !== true;
}

/** A stored card the processor has not declined and that has not expired. */
export function ccIsChargeable(s: Pick<Stored, 'cards'>, today: string): boolean {
  return s.cards.some((c) => c.charge_declined_on === null && !isCardExpired(c.expiration, today));
}

/** spec §4 Editing sections: billing counts as saved when it has methods that meet the requirements. */
export function billingComplete(s: Stored, today: string): boolean {
  if (s.banks.length + s.cards.length === 0) return false;
  const schema = billingSchema({
    agreementType: agreementTypeOf(s.facility, s.data.agreement_code),
    processingFeeRequired: processingFeeRequired(s),
    ccIsChargeable: ccIsChargeable(s, today),
    isSelect: s.data.is_select === true,
    today,
  });
  const values = { banks: s.banks.map(bankView), cards: s.cards.map(cardView) };
  return Object.keys(validateSection(schema, values).errors).length === 0;
}

export function lifecycleContractOf(s: Stored, today: string): LifecycleContract {
  const d = s.data;
  return {
    status: d.status as ContractStatus,
    is_deleted: d.is_deleted === true,
    is_select: d.is_select === true,
    csr_status: (d.csr_status as CsrStatus | null) ?? null,
    csr_skipped: d.csr_skipped === true,
    processing_fee_required: processingFeeRequired(s),
    cc_is_chargeable: ccIsChargeable(s, today),
    charged_on: (d.charged_on as string | null) ?? null,
    agreement_date: (d.agreement_date as string | null) ?? null,
    edit_allowed: d.edit_allowed !== false && s.facility.can_edit,
    delete_allowed: d.delete_allowed !== false && s.facility.can_delete,
    rewrite_allowed: d.rewrite_allowed === true,
    current_rewrite_id: (d.current_rewrite_id as number | null) ?? null,
    billing_complete: billingComplete(s, today),
    facility: { csr: s.facility.csr },
  };
}
