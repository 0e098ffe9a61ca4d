// The contract editor's sections (spec §4 Editing sections): which sections a contract has, which one
// opens after a load, which wait for the CSR, and the 'Would you like to discard any unsaved
// changes?' question when the user moves away from a section with unsaved edits.
import { assign, setup } from 'xstate';
import type { ContractSection, CsrStatus } from './contract-lifecycle.types';

/** What the sections rule reads from the loaded contract and its facility. */
export interface EditorFacts {
  /** Select and not yet signed (spec §4): csrForSelect and agreementForSelect. */
  select_in_progress: boolean;
  facility_csr: boolean;
  csr_status: CsrStatus | null;
  csr_skipped: boolean;
  /** The contract may be edited now (the lifecycle allows SAVE and the user can edit). */
  editable: boolean;
  /** spec §4 "A section counts as saved when". */
  saved: Partial<Record<ContractSection, boolean>>;
  /** spec §4 Billing requirements: a card is required, unchargeable, and none newly typed. */
  card_reentry_needed: boolean;
  /** No card or bank is preferred. */
  no_preferred_method: boolean;
}

export interface EditorContext {
  facts: EditorFacts;
  open: ContractSection | null;
  dirty: boolean;
  /** Where the user asked to go while the open section had unsaved edits. */
  pending: ContractSection | null;
}

export type EditorEvent =
  | { type: 'contract.loaded'; facts: EditorFacts }
  /** `stay` keeps the saved section open: an action follows the save (CHARGE, a select CSR step). */
  | { type: 'contract.saved'; facts: EditorFacts; section: ContractSection; stay?: boolean }
  | { type: 'section.open'; section: ContractSection }
  | { type: 'section.close' }
  | { type: 'form.changed'; dirty: boolean }
  | { type: 'discard.confirm' }
  | { type: 'discard.cancel' };

/** The sections a contract shows, in order (spec §4 Editing sections). */
export function sectionsOf(
  facts: Pick<EditorFacts, 'select_in_progress' | 'facility_csr'>,
): ContractSection[] {
  if (!facts.select_in_progress) return ['customer', 'agreement', 'billing'];
  return facts.facility_csr ? ['csrForSelect', 'agreementForSelect'] : ['agreementForSelect'];
}

/** The agreement waits until the CSR is complete or skipped, when the facility uses CSR (spec §4). */
export function isWaitingForCsr(section: ContractSection, facts: EditorFacts): boolean {
  if (section !== 'agreement' && section !== 'agreementForSelect') return false;
  return facts.facility_csr && facts.csr_status !== 'COMPLETED' && !facts.csr_skipped;
}

/** Nothing is saved yet: only the first section can start the contract. */
export function isWaitingForFirstSection(section: ContractSection, facts: EditorFacts): boolean {
  const sections = sectionsOf(facts);
  return section !== sections[0] && !sections.some((s) => facts.saved[s]);
}

/** A section can be opened: the contract is editable and the section waits for nothing. */
export function canOpen(section: ContractSection, facts: EditorFacts): boolean {
  return (
    facts.editable &&
    sectionsOf(facts).includes(section) &&
    !isWaitingForCsr(section, facts) &&
    !isWaitingForFirstSection(section, facts)
  );
}

/**
 * spec §4: after a load, the first unsaved section; billing when a card number must be re-entered or
 * no method is preferred (once the sections before it are saved); none when the contract is not editable.
 */
export function sectionToOpen(facts: EditorFacts): ContractSection | null {
  if (!facts.editable) return null;
  const sections = sectionsOf(facts);
  const firstUnsaved = sections.find((s) => !facts.saved[s]) ?? null;
  const billingFirst =
    sections.includes('billing') &&
    (facts.card_reentry_needed || facts.no_preferred_method) &&
    (firstUnsaved === null || firstUnsaved === 'billing');
  const target = billingFirst ? 'billing' : firstUnsaved;
  return target !== null && canOpen(target, facts) ? target : null;
}

/** After a save, the next unsaved section after the one saved, else none. */
function nextAfterSave(facts: EditorFacts, saved: ContractSection): ContractSection | null {
  const sections = sectionsOf(facts);
  const rest = sections.slice(sections.indexOf(saved) + 1);
  const next = rest.find((s) => !facts.saved[s] || (s === 'billing' && facts.card_reentry_needed));
  return next !== undefined && canOpen(next, facts) ? next : null;
}

const target = (event: EditorEvent): ContractSection | null =>
  event.type === 'section.open' ? event.section : null;

export const contractEditorMachine = setup({
  types: {
    context: {} as EditorContext,
    events: {} as EditorEvent,
    input: {} as EditorFacts,
  },
  guards: {
    isDirty: ({ context }) => context.dirty,
    isClean: ({ context }) => !context.dirty,
    canOpenTarget: ({ context, event }) => {
      const section = target(event);
      return section !== null && section !== context.open && canOpen(section, context.facts);
    },
  },
  actions: {
    openFirstSection: assign(({ event }) => {
      const facts = (event as Extract<EditorEvent, { type: 'contract.loaded' }>).facts;
      return { facts, open: sectionToOpen(facts), dirty: false, pending: null };
    }),
    openNextSection: assign(({ event }) => {
      const { facts, section, stay } = event as Extract<EditorEvent, { type: 'contract.saved' }>;
      return { facts, open: stay ? section : nextAfterSave(facts, section), dirty: false, pending: null };
    }),
    rememberTarget: assign({ pending: ({ event }) => target(event) }),
    openPending: assign({ open: ({ context }) => context.pending, dirty: false, pending: null }),
    forgetPending: assign({ pending: null }),
    closeSection: assign({ open: null, dirty: false, pending: null }),
    setDirty: assign({
      dirty: ({ event }) => (event as Extract<EditorEvent, { type: 'form.changed' }>).dirty,
    }),
  },
}).createMachine({
  id: 'contract-editor',
  context: ({ input }) => ({ facts: input, open: sectionToOpen(input), dirty: false, pending: null }),
  initial: 'editing',
  on: {
    'contract.loaded': { target: '.editing', actions: 'openFirstSection' },
    'contract.saved': { target: '.editing', actions: 'openNextSection' },
  },
  states: {
    editing: {
      on: {
        'form.changed': { actions: 'setDirty' },
        'section.open': [
          { guard: 'canOpenTarget', target: 'confirmingDiscard', reenter: true, actions: 'rememberTarget' },
        ],
        'section.close': [
          { guard: 'isDirty', target: 'confirmingDiscard', actions: 'forgetPending' },
          { actions: 'closeSection' },
        ],
      },
    },
    // Entered for every move; passes straight through when nothing is unsaved.
    confirmingDiscard: {
      always: { guard: 'isClean', target: 'editing', actions: 'openPending' },
      on: {
        'discard.confirm': { target: 'editing', actions: 'openPending' },
        'discard.cancel': { target: 'editing', actions: 'forgetPending' },
      },
    },
  },
});
