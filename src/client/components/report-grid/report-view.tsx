// The one report screen (issue 12): a server-mode DataGrid of a report declared on the server — its
// filters, sort and column filter in the query string, rows loaded a page at a time as the grid
// scrolls, a totals row, the report's figures and chart, CSV and Excel downloads of the view, print —
// for the facility chosen in the header or, for client and internal admins, all of its client's.
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridFilterModel,
  type GridRenderContext,
  type GridSortModel,
} from '@mui/x-data-grid';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ReportName } from '../../../shared/reports';
import { PAYMENTS_PAGE_SIZE, REPORT_PAGE_SIZE } from '../../../shared/reports';
import { reportExportHref } from '../../api/reports';
import { href } from '../../app/routes';
import { useAppSelector } from '../../app/store/hooks';
import { selectCurrentFacility, selectRights } from '../../app/store/session-slice';
import { ReportPrintButton } from './print-button';
import { ReportChart } from './report-chart';
import { formatFigure, reportColumns } from './report-columns';
import { ReportFilters } from './report-filters';
import {
  columnFilterOf,
  filterModelOf,
  orderbyOf,
  requestParamsOf,
  SCOPE_PARAM,
  sortModelOf,
  withColumnFilter,
  withParam,
} from './report-view-params';
import { ReportHeadContext, TotalsFooter } from './totals-footer';
import { ROW_ID, useReportPages } from './use-report-pages';

/** Load the next page when the last rendered row is this close to the end. */
const NEAR_END = 40;

export interface ReportViewProps {
  name: ReportName;
  /** A line under the heading saying what the report shows. */
  description?: ReactNode;
}

export function ReportView({ name, description }: ReportViewProps) {
  const rights = useAppSelector(selectRights);
  const facility = useAppSelector(selectCurrentFacility);
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const wholeClient = rights.isClientAdmin && search.get(SCOPE_PARAM) === 'client';
  const params = useMemo(
    () =>
      requestParamsOf(search, {
        facilityId: facility?.id ?? null,
        clientId: facility?.client_id ?? null,
        wholeClient,
      }),
    [search, facility?.id, facility?.client_id, wholeClient],
  );
  const pageSize = name === 'payments' ? PAYMENTS_PAGE_SIZE : REPORT_PAGE_SIZE;
  const pages = useReportPages(name, params, pageSize);
  const head = pages.head;
  const apiRef = useGridApiRef();
  const columns = useMemo(() => (head ? reportColumns(head.columns) : []), [head]);

  // Each choice is a history entry, built on the address as it is now.
  const change = useCallback(
    (next: (now: URLSearchParams) => URLSearchParams) => {
      const now = new URLSearchParams(window.location.search);
      const wanted = next(now);
      if (wanted.toString() !== now.toString()) setSearch(wanted);
    },
    [setSearch],
  );

  // The filter panel types into local state; the address follows after a pause.
  const filterInAddress = JSON.stringify(columnFilterOf(search));
  const [filterModel, setFilterModel] = useState<GridFilterModel>({ items: [] });
  useEffect(() => {
    if (head) setFilterModel(filterModelOf(JSON.parse(filterInAddress), head.columns));
  }, [filterInAddress, head]);
  const changeRef = useRef(change);
  changeRef.current = change;
  // One address change per pause in typing, not one per key.
  const filterTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(filterTimer.current), []);
  const onFilterModelChange = (model: GridFilterModel) => {
    setFilterModel(model);
    window.clearTimeout(filterTimer.current);
    filterTimer.current = window.setTimeout(
      () => changeRef.current((now) => withColumnFilter(now, model)),
      400,
    );
  };

  useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    return api.subscribeEvent('renderedRowsIntervalChange', (context: GridRenderContext) => {
      if (context.lastRowIndex >= api.getRowsCount() - NEAR_END) more.current();
    });
  }, [apiRef, head]);
  const more = useRef(pages.more);
  more.current = pages.more;

  if (!facility) return <Alert severity="info">Choose a client and facility to see its reports.</Alert>;
  const place = wholeClient ? `All facilities of ${facility.client_name}` : facility.name;
  return (
    <ReportHeadContext.Provider value={head}>
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
            sx={{ flexWrap: 'wrap', alignItems: 'center' }}
            className="report-no-print"
          >
            {rights.isClientAdmin && (
              <ToggleButtonGroup
                exclusive
                size="small"
                value={wholeClient ? 'client' : 'facility'}
                onChange={(_, next: string | null) =>
                  next && change((now) => withParam(now, SCOPE_PARAM, next === 'client' ? 'client' : null))
                }
                aria-label="Rows of"
              >
                <ToggleButton value="facility">This facility</ToggleButton>
                <ToggleButton value="client">All facilities of the client</ToggleButton>
              </ToggleButtonGroup>
            )}
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              href={reportExportHref(name, params, 'csv')}
              download
            >
              CSV
            </Button>
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              href={reportExportHref(name, params, 'xlsx')}
              download
            >
              Excel
            </Button>
            <ReportPrintButton />
          </Stack>
        </Stack>
        {head && (
          <ReportFilters
            filters={head.filters}
            applied={{ ...head.applied, ...Object.fromEntries(search) }}
            onChange={(filter, value) => change((now) => withParam(now, filter, value))}
          />
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
            {head.figures.length > 0 && (
              <Paper variant="outlined" sx={{ p: 2 }} aria-label="Figures">
                <Box
                  component="dl"
                  sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 3, rowGap: 0.5, m: 0 }}
                >
                  {head.figures.map((f) => (
                    <Box key={f.name} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {f.label}
                      </Typography>
                      <Typography
                        component="dd"
                        variant="body2"
                        sx={{ m: 0, textAlign: 'right', fontWeight: 600 }}
                      >
                        {head.totals[f.name] === null ? '—' : formatFigure(f.type, head.totals[f.name])}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              </Paper>
            )}
            {head.chart && <ReportChart chart={head.chart} />}
          </Box>
        )}
        <Box sx={{ height: 'calc(100vh - 220px)', minHeight: 420 }}>
          <DataGrid
            className="report-grid"
            aria-label={head?.title ?? 'Report'}
            apiRef={apiRef}
            rows={pages.rows}
            columns={columns}
            getRowId={(row) => row[ROW_ID] as number}
            loading={pages.loading}
            density="compact"
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            rowCount={-1}
            slots={{ footer: TotalsFooter }}
            disableRowSelectionOnClick
            sortingOrder={['asc', 'desc', null]}
            sortModel={sortModelOf(search.get('orderby') ?? undefined)}
            onSortModelChange={(model: GridSortModel) =>
              change((now) => withParam(now, 'orderby', orderbyOf(model)))
            }
            filterModel={filterModel}
            onFilterModelChange={onFilterModelChange}
            onRowClick={({ row }) => {
              if (row.contract_id) navigate(href.contract(Number(row.contract_id)));
            }}
            localeText={{
              noRowsLabel: pages.failed ? 'The report could not be loaded.' : 'No rows for this view.',
            }}
            sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
          />
        </Box>
      </Stack>
    </ReportHeadContext.Provider>
  );
}
