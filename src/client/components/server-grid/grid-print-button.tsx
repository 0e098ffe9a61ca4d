// Print a server-mode grid: the shared print button (the dataTablePrintWarning first) with the stylesheet
// that leaves the grid's rows (and a report's figures and chart) on paper: no header, sidebar, toolbar,
// row menus or scrollbars.
import type { Theme } from '@mui/material/styles';
import { PrintButton } from '../print-button';
import { GRID_CLASS, NO_PRINT } from './print-classes';

const printStyles = (theme: Theme) => ({
  '@media print': {
    [`header, nav, .MuiDrawer-root, .MuiAppBar-root, .${NO_PRINT}`]: { display: 'none !important' },
    'body, main': { background: `${theme.palette.background.paper} !important` },
    [`.${GRID_CLASS}`]: { height: 'auto !important', border: 'none !important' },
    [`.${GRID_CLASS} .MuiDataGrid-virtualScroller`]: { overflow: 'visible !important' },
    [`.${GRID_CLASS} .MuiDataGrid-scrollbar`]: { display: 'none !important' },
    [`.${GRID_CLASS} [data-field="actions"]`]: { display: 'none !important' },
  },
});

export const GridPrintButton = () => <PrintButton printStyles={printStyles} />;
