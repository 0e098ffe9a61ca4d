// The month's Summary of every client (issue 12 enterprise reports): one row per client, its
// facilities beneath (indented), a chart of balance and past due per client, and the downloads.
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useEffect, useState } from 'react';
import { ENTERPRISE_COLUMNS, type EnterpriseSummary } from '../../../shared/enterprise';
import { formatMoney } from '../../../shared/money';
import { enterpriseExportHref, getEnterpriseSummary } from '../../api/enterprise';
import { LazyBarChart } from '../../components/charts';

type Row = Record<string, unknown> & { id: string; level: 0 | 1 };

const shown = (type: string, value: unknown) =>
  value === null || value === undefined
    ? '—'
    : type === 'money'
      ? formatMoney(Number(value))
      : type === 'percent'
        ? `${Number(value).toFixed(2)}%`
        : String(value);

const COLUMNS: GridColDef<Row>[] = ENTERPRISE_COLUMNS.filter((c) => c.name !== 'client').map((c) => ({
  field: c.name,
  headerName: c.name === 'facility' ? 'Client / Facility' : c.header,
  type: c.type === 'text' ? 'string' : 'number',
  flex: c.type === 'text' ? 2 : 1,
  minWidth: c.type === 'text' ? 240 : 110,
  sortable: false,
  renderCell:
    c.name === 'facility'
      ? ({ row }) => (
          <Box component="span" sx={{ pl: row.level ? 3 : 0, fontWeight: row.level ? 400 : 600 }}>
            {String(row.facility)}
          </Box>
        )
      : undefined,
  valueFormatter: (value: unknown) => shown(c.type, value),
}));

function rowsOf(summary: EnterpriseSummary): Row[] {
  return summary.clients.flatMap((c) => [
    { ...c, id: `c${c.client_id}`, level: 0 as const, facility: c.client },
    ...c.facilities.map((f) => ({ ...f, id: `f${f.facility_id}`, level: 1 as const })),
  ]);
}

export function EnterpriseSummaryView({
  month,
  onMonth,
}: {
  month: string | null;
  onMonth: (m: string) => void;
}) {
  const [summary, setSummary] = useState<EnterpriseSummary | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    setSummary(null);
    setFailed(false);
    getEnterpriseSummary(month, controller.signal)
      .then(setSummary)
      .catch(() => !controller.signal.aborted && setFailed(true));
    return () => controller.abort();
  }, [month]);

  const clients = summary?.clients.filter((c) => c.active_accounts > 0) ?? [];
  return (
    <Stack spacing={2} component="section" aria-label="Summary of every client">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="h3" component="h2" sx={{ flexGrow: 1 }}>
          Summary of every client
        </Typography>
        <TextField
          size="small"
          type="month"
          label="Month"
          value={summary?.month ?? month ?? ''}
          onChange={(e) => e.target.value && onMonth(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 200 }}
        />
        {summary && (
          <>
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              href={enterpriseExportHref(summary.month, 'csv')}
              download
            >
              CSV
            </Button>
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              href={enterpriseExportHref(summary.month, 'xlsx')}
              download
            >
              Excel
            </Button>
          </>
        )}
      </Stack>
      {failed && <Alert severity="error">The summary could not be loaded.</Alert>}
      {!summary && !failed && <Skeleton variant="rectangular" height={360} />}
      {summary && (
        <>
          {clients.length > 0 && (
            <Paper variant="outlined" sx={{ p: 2 }} className="report-chart">
              <Typography variant="h3" component="h3" gutterBottom>
                Balance outstanding and past due per client at the month&apos;s end
              </Typography>
              <LazyBarChart
                height={260}
                xAxis={[{ scaleType: 'band', data: clients.map((c) => c.client) }]}
                yAxis={[{ width: 80, valueFormatter: (v: number) => formatMoney(v).replace(/\.00$/, '') }]}
                series={[
                  {
                    label: 'Balance outstanding',
                    data: clients.map((c) => c.balance),
                    valueFormatter: (v) => shown('money', v),
                  },
                  {
                    label: 'Past due',
                    data: clients.map((c) => c.past_due),
                    valueFormatter: (v) => shown('money', v),
                  },
                ]}
              />
            </Paper>
          )}
          <DataGrid
            aria-label="Clients and facilities"
            rows={rowsOf(summary)}
            columns={COLUMNS}
            density="compact"
            hideFooter
            disableRowSelectionOnClick
            disableColumnMenu
            getRowClassName={({ row }) => (row.level === 0 ? 'enterprise-client-row' : '')}
            sx={{ '& .enterprise-client-row': { bgcolor: 'action.hover' } }}
          />
          <Typography variant="body2" color="text.secondary">
            All clients: {summary.total.active_accounts} active accounts, {formatMoney(summary.total.balance)}{' '}
            outstanding, {formatMoney(summary.total.collected)} collected, {summary.total.new_agreements} new
            agreements.
          </Typography>
        </>
      )}
    </Stack>
  );
}
