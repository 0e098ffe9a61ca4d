// Deleting a contract, or rejecting it through the CSR Reject reason (spec §4 Deletion, Rejecting;
// spec §6 canCreate). The client offers the reasons this chart accepts: those where
// snapshot.can({ type: 'reason.chosen', reason }) holds.
import { and, assign, emit, not, setup } from 'xstate';
import type { CsrStatus } from './contract-lifecycle.types';
import { providedByHost } from './host-provided';

/** A reasons_for_cancel lookup entry (spec §3 Lookups). */
export interface DeletionReason {
  code: string;
  label: string;
}

/** Spec §4 Deletion: the CSR Reject reason is code 3; the others the flows name by their label. */
export const CSR_REJECT_CODE = '3';
export const CC_DECLINE_LABEL = 'CC Decline';
export const REWRITE_NOT_ALLOWED_LABEL = 'Rewrite Not Allowed';

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
    isCcDecline: ({ event }) => chosen(event)?.label === CC_DECLINE_LABEL,
    isRewriteNotAllowed: ({ event }) => chosen(event)?.label === REWRITE_NOT_ALLOWED_LABEL,
    /** Spec §4 Deletion: CSR completed, edit allowed, not deleted, and the user can create. */
    csrRejectOffered: ({ context }) =>
      context.csr_status === 'COMPLETED' && context.edit_allowed && !context.is_deleted && context.can_create,
    /** Spec §4 Deletion: a processing fee exists and was charged. */
    ccDeclineOffered: ({ context }) => context.processing_fee > 0 && context.charged_on !== null,
    /** Spec §4 Deletion: the reason the rewrite flow gives a rewrite that may not go on. */
    rewriteNotAllowedOffered: ({ context }) => context.is_rewrite,
    /**
     * Spec §4 Rejecting: the letter goes with a rejection not after the credit timestamp. An earlier
     * rejection after this credit report already sent one (reference README, Consent: FCRA).
     */
    adverseLetterDue: ({ context }) =>
      context.credit_timestamp !== null &&
      (context.rejected_on === null ||
        Date.parse(context.rejected_on) <= Date.parse(context.credit_timestamp)),
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
