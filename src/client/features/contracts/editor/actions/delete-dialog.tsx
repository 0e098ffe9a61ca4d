// The editor's deletion dialog (spec §2 Modals; §4 Deletion, Rejecting): the shared DeletionDialog
// with the editor's server calls, for the open contract or another (a rewrite in progress); deleting
// the open contract starts a fresh draft. Opened with `reject`, it is the Reject button's flow.
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DeletionOutcome } from '../../../../../../machines/deletion.machine';
import type { ContractView } from '../../../../api/contracts';
import { href } from '../../../../app/routes';
import { DeletionDialog } from '../../deletion/deletion-dialog';
import { DeletionFailure } from '../../deletion/deletion-failure';
import { useContractEditor } from '../editor-context';
import { deletionInputOf } from './delete-input';
import { deletionActors } from './delete-actors';

export interface DeleteDialogProps {
  /** The contract to delete: the open one, or another (a rewrite in progress). */
  target: ContractView;
  /** Start at the reject confirm (the Reject button) instead of the reasons. */
  reject?: boolean;
  onClose: (outcome: DeletionOutcome) => void;
}

// Field errors (an unknown reason) show in the dialog; other failures were already notified.
const failureText = (error: unknown) => (error instanceof DeletionFailure ? error.message : null);

export function DeleteDialog({ target, reject = false, onClose }: DeleteDialogProps) {
  const editor = useContractEditor();
  const navigate = useNavigate();
  const editorRef = useRef(editor);
  editorRef.current = editor;
  // Read once: the chart's input and actors are fixed when the dialog opens.
  const [input] = useState(() =>
    deletionInputOf(target, editor.contract?.id ?? null, editor.facility, editor.rights),
  );
  const [actors] = useState(() => deletionActors(() => editorRef.current, target));
  return (
    <DeletionDialog
      input={input}
      reasons={editor.lookups.reasons_for_cancel}
      question="Why is this contract being deleted?"
      actors={actors}
      reject={reject}
      onFailure={failureText}
      onNewDraft={() => navigate(href.newContract())}
      onClose={onClose}
    />
  );
}
