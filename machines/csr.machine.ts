// The CSR step as the practice sees it (spec §4 CSR status, §8 messages): request the soft credit
// check, the customer authorizes it, the practice approves it; or override with a hard-copy
// authorization, or skip it. The server gate for each action is the lifecycle machine.
import { and, assign, not, setup } from 'xstate';
import type { CsrStatus } from './contract-lifecycle.types';
import { providedByHost } from './host-provided';

export type CsrAction = 'REQUEST-CSR' | 'OVERRIDE-CSR' | 'SKIP-CSR' | 'ACCEPT-CSR';

/** The contract's CSR fields after an action (spec §3 Contract). */
export interface CsrFields {
  csr_status: CsrStatus | null;
  csr_skipped: boolean;
  csr_error: string | null;
}

export interface CsrContext extends CsrFields {
  /** The facility uses CSR (spec §3 Facility csr). */
  facility_csr: boolean;
  is_select: boolean;
  ssn_is_stored: boolean;
  /** The action being confirmed or sent. */
  pending: CsrAction | null;
}

export type CsrEvent =
  | { type: CsrAction }
  | { type: 'dialog.confirm' }
  | { type: 'dialog.cancel' }
  | { type: 'customer.authorized' }
  | { type: 'ssn.stored' };

/** Remember which action the user chose, then confirm or send it. */
const choose = (action: CsrAction, target: string) =>
  ({ target, actions: { type: 'choose', params: { action } } }) as const;

export const csrMachine = setup({
  types: {
    context: {} as CsrContext,
    events: {} as CsrEvent,
    input: {} as Omit<CsrContext, 'pending'>,
    output: {} as Pick<CsrFields, 'csr_status' | 'csr_skipped'>,
  },
  guards: {
    facilityUsesCsr: ({ context }) => context.facility_csr,
    isSelect: ({ context }) => context.is_select,
    ssnStored: ({ context }) => context.ssn_is_stored,
    csrSkipped: ({ context }) => context.csr_skipped,
    csrCompleted: ({ context }) => context.csr_status === 'COMPLETED',
    csrWaitingAuthorization: ({ context }) => context.csr_status === 'WAITING AUTHORIZATION',
    csrReceivedAuthorization: ({ context }) => context.csr_status === 'RECEIVED AUTHORIZATION',
    hasCsrError: ({ context }) => context.csr_error !== null,
    csrNotUsed: not('facilityUsesCsr'),
    /** csr_error after the practice approved: the credit bureau failed (spec §3 csr_error). */
    creditBureauError: and(['csrReceivedAuthorization', 'hasCsrError']),
  },
  actions: {
    choose: assign((_, params: { action: CsrAction }) => ({ pending: params.action })),
    recordResult: assign((_, fields: CsrFields) => ({ ...fields, pending: null })),
    recordAuthorized: assign({ csr_status: 'RECEIVED AUTHORIZATION' as const }),
    recordSsnStored: assign({ ssn_is_stored: true }),
    /** The client opens the customer's SSN field (spec §8 ssnRequired: 'enter one now'). */
    openSsnEntry: () => {},
    /** Notice naming the customer: CSR Authorized (spec §4 Status polling). */
    notifyCsrAuthorized: () => {},
    /** The server refused or failed: the client shows the error notice of spec §8. */
    notifyFailure: (_, _params: { error: unknown }) => {},
  },
  actors: {
    /** SAVE before the CSR action of a select contract (spec §4 Contract actions). */
    saveContract: providedByHost<void, void>('saveContract'),
    sendCsrAction: providedByHost<CsrFields, { action: CsrAction }>('sendCsrAction'),
  },
}).createMachine({
  id: 'csr',
  context: ({ input }) => ({ ...input, pending: null }),
  initial: 'resolving',
  on: { 'ssn.stored': { actions: 'recordSsnStored' } },
  states: {
    resolving: {
      always: [
        { guard: 'csrNotUsed', target: 'notUsed' },
        { guard: 'csrSkipped', target: 'skipped' },
        { guard: 'csrCompleted', target: 'completed' },
        { guard: 'creditBureauError', target: 'creditBureauError' },
        { guard: 'csrReceivedAuthorization', target: 'receivedAuthorization' },
        { guard: 'csrWaitingAuthorization', target: 'waitingAuthorization' },
        { target: 'notRequested' },
      ],
    },
    notRequested: {
      on: {
        'REQUEST-CSR': [
          { guard: 'ssnStored', ...choose('REQUEST-CSR', 'sending') },
          { target: 'ssnRequired' },
        ],
        'OVERRIDE-CSR': choose('OVERRIDE-CSR', 'confirmingOverride'),
        'SKIP-CSR': choose('SKIP-CSR', 'confirmingSkip'),
      },
    },
    ssnRequired: {
      meta: { message: 'ssnRequired' },
      on: {
        'dialog.confirm': { target: 'notRequested', actions: 'openSsnEntry' },
        'dialog.cancel': { target: 'notRequested' },
      },
    },
    waitingAuthorization: {
      description: 'Shown as waiting customer authorization',
      on: {
        'customer.authorized': {
          target: 'receivedAuthorization',
          actions: ['recordAuthorized', 'notifyCsrAuthorized'],
        },
        'REQUEST-CSR': choose('REQUEST-CSR', 'sending'),
        'OVERRIDE-CSR': choose('OVERRIDE-CSR', 'confirmingOverride'),
        'SKIP-CSR': choose('SKIP-CSR', 'confirmingSkip'),
      },
    },
    receivedAuthorization: {
      description: 'Shown as waiting practice approval',
      on: {
        'ACCEPT-CSR': choose('ACCEPT-CSR', 'sending'),
        'SKIP-CSR': choose('SKIP-CSR', 'confirmingSkip'),
      },
    },
    creditBureauError: {
      description: 'The credit bureau failed (csr_error); approve again or skip',
      on: {
        'ACCEPT-CSR': choose('ACCEPT-CSR', 'sending'),
        'SKIP-CSR': choose('SKIP-CSR', 'confirmingSkip'),
      },
    },
    confirmingOverride: {
      meta: { message: 'confirmCsrAuthorization' },
      on: { 'dialog.confirm': { target: 'sending' }, 'dialog.cancel': { target: 'resolving' } },
    },
    confirmingSkip: {
      meta: { message: 'confirmSkipCreditCheck' },
      on: { 'dialog.confirm': { target: 'sending' }, 'dialog.cancel': { target: 'resolving' } },
    },
    sending: {
      initial: 'checkingSelect',
      states: {
        checkingSelect: { always: [{ guard: 'isSelect', target: 'saving' }, { target: 'sendingAction' }] },
        saving: {
          invoke: {
            src: 'saveContract',
            onDone: { target: 'sendingAction' },
            onError: {
              target: '#csr.resolving',
              actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        sendingAction: {
          invoke: {
            src: 'sendCsrAction',
            input: ({ context }) => ({ action: context.pending! }),
            onDone: {
              target: '#csr.resolving',
              actions: { type: 'recordResult', params: ({ event }) => event.output },
            },
            onError: {
              target: '#csr.resolving',
              actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    completed: { type: 'final' },
    skipped: { type: 'final' },
    notUsed: { type: 'final' },
  },
  output: ({ context }) => ({ csr_status: context.csr_status, csr_skipped: context.csr_skipped }),
});
