// Print the contract list: the shared print button (the dataTablePrintWarning first) with the
// stylesheet that leaves just the list's rows on paper (no header, sidebar, toolbar or scrollbars).
import type { Theme } from '@mui/material/styles';
import { PrintButton as GridPrintButton } from '../../../components/print-button';

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

export const PrintButton = () => <GridPrintButton printStyles={printStyles} />;
