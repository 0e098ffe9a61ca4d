// The editor statechart's facts, read off a loaded contract (spec §4 Editing sections, Billing
// requirements), and the new contract's unedited defaults.
import type { EditorFacts } from '../../../../../machines/contract-editor.machine';
import { SIGNED_OR_LATER, statusIn } from '../../../../../machines/contract-lifecycle.types';
import type { ContractValues } from '../../../../shared/contract';
import { agreementTypeOf, type Facility } from '../../../../shared/facility';
import { billingRequirements } from '../../../../shared/validation';
import type { ContractView } from '../../../api/contracts';

export function isSelectInProgress(
  contract: Pick<ContractView, 'is_select' | 'status'> | null,
  isSelect: boolean,
) {
  return isSelect && !statusIn(SIGNED_OR_LATER, contract?.status ?? 'INCOMPLETE');
}

export function editorFacts(
  contract: ContractView | null,
  facility: Facility,
  options: { isSelect: boolean; editable: boolean; today: string },
): EditorFacts {
  const c = contract;
  const has = (field: string) =>
    Boolean(c?.id) && c?.[field] !== null && c?.[field] !== undefined && c?.[field] !== '';
  const requirements = billingRequirements(
    {
      agreementType: agreementTypeOf(facility, c?.agreement_code),
      processingFeeRequired: c?.processing_fee_required === true,
      ccIsChargeable: c?.cc_is_chargeable === true,
      isSelect: options.isSelect,
      today: options.today,
    },
    { banks: c?.banks ?? [], cards: c?.cards ?? [] },
  );
  const methods = [...(c?.banks ?? []), ...(c?.cards ?? [])];
  return {
    select_in_progress: isSelectInProgress(c, options.isSelect),
    facility_csr: facility.csr,
    csr_status: c?.csr_status ?? null,
    csr_skipped: c?.csr_skipped === true,
    editable: options.editable,
    saved: {
      customer: has('customer_last_name'),
      agreement: has('agreement_date'),
      billing: Boolean(c?.id) && c?.billing_complete === true,
      csrForSelect: has('csr_status'),
      agreementForSelect: has('agreement_date'),
    },
    card_reentry_needed: Boolean(c?.id) && requirements.cardReentryRequired,
    no_preferred_method: Boolean(c?.id) && methods.length > 0 && !methods.some((m) => m.preferred),
  };
}

/** A new contract's unedited defaults (spec §4: an existing new contract starts as unedited defaults). */
export function newContractDraft(
  facility: Facility,
  isSelect: boolean,
): ContractValues & Record<string, unknown> {
  return {
    id: null,
    facility_id: facility.id,
    status: 'INCOMPLETE',
    csr_status: null,
    is_select: isSelect,
    customer_st: facility.st,
    is_new_customer: null,
  };
}
