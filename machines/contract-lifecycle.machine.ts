// The contract lifecycle (spec §4): which status a contract is in and which action it accepts now.
// The server derives the state from the stored fields (contract-state.ts) and refuses what this chart
// does not allow; the client asks it which buttons to offer. Table and decisions: LIFECYCLE.md.
import { assign, setup } from 'xstate';
import { lifecycleGuards } from './contract-lifecycle.guards';
import {
  CONTRACT_STATUSES,
  SUBMITTED,
  type ContractStatus,
  type CsrStatus,
  type LifecycleContext,
  type LifecycleEvent,
} from './contract-lifecycle.types';

const NOT_DELETED = '#contract-lifecycle.notDeleted';

/**
 * The effects this chart names and the host performs: the server reads which of them a transition
 * runs (contract-state.ts `nextContractState(...).effects`) and does exactly those, no others.
 */
export const LIFECYCLE_EFFECTS = ['disableSentLinks'] as const;
export type LifecycleEffect = (typeof LIFECYCLE_EFFECTS)[number];

/** Links sent before the deletion were disabled, so a submitted contract comes back incomplete. */
function statusAfterUndelete(status: ContractStatus): ContractStatus {
  return SUBMITTED.includes(status) ? 'INCOMPLETE' : status;
}

export const contractLifecycleMachine = setup({
  types: {
    context: {} as LifecycleContext,
    events: {} as LifecycleEvent,
    input: {} as LifecycleContext,
  },
  guards: lifecycleGuards,
  actions: {
    /** A saved section counts as saved (spec §4 Editing sections). */
    recordSave: assign(({ event }) => {
      if (event.type !== 'SAVE') return {};
      if (event.section === 'agreement' || event.section === 'agreementForSelect') {
        return { agreement_saved: true };
      }
      return event.section === 'billing' ? { billing_complete: true } : {};
    }),
    recordCsrStatus: assign((_, params: { csr_status: CsrStatus }) => ({ csr_status: params.csr_status })),
    recordCsrSkipped: assign({ csr_skipped: true }),
    recordCharge: assign(({ event }) => (event.type === 'CHARGE' ? { charged_on: event.charged_on } : {})),
    /** The customer entered the payment methods and paid the fee in the application (spec §4 polling). */
    recordApplication: assign(({ context, event }) => ({
      billing_complete: true,
      charged_on:
        event.type === 'customer.application-completed' && event.charged_on !== null
          ? event.charged_on
          : context.charged_on,
    })),
    recordRewrite: assign(({ event }) =>
      event.type === 'contract.rewrite' ? { current_rewrite_id: event.rewrite_id } : {},
    ),
    /**
     * Spec §4 UNDO-SUBMIT: links already sent stop working. An effect (LIFECYCLE_EFFECTS): the server
     * performs it whenever the transition it takes runs this action.
     */
    disableSentLinks: () => {},
  },
}).createMachine({
  id: 'contract-lifecycle',
  context: ({ input }) => input,
  initial: 'notDeleted',
  states: {
    notDeleted: {
      initial: 'INCOMPLETE',
      states: {
        INCOMPLETE: {
          on: {
            SAVE: { guard: 'editAllowed', actions: 'recordSave' },
            'REQUEST-CSR': {
              guard: 'csrRequestable',
              actions: { type: 'recordCsrStatus', params: { csr_status: 'WAITING AUTHORIZATION' } },
            },
            'OVERRIDE-CSR': {
              guard: 'csrRequestable',
              actions: { type: 'recordCsrStatus', params: { csr_status: 'RECEIVED AUTHORIZATION' } },
            },
            'customer.authorized': {
              guard: 'csrWaitingAuthorization',
              actions: { type: 'recordCsrStatus', params: { csr_status: 'RECEIVED AUTHORIZATION' } },
            },
            'ACCEPT-CSR': {
              guard: 'csrAcceptable',
              actions: { type: 'recordCsrStatus', params: { csr_status: 'COMPLETED' } },
            },
            'SKIP-CSR': {
              guard: 'csrSkippable',
              actions: 'recordCsrSkipped',
            },
            CHARGE: {
              guard: 'feeChargeable',
              actions: 'recordCharge',
            },
            DECLINE: { guard: 'feeDeclinable', target: 'PROCESS FEE DECLINED' },
            REJECT: { guard: 'rejectable', target: 'REJECTED' },
            'request-signature': {
              guard: 'readyToSubmit',
              target: 'WAITING E-SIGNATURE',
            },
            PRINT: {
              guard: 'readyToSubmit',
              target: 'WAITING CONTRACT UPLOAD',
            },
            'FINISH-SELECT': {
              guard: 'readyToFinishSelect',
              target: 'WAITING AGREEMENT APPLICATION',
            },
            'contract.delete': { guard: 'deleteAllowed', target: '#contract-lifecycle.deleted.INCOMPLETE' },
          },
        },
        'WAITING CONTRACT UPLOAD': {
          on: {
            PRINT: { target: 'WAITING CONTRACT UPLOAD' },
            'contract.uploaded': { target: 'SIGNED' },
            ...submittedExits('WAITING CONTRACT UPLOAD'),
          },
        },
        'WAITING E-SIGNATURE': {
          on: {
            'request-signature': { target: 'WAITING E-SIGNATURE' },
            'customer.signed': { target: 'SIGNED' },
            ...submittedExits('WAITING E-SIGNATURE'),
          },
        },
        'WAITING AGREEMENT APPLICATION': {
          on: {
            'request-application': { target: 'WAITING AGREEMENT APPLICATION' },
            'customer.application-completed': { target: 'WAITING E-SIGNATURE', actions: 'recordApplication' },
            ...submittedExits('WAITING AGREEMENT APPLICATION'),
          },
        },
        REJECTED: {
          on: {
            'UNDO-REJECT': { guard: 'editAllowed', target: 'INCOMPLETE' },
            'contract.delete': { guard: 'deleteAllowed', target: '#contract-lifecycle.deleted.REJECTED' },
          },
        },
        'PROCESS FEE DECLINED': {
          on: {
            SAVE: { guard: 'editAllowed', actions: 'recordSave' },
            CHARGE: {
              guard: 'feeChargeable',
              target: 'INCOMPLETE',
              actions: 'recordCharge',
            },
            'contract.delete': {
              guard: 'deleteAllowed',
              target: '#contract-lifecycle.deleted.PROCESS FEE DECLINED',
            },
          },
        },
        SIGNED: { on: { 'servicer.boarded': { target: 'ACTIVE' } } },
        ACTIVE: {
          on: {
            'servicer.collect': { target: 'COLLECT' },
            'contract.rewrite': {
              guard: 'rewritable',
              actions: 'recordRewrite',
            },
          },
        },
        COLLECT: {
          on: {
            'servicer.reinstated': { target: 'ACTIVE' },
            'contract.rewrite': {
              guard: 'rewritable',
              actions: 'recordRewrite',
            },
          },
        },
      },
    },
    // A deleted contract keeps its status and accepts only UNDELETE (spec §4 Deletion).
    deleted: {
      initial: 'INCOMPLETE',
      states: Object.fromEntries(
        CONTRACT_STATUSES.map((status) => [
          status,
          {
            on: {
              UNDELETE: {
                guard: 'deleteAllowed' as const,
                target: `${NOT_DELETED}.${statusAfterUndelete(status)}`,
              },
            },
          },
        ]),
      ),
    },
  },
});

/** What every submitted status shares: undo, reject and delete, each disabling the links sent. */
function submittedExits(status: ContractStatus) {
  return {
    'UNDO-SUBMIT': {
      guard: 'editAllowed' as const,
      target: 'INCOMPLETE',
      actions: 'disableSentLinks' as const,
    },
    REJECT: {
      guard: 'rejectable' as const,
      target: 'REJECTED',
      actions: 'disableSentLinks' as const,
    },
    'contract.delete': {
      guard: 'deleteAllowed' as const,
      target: `#contract-lifecycle.deleted.${status}`,
      actions: 'disableSentLinks' as const,
    },
  };
}
