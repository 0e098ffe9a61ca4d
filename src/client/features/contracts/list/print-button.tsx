// Print (spec §8 dataTablePrintWarning): only the rows on screen print, so the user is told first; the
// print stylesheet leaves just the list's rows on paper (no header, sidebar, toolbar or scrollbars).
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { MESSAGES } from '../../../../shared/messages';
import { useConfirm } from '../../../components/confirm-dialog';

const printStyles = (theme: Theme) => ({
  '@media print': {
    'header, nav, .MuiDrawer-root, .MuiAppBar-root, .contract-list-no-print': { display: 'none !important' },
    'body, main': { background: `${theme.palette.background.paper} !important` },
    '.contract-list-grid': { height: 'auto !important', border: 'none !important' },
    '.contract-list-grid .MuiDataGrid-virtualScroller': { overflow: 'visible !important' },
    '.contract-list-grid .MuiDataGrid-scrollbar, .contract-list-grid .MuiDataGrid-columnHeader--last': {
      display: 'none !important',
    },
    '.contract-list-grid [data-field="actions"]': { display: 'none !important' },
  },
});

export function PrintButton() {
  const [ask, dialog] = useConfirm();
  const print = async () => {
    const yes = await ask({
      title: 'Print',
      text: MESSAGES.dataTablePrintWarning,
      confirmLabel: 'Print',
      cancelLabel: 'Cancel',
    });
    // After the dialog has faded out, so it is not on the page that prints.
    if (yes) window.setTimeout(() => window.print(), 250);
  };
  return (
    <>
      <GlobalStyles styles={printStyles} />
      <Button size="small" startIcon={<PrintIcon />} onClick={() => void print()}>
        Print
      </Button>
      {dialog}
    </>
  );
}
