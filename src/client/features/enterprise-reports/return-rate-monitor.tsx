// The return-rate monitor (issue 12 enterprise reports, services/servicing/monitor.ts): each practice
// group's and the overall rolling 60-day return rates against the NACHA thresholds, and the warnings
// the servicing engine wrote, which an admin acknowledges once looked into.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useCallback, useEffect, useState } from 'react';
import type {
  ReturnRate,
  ReturnRateCategory,
  ReturnRateMonitor,
  ServicingAlert,
} from '../../../shared/enterprise';
import { formatDisplayDate } from '../../../shared/dates';
import { acknowledgeAlert, getReturnRateMonitor } from '../../api/enterprise';

const CATEGORIES: [ReturnRateCategory, string][] = [
  ['unauthorized', 'Unauthorized'],
  ['administrative', 'Administrative'],
  ['overall', 'All returns'],
];

function RateChip({ rate, threshold }: { rate: number; threshold: number }) {
  const color = rate >= threshold ? 'error' : rate >= threshold / 2 ? 'warning' : 'success';
  return <Chip size="small" variant="outlined" color={color} label={`${rate.toFixed(3)}%`} />;
}

export function ReturnRateMonitorView() {
  const [monitor, setMonitor] = useState<ReturnRateMonitor | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback((signal?: AbortSignal) => {
    getReturnRateMonitor(signal)
      .then(setMonitor)
      .catch(() => !signal?.aborted && setFailed(true));
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  if (failed) return <Alert severity="error">The return-rate monitor could not be loaded.</Alert>;
  if (!monitor) return null;
  const rateColumns: GridColDef<ReturnRate>[] = [
    { field: 'name', headerName: 'Practice group', flex: 2, minWidth: 220 },
    { field: 'entries', headerName: 'ACH debits (60 days)', type: 'number', flex: 1 },
    ...CATEGORIES.map(([category, label]): GridColDef<ReturnRate> => ({
      field: category,
      headerName: `${label} (limit ${monitor.thresholds[category]}%)`,
      flex: 1,
      minWidth: 170,
      sortable: false,
      renderCell: ({ row }) => (
        <RateChip rate={row.rates[category]} threshold={monitor.thresholds[category]} />
      ),
    })),
  ];
  const alertColumns: GridColDef<ServicingAlert>[] = [
    {
      field: 'business_day',
      headerName: 'Day',
      width: 110,
      valueFormatter: (v: string) => formatDisplayDate(v),
    },
    { field: 'name', headerName: 'Practice group', flex: 2, minWidth: 200 },
    { field: 'category', headerName: 'Returns', width: 130 },
    {
      field: 'rate_percent',
      headerName: 'Rate',
      width: 150,
      renderCell: ({ row }) => <RateChip rate={row.rate_percent} threshold={row.threshold_percent} />,
    },
    {
      field: 'returns',
      headerName: 'Returned / debits',
      width: 150,
      valueGetter: (_v, row) => `${row.returns} of ${row.entries}`,
    },
    {
      field: 'acknowledged',
      headerName: '',
      width: 150,
      sortable: false,
      renderCell: ({ row }) =>
        row.acknowledged ? (
          <Typography variant="body2" color="text.secondary">
            Acknowledged
          </Typography>
        ) : (
          <Button size="small" onClick={() => void acknowledgeAlert(row.id).then(() => load())}>
            Acknowledge
          </Button>
        ),
    },
  ];
  const open = monitor.alerts.filter((a) => !a.acknowledged).length;
  return (
    <Stack spacing={2} component="section" aria-label="Return-rate monitor">
      <Typography variant="h3" component="h2">
        Return-rate monitor
      </Typography>
      <Typography variant="body2" color="text.secondary">
        ACH returns over the last 60 days to {formatDisplayDate(monitor.today)}; a warning is written at half
        a NACHA threshold.{' '}
        {open > 0
          ? `${open} of the latest ${monitor.alerts.length} warnings not yet acknowledged.`
          : 'No open warning.'}
      </Typography>
      <DataGrid
        aria-label="Return rates"
        rows={monitor.rates}
        columns={rateColumns}
        getRowId={(r) => r.scope}
        density="compact"
        hideFooter
        disableRowSelectionOnClick
        disableColumnMenu
      />
      <DataGrid
        aria-label="Return-rate warnings"
        rows={monitor.alerts}
        columns={alertColumns}
        density="compact"
        disableRowSelectionOnClick
        disableColumnMenu
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[25, 50, 100]}
        localeText={{ noRowsLabel: 'No warning.' }}
      />
    </Stack>
  );
}
