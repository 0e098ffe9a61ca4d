// Deleting a contract, or rejecting it through the CSR Reject reason (spec §4 Deletion, Rejecting;
// spec §6 canCreate). The reasons treated apart are told by their code; the conditions that offer them
// are exported (deletionReasonsAllowed, adverseLetterDue), so the dialogs offer and the server accepts
// exactly what this chart's guards accept.
import { and, assign, emit, not, setup } from 'xstate';
import type { CsrStatus } from './contract-lifecycle.types';
import { providedByHost } from './host-provided';

/** A reasons_for_cancel lookup entry (spec §3 Lookups). */
export interface DeletionReason {
  code: string;
  label: string;
}

/** Spec §4 Deletion: the reasons_for_cancel codes (spec §3 Lookups) the flows treat apart. */
export const CSR_REJECT_CODE = '3';
export const CC_DECLINE_CODE = '6';
export const REWRITE_NOT_ALLOWED_CODE = '7';

export interface DeletionInput {
  contract_id: number;
  /** The contract open in the editor, if any. */
  open_contract_id: number | null;
  csr_status: CsrStatus | null;
  edit_allowed: boolean;
  is_deleted: boolean;
  processing_fee: number;
  charged_on: string | null;
  credit_timestamp: string | null;
  rejected_on: string | null;
  /** The contract rewrites another (rewrite_of): only then is Rewrite Not Allowed a reason. */
  is_rewrite: boolean;
  /** The user's canCreate right (spec §6). */
  can_create: boolean;
}

export interface DeletionContext extends DeletionInput {
  reason: DeletionReason | null;
}

export type DeletionEvent =
  { type: 'reason.chosen'; reason: DeletionReason } | { type: 'dialog.confirm' } | { type: 'dialog.cancel' };

export type DeletionOutcome = 'deleted' | 'rejected' | 'cancelled';

const chosen = (event: DeletionEvent) => (event.type === 'reason.chosen' ? event.reason : null);

type Condition = (contract: DeletionInput) => boolean;

/**
 * When each reason treated apart is offered (spec §4 Deletion); any other reason always is. The
 * chart's guards, the server (DELETE contract/{id}) and the dialogs' lists all read these.
 */
const offers = {
  /** CSR completed, edit allowed, not deleted, and the user can create (spec §4 Deletion, §6). */
  csrRejectOffered: (c) => c.csr_status === 'COMPLETED' && c.edit_allowed && !c.is_deleted && c.can_create,
  /** A processing fee exists and was charged. */
  ccDeclineOffered: (c) => c.processing_fee > 0 && c.charged_on !== null,
  /** The reason the rewrite flow gives a rewrite that may not go on. */
  rewriteNotAllowedOffered: (c) => c.is_rewrite,
} satisfies Record<string, Condition>;

const OFFER_BY_CODE: Partial<Record<string, Condition>> = {
  [CSR_REJECT_CODE]: offers.csrRejectOffered,
  [CC_DECLINE_CODE]: offers.ccDeclineOffered,
  [REWRITE_NOT_ALLOWED_CODE]: offers.rewriteNotAllowedOffered,
};

/** Whether the reason of this code may be chosen for the contract (the chart accepts it). */
export function deletionReasonAllowed(contract: DeletionInput, code: string): boolean {
  return OFFER_BY_CODE[code]?.(contract) ?? true;
}

/** The reasons the chart accepts for the contract, in the lookup's order: the ones a dialog offers. */
export function deletionReasonsAllowed<R extends DeletionReason>(
  contract: DeletionInput,
  reasons: readonly R[],
): R[] {
  return reasons.filter((reason) => deletionReasonAllowed(contract, reason.code));
}

/**
 * Spec §4 Rejecting: the letter goes with a rejection not after the credit timestamp. An earlier
 * rejection after this credit report already sent one (reference README, Consent: FCRA). The chart's
 * reject confirm and the server's REJECT both ask this.
 */
export function adverseLetterDue(contract: Pick<DeletionInput, 'credit_timestamp' | 'rejected_on'>): boolean {
  return (
    contract.credit_timestamp !== null &&
    (contract.rejected_on === null ||
      Date.parse(contract.rejected_on) <= Date.parse(contract.credit_timestamp))
  );
}

export const deletionMachine = setup({
  types: {
    context: {} as DeletionContext,
    events: {} as DeletionEvent,
    input: {} as DeletionInput,
    output: {} as { outcome: DeletionOutcome },
    emitted: {} as { type: 'contract.new-draft' },
  },
  guards: {
    isCsrReject: ({ event }) => chosen(event)?.code === CSR_REJECT_CODE,
    isCcDecline: ({ event }) => chosen(event)?.code === CC_DECLINE_CODE,
    isRewriteNotAllowed: ({ event }) => chosen(event)?.code === REWRITE_NOT_ALLOWED_CODE,
    csrRejectOffered: ({ context }) => offers.csrRejectOffered(context),
    ccDeclineOffered: ({ context }) => offers.ccDeclineOffered(context),
    rewriteNotAllowedOffered: ({ context }) => offers.rewriteNotAllowedOffered(context),
    adverseLetterDue: ({ context }) => adverseLetterDue(context),
    isOpenContract: ({ context }) => context.open_contract_id === context.contract_id,
    csrRejectChosen: and(['isCsrReject', 'csrRejectOffered']),
    ccDeclineChosen: and(['isCcDecline', 'ccDeclineOffered']),
    rewriteNotAllowedChosen: and(['isRewriteNotAllowed', 'rewriteNotAllowedOffered']),
    otherReasonChosen: and([not('isCsrReject'), not('isCcDecline'), not('isRewriteNotAllowed')]),
  },
  actions: {
    chooseReason: assign({ reason: ({ event }) => chosen(event) }),
    startNewContract: emit({ type: 'contract.new-draft' }),
    notifyFailure: (_, _params: { error: unknown }) => {},
  },
  actors: {
    /** DELETE contract/{id} with reason_for_cancel (spec §7). */
    deleteContract: providedByHost<void, { contract_id: number; reason_for_cancel: string }>(
      'deleteContract',
    ),
    /** The REJECT action (spec §4 Contract actions). */
    rejectContract: providedByHost<void, { contract_id: number }>('rejectContract'),
  },
}).createMachine({
  id: 'deletion',
  context: ({ input }) => ({ ...input, reason: null }),
  initial: 'choosingReason',
  states: {
    choosingReason: {
      on: {
        'reason.chosen': [
          { guard: 'csrRejectChosen', target: 'confirmingReject' },
          { guard: 'ccDeclineChosen', target: 'deleting', actions: 'chooseReason' },
          { guard: 'rewriteNotAllowedChosen', target: 'deleting', actions: 'chooseReason' },
          { guard: 'otherReasonChosen', target: 'deleting', actions: 'chooseReason' },
        ],
        'dialog.cancel': { target: 'cancelled' },
      },
    },
    confirmingReject: {
      initial: 'checkingAdverseLetter',
      states: {
        checkingAdverseLetter: {
          always: [{ guard: 'adverseLetterDue', target: 'withAdverseLetter' }, { target: 'plain' }],
        },
        withAdverseLetter: { meta: { confirm: 'reject this application and send an adverse letter' } },
        plain: { meta: { confirm: 'reject this application' } },
      },
      on: { 'dialog.confirm': { target: 'rejecting' }, 'dialog.cancel': { target: 'choosingReason' } },
    },
    rejecting: {
      invoke: {
        src: 'rejectContract',
        input: ({ context }) => ({ contract_id: context.contract_id }),
        onDone: { target: 'rejected' },
        onError: {
          target: 'choosingReason',
          actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    deleting: {
      invoke: {
        src: 'deleteContract',
        input: ({ context }) => ({
          contract_id: context.contract_id,
          reason_for_cancel: context.reason!.code,
        }),
        onDone: [
          { guard: 'isOpenContract', target: 'deleted', actions: 'startNewContract' },
          { target: 'deleted' },
        ],
        onError: {
          target: 'choosingReason',
          actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    deleted: { type: 'final', output: { outcome: 'deleted' as const } },
    rejected: { type: 'final', output: { outcome: 'rejected' as const } },
    cancelled: { type: 'final', output: { outcome: 'cancelled' as const } },
  },
  // The final state reached names the outcome.
  output: ({ event }) => event.output as { outcome: DeletionOutcome },
});
