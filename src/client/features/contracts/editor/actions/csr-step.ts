// Where the CSR step stands and what it offers, read off the contract through machines/csr.machine.ts
// (spec §4 CSR status): the chart's starting state for the stored fields, and the actions it accepts
// there. The server's allowed_actions (lifecycle and rights) have the last word.
import { createActor, type SnapshotFrom } from 'xstate';
import type { LifecycleAction } from '../../../../../../machines/contract-lifecycle.types';
import { csrMachine, type CsrAction, type CsrStoredFields } from '../../../../../../machines/csr.machine';
import { CSR_STATUS_LABELS } from '../../../../../shared/contract-messages';
import type { Facility } from '../../../../../shared/facility';
import type { ContractView } from '../../../../api/contracts';

type CsrSnapshot = SnapshotFrom<typeof csrMachine>;

/** In the order the controls show them. */
const CSR_ACTIONS: CsrAction[] = ['REQUEST-CSR', 'OVERRIDE-CSR', 'ACCEPT-CSR', 'SKIP-CSR'];

/** An SSN is on file: stored (shown masked), or typed and saved. */
export function ssnIsStored(contract: ContractView | null): boolean {
  return contract?.ssn_is_stored === true || Boolean(contract?.customer_ssn);
}

/** The chart's input: the stored fields it reads. */
export function csrFieldsOf(contract: ContractView, facility: Pick<Facility, 'csr'>): CsrStoredFields {
  return {
    facility_csr: facility.csr,
    is_select: contract.is_select === true,
    csr_status: contract.csr_status ?? null,
    csr_skipped: contract.csr_skipped === true,
    csr_error: contract.csr_error ?? null,
    ssn_is_stored: ssnIsStored(contract),
  };
}

function csrSnapshotOf(contract: ContractView, facility: Pick<Facility, 'csr'>): CsrSnapshot {
  // Only the starting snapshot is read: the chart resolves the stored fields without running anything.
  return createActor(csrMachine, { input: csrFieldsOf(contract, facility) }).getSnapshot();
}

/** The final state the stored fields place the step in (completed, skipped, not used), else null. */
export function csrFinalStateOf(contract: ContractView, facility: Pick<Facility, 'csr'>): string | null {
  const snapshot = csrSnapshotOf(contract, facility);
  return snapshot.status === 'done' ? String(snapshot.value) : null;
}

/** The CSR actions the step accepts now that the server allows too. */
export function offeredCsrActions(
  contract: ContractView,
  facility: Pick<Facility, 'csr'>,
  allowed: (action: LifecycleAction) => boolean,
): CsrAction[] {
  const snapshot = csrSnapshotOf(contract, facility);
  return CSR_ACTIONS.filter((type) => allowed(type) && snapshot.can({ type }));
}

/** The CSR status in the spec's words (spec §4 CSR status), or Skipped (csr_skipped). */
export function csrStatusLabel(contract: ContractView | null): string {
  if (contract?.csr_skipped === true) return 'Skipped';
  const status = contract?.csr_status;
  return (typeof status === 'string' && CSR_STATUS_LABELS[status]) || 'Not requested';
}

/** APPROVE WITH DOWN PAYMENT → Approve with down payment. */
export function recommendationWords(recommendation: unknown): string | null {
  if (typeof recommendation !== 'string' || recommendation === '') return null;
  const lower = recommendation.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}
