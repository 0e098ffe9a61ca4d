// The editor's sections (spec §4 Editing sections): the sections of each kind of contract, the one
// opened after a load, the agreement waiting for the CSR, and the discard question between sections.
import { createActor } from 'xstate';
import {
  contractEditorMachine,
  isWaitingForCsr,
  sectionToOpen,
  sectionsOf,
  type EditorFacts,
} from '../../machines/contract-editor.machine';

const facts = (overrides: Partial<EditorFacts> = {}): EditorFacts => ({
  select_in_progress: false,
  facility_csr: false,
  csr_status: null,
  csr_skipped: false,
  editable: true,
  saved: {},
  card_reentry_needed: false,
  no_preferred_method: false,
  ...overrides,
});

const start = (f: EditorFacts) => createActor(contractEditorMachine, { input: f }).start();

describe('the sections of a contract', () => {
  it('standard contracts: customer, agreement, billing', () => {
    expect(sectionsOf(facts())).toEqual(['customer', 'agreement', 'billing']);
  });
  it('select contracts in progress: csrForSelect only when the facility uses CSR, then agreementForSelect', () => {
    expect(sectionsOf(facts({ select_in_progress: true, facility_csr: true }))).toEqual([
      'csrForSelect',
      'agreementForSelect',
    ]);
    expect(sectionsOf(facts({ select_in_progress: true }))).toEqual(['agreementForSelect']);
  });
});

describe('the section opened after a load', () => {
  it('is the first unsaved one', () => {
    expect(sectionToOpen(facts())).toBe('customer');
    expect(sectionToOpen(facts({ saved: { customer: true } }))).toBe('agreement');
    expect(sectionToOpen(facts({ saved: { customer: true, agreement: true } }))).toBe('billing');
    expect(sectionToOpen(facts({ saved: { customer: true, agreement: true, billing: true } }))).toBeNull();
  });

  it('is billing when a card must be re-entered or no method is preferred', () => {
    const saved = { customer: true, agreement: true, billing: true };
    expect(sectionToOpen(facts({ saved, card_reentry_needed: true }))).toBe('billing');
    expect(sectionToOpen(facts({ saved, no_preferred_method: true }))).toBe('billing');
    // The customer comes first while it is not saved.
    expect(sectionToOpen(facts({ card_reentry_needed: true }))).toBe('customer');
  });

  it('is none when the contract is not editable', () => {
    expect(sectionToOpen(facts({ editable: false }))).toBeNull();
  });

  it('skips the agreement while it waits for the CSR', () => {
    const f = facts({ facility_csr: true, saved: { customer: true } });
    expect(isWaitingForCsr('agreement', f)).toBe(true);
    expect(sectionToOpen(f)).toBeNull();
    expect(sectionToOpen({ ...f, csr_status: 'COMPLETED' })).toBe('agreement');
    expect(sectionToOpen({ ...f, csr_skipped: true })).toBe('agreement');
    expect(isWaitingForCsr('agreement', { ...f, facility_csr: false })).toBe(false);
  });
});

describe('moving between sections', () => {
  it('moves at once without unsaved edits', () => {
    const actor = start(facts({ saved: { customer: true } }));
    actor.send({ type: 'section.open', section: 'customer' });
    expect(actor.getSnapshot().context.open).toBe('customer');
  });

  it('asks to discard unsaved edits; cancel stays, confirm moves', () => {
    const actor = start(facts({ saved: { customer: true } }));
    expect(actor.getSnapshot().context.open).toBe('agreement');
    actor.send({ type: 'form.changed', dirty: true });
    actor.send({ type: 'section.open', section: 'customer' });
    expect(actor.getSnapshot().matches('confirmingDiscard')).toBe(true);
    actor.send({ type: 'discard.cancel' });
    expect(actor.getSnapshot().context).toMatchObject({ open: 'agreement', dirty: true });
    actor.send({ type: 'section.open', section: 'customer' });
    actor.send({ type: 'discard.confirm' });
    expect(actor.getSnapshot().context).toMatchObject({ open: 'customer', dirty: false });
  });

  it('closing a section with unsaved edits asks too', () => {
    const actor = start(facts());
    actor.send({ type: 'form.changed', dirty: true });
    actor.send({ type: 'section.close' });
    expect(actor.getSnapshot().matches('confirmingDiscard')).toBe(true);
    actor.send({ type: 'discard.confirm' });
    expect(actor.getSnapshot().context.open).toBeNull();
  });

  it('a new contract starts with its first section; the others wait for it', () => {
    const actor = start(facts());
    actor.send({ type: 'section.open', section: 'billing' });
    expect(actor.getSnapshot().context.open).toBe('customer');
  });

  it('does not open a section waiting for the CSR', () => {
    const actor = start(facts({ facility_csr: true }));
    actor.send({ type: 'section.open', section: 'agreement' });
    expect(actor.getSnapshot().context.open).toBe('customer');
  });
});

describe('after a save', () => {
  it('opens the next unsaved section', () => {
    const actor = start(facts());
    actor.send({ type: 'contract.saved', section: 'customer', facts: facts({ saved: { customer: true } }) });
    expect(actor.getSnapshot().context.open).toBe('agreement');
  });

  it('keeps the section open when an action follows the save', () => {
    const actor = start(facts({ saved: { customer: true, agreement: true } }));
    const saved = facts({ saved: { customer: true, agreement: true, billing: true } });
    actor.send({ type: 'contract.saved', section: 'billing', facts: saved, stay: true });
    expect(actor.getSnapshot().context).toMatchObject({ open: 'billing', dirty: false });
  });
});
