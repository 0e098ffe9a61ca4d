// The CSR panel beside a contract of a facility that uses CSR (spec §4 CSR status): the status in the
// spec's words and, for a standard contract, the CSR actions. A select contract has them in its
// csrForSelect section; here it offers Approve CSR, where the standard contract has it, since that
// section is closed and checked once the customer authorized (issue 15).
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CsrAction } from '../../../../../../machines/csr.machine';
import { CsrControls } from '../actions/csr-controls';
import { CsrStatusSummary } from '../actions/csr-status';
import { useContractEditor } from '../editor-context';
import { isSelectInProgress } from '../editor-facts';

const SELECT_PANEL_ACTIONS: CsrAction[] = ['ACCEPT-CSR'];

export function CsrPanel() {
  const editor = useContractEditor();
  if (!editor.facility.csr) return null;
  const selectInProgress = isSelectInProgress(editor.contract, editor.isSelect);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="csr-panel-title" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography id="csr-panel-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          CSR
        </Typography>
        <CsrStatusSummary contract={editor.contract} />
        {selectInProgress ? <CsrControls only={SELECT_PANEL_ACTIONS} /> : <CsrControls />}
      </Stack>
    </Paper>
  );
}
