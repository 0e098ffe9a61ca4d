// The contract list's columns (spec §2 /contracts): built once per 'include all facilities' setting and
// kept stable, so typing and scrolling never remount the grid's cells. Each column offers the one
// filter operator the server's search_{field} means (text contains, exact status, date or number): the
// grid gives each kind its own (filter-operators.ts), so the columns carry no MUI X code.
import Chip, { type ChipProps } from '@mui/material/Chip';
import { styled } from '@mui/material/styles';
import type { GridColDef } from '@mui/x-data-grid';
import {
  CONTRACT_STATUSES,
  SUBMITTED,
  type ContractStatus,
} from '../../../../../machines/contract-lifecycle.types';
import { formatUsd } from '../../../../shared/money-format';
import type { ContractListRow } from '../../../api/contract-list';
import { DAY_COLUMN, NUMBER_COLUMN } from '../../../components/server-grid/column-kinds';
import { RowActionsCell } from './row-actions';

export function statusColor(status: ContractStatus): ChipProps['color'] {
  if (status === 'REJECTED' || status === 'PROCESS FEE DECLINED') return 'error';
  if (status === 'SIGNED' || status === 'ACTIVE') return 'success';
  if (status === 'COLLECT') return 'warning';
  if (SUBMITTED.includes(status)) return 'info';
  return 'default';
}

// Styles made once, not per cell and render (a list's first render draws a chip in every row).
// A smaller face and a slimmer label padding than a small chip's 8 px, so the longest status (WAITING
// AGREEMENT APPLICATION, 205 px in this face) fits its 228 px column whole (checked in Chromium).
// The warning colour (COLLECT) is darkened: the theme's orange on white is 3.0:1, under WCAG AA's 4.5:1
// for text this small (axe, contract-list.spec.ts).
const StatusChip = styled(Chip)(({ theme }) => {
  const warning = theme.darken(theme.palette.warning.main, 0.35);
  return {
    fontSize: '0.68rem',
    letterSpacing: 0,
    '& .MuiChip-label': { paddingLeft: 6, paddingRight: 6 },
    '&.MuiChip-colorWarning': { color: warning, borderColor: warning },
  };
});
const DeletedChip = styled(Chip)(({ theme }) => ({ marginLeft: theme.spacing(0.5) }));

function StatusCell({ row }: { row: ContractListRow }) {
  return (
    <>
      <StatusChip size="small" variant="outlined" color={statusColor(row.status)} label={row.status} />
      {row.is_deleted && <DeletedChip size="small" color="error" label="Deleted" />}
    </>
  );
}

// formatUsd, not money.ts's formatMoney: the same text without decimal.js in the list's first load.
const money = (value: number | null) => (value === null || value === undefined ? '' : formatUsd(value));

type Col = GridColDef<ContractListRow>;

const moneyColumn = (field: string, headerName: string, width: number): Col => ({
  field,
  headerName,
  type: 'number',
  width,
  valueFormatter: money,
});

const dateColumn = (field: string, headerName: string, width: number): Col => ({
  ...DAY_COLUMN,
  field,
  headerName,
  width,
});

const COLUMNS: Col[] = [
  { ...NUMBER_COLUMN, field: 'id', headerName: 'Contract #', width: 88 },
  { field: 'customer_name', headerName: 'Customer', flex: 1, minWidth: 150 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...CONTRACT_STATUSES],
    width: 228,
    renderCell: ({ row }) => <StatusCell row={row} />,
  },
  { field: 'ebcs_account_number', headerName: 'Account #', width: 104 },
  { field: 'customer_phone', headerName: 'Phone', width: 128 },
  { field: 'customer_email', headerName: 'Email', width: 220 },
  moneyColumn('financed_amount', 'Financed', 104),
  moneyColumn('payment_amount', 'Payment', 100),
  dateColumn('next_payment_due_date', 'Next Due', 100),
  { ...NUMBER_COLUMN, field: 'days_late', headerName: 'Days Late', width: 84 },
  dateColumn('created_on', 'Created', 100),
];

/** Read out by screen readers, not shown: the column is just the row's menu button. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const FACILITY: Col = {
  field: 'facility',
  headerName: 'Facility',
  flex: 1,
  minWidth: 170,
};

const ACTIONS: Col = {
  field: 'actions',
  headerName: 'Actions',
  width: 56,
  sortable: false,
  filterable: false,
  disableColumnMenu: true,
  disableExport: true,
  align: 'center',
  headerAlign: 'center',
  renderHeader: () => <span style={visuallyHidden}>Actions</span>,
  renderCell: ({ row }) => <RowActionsCell row={row} />,
};

// The row's menu comes first: on a narrow screen the grid scrolls sideways and a last column would be
// out of sight.
const WITHOUT_FACILITY: Col[] = [ACTIONS, ...COLUMNS];
// The facility next to the customer: the first thing an admin looking across practices reads.
const WITH_FACILITY: Col[] = [ACTIONS, ...COLUMNS.slice(0, 2), FACILITY, ...COLUMNS.slice(2)];

export const contractColumns = (includeAll: boolean): Col[] =>
  includeAll ? WITH_FACILITY : WITHOUT_FACILITY;

/** Shown by default; phone, email and payment are a column-menu choice away. */
export const HIDDEN_COLUMNS = { customer_phone: false, customer_email: false, payment_amount: false };
