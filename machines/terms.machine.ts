// The terms-of-service dialog (spec §4 Terms): opens when the server says terms are not accepted, shows
// the current terms, enables Accept once the reader scrolled near the end, and either accepts them (then
// the user is reloaded) or declines (logout). The app provides the effects with .provide().
import { assign, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';

export interface TermsDocument {
  version: number;
  title: string;
  body: string;
}

export interface TermsContext {
  /** Accept is enabled once the reader is within this many pixels of the end (spec §9: 100). */
  scrollThresholdPx: number;
  terms: TermsDocument | null;
  errorMessage: string | null;
}

export type TermsEvent =
  | { type: 'terms.required' }
  | { type: 'terms.scrolled'; scrollTop: number; scrollHeight: number; clientHeight: number }
  | { type: 'terms.accept' }
  | { type: 'terms.decline' }
  | { type: 'terms.retry' };

export const termsMachine = setup({
  types: {
    context: {} as TermsContext,
    events: {} as TermsEvent,
    input: {} as { scrollThresholdPx: number },
  },
  actors: {
    loadTerms: fromPromise<TermsDocument>(async () => {
      throw new Error('loadTerms is provided by the app');
    }),
    acceptTerms: fromPromise<void>(async () => {
      throw new Error('acceptTerms is provided by the app');
    }),
  },
  actions: {
    storeTerms: assign({ terms: (_, terms: TermsDocument) => terms, errorMessage: null }),
    storeError: assign({
      errorMessage: (_, error: unknown) => (error instanceof Error ? error.message : String(error)),
    }),
    clearTerms: assign({ terms: null, errorMessage: null }),
    reloadUser: () => {},
    logout: () => {},
  },
  guards: {
    scrolledNearEnd: ({ context, event }) =>
      event.type === 'terms.scrolled' &&
      event.scrollHeight - event.scrollTop - event.clientHeight <= context.scrollThresholdPx,
  },
}).createMachine({
  id: 'terms',
  context: ({ input }) => ({ scrollThresholdPx: input.scrollThresholdPx, terms: null, errorMessage: null }),
  initial: 'closed',
  states: {
    // Only one terms dialog at a time: 'terms.required' is heard only while closed.
    closed: {
      on: { 'terms.required': { target: 'loading' } },
    },
    loading: {
      invoke: {
        src: 'loadTerms',
        onDone: {
          target: 'reading',
          actions: {
            type: 'storeTerms',
            params: ({ event }: { event: DoneActorEvent<TermsDocument> }) => event.output,
          },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeError', params: ({ event }: { event: ErrorActorEvent }) => event.error },
        },
      },
      on: { 'terms.decline': { target: 'declined' } },
    },
    loadFailed: {
      on: {
        'terms.retry': { target: 'loading' },
        'terms.decline': { target: 'declined' },
      },
    },
    reading: {
      on: {
        'terms.scrolled': { guard: 'scrolledNearEnd', target: 'readToEnd' },
        'terms.decline': { target: 'declined' },
      },
    },
    readToEnd: {
      on: {
        'terms.accept': { target: 'accepting' },
        'terms.decline': { target: 'declined' },
      },
    },
    accepting: {
      invoke: {
        src: 'acceptTerms',
        onDone: { target: 'closed', actions: ['clearTerms', 'reloadUser'] },
        onError: {
          target: 'readToEnd',
          actions: { type: 'storeError', params: ({ event }: { event: ErrorActorEvent }) => event.error },
        },
      },
    },
    declined: {
      always: { target: 'closed', actions: ['clearTerms', 'logout'] },
    },
  },
});
