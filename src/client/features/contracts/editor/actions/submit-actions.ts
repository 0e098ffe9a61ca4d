// Submitting a contract (spec §4 Contract actions; §7 request_signature,
// request_agreement_application_completion, upload_contract; machines/LIFECYCLE.md "Submitting"):
// the e-signature or application link by email or text, printing for a paper signature and uploading
// it signed, and undoing the submission. One call at a time.
import { useCallback, useRef, useState } from 'react';
import type { SigningMethod } from '../../../../../../machines/contract-lifecycle.types';
import { CONTRACT_MESSAGES } from '../../../../../shared/contract-messages';
import { uploadSizeError } from '../../../../../shared/validation';
import {
  contractDocumentHref,
  requestApplication,
  requestSignature,
  uploadContract,
} from '../../../../api/contracts';
import { useContractEditor, type SaveOutcome } from '../editor-context';
import { showFieldErrors } from './send-outcome';
import { readAsBase64 } from './upload-file';

export type LinkKind = 'signature' | 'application';

const HOW: Record<SigningMethod, string> = { email: 'by email', sms: 'by text' };
const WHAT: Record<LinkKind, string> = {
  signature: 'The e-signature link was sent to the customer',
  application: 'The agreement application was sent to the customer',
};

export function useSubmitActions() {
  const editor = useContractEditor();
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const id = editor.contract?.id ?? null;

  /** Runs one call at a time; a refusal with field errors is shown with its section. */
  const once = useCallback(
    async (call: () => Promise<SaveOutcome | null>): Promise<SaveOutcome | null> => {
      if (busyRef.current) return null;
      busyRef.current = true;
      setBusy(true);
      try {
        const outcome = await call();
        if (outcome) showFieldErrors(editor, outcome);
        return outcome;
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [editor],
  );

  const sendLink = (kind: LinkKind, method: SigningMethod) =>
    once(async () => {
      if (id === null) return null;
      const outcome = await editor.apply(() =>
        kind === 'signature' ? requestSignature(id, method) : requestApplication(id, method),
      );
      if (outcome.ok) editor.notify('success', `${WHAT[kind]} ${HOW[method]}.`);
      return outcome;
    });

  /** PRINT, then the contract PDF in a new tab (opened on the click, so it is not blocked as a pop-up). */
  const print = () => {
    if (id === null || busyRef.current) return;
    const tab = window.open('', '_blank');
    void once(async () => {
      const outcome = await editor.act('PRINT');
      if (!outcome.ok) tab?.close();
      else if (tab) {
        tab.opener = null;
        tab.location.href = contractDocumentHref(id, 'contract');
      } else window.open(contractDocumentHref(id, 'contract'), '_blank', 'noopener');
      return outcome;
    });
  };

  /** spec §5 Other: over 2MB is refused here, before anything is sent. */
  const upload = (file: File) =>
    once(async () => {
      if (id === null) return null;
      const tooLarge = uploadSizeError(file.size);
      if (tooLarge) {
        editor.notify('error', tooLarge, 'File Too Large!');
        return null;
      }
      const b64 = await readAsBase64(file);
      const outcome = await editor.apply(() => uploadContract(id, file.name, b64));
      if (outcome.ok) editor.notify('success', 'The signed contract was uploaded.');
      return outcome;
    });

  const undoSubmit = () =>
    once(async () => {
      const ok = await editor.confirm({
        title: 'Undo submit',
        text: CONTRACT_MESSAGES.undoSubmitConfirm,
        confirmLabel: 'Undo submit',
        cancelLabel: 'Cancel',
      });
      return ok ? editor.act('UNDO-SUBMIT') : null;
    });

  return { busy, sendLink, print, upload, undoSubmit };
}
