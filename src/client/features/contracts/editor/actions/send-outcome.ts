// A send (CSR request, e-signature, application, upload) the server refused with field errors, e.g. no
// email address for an email link: say so and open the section holding the first error (spec §8
// correctPostSubmitErrors; a contract already submitted must be brought back with Undo submit first).
import type { ContractSection } from '../../../../../../machines/contract-lifecycle.types';
import { SUBMITTED, type ContractStatus } from '../../../../../../machines/contract-lifecycle.types';
import { CONTRACT_MESSAGES } from '../../../../../shared/contract-messages';
import {
  csrForSelectSchema,
  customerContactFields,
  customerIdentityFields,
} from '../../../../../shared/validation';
import type { ContractEditorApi, SaveOutcome } from '../editor-context';

type Editor = Pick<ContractEditorApi, 'facility' | 'isSelect' | 'today'>;

/** The section whose form holds a field, as the section schemas divide the contract (spec §4). */
export function sectionOfField(field: string, editor: Editor): ContractSection {
  const ctx = { industry: editor.facility.industry, today: editor.today };
  const identity = field in customerIdentityFields(ctx);
  if (editor.isSelect) {
    const csrSection = field in csrForSelectSchema(ctx).fields;
    return csrSection && editor.facility.csr ? 'csrForSelect' : 'agreementForSelect';
  }
  if (identity || field in customerContactFields(ctx)) return 'customer';
  return /^(banks|cards|preferred)/.test(field) ? 'billing' : 'agreement';
}

export function isSubmitted(status: ContractStatus | undefined): boolean {
  return status !== undefined && SUBMITTED.includes(status);
}

/** Shows a 400 with field errors; other failures were already notified by the editor. */
export function showFieldErrors(
  editor: Editor & Pick<ContractEditorApi, 'contract' | 'notify' | 'requestSection'>,
  outcome: SaveOutcome,
): void {
  if (outcome.ok || outcome.status !== 400) return;
  const first = Object.entries(outcome.errors)[0];
  if (!first) return;
  const [field, message] = first;
  const intro = isSubmitted(editor.contract?.status)
    ? CONTRACT_MESSAGES.correctPostSubmitErrors
    : CONTRACT_MESSAGES.validationErrors;
  editor.notify('error', `${intro} ${message}`);
  editor.requestSection(sectionOfField(field, editor));
}
