// Print a report: the shared print button (the dataTablePrintWarning first) with the stylesheet that
// leaves the report's figures, chart and rows on paper.
import type { Theme } from '@mui/material/styles';
import { PrintButton } from '../print-button';

const printStyles = (theme: Theme) => ({
  '@media print': {
    'header, nav, .MuiDrawer-root, .MuiAppBar-root, .report-no-print': { display: 'none !important' },
    'body, main': { background: `${theme.palette.background.paper} !important` },
    '.report-grid': { height: 'auto !important', border: 'none !important' },
    '.report-grid .MuiDataGrid-virtualScroller': { overflow: 'visible !important' },
    '.report-grid .MuiDataGrid-scrollbar': { display: 'none !important' },
  },
});

export const ReportPrintButton = () => <PrintButton printStyles={printStyles} />;
