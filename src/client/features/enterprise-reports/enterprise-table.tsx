// One enterprise table (issue 12 enterprise reports): a month's figures of every client, one row per
// client with its facilities beneath (indented), a bar chart per client, and the CSV and Excel
// downloads of the same rows. The Summary and the Analysis of every client are two of these.
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
import { useEffect, useMemo, useState } from 'react';
import type { EnterpriseColumn } from '../../../shared/enterprise';
import { formatMoney } from '../../../shared/money';
import { LazyBarChart } from '../../components/charts';

/** A client's row (level 0) or one of its facilities' (level 1), its figures flat. */
export type EnterpriseRow = Record<string, unknown> & { id: string; level: 0 | 1; facility: string };

export interface EnterpriseChart {
  title: string;
  clients: string[];
  /** 'money' or 'percent': how the axis and the tooltips read. */
  unit: 'money' | 'percent';
  series: { label: string; data: (number | null)[] }[];
}

export const shown = (type: string, value: unknown) =>
  value === null || value === undefined
    ? '—'
    : type === 'money'
      ? formatMoney(Number(value))
      : type === 'percent'
        ? `${Number(value).toFixed(2)}%`
        : String(value);

function columnsOf(columns: EnterpriseColumn[]): GridColDef<EnterpriseRow>[] {
  return columns
    .filter((c) => c.name !== 'client')
    .map((c) => ({
      field: c.name,
      headerName: c.name === 'facility' ? 'Client / Facility' : c.header,
      type: c.type === 'text' ? 'string' : 'number',
      flex: c.type === 'text' ? 2 : 1,
      minWidth: c.type === 'text' ? 240 : 120,
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
}

export interface EnterpriseTableProps<Answer extends { month: string }> {
  title: string;
  /** The grid's accessible name. */
  gridLabel: string;
  columns: EnterpriseColumn[];
  month: string | null;
  onMonth: (month: string) => void;
  load: (month: string | null, signal: AbortSignal) => Promise<Answer>;
  rowsOf: (answer: Answer) => EnterpriseRow[];
  chartOf: (answer: Answer) => EnterpriseChart | null;
  /** A line beneath the title: what the figures are. */
  description?: string;
  /** A line beneath the table (the totals of every client). */
  footnoteOf?: (answer: Answer) => string;
  exportHref: (month: string, format: 'csv' | 'xlsx') => string;
  failedLabel: string;
}

export function EnterpriseTable<Answer extends { month: string }>(props: EnterpriseTableProps<Answer>) {
  const { month, load } = props;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    setAnswer(null);
    setFailed(false);
    load(month, controller.signal)
      .then(setAnswer)
      .catch(() => !controller.signal.aborted && setFailed(true));
    return () => controller.abort();
  }, [month, load]);
  const columns = useMemo(() => columnsOf(props.columns), [props.columns]);
  const chart = answer ? props.chartOf(answer) : null;

  return (
    <Stack spacing={2} component="section" aria-label={props.title}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="h3" component="h2" sx={{ flexGrow: 1 }}>
          {props.title}
        </Typography>
        <TextField
          size="small"
          type="month"
          label="Month"
          value={answer?.month ?? month ?? ''}
          onChange={(e) => e.target.value && props.onMonth(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 200 }}
        />
        {answer &&
          (['csv', 'xlsx'] as const).map((format) => (
            <Button
              key={format}
              size="small"
              startIcon={<DownloadIcon />}
              href={props.exportHref(answer.month, format)}
              download
            >
              {format === 'csv' ? 'CSV' : 'Excel'}
            </Button>
          ))}
      </Stack>
      {props.description && (
        <Typography variant="body2" color="text.secondary">
          {props.description}
        </Typography>
      )}
      {failed && <Alert severity="error">{props.failedLabel}</Alert>}
      {!answer && !failed && <Skeleton variant="rectangular" height={360} />}
      {answer && (
        <>
          {chart && chart.clients.length > 0 && (
            <Paper variant="outlined" sx={{ p: 2 }} className="report-chart">
              <Typography variant="h3" component="h3" gutterBottom>
                {chart.title}
              </Typography>
              <LazyBarChart
                height={260}
                xAxis={[{ scaleType: 'band', data: chart.clients }]}
                yAxis={[
                  {
                    width: 80,
                    valueFormatter: (v: number) =>
                      chart.unit === 'money' ? formatMoney(v).replace(/\.00$/, '') : `${v}%`,
                  },
                ]}
                series={chart.series.map((s) => ({
                  label: s.label,
                  data: s.data,
                  valueFormatter: (v: number | null) => shown(chart.unit, v),
                }))}
              />
            </Paper>
          )}
          <DataGrid
            aria-label={props.gridLabel}
            rows={props.rowsOf(answer)}
            columns={columns}
            density="compact"
            hideFooter
            disableRowSelectionOnClick
            disableColumnMenu
            getRowClassName={({ row }) => (row.level === 0 ? 'enterprise-client-row' : '')}
            // Long headers ("Delinquency Rate % (Month End)") wrap onto a second line, never cut off.
            columnHeaderHeight={60}
            sx={{
              '& .enterprise-client-row': { bgcolor: 'action.hover' },
              '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.25 },
            }}
          />
          {props.footnoteOf && (
            <Typography variant="body2" color="text.secondary">
              {props.footnoteOf(answer)}
            </Typography>
          )}
        </>
      )}
    </Stack>
  );
}
