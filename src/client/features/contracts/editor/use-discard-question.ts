// When the editor statechart waits in confirmingDiscard (another section asked for while the open one
// has unsaved edits), the user is asked; the answer goes back to the chart.
import { useEffect } from 'react';
import type { EventFrom } from 'xstate';
import type { contractEditorMachine } from '../../../../../machines/contract-editor.machine';
import { CONTRACT_MESSAGES } from '../../../../shared/contract-messages';
import type { ContractEditorApi } from './editor-context';

export function useDiscardQuestion(
  confirmingDiscard: boolean,
  ask: ContractEditorApi['confirm'],
  send: (event: EventFrom<typeof contractEditorMachine>) => void,
): void {
  useEffect(() => {
    if (!confirmingDiscard) return;
    void ask({
      title: 'Unsaved changes',
      text: CONTRACT_MESSAGES.discardChanges,
      confirmLabel: 'Discard',
      cancelLabel: 'Keep editing',
    }).then((ok) => send({ type: ok ? 'discard.confirm' : 'discard.cancel' }));
  }, [confirmingDiscard, ask, send]);
}
