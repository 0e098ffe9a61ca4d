// The CSR step as the practice sees it (spec §4 CSR status, §8 messages): request the soft credit
// check, the customer authorizes it, the practice approves it; or override with a hard-copy
// authorization, or skip it. The server gate for each action is the lifecycle machine. A select
// contract's section is saved first (spec §4 Contract actions), so the questions that follow read the
// saved copy: an SSN just typed there counts. The contract editor runs it (csr-controls.tsx).
import { and, assign, not, setup } from 'xstate';
import type { CsrStatus, SigningMethod } from './contract-lifecycle.types';
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
  /** How the customer gets the authorization link (REQUEST-CSR). */
  method: SigningMethod | null;
}

/** What the saved copy says (the select contract's SAVE). */
export interface CsrSaved {
  ssn_is_stored: boolean;
}

/** The stored fields the chart reads, as the host loads them again. */
export type CsrStoredFields = Omit<CsrContext, 'pending' | 'method'>;

export type CsrEvent =
  | { type: CsrAction; method?: SigningMethod }
  | { type: 'contract.changed'; fields: CsrStoredFields }
  | { type: 'dialog.confirm' }
  | { type: 'dialog.cancel' }
  | { type: 'customer.authorized' }
  | { type: 'ssn.stored' };

/** Remember which action the user chose, then confirm or send it. */
const choose = (action: CsrAction, target: string) =>
  ({ target, actions: { type: 'choose', params: { action } } }) as const;

/** At rest, a contract loaded again places the step afresh. */
const reloaded = {
  target: 'resolving',
  actions: {
    type: 'recordContract',
    params: ({ event }: { event: { fields: CsrStoredFields } }) => event.fields,
  },
} as const;

export const csrMachine = setup({
  types: {
    context: {} as CsrContext,
    events: {} as CsrEvent,
    input: {} as CsrStoredFields,
    output: {} as Pick<CsrFields, 'csr_status' | 'csr_skipped'>,
  },
  guards: {
    facilityUsesCsr: ({ context }) => context.facility_csr,
    isSelect: ({ context }) => context.is_select,
    ssnStored: ({ context }) => context.ssn_is_stored,
    ssnMissing: not('ssnStored'),
    requesting: ({ context }) => context.pending === 'REQUEST-CSR',
    overriding: ({ context }) => context.pending === 'OVERRIDE-CSR',
    skipping: ({ context }) => context.pending === 'SKIP-CSR',
    /** REQUEST-CSR with no SSN on file (spec §8 ssnRequired). */
    requestingWithoutSsn: and(['requesting', 'ssnMissing']),
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
    choose: assign(({ event }, params: { action: CsrAction }) => ({
      pending: params.action,
      method: ('method' in event && event.method) || null,
    })),
    forgetChoice: assign({ pending: null, method: null }),
    recordResult: assign((_, fields: CsrFields) => ({ ...fields, pending: null, method: null })),
    recordSaved: assign((_, saved: CsrSaved) => ({ ssn_is_stored: saved.ssn_is_stored })),
    /** The host loaded the contract again (a save, a reload, the status poll). */
    recordContract: assign((_, fields: CsrStoredFields) => fields),
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
    saveContract: providedByHost<CsrSaved, void>('saveContract'),
    sendCsrAction: providedByHost<CsrFields, { action: CsrAction; method: SigningMethod | null }>(
      'sendCsrAction',
    ),
  },
}).createMachine({
  id: 'csr',
  context: ({ input }) => ({ ...input, pending: null, method: null }),
  initial: 'resolving',
  on: {
    'ssn.stored': { actions: 'recordSsnStored' },
    'contract.changed': {
      actions: { type: 'recordContract', params: ({ event }) => event.fields },
    },
  },
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
        'REQUEST-CSR': choose('REQUEST-CSR', 'preparing'),
        'OVERRIDE-CSR': choose('OVERRIDE-CSR', 'preparing'),
        'SKIP-CSR': choose('SKIP-CSR', 'preparing'),
        'contract.changed': reloaded,
      },
    },
    waitingAuthorization: {
      description: 'Shown as waiting customer authorization',
      on: {
        'customer.authorized': {
          target: 'receivedAuthorization',
          actions: ['recordAuthorized', 'notifyCsrAuthorized'],
        },
        'REQUEST-CSR': choose('REQUEST-CSR', 'preparing'),
        'OVERRIDE-CSR': choose('OVERRIDE-CSR', 'preparing'),
        'SKIP-CSR': choose('SKIP-CSR', 'preparing'),
        'contract.changed': reloaded,
      },
    },
    receivedAuthorization: {
      description: 'Shown as waiting practice approval',
      on: {
        'ACCEPT-CSR': choose('ACCEPT-CSR', 'preparing'),
        'SKIP-CSR': choose('SKIP-CSR', 'preparing'),
        'contract.changed': reloaded,
      },
    },
    creditBureauError: {
      description: 'The credit bureau failed (csr_error); approve again or skip',
      on: {
        'ACCEPT-CSR': choose('ACCEPT-CSR', 'preparing'),
        'SKIP-CSR': choose('SKIP-CSR', 'preparing'),
        'contract.changed': reloaded,
      },
    },
    preparing: {
      description: 'A select contract saves its section first; the questions read the saved copy',
      tags: ['acting'],
      initial: 'checkingSelect',
      states: {
        checkingSelect: { always: [{ guard: 'isSelect', target: 'saving' }, { target: '#csr.asking' }] },
        saving: {
          invoke: {
            src: 'saveContract',
            onDone: {
              target: '#csr.asking',
              actions: { type: 'recordSaved', params: ({ event }) => event.output },
            },
            onError: {
              target: '#csr.resolving',
              actions: [
                'forgetChoice',
                { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
      },
    },
    asking: {
      tags: ['acting'],
      always: [
        { guard: 'requestingWithoutSsn', target: 'ssnRequired' },
        { guard: 'overriding', target: 'confirmingOverride' },
        { guard: 'skipping', target: 'confirmingSkip' },
        { target: 'sending' },
      ],
    },
    ssnRequired: {
      meta: { message: 'ssnRequired' },
      tags: ['acting'],
      on: {
        'dialog.confirm': { target: 'resolving', actions: ['forgetChoice', 'openSsnEntry'] },
        'dialog.cancel': { target: 'resolving', actions: 'forgetChoice' },
        /** Find SSN: the server found one and stored it on the contract. */
        'ssn.stored': { target: 'sending', actions: 'recordSsnStored' },
      },
    },
    confirmingOverride: {
      meta: { message: 'confirmCsrAuthorization' },
      tags: ['acting'],
      on: {
        'dialog.confirm': { target: 'sending' },
        'dialog.cancel': { target: 'resolving', actions: 'forgetChoice' },
      },
    },
    confirmingSkip: {
      meta: { message: 'confirmSkipCreditCheck' },
      tags: ['acting'],
      on: {
        'dialog.confirm': { target: 'sending' },
        'dialog.cancel': { target: 'resolving', actions: 'forgetChoice' },
      },
    },
    sending: {
      tags: ['acting'],
      invoke: {
        src: 'sendCsrAction',
        input: ({ context }) => ({ action: context.pending!, method: context.method }),
        onDone: {
          target: 'resolving',
          actions: { type: 'recordResult', params: ({ event }) => event.output },
        },
        onError: {
          target: 'resolving',
          actions: [
            'forgetChoice',
            { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    completed: { type: 'final' },
    skipped: { type: 'final' },
    notUsed: { type: 'final' },
  },
  output: ({ context }) => ({ csr_status: context.csr_status, csr_skipped: context.csr_skipped }),
});
