// The editor's right-hand column: the summary, the CSR panel (when the facility uses CSR), a pending
// change of information, the notes and the documents. A new draft has only its summary, with a hint.
import Stack from '@mui/material/Stack';
import { useContractEditor } from '../editor-context';
import { ChangeOfInformationStatus } from './change-of-information-status';
import { CsrPanel } from './csr-panel';
import { DocumentsPanel } from './documents-panel';
import { NotesPanel } from './notes-panel';
import { StatusSummary } from './status-summary';

export function SidePanels() {
  const { contract, facility, rights } = useContractEditor();
  return (
    <Stack spacing={2}>
      <StatusSummary contract={contract} />
      {facility.csr && <CsrPanel />}
      {contract && (
        <>
          <ChangeOfInformationStatus contractId={contract.id} />
          <NotesPanel contractId={contract.id} canEdit={rights.canEdit} />
          <DocumentsPanel contract={contract} />
        </>
      )}
    </Stack>
  );
}
