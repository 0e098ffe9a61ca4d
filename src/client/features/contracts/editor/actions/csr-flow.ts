// The CSR step's questions and calls, mirroring machines/csr.machine.ts: REQUEST-CSR asks ssnRequired
// when no SSN is on file, OVERRIDE-CSR asks confirmCsrAuthorization, SKIP-CSR asks
// confirmSkipCreditCheck (spec §8), then the action is sent. A select contract's section is saved
// first (spec §4 Contract actions); the questions wait for the copy that save returns, so an SSN just
// typed in the section counts.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { SigningMethod } from '../../../../../../machines/contract-lifecycle.types';
import type { CsrAction } from '../../../../../../machines/csr.machine';
import { CONTRACT_MESSAGES } from '../../../../../shared/contract-messages';
import { useContractEditor, type ContractEditorApi } from '../editor-context';
import { useSsnQuestion } from './csr-ssn-dialog';
import { recommendationWords, ssnIsStored } from './csr-step';
import { showFieldErrors } from './send-outcome';

export interface CsrChoice {
  action: CsrAction;
  /** How the customer gets the authorization link (REQUEST-CSR). */
  method?: SigningMethod;
}

const CONFIRMATIONS: Partial<Record<CsrAction, { title: string; text: string; confirmLabel: string }>> = {
  'OVERRIDE-CSR': {
    title: 'Hard-copy CSR authorization',
    text: CONTRACT_MESSAGES.confirmCsrAuthorization,
    confirmLabel: 'Confirm',
  },
  'SKIP-CSR': {
    title: 'Skip the credit check',
    text: CONTRACT_MESSAGES.confirmSkipCreditCheck,
    confirmLabel: 'Skip credit check',
  },
};

/** After ACCEPT-CSR: the recommendation (a bureau error was already shown from the server's alert). */
function notifyCreditResult(editor: ContractEditorApi, contract: ContractEditorApi['contract']) {
  const recommendation = recommendationWords(contract?.credit_recommendation);
  if (!recommendation) return;
  const grade = typeof contract?.credit_grade === 'string' ? ` (credit grade ${contract.credit_grade})` : '';
  editor.notify('success', `Recommendation: ${recommendation}${grade}.`, 'CSR Completed');
}

export function useCsrFlow(beforeAction?: () => Promise<boolean>): {
  busy: boolean;
  choose: (choice: CsrChoice) => void;
  dialog: ReactNode;
} {
  const editor = useContractEditor();
  const [askSsn, ssnDialog] = useSsnQuestion();
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  // A choice waiting for the render after the select contract's save.
  const [queued, setQueued] = useState<CsrChoice | null>(null);

  const finish = useCallback(() => {
    busyRef.current = false;
    setBusy(false);
  }, []);

  const choose = useCallback(
    (choice: CsrChoice) => {
      if (busyRef.current) return;
      busyRef.current = true;
      setBusy(true);
      void (async () => {
        const saved = beforeAction ? await beforeAction().catch(() => false) : true;
        if (saved) setQueued(choice);
        else finish();
      })();
    },
    [beforeAction, finish],
  );

  const proceed = async (choice: CsrChoice) => {
    const { action, method } = choice;
    if (action === 'REQUEST-CSR' && !ssnIsStored(editor.contract) && editor.contract) {
      const answer = await askSsn(editor.contract, editor.reload);
      if (answer === 'enter') editor.requestSection(editor.isSelect ? 'csrForSelect' : 'customer');
      if (answer !== 'found') return;
    }
    const confirmation = CONFIRMATIONS[action];
    if (confirmation && !(await editor.confirm({ ...confirmation, cancelLabel: 'Cancel' }))) return;
    const outcome = await editor.act(action, method ? { method } : {});
    if (outcome.ok && action === 'ACCEPT-CSR') notifyCreditResult(editor, outcome.response.contract);
    showFieldErrors(editor, outcome);
  };

  useEffect(() => {
    if (!queued) return;
    setQueued(null);
    void proceed(queued).finally(finish);
    // proceed reads this render's editor: the copy the save (if any) returned.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queued]);

  return { busy, choose, dialog: ssnDialog };
}
