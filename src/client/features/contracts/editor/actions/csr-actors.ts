// What the CSR chart (machines/csr.machine.ts) does in the editor, given with csrMachine.provide():
// the select contract's SAVE before the action (the section's own save), the CSR action sent with the
// current copy (spec §7 PUT contract/{id} with the action and, for REQUEST-CSR, the method), the
// credit result after ACCEPT-CSR, the SSN field opened (spec §8 ssnRequired: 'enter one now') and the
// field errors of a refused action (spec §8 correctPostSubmitErrors).
import { fromPromise } from 'xstate';
import type { SigningMethod } from '../../../../../../machines/contract-lifecycle.types';
import type { CsrAction, CsrFields, CsrSaved } from '../../../../../../machines/csr.machine';
import type { ContractView } from '../../../../api/contracts';
import type { ContractEditorApi, SaveOutcome } from '../editor-context';
import { recommendationWords, ssnIsStored } from './csr-step';
import { showFieldErrors } from './send-outcome';

/** The action was not taken; the editor has shown why (its notice, or the section's errors). */
export class CsrActionRefused extends Error {
  constructor(readonly outcome: SaveOutcome | null) {
    super(outcome && !outcome.ok ? (outcome.message ?? 'The CSR action was not taken.') : 'Not saved.');
  }
}

export interface CsrHost {
  /** The editor as last rendered. */
  editor: () => ContractEditorApi;
  /** The section's save, when the controls sit in a section being edited (select contracts). */
  beforeAction: () => (() => Promise<boolean>) | undefined;
  /** Resolves once the editor rendered again: the copy a save returned is then `editor().contract`. */
  afterRender: () => Promise<void>;
}

function fieldsOf(contract: ContractView | null | undefined): CsrFields {
  return {
    csr_status: contract?.csr_status ?? null,
    csr_skipped: contract?.csr_skipped === true,
    csr_error: contract?.csr_error ?? null,
  };
}

/** After ACCEPT-CSR: the recommendation (a bureau error was already shown from the server's alert). */
function notifyCreditResult(editor: ContractEditorApi, contract: ContractView | null | undefined) {
  const recommendation = recommendationWords(contract?.credit_recommendation);
  if (!recommendation) return;
  const grade = typeof contract?.credit_grade === 'string' ? ` (credit grade ${contract.credit_grade})` : '';
  editor.notify('success', `Recommendation: ${recommendation}${grade}.`, 'CSR Completed');
}

export function csrActors(host: CsrHost) {
  return {
    saveContract: fromPromise<CsrSaved, void>(async () => {
      const save = host.beforeAction();
      if (save) {
        const saved = await save().catch(() => false);
        // The section showed its errors or the editor its notice.
        if (!saved) throw new CsrActionRefused(null);
        await host.afterRender();
      }
      return { ssn_is_stored: ssnIsStored(host.editor().contract) };
    }),
    sendCsrAction: fromPromise<CsrFields, { action: CsrAction; method: SigningMethod | null }>(
      async ({ input }) => {
        const editor = host.editor();
        const outcome = await editor.act(input.action, input.method ? { method: input.method } : {});
        if (!outcome.ok) throw new CsrActionRefused(outcome);
        const contract = outcome.response.contract;
        if (input.action === 'ACCEPT-CSR') notifyCreditResult(editor, contract);
        return fieldsOf(contract ?? editor.contract);
      },
    ),
  };
}

export function csrActions(host: Pick<CsrHost, 'editor'>) {
  return {
    openSsnEntry: () => {
      const editor = host.editor();
      editor.requestSection(editor.isSelect ? 'csrForSelect' : 'customer');
    },
    notifyFailure: (_: unknown, params: { error: unknown }) => {
      const error = params.error;
      if (error instanceof CsrActionRefused && error.outcome) showFieldErrors(host.editor(), error.outcome);
    },
  };
}
