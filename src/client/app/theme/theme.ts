// Calm, professional look: navy primary, quiet greys, one accent colour per industry. Colours, fonts and
// the weights of headings live here (palette, typography, component styleOverrides), not in a screen's
// sx, which keeps to one-off layout (margins, flex, widths).
import { alpha, createTheme } from '@mui/material/styles';
import type { Industry } from '../../../shared/facility';

export const INDUSTRY_ACCENT: Record<Industry, string> = {
  veterinary: '#2e8b6f',
  dental: '#3a6fc4',
  general: '#6b5fb5',
};

export const SIDEBAR_WIDTH = 264;
/** Pages and their heading row share one width, so selectors line up with the cards below. */
export const CONTENT_MAX_WIDTH = 1200;

export const theme = createTheme({
  palette: {
    primary: { main: '#1f4e79', contrastText: '#ffffff' },
    secondary: { main: '#2e8b6f' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
    text: { primary: '#1d2733', secondary: '#5a6675' },
    divider: '#e2e7ee',
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: "'Inter', 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
    h1: { fontSize: '1.6rem', fontWeight: 600, letterSpacing: '-0.01em' },
    h2: { fontSize: '1.25rem', fontWeight: 600 },
    h3: { fontSize: '1.05rem', fontWeight: 600 },
    /** A screen's own title beside its actions (the contract, payment history). */
    h5: { fontWeight: 600 },
    /** The title of a panel or section card (notes, documents, status, CSR). */
    subtitle1: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiPaper: {
      defaultProps: { elevation: 0 },
      styleOverrides: { outlined: ({ theme }) => ({ borderColor: theme.palette.divider }) },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true, size: 'small' } },
    MuiListItemButton: {
      styleOverrides: {
        root: ({ theme }) => ({
          borderRadius: theme.shape.borderRadius,
          '&.Mui-selected': {
            backgroundColor: alpha(theme.palette.primary.main, 0.1),
            color: theme.palette.primary.main,
          },
        }),
      },
    },
    MuiDialogTitle: { styleOverrides: { root: { fontWeight: 600 } } },
    /** Column headings of the plain tables (payment history). */
    MuiTableCell: { styleOverrides: { head: { fontWeight: 600 } } },
  },
});
