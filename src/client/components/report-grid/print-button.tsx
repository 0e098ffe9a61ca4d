// Print a report (spec §8 dataTablePrintWarning): only the rows on screen print, so the user is told
// first; the print stylesheet leaves the report's figures, chart and rows on paper.
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { MESSAGES } from '../../../shared/messages';
import { useConfirm } from '../confirm-dialog';

const printStyles = (theme: Theme) => ({
  '@media print': {
    'header, nav, .MuiDrawer-root, .MuiAppBar-root, .report-no-print': { display: 'none !important' },
    'body, main': { background: `${theme.palette.background.paper} !important` },
    '.report-grid': { height: 'auto !important', border: 'none !important' },
    '.report-grid .MuiDataGrid-virtualScroller': { overflow: 'visible !important' },
    '.report-grid .MuiDataGrid-scrollbar': { display: 'none !important' },
  },
});

export function ReportPrintButton() {
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
