// The one report screen (issue 12): the server-mode grid over a report declared on the server — its
// filters, sort and column filter in the query string, rows loaded a page at a time as the grid
// scrolls, a totals row, the report's figures and chart, CSV and Excel downloads of the view, print —
// for the facility chosen in the header or, for client and internal admins, all of its client's.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ReportAnswer, ReportName } from '../../../shared/reports';
import { href } from '../../app/routes';
import { useAppSelector } from '../../app/store/hooks';
import { selectCurrentFacility } from '../../app/store/session-slice';
import { FactList } from '../fact-list';
import { GridDownloads } from './grid-downloads';
import { NO_PRINT } from './print-classes';
import { ReportChart } from './report-chart';
import { formatFigure, reportColumns } from './report-columns';
import { ReportFilters } from './report-filters';
import { requestParamsOf, withFilter } from './report-params';
import { ScopeToggle, useWholeClient } from './report-scope';
import { reportFileHref, reportSource, ROW_ID, type ReportRow } from './report-source';
import { ServerGrid } from './server-grid';
import type { GridTotals } from './totals-footer';
import { useServerPages } from './use-server-pages';
import { useUrlView } from './use-url-view';

export interface ReportViewProps {
  name: ReportName;
  /** A line under the heading saying what the report shows. */
  description?: ReactNode;
}

const rowIdOf = (row: ReportRow) => row[ROW_ID] as number;

function totalsOf(head: ReportAnswer | null): GridTotals | null {
  if (!head) return null;
  const types = new Map(head.columns.map((c) => [c.name, c.type]));
  return {
    count: head.count,
    values: head.totals,
    format: (field, value) => formatFigure(types.get(field) ?? 'money', value),
  };
}

function Figures({ head }: { head: ReportAnswer }) {
  const facts = head.figures.map((f) => ({
    label: f.label,
    value: head.totals[f.name] === null ? '—' : formatFigure(f.type, head.totals[f.name]),
  }));
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="Figures">
      <FactList facts={facts} />
    </Paper>
  );
}

export function ReportView({ name, description }: ReportViewProps) {
  const facility = useAppSelector(selectCurrentFacility);
  const navigate = useNavigate();
  const { search, change } = useUrlView();
  const wholeClient = useWholeClient();
  const params = useMemo(
    () =>
      requestParamsOf(search, {
        facilityId: facility?.id ?? null,
        clientId: facility?.client_id ?? null,
        wholeClient,
      }),
    [search, facility?.id, facility?.client_id, wholeClient],
  );
  const pages = useServerPages(reportSource(name), params);
  const head = pages.head;
  const columns = useMemo(() => (head ? reportColumns(head.columns) : []), [head]);
  const totals = useMemo(() => totalsOf(head), [head]);

  if (!facility) return <Alert severity="info">Choose a client and facility to see its reports.</Alert>;
  const place = wholeClient ? `All facilities of ${facility.client_name}` : facility.name;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="body1" sx={{ fontWeight: 600 }}>
            {place}
          </Typography>
          {description && (
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          )}
        </Box>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          // On a wide screen the buttons keep one line and the description wraps beside them.
          sx={{ flexWrap: { xs: 'wrap', lg: 'nowrap' }, flexShrink: { lg: 0 }, alignItems: 'center' }}
          className={NO_PRINT}
        >
          <ScopeToggle label="Rows of" />
          <GridDownloads exportHref={(format) => reportFileHref(name, params, format)} />
        </Stack>
      </Stack>
      {head && head.filters.length > 0 && (
        <Box className={NO_PRINT}>
          <ReportFilters
            filters={head.filters}
            applied={{ ...head.applied, ...Object.fromEntries(search) }}
            onChange={(name, value) =>
              change((now) =>
                withFilter(
                  now,
                  name,
                  value,
                  head.filters.some((f) => f.name === name && f.open),
                ),
              )
            }
          />
        </Box>
      )}
      {pages.failed && <Alert severity="error">{pages.failed}</Alert>}
      {head && (head.figures.length > 0 || head.chart) && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', lg: head.chart ? '2fr 3fr' : '1fr' },
          }}
        >
          {head.figures.length > 0 && <Figures head={head} />}
          {head.chart && <ReportChart chart={head.chart} />}
        </Box>
      )}
      <ServerGrid<ReportRow>
        label={head?.title ?? 'Report'}
        className="report-grid"
        pages={pages}
        columns={columns}
        getRowId={rowIdOf}
        totals={totals}
        onRowClick={(row) => {
          if (row.contract_id) navigate(href.contract(Number(row.contract_id)));
        }}
        noRowsLabel="No rows for this view."
        failedLabel="The report could not be loaded."
        height="calc(100vh - 220px)"
        minHeight={420}
      />
    </Stack>
  );
}
