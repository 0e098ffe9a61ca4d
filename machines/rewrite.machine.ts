// The rewrite flow on a live account (spec §4 Rewrite flow, §8 messages): choose select or standard,
// the collection-fee notice, the payoff confirm, the next-debit warning, then the rewrite; or, when
// the servicer does not allow it, the blocked dialog and the removal of a rewrite already started.
import { assign, setup } from 'xstate';
import type { ContractSection, ContractStatus } from './contract-lifecycle.types';
import { REWRITE_NOT_ALLOWED_CODE } from './deletion.machine';
import { providedByHost } from './host-provided';

export interface RewriteInput {
  contract_id: number;
  status: ContractStatus;
  rewrite_allowed: boolean;
  /** The contract's agreement type is offered for select contracts (is_active and select_show, spec §9). */
  agreement_offered_for_select: boolean;
  payoff_amount: number;
  late_fee_due: number;
  return_fee_due: number;
  current_rewrite_id: number | null;
  /**
   * Business days from today to the next debit, its date already moved back by business days for
   * non-card methods (spec §4); null when no debit is scheduled. The caller counts them.
   */
  business_days_to_next_debit: number | null;
}

/** The new contract and the customer fields the servicer flagged (spec §3 bad_* fields). */
export interface RewriteResult {
  rewrite_id: number;
  bad_address: boolean;
  bad_email: boolean;
  bad_home_number: boolean;
  bad_moble_number: boolean;
  bad_work_number: boolean;
}

export type RewriteAs = 'select' | 'standard';

export interface RewriteContext extends RewriteInput {
  rewrite_as: RewriteAs;
  rewrite: RewriteResult | null;
}

export type RewriteEvent =
  | { type: 'rewrite.select' }
  | { type: 'rewrite.standard' }
  | { type: 'dialog.confirm' }
  | { type: 'dialog.cancel' };

export type RewriteOutcome =
  'rewritten' | 'cancelled' | 'blocked' | 'notAllowed' | 'deleteRewrite' | 'failed';
export interface RewriteOutput {
  outcome: RewriteOutcome;
  rewrite_id: number | null;
}

const done = (outcome: RewriteOutcome) => ({ type: 'final' as const, output: { outcome, rewrite_id: null } });
const failure = {
  type: 'notifyFailure' as const,
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
};

export const rewriteMachine = setup({
  types: {
    context: {} as RewriteContext,
    events: {} as RewriteEvent,
    input: {} as RewriteInput,
    output: {} as RewriteOutput,
  },
  guards: {
    rewriteAllowed: ({ context }) => context.rewrite_allowed,
    isCollect: ({ context }) => context.status === 'COLLECT',
    hasCurrentRewrite: ({ context }) => context.current_rewrite_id !== null,
    agreementOfferedForSelect: ({ context }) => context.agreement_offered_for_select,
    hasPayoff: ({ context }) => context.payoff_amount > 0,
    hasCollectionFees: ({ context }) => context.late_fee_due + context.return_fee_due > 0,
    /** Spec §4: too little time to stop the next debit, less than 1 business day away. */
    nextDebitTooSoon: ({ context }) =>
      context.business_days_to_next_debit !== null && context.business_days_to_next_debit < 1,
    hasBadFields: ({ context }) =>
      context.rewrite !== null &&
      (context.rewrite.bad_address ||
        context.rewrite.bad_email ||
        context.rewrite.bad_home_number ||
        context.rewrite.bad_moble_number ||
        context.rewrite.bad_work_number),
    rewritingAsSelect: ({ context }) => context.rewrite_as === 'select',
  },
  actions: {
    chooseKind: assign((_, params: { rewrite_as: RewriteAs }) => ({ rewrite_as: params.rewrite_as })),
    recordRewrite: assign((_, rewrite: RewriteResult) => ({ rewrite })),
    /** The client opens the section where the flagged fields are corrected (spec §4 Rewrite flow). */
    openSection: (_, _params: { section: ContractSection }) => {},
    notifyFailure: (_, _params: { error: unknown }) => {},
  },
  actors: {
    /** POST contract_rewrite (spec §7). */
    createRewrite: providedByHost<
      RewriteResult,
      { contract_id: number; rewrite_as_select_or_standard: RewriteAs }
    >('createRewrite'),
    /** DELETE contract/{id} with reason_for_cancel (spec §7). */
    deleteContract: providedByHost<void, { contract_id: number; reason_for_cancel: string }>(
      'deleteContract',
    ),
  },
}).createMachine({
  id: 'rewrite',
  context: ({ input }) => ({ ...input, rewrite_as: 'standard', rewrite: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'rewriteAllowed', target: 'checkingSelectOffer' },
        { guard: 'isCollect', target: 'collectBlocked' },
        { guard: 'hasCurrentRewrite', target: 'deletingRewrite' },
        { target: 'notAllowed' },
      ],
    },
    checkingSelectOffer: {
      always: [
        { guard: 'agreementOfferedForSelect', target: 'askingSelectOrStandard' },
        { target: 'checkingPayoff' },
      ],
    },
    askingSelectOrStandard: {
      on: {
        'rewrite.select': {
          target: 'checkingPayoff',
          actions: { type: 'chooseKind', params: { rewrite_as: 'select' } },
        },
        'rewrite.standard': { target: 'checkingPayoff' },
        'dialog.cancel': { target: 'cancelled' },
      },
    },
    checkingPayoff: { always: [{ guard: 'hasPayoff', target: 'payoff' }, { target: 'confirming' }] },
    payoff: {
      initial: 'checkingFees',
      on: { 'dialog.cancel': { target: 'cancelled' } },
      states: {
        checkingFees: {
          always: [{ guard: 'hasCollectionFees', target: 'collectionFees' }, { target: 'confirmingPayoff' }],
        },
        collectionFees: {
          meta: { message: 'hasCollectionFees' },
          on: { 'dialog.confirm': { target: 'confirmingPayoff' } },
        },
        confirmingPayoff: {
          always: [
            { guard: 'hasCurrentRewrite', target: 'offeringDeleteRewrite' },
            { target: 'offeringRewrite' },
          ],
        },
        offeringRewrite: {
          meta: { message: 'rewritePayoffConfirm', confirm: 'Confirm Rewrite' },
          on: { 'dialog.confirm': { target: 'checkingNextDebit' } },
        },
        offeringDeleteRewrite: {
          meta: { message: 'rewritePayoffConfirm', confirm: 'Delete Rewrite' },
          on: { 'dialog.confirm': { target: '#rewrite.deleteRewrite' } },
        },
        checkingNextDebit: {
          always: [
            { guard: 'nextDebitTooSoon', target: 'nextDebitWarning' },
            { target: '#rewrite.rewriting' },
          ],
        },
        nextDebitWarning: {
          meta: { message: 'rewritePaymentWarning' },
          on: { 'dialog.confirm': { target: '#rewrite.rewriting' } },
        },
      },
    },
    confirming: {
      meta: { message: 'rewriteConfirm' },
      on: { 'dialog.confirm': { target: 'rewriting' }, 'dialog.cancel': { target: 'cancelled' } },
    },
    rewriting: {
      invoke: {
        src: 'createRewrite',
        input: ({ context }) => ({
          contract_id: context.contract_id,
          rewrite_as_select_or_standard: context.rewrite_as,
        }),
        onDone: {
          target: 'checkingBadFields',
          actions: { type: 'recordRewrite', params: ({ event }) => event.output },
        },
        onError: { target: 'failed', actions: failure },
      },
    },
    checkingBadFields: {
      always: [{ guard: 'hasBadFields', target: 'badFields' }, { target: 'rewritten' }],
    },
    badFields: {
      meta: { message: 'badFields' },
      on: {
        'dialog.confirm': [
          {
            guard: 'rewritingAsSelect',
            target: 'rewritten',
            actions: { type: 'openSection', params: { section: 'agreementForSelect' } },
          },
          { target: 'rewritten', actions: { type: 'openSection', params: { section: 'customer' } } },
        ],
      },
    },
    collectBlocked: {
      meta: { message: 'collectAccount' },
      on: {
        'dialog.confirm': [{ guard: 'hasCurrentRewrite', target: 'deletingRewrite' }, { target: 'blocked' }],
      },
    },
    // Spec §4 Deletion: a rewrite attempted where none is allowed is deleted as Rewrite Not Allowed.
    deletingRewrite: {
      invoke: {
        src: 'deleteContract',
        input: ({ context }) => ({
          contract_id: context.current_rewrite_id!,
          reason_for_cancel: REWRITE_NOT_ALLOWED_CODE,
        }),
        onDone: [{ guard: 'isCollect', target: 'blocked' }, { target: 'notAllowed' }],
        onError: [
          { guard: 'isCollect', target: 'blocked', actions: failure },
          { target: 'notAllowed', actions: failure },
        ],
      },
    },
    rewritten: {
      type: 'final',
      output: ({ context }) => ({ outcome: 'rewritten' as const, rewrite_id: context.rewrite!.rewrite_id }),
    },
    cancelled: done('cancelled'),
    blocked: done('blocked'),
    notAllowed: done('notAllowed'),
    deleteRewrite: done('deleteRewrite'),
    failed: done('failed'),
  },
  output: ({ event }) => event.output as RewriteOutput,
});
