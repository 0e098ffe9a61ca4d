// The editor's right-hand column: the summary, the CSR panel (when the facility uses CSR), a pending
// change of information, the notes and the documents. A new draft has only its summary, with a hint.
// A contract with payments that is no longer live links to its payment history here (a live one
// has the link among the header's actions).
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { LIVE } from '../../../../../../machines/contract-lifecycle.types';
import { href } from '../../../../app/routes';
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
      {contract?.has_payments === true && !LIVE.includes(contract.status) && (
        <Link component={RouterLink} to={href.paymentHistory(contract.id)} sx={{ px: 2 }}>
          Payment history
        </Link>
      )}
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
