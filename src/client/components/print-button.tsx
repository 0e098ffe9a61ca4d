// Print a grid (spec §8 dataTablePrintWarning): only the rows on screen print, so the user is told
// first. Each screen gives the print stylesheet that leaves its own rows (and figures) on paper.
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { MESSAGES } from '../../shared/messages';
import { useConfirm } from './confirm-dialog';

export function PrintButton({ printStyles }: { printStyles: (theme: Theme) => object }) {
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
