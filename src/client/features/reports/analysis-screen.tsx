// /reports/analysis (issue 12): twelve months of trends for the facility (or all of a client admin's
// client) up to a chosen month: charts, then the month table and CSR approval by credit grade, with
// CSV and Excel downloads of the month table. The month and the scope live in the query string.
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ANALYSIS_COLUMNS, type AnalysisAnswer, type AnalysisGrade } from '../../../shared/analysis';
import { formatMoney } from '../../../shared/money';
import { analysisExportHref, getAnalysis } from '../../api/analysis';
import { useAppSelector } from '../../app/store/hooks';
import { selectCurrentFacility } from '../../app/store/session-slice';
import { ScopeToggle, useWholeClient } from '../../components/server-grid/report-scope';
import { withParam } from '../../components/server-grid/view-params';
import { AnalysisCharts } from './analysis-charts';

type Row = AnalysisAnswer['months'][number];

const MONTH_COLUMNS: GridColDef<Row>[] = ANALYSIS_COLUMNS.map((c) => ({
  field: c.name,
  headerName: c.header,
  type: c.type === 'text' ? 'string' : 'number',
  minWidth: c.type === 'text' ? 90 : 120,
  flex: 1,
  sortable: false,
  valueFormatter: (value: number | null) =>
    value === null || value === undefined
      ? '—'
      : c.type === 'money'
        ? formatMoney(value)
        : c.type === 'percent'
          ? `${value.toFixed(2)}%`
          : String(value),
}));

const GRADE_COLUMNS: GridColDef<AnalysisGrade>[] = [
  { field: 'grade', headerName: 'Credit Grade', flex: 1 },
  { field: 'requested', headerName: 'CSRs', type: 'number', flex: 1 },
  { field: 'approved', headerName: 'Approved', type: 'number', flex: 1 },
  {
    field: 'rate',
    headerName: 'Approval Rate',
    type: 'number',
    flex: 1,
    valueFormatter: (v: number | null) => (v === null ? '—' : `${v.toFixed(2)}%`),
  },
];

export default function AnalysisScreen() {
  const facility = useAppSelector(selectCurrentFacility);
  const [search, setSearch] = useSearchParams();
  const wholeClient = useWholeClient();
  const monthTo = search.get('month_to') ?? '';
  const params = useMemo(() => {
    const p: Record<string, string> = {};
    if (monthTo) p.month_to = monthTo;
    if (facility) {
      if (wholeClient) p.client_id = String(facility.client_id);
      else p.facility_id = String(facility.id);
    }
    return p;
  }, [monthTo, facility, wholeClient]);
  const [answer, setAnswer] = useState<(AnalysisAnswer & { month_to: string }) | null>(null);
  const [failed, setFailed] = useState(false);
  const key = JSON.stringify(params);

  useEffect(() => {
    const controller = new AbortController();
    setAnswer(null);
    setFailed(false);
    getAnalysis(JSON.parse(key), controller.signal)
      .then(setAnswer)
      .catch(() => !controller.signal.aborted && setFailed(true));
    return () => controller.abort();
  }, [key]);

  if (!facility) return <Alert severity="info">Choose a client and facility to see its reports.</Alert>;
  const change = (name: string, value: string | null) => setSearch(withParam(search, name, value));
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="body1" sx={{ fontWeight: 600 }}>
            {wholeClient ? `All facilities of ${facility.client_name}` : facility.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Twelve months up to the month chosen, of the facility&apos;s analysis contract types.
          </Typography>
        </Box>
        <TextField
          size="small"
          type="month"
          label="Up to month"
          value={answer?.month_to ?? monthTo}
          onChange={(e) => change('month_to', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 200 }}
        />
        <ScopeToggle label="Figures of" />
        <Button size="small" startIcon={<DownloadIcon />} href={analysisExportHref(params, 'csv')} download>
          CSV
        </Button>
        <Button size="small" startIcon={<DownloadIcon />} href={analysisExportHref(params, 'xlsx')} download>
          Excel
        </Button>
      </Stack>
      {failed && <Alert severity="error">The analysis could not be loaded.</Alert>}
      {!answer && !failed && (
        <Skeleton variant="rectangular" height={480} aria-label="Loading the analysis" />
      )}
      {answer && (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
            <AnalysisCharts answer={answer} />
          </Box>
          <DataGrid
            aria-label="Analysis by month"
            rows={answer.months}
            columns={MONTH_COLUMNS}
            getRowId={(row) => row.month}
            density="compact"
            hideFooter
            disableRowSelectionOnClick
            disableColumnMenu
          />
          <Box sx={{ maxWidth: 640 }}>
            <DataGrid
              aria-label="CSR approval by credit grade"
              rows={answer.grades}
              columns={GRADE_COLUMNS}
              getRowId={(row) => row.grade}
              density="compact"
              hideFooter
              disableRowSelectionOnClick
              disableColumnMenu
              localeText={{ noRowsLabel: 'No credit reports in these months.' }}
            />
          </Box>
        </>
      )}
    </Stack>
  );
}
